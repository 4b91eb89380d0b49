import { hasSignedInHint } from '../components/account/signedInHint';
import { hasCartHint } from '../components/cart/cartHint';
import { type LazyPart, lazyPart } from '../render/lazyPart';
// Shared by the header's chunk and the catalogue's screens: kept in the shell (see below).
import '@truffe/ui/Image';
import '../components/product/useCatalogueFormat';
import '../components/cart/cartEvents';

/**
 * The main layout's header and footer, hydrated on demand (decision 0910): their code (category menu, search
 * box, cart entry, currency and language switches; the footer's links and CMS blocks: ~5 kB gzip) is two
 * chunks that the browser loads at the shopper's first interaction, not with every page. Until then they are
 * the server's HTML, whose links and forms work without JavaScript (the mobile menu is a `<details>`, the
 * currency switch and the search are forms, the rest are links).
 *
 * The three modules imported above for no value have no side effects: the imports keep them in the shell chunk
 * (rolldown's `$initial` modules). Since the header left the shell only lazy code imports them (its chunk, the
 * screens), and the product page would otherwise load them as three small chunks of their own (+1.1 kB).
 */
export const Header = lazyPart(() => import('./Header').then((module) => module.Header), {
  slice: false,
  hydrate: 'on-demand',
});

/** The main layout's footer (Footer.tsx), hydrated on demand like the header. */
export const Footer = lazyPart(() => import('./Footer').then((module) => module.Footer), {
  slice: false,
  hydrate: 'on-demand',
});

// The server renders every page with them: loaded once, at start, so that its renders never wait.
if (import.meta.env.SSR) void Promise.all([Header.load(), Footer.load()]);

/** A part of the layout hydrated on demand: its element, and the presses held until it has hydrated. */
interface DemandPart {
  part: LazyPart<object>;
  /** The part's element in the server HTML (outside the page's `<main>`). */
  element: 'header' | 'footer';
  hydrated: boolean;
  /** Replays of the presses held (a link's or a button's click, Escape), in order. */
  held: { replay: () => void; link?: HTMLAnchorElement }[];
}

const parts: DemandPart[] = [
  { part: Header, element: 'header', hydrated: false, held: [] },
  { part: Footer, element: 'footer', hydrated: false, held: [] },
];

/** The `HydrationSlice onDemand` of a part: its load state, and its hydration replays the held presses. */
function demandSlice(demand: DemandPart) {
  return {
    loadStarted: demand.part.loadStarted,
    hydrated(): void {
      demand.hydrated = true;
      for (const { replay } of demand.held.splice(0)) replay();
    },
  };
}

/** The header's slice in the main layout. */
export const headerSlice = demandSlice(parts[0]!);
/** The footer's slice in the main layout. */
export const footerSlice = demandSlice(parts[1]!);

/** The not yet hydrated part an event is in. */
function waitingPart(target: EventTarget | null): DemandPart | undefined {
  if (!(target instanceof Element) || target.closest('main')) return undefined;
  const demand = parts.find((candidate) => target.closest(candidate.element));
  return demand && !demand.hydrated ? demand : undefined;
}

let codeArrived = false;

/**
 * Loads the header's and footer's code when the page needs it (browser only, once the router exists): at once
 * when the browser has the cart hint or the signed-in hint (the count and the account link depend on them);
 * else at the first pointer press, key press or focus anywhere, a pointer over the header or footer, or the
 * router's first change (a navigation or a form's fetcher starting, the browser's back button): a dehydrated
 * part holds the router's updates until its code is there (React keeps the server HTML of a boundary it
 * cannot hydrate yet, and a transition waits for it).
 *
 * A press on one of their links or script buttons (the language switch), or Escape, before the code arrived
 * is not lost: React cannot hydrate the part for it, so it is held here and replayed once the part has
 * hydrated; if the code fails to load, a held link is followed as a plain link. Form controls (search,
 * currency, the mobile menu's `<details>`) keep their native behaviour.
 */
export function startLayoutOnDemand(router: { subscribe: (listener: () => void) => () => void }) {
  const stops: (() => void)[] = [];
  let loading = false;
  const load = () => {
    if (loading || codeArrived) return;
    loading = true;
    Promise.all(parts.map(({ part }) => part.load())).then(
      () => {
        codeArrived = true;
        for (const stop of stops.splice(0)) stop();
      },
      (error: unknown) => {
        // The next interaction tries again; a held link is followed now.
        loading = false;
        console.warn('[layout] the header or footer code did not load', error);
        for (const { held } of parts)
          for (const { link } of held.splice(0)) if (link) window.location.assign(link.href);
      },
    );
  };
  const onClick = (event: MouseEvent) => {
    if (codeArrived || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const demand = waitingPart(event.target);
    const control =
      demand && (event.target as Element).closest<HTMLElement>('a[href], button[type="button"]');
    if (!demand || !control) return;
    event.preventDefault();
    demand.held.push({
      replay: () => control.isConnected && control.click(),
      link: control instanceof HTMLAnchorElement ? control : undefined,
    });
    load();
  };
  // Escape (closing a menu or a panel) has no default action to keep: held and replayed like a press.
  const onKeyDown = (event: KeyboardEvent) => {
    load();
    const demand = codeArrived || event.key !== 'Escape' ? undefined : waitingPart(event.target);
    if (!demand) return;
    const target = event.target as Element;
    demand.held.push({
      replay: () =>
        target.isConnected &&
        target.dispatchEvent(
          new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }),
        ),
    });
  };
  const onPointerOver = (event: PointerEvent) => {
    if (event.target instanceof Element && event.target.closest('header, footer')) load();
  };
  const passive = { capture: true, passive: true };
  const listen = <K extends keyof DocumentEventMap>(
    type: K,
    listener: (event: DocumentEventMap[K]) => void,
    options: AddEventListenerOptions = passive,
  ) => {
    document.addEventListener(type, listener, options);
    stops.push(() => document.removeEventListener(type, listener, options));
  };
  // Until the code is there: then React hydrates a part at once for a press on it, and handles the press.
  listen('click', onClick, { capture: true });
  listen('pointerdown', load);
  listen('keydown', onKeyDown);
  listen('focusin', load);
  listen('pointerover', onPointerOver);
  stops.push(router.subscribe(load));
  if (hasCartHint(document.cookie) || hasSignedInHint(document.cookie)) load();
}
