import {
  type ComponentType,
  lazy,
  type ReactNode,
  use,
  useState,
  useSyncExternalStore,
} from 'react';

import { HydrationSlice } from './HydrationSlice';

/** A component whose code is its own chunk (`lazyPart`), with a way to load that code ahead of rendering. */
export interface LazyPart<Props> {
  (props: Props): ReactNode;
  /** Loads the part's code, once. The server awaits it before rendering (in the screen's loader). */
  load: () => Promise<void>;
  /** Whether `load()` has been called (and has not failed). */
  loadStarted: () => boolean;
}

/** Nothing announces a change: the snapshot only tells hydration (the server's value) from a client render. */
const noChanges = () => () => undefined;

/**
 * A part of a screen that only some pages show (a product type's options, a form), in a chunk of its own
 * (decision 0901): pages without it never load its code.
 *
 * The part is rendered inside a hydration slice (a server-complete Suspense boundary, decision 0899). The
 * screen's loader awaits `load()` for the parts its data needs, so the server renders the part at once (the
 * boundary is complete in the HTML, the page works without JavaScript) and so does a client navigation. When
 * the browser hydrates a server page before the part's code has arrived, React keeps the server HTML of the
 * boundary and hydrates it when the code is there; `<html data-hydrated>` waits for it. A part shown later by a
 * choice in the browser renders nothing until its code has arrived.
 */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  {
    slice = true,
    hydrate = 'at-start',
  }: {
    /**
     * `false` for a part placed directly inside a `HydrationSlice` of the screen's own (decision 0904): that
     * boundary holds the server HTML while the code loads, and the HTML has no second boundary.
     */
    slice?: boolean;
    /**
     * `'on-demand'`: hydrating the server HTML does not load the code; the part stays as the server wrote it
     * until something calls `load()` (the header on the first interaction, decision 0910). A part the browser
     * renders from scratch (render fallback, a layout mounted by a navigation) loads its code at once.
     * @defaultValue `'at-start'`: hydrating the part loads its code.
     */
    hydrate?: 'at-start' | 'on-demand';
  } = {},
): LazyPart<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<void> | undefined;
  let arrive = () => {};
  /** Settles when the code is there, whoever loaded it (an on-demand part waits on it while hydrating). */
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const start = (): Promise<void> => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        arrive();
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => {
    await start();
    return { default: loaded as ComponentType<Props> };
  });
  /** A client render (not hydration) of an on-demand part loads its code; a failure is logged. */
  function LoadWhenRenderedByClient() {
    const clientRender = useSyncExternalStore(
      noChanges,
      () => true,
      () => false,
    );
    if (clientRender) start().catch((error: unknown) => console.error(error));
    return null;
  }
  /** An on-demand part: suspends (keeping the server HTML while hydrating) until someone loaded its code. */
  function OnDemand(props: Props) {
    use(arrived);
    const Loaded = loaded as ComponentType<Props>;
    return <Loaded {...props} />;
  }
  const LazyComponent =
    hydrate === 'on-demand'
      ? (props: Props) => (
          <>
            {/* A sibling: its one extra render after hydration does not render the part again. */}
            <LoadWhenRenderedByClient />
            <OnDemand {...props} />
          </>
        )
      : (Lazy as unknown as ComponentType<Props>);
  function Part(props: Props) {
    // The component chosen when the part mounts stays for its lifetime: the loaded one when the code is there
    // (the server, a client navigation), else the lazy wrapper, which renders without suspending once resolved.
    // Switching from the wrapper to the loaded component on a later render would remount the part: its DOM, its
    // state and the shopper's focus (a swatch chosen with the keyboard) would be lost.
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? LazyComponent);
    if (!slice) return <Component {...props} />;
    return (
      <HydrationSlice>
        <Component {...props} />
      </HydrationSlice>
    );
  }
  Part.load = start;
  Part.loadStarted = () => loading !== undefined;
  return Part;
}
