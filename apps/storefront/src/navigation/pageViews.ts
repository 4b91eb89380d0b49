/** One page view (spec §2: tracked on each path change). */
export interface PageView {
  /** Path inside the app, with the site prefix (`/en/cart`). */
  pathname: string;
  search: string;
  /** Absolute URL of the page. */
  url: string;
  /** The document's title when the view was tracked. */
  title: string;
  /** The first view of the page load (the server-rendered page) or a client navigation. */
  kind: 'load' | 'navigation';
}

/** Window event carrying a {@link PageView} as `detail`, for scripts outside the app. */
export const pageViewEvent = 'truffe:pageview';

type PageViewListener = (view: PageView) => void;
const listeners = new Set<PageViewListener>();

/** Subscribes to page views (analytics plugins); returns the unsubscribe function. */
export function onPageView(listener: PageViewListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Tells every subscriber, and the window, about a page view. */
export function trackPageView(view: PageView): void {
  for (const listener of listeners) {
    try {
      listener(view);
    } catch (error) {
      console.error('A page view listener failed', error);
    }
  }
  if (typeof window !== 'undefined') {
    window.dispatchEvent(new CustomEvent<PageView>(pageViewEvent, { detail: view }));
  }
}

interface RouterLike {
  state: { location: { pathname: string; search: string }; navigation: { state: string } };
  subscribe(listener: (state: RouterLike['state']) => void): () => void;
}

/**
 * Tracks the page load and then each change of path (not of query string or hash alone) once the
 * navigation has settled, so that the view carries the new page's title.
 */
export function trackRouterPageViews(router: RouterLike, win: Window = window): () => void {
  const view = (kind: PageView['kind']): PageView => ({
    pathname: win.location.pathname,
    search: win.location.search,
    url: win.location.href,
    title: win.document.title,
    kind,
  });
  let lastPath = router.state.location.pathname;
  trackPageView(view('load'));
  return router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.location.pathname === lastPath) return;
    lastPath = state.location.pathname;
    trackPageView(view('navigation'));
  });
}
