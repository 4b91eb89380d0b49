import { Suspense, useEffect, useId, type ReactNode } from 'react';

/**
 * Slices of the page that the browser hydrates one at a time (issue 21 item 3, decision 0899).
 *
 * React hydrates a page without Suspense boundaries as one render and one commit: the render yields (it runs in
 * a transition) but the commit — refs, layout effects, event wiring of the whole page — is one task, 10–60 ms
 * on a phone, and each ms past 50 counts towards Total Blocking Time. A server-rendered Suspense boundary is
 * hydrated on its own, after its parent has committed (React's selective hydration): the root commits the
 * providers and leaves each slice dehydrated, then hydrates the slices one by one, each with its own commit.
 * A press inside a slice that is not hydrated yet hydrates it at once and replays the press.
 *
 * Each slice is complete in the server HTML (`<!--$-->…<!--/$-->`, `renderApp.server.tsx` never outlines a
 * completed boundary), so the page is the same without JavaScript; the slice never shows a fallback on the
 * server and, during client navigations (transitions), keeps its previous content rather than a fallback.
 */
export function HydrationSlice({
  children,
  onDemand,
}: {
  children: ReactNode;
  /**
   * A slice whose code loads on demand (`lazyPart(…, { hydrate: 'on-demand' })`, decision 0910): the marker
   * waits for it only if its code was asked for by the time the slice's frame commits (at start: the header
   * with the cart or signed-in hint); a slice waiting for the shopper's first interaction does not hold the
   * page's `data-hydrated`. `hydrated` runs each time its content has committed.
   */
  onDemand?: { loadStarted: () => boolean; hydrated: () => void };
}) {
  const id = useId();
  // The slice's frame commits with its parent: from then on the marker waits for the slice's content.
  useEffect(() => {
    if (!done.has(id) && (!onDemand || onDemand.loadStarted())) pending.add(id);
    return () => {
      pending.delete(id);
      checkHydrated();
    };
  }, [id, onDemand]);
  return (
    <Suspense fallback={null}>
      {children}
      <SliceHydrated id={id} onHydrated={onDemand?.hydrated} />
    </Suspense>
  );
}

/** The last child of a slice: its effect runs when the slice's content has committed (hydrated). */
function SliceHydrated({ id, onHydrated }: { id: string; onHydrated?: () => void }) {
  useEffect(() => {
    done.add(id);
    pending.delete(id);
    checkHydrated();
    onHydrated?.();
  }, [id, onHydrated]);
  return null;
}

/** Slices whose frame has committed and whose content has not yet. */
const pending = new Set<string>();
/** Slices whose content has committed (before or after their frame's effect ran). */
const done = new Set<string>();
let rootCommitted = false;
let checkQueued = false;

/**
 * `<html data-hydrated>` once the root and every slice have committed: tests and monitoring wait for it before
 * interacting. Checked after the current commit's effects have all run (a slice's frame registers in the same
 * commit as the root's marker).
 */
function checkHydrated(): void {
  if (checkQueued || typeof document === 'undefined') return;
  checkQueued = true;
  queueMicrotask(() => {
    checkQueued = false;
    if (rootCommitted && pending.size === 0) document.documentElement.dataset.hydrated = 'true';
  });
}

/** Rendered once above the routes (AppProviders): marks the page hydrated when the slices are. */
export function HydrationMarker() {
  useEffect(() => {
    rootCommitted = true;
    checkHydrated();
  }, []);
  return null;
}
