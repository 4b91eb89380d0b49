import { matchRoutes, type RouteObject } from 'react-router';

import { type DeviceType } from '../device/device';
import { browserDevice } from '../device/detectDevice';

/** Spec §9: a link in view this long (ms) on phones and tablets preloads its route. */
export const preloadInViewDelayMs = 500;

export interface RoutePreloadingOptions {
  /** The router's routes (`router.routes`). */
  routes: RouteObject[];
  /** The router's basename ('/' or '/shop'). */
  basename: string;
  device: DeviceType;
  /** @defaultValue the browser's `window` */
  win?: Window;
  /** @defaultValue the build's lists of route files */
  routeFilesUrl?: string;
}

/** The browser's device type, measured once the app runs (the server renders for the default device). */
export function browserDeviceType(win: Window = window): DeviceType {
  return browserDevice(win).type;
}

/** Whether the browser's data-saver is on (`navigator.connection.saveData`). */
export function isDataSaverOn(win: Window = window): boolean {
  const connection = (win.navigator as Navigator & { connection?: { saveData?: boolean } })
    .connection;
  return connection?.saveData === true;
}

/**
 * The URL of the build's lists of route files (vite.config.ts `routeModulePreload` writes it here, decision
 * 0901): entry n lists the files of a lazy route whose `modulePreload` is n that the page has not loaded (its
 * chunk and their static imports). Routes of the dev server and the tests have no `modulePreload`.
 */
const builtRouteFilesUrl: string = '__truffe_route_files_url__';

/** The index of a lazy route's files in the build's lists, if the build wrote it. */
export function routeFilesIndex(route: RouteObject): number | undefined {
  const index = (route as { modulePreload?: unknown }).modulePreload;
  return typeof index === 'number' ? index : undefined;
}

/**
 * Modulepreload links added per task (`createRoutePreloader`): each starts a request, ~1 ms on a phone at
 * desktop speed in a Lighthouse trace (decision 0912), and more while the browser's other processes are busy.
 */
const linksPerTask = 3;

interface Branch {
  /** The routes from the root to the branch's last route. */
  chain: RouteObject[];
  segments: string[];
  score: number;
}

/** React Router's ranking of a route path (`computeScore`): static segments first, splats last. */
function branchScore(path: string, index: boolean): number {
  const segments = path.split('/');
  let score = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') continue;
    score += segment.startsWith(':') ? 3 : segment === '' ? 1 : 10;
  }
  return score;
}

/**
 * A branch's path as segments to compare: static ones in lower case, `:` for a parameter, `*` for a splat.
 * Compared segment by segment rather than as one regular expression per branch: building and compiling ~200
 * of them was the first in-view link's task on a phone (decision 0912).
 */
function pathSegments(path: string): string[] {
  return path
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => (segment.startsWith(':') ? ':' : segment.toLowerCase()));
}

/** Whether a path's segments (lower case, no empty ones) fall under a branch's. */
function segmentsMatch(branch: readonly string[], path: readonly string[]): boolean {
  for (let index = 0; index < branch.length; index += 1) {
    const segment = branch[index];
    if (segment === '*') return true;
    const actual = path[index];
    if (actual === undefined || (segment !== ':' && segment !== actual)) return false;
  }
  return path.length === branch.length;
}

/**
 * The routes a path goes through, from a table flattened and ranked once (React Router's `matchRoutes`
 * flattens and ranks the whole table at every call: 1–3 ms, × 4 on a phone, for every link in view). Used to
 * fetch route code only, where a rare wrong guess costs a preload, not a page: `:param` and trailing `*`
 * paths, the ranking of `computeScore`; hover and focus keep `matchRoutes`.
 */
export function createBranchMatcher(
  routes: RouteObject[],
  basename: string,
): (pathname: string) => RouteObject[] | undefined {
  let branches: Branch[] | undefined;
  const flatten = (list: RouteObject[], parentPath: string, parents: RouteObject[]) => {
    for (const route of list) {
      const path =
        route.path === undefined
          ? parentPath
          : `${parentPath.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`;
      const chain = [...parents, route];
      if (route.children?.length) flatten(route.children, path, chain);
      if (route.index || (route.path !== undefined && route.path !== '')) {
        branches!.push({
          chain,
          segments: pathSegments(path),
          score: branchScore(path, route.index === true),
        });
      }
    }
  };
  const base = basename.replace(/\/$/, '');
  return (pathname) => {
    if (!branches) {
      branches = [];
      flatten(routes, '', []);
      branches.sort((a, b) => b.score - a.score);
    }
    if (base && !pathname.toLowerCase().startsWith(base.toLowerCase())) return undefined;
    const path = pathSegments(pathname.slice(base.length));
    return branches.find((branch) => segmentsMatch(branch.segments, path))?.chain;
  };
}

/** How a route's code is preloaded: fetched only (`fetch`), or fetched and evaluated (`evaluate`). */
export type RoutePreloadMode = 'fetch' | 'evaluate';

/** The build's lists of files (vite.config.ts `routeModulePreload`): by route index, and by module path. */
interface RouteFileLists {
  routes?: unknown;
  modules?: unknown;
}

// Fetched once per page (per URL), when something first needs them; forgotten when the fetch fails.
const routeFileLists = new Map<string, Promise<RouteFileLists>>();

function fetchRouteFileLists(win: Window, url: string): Promise<RouteFileLists> {
  let lists = routeFileLists.get(url);
  if (!lists) {
    const fetching: Promise<RouteFileLists> = win
      .fetch(url)
      .then((response) => (response.ok ? response.json() : Promise.reject(response)));
    lists = fetching;
    routeFileLists.set(url, fetching);
    fetching.catch(() => {
      if (routeFileLists.get(url) === fetching) routeFileLists.delete(url);
    });
  }
  return lists;
}

/**
 * Adds a `<link rel="modulepreload">` per file not linked yet. Each link starts a request at once: a few at a
 * time, one task each, so that the links of a screenful of routes (~50 files) are not one long task
 * (decisions 0901 and 0912, Lighthouse traces).
 */
function linkInSteps(win: Window, files: unknown[]): void {
  const doc = win.document;
  const linkFile = (file: unknown) => {
    if (typeof file !== 'string' || doc.head.querySelector(`link[href="${file}"]`)) return;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = file;
    doc.head.append(link);
  };
  win.setTimeout(() => {
    files.slice(0, linksPerTask).forEach(linkFile);
    if (files.length > linksPerTask) linkInSteps(win, files.slice(linksPerTask));
  }, 0);
}

/**
 * Links the files of a module the app imports on demand whose chunk has no preload list of Vite's (a screen
 * of the entity dispatch, decision 0913): `module` is its path as the build lists it. Without the build's
 * lists (the dev server, tests) it does nothing; a failed fetch links nothing.
 */
export function linkModuleFiles(
  module: string,
  win: Window = window,
  routeFilesUrl = builtRouteFilesUrl,
): Promise<void> {
  // The sources' placeholder (`__…__`) is no file: the build writes the lists' URL in its place.
  if (routeFilesUrl.startsWith('__')) return Promise.resolve();
  return fetchRouteFileLists(win, routeFilesUrl).then(
    ({ modules }) => {
      const files = (modules as Record<string, unknown> | undefined)?.[module];
      if (Array.isArray(files)) linkInSteps(win, files);
    },
    () => undefined,
  );
}

/**
 * Preloads the code of the lazy routes a path matches (once each); other paths do nothing. `evaluate` calls
 * the route's `lazy()` (the module and its imports run); `fetch` adds `<link rel="modulepreload">` for the
 * route's files (their list fetched once), which the browser fetches and compiles without running them (no
 * long task on a phone while the page starts), and falls back to `lazy()` for a route without its list of
 * files.
 */
export function createRoutePreloader(
  routes: RouteObject[],
  basename: string,
  win: Window,
  routeFilesUrl = builtRouteFilesUrl,
) {
  const evaluated = new WeakSet<RouteObject>();
  const fetched = new WeakSet<RouteObject>();
  const branchOf = createBranchMatcher(routes, basename);
  const fetchFiles = (route: RouteObject, index: number) => {
    if (fetched.has(route)) return;
    fetched.add(route);
    fetchRouteFileLists(win, routeFilesUrl).then(
      ({ routes: lists }) => {
        const files: unknown = Array.isArray(lists) ? lists[index] : undefined;
        if (Array.isArray(files)) linkInSteps(win, files);
      },
      () => fetched.delete(route),
    );
  };
  const preload = (href: string, mode: RoutePreloadMode = 'evaluate'): void => {
    let url: URL;
    try {
      url = new URL(href, win.location.href);
    } catch {
      return;
    }
    if (url.origin !== win.location.origin) return;
    const matched =
      mode === 'fetch'
        ? branchOf(url.pathname)
        : matchRoutes(routes, url.pathname, basename)?.map((match) => match.route);
    for (const route of matched ?? []) {
      const { lazy } = route;
      if (evaluated.has(route) || typeof lazy !== 'function') continue;
      const index = routeFilesIndex(route);
      // Its files first: the route's chunk would otherwise find its imports one after another.
      if (index !== undefined) fetchFiles(route, index);
      if (mode === 'fetch' && index !== undefined) continue;
      evaluated.add(route);
      // The dynamic import fetches the route's chunk; the router's own resolution then reuses the module.
      void Promise.resolve()
        .then(() => lazy())
        .catch(() => evaluated.delete(route));
    }
  };
  /**
   * Has every `lazy()` of `routes` (the router's: a navigation, a fetcher) link the route's files as it
   * imports the route: Vite's preload lists of the route table's imports are not
   * in the shell (decision 0913), so the route's chunk would otherwise find its imports one after another.
   */
  const linkFilesOnLazy = (list: RouteObject[]): void => {
    for (const route of list) {
      const { lazy } = route;
      const index = routeFilesIndex(route);
      if (typeof lazy === 'function' && index !== undefined) {
        route.lazy = (() => {
          fetchFiles(route, index);
          return lazy();
        }) as typeof lazy;
      }
      if (route.children) linkFilesOnLazy(route.children);
    }
  };
  return Object.assign(preload, { linkFilesOnLazy });
}

function anchorOf(target: EventTarget | null): HTMLAnchorElement | null {
  const element = target as Element | null;
  const anchor = typeof element?.closest === 'function' ? element.closest('a[href]') : null;
  return anchor instanceof HTMLAnchorElement && anchor.target !== '_blank' && !anchor.download
    ? anchor
    : null;
}

/**
 * Spec §2: route code is preloaded when a link is hovered or focused, and on phones and tablets when a
 * link stays in view for 500 ms (IntersectionObserver, root margin 0). A link in view only fetches the
 * route's files (decision 0901: evaluating them is a long task while the page starts); hovering or
 * focusing a link, which a click usually follows, also evaluates them. Nothing is preloaded while the
 * browser's data-saver is on. Works for every `<a href>` of the page (design-system links included),
 * through event delegation and one observer. The router's own `lazy()` calls (navigations, fetchers) link the
 * route's files too, data-saver or not: that is the code being loaded, not a guess (decision 0913). Returns a
 * function stopping the preloading.
 */
export function startRoutePreloading(options: RoutePreloadingOptions): () => void {
  const win = options.win ?? window;
  const preload = createRoutePreloader(
    options.routes,
    options.basename,
    win,
    options.routeFilesUrl,
  );
  // Not a preload but the code of the route being loaded: with the data-saver too.
  preload.linkFilesOnLazy(options.routes);
  if (isDataSaverOn(win)) return () => {};
  const doc = win.document;
  const onIntent = (event: Event) => {
    const anchor = anchorOf(event.target);
    if (anchor) preload(anchor.href);
  };
  doc.addEventListener('pointerover', onIntent, { passive: true });
  doc.addEventListener('focusin', onIntent);
  const stops = [
    () => doc.removeEventListener('pointerover', onIntent),
    () => doc.removeEventListener('focusin', onIntent),
  ];

  if (
    (options.device === 'phone' || options.device === 'tablet') &&
    typeof IntersectionObserver === 'function'
  ) {
    const timers = new Map<Element, ReturnType<typeof setTimeout>>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const anchor = entry.target as HTMLAnchorElement;
          if (entry.isIntersecting && !timers.has(anchor)) {
            timers.set(
              anchor,
              setTimeout(() => {
                timers.delete(anchor);
                observer.unobserve(anchor);
                preload(anchor.href, 'fetch');
              }, preloadInViewDelayMs),
            );
          } else if (!entry.isIntersecting) {
            clearTimeout(timers.get(anchor));
            timers.delete(anchor);
          }
        }
      },
      { rootMargin: '0px' },
    );
    const observeAnchors = (root: ParentNode) => {
      for (const anchor of root.querySelectorAll('a[href]')) observer.observe(anchor);
    };
    observeAnchors(doc);
    // Links rendered later (client navigations, streamed content) are observed as they appear.
    const mutations = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLAnchorElement && node.href) observer.observe(node);
          else if (node instanceof Element) observeAnchors(node);
        }
      }
    });
    mutations.observe(doc.body, { childList: true, subtree: true });
    stops.push(
      () => observer.disconnect(),
      () => mutations.disconnect(),
      () => timers.forEach((timer) => clearTimeout(timer)),
    );
  }
  return () => stops.forEach((stop) => stop());
}
