/** @vitest-environment happy-dom */
import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { onPageView, type PageView, pageViewEvent, trackRouterPageViews } from './pageViews';
import { createRoutes } from '../routes';
import { testRouteTable } from '../testing/testRoutes';
import {
  createBranchMatcher,
  createRoutePreloader,
  isDataSaverOn,
  linkModuleFiles,
  startRoutePreloading,
} from './preloadRoutes';

function lazyRoutes(loaded: string[], modulePreload?: number): RouteObject[] {
  return [
    {
      path: '/',
      children: [
        { index: true, element: null },
        {
          path: 'category/:id',
          // As the build writes it (vite.config.ts routeModulePreload).
          ...(modulePreload ? { modulePreload } : {}),
          lazy: async () => {
            loaded.push('category');
            return { Component: () => null };
          },
        },
        { path: 'cart', element: null },
      ],
    },
  ];
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A stand-in IntersectionObserver: the elements observed, and a way to report entries to its callback. */
function stubIntersectionObserver() {
  const observed: Element[] = [];
  let callback: (entries: Partial<IntersectionObserverEntry>[]) => void = () => {};
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(report: typeof callback) {
        callback = report;
      }
      observe(target: Element) {
        observed.push(target);
      }
      unobserve() {}
      disconnect() {}
    },
  );
  return {
    observed,
    report: (entries: Partial<IntersectionObserverEntry>[]) => callback(entries),
  };
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('page views', () => {
  it('tracks the load, then each change of path once the navigation settled, not query-only changes', async () => {
    const router = createMemoryRouter(
      [{ path: '/', children: [{ index: true }, { path: 'a' }, { path: 'b' }] }],
      { initialEntries: ['/'] },
    );
    const views: PageView['kind'][] = [];
    const events: PageView[] = [];
    const stopListening = onPageView((view) => views.push(view.kind));
    const onEvent = (event: Event) => events.push((event as CustomEvent<PageView>).detail);
    window.addEventListener(pageViewEvent, onEvent);
    const stop = trackRouterPageViews(router);
    await router.navigate('/a');
    await router.navigate('/a?sort=price');
    await router.navigate('/b');
    stop();
    await router.navigate('/a');
    stopListening();
    window.removeEventListener(pageViewEvent, onEvent);
    expect(views).toEqual(['load', 'navigation', 'navigation']);
    expect(events).toHaveLength(3);
  });
});

describe('route preloading', () => {
  it('loads the code of the lazy route a link points to, once', async () => {
    const loaded: string[] = [];
    const preload = createRoutePreloader(lazyRoutes(loaded), '/', window);
    preload('/category/12');
    preload('/category/13');
    preload('/cart');
    preload('https://elsewhere.example/category/1');
    await flush();
    expect(loaded).toEqual(['category']);
  });

  it('preloads on hover and focus', async () => {
    const loaded: string[] = [];
    document.body.innerHTML = '<a href="/category/1">Dogs</a><a href="/cart">Cart</a>';
    const stop = startRoutePreloading({
      routes: lazyRoutes(loaded),
      basename: '/',
      device: 'desktop',
    });
    document.querySelectorAll('a')[1]!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await flush();
    expect(loaded).toEqual([]);
    document.querySelector('a')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await flush();
    expect(loaded).toEqual(['category']);
    stop();
  });

  it('on a phone, a link in view for 500 ms fetches its route files without evaluating them', async () => {
    vi.useFakeTimers();
    const { observed, report } = stubIntersectionObserver();
    try {
      const loaded: string[] = [];
      const files = ['/assets/chunks/category.js', '/assets/chunks/listing.js'];
      // The build's lists (here a data: URL), entry 1 for the category route.
      const lists = `data:application/json,${encodeURIComponent(JSON.stringify({ routes: [['/other.js'], files] }))}`;
      document.body.innerHTML = '<a href="/category/1">Dogs</a><a href="/category/2">Cats</a>';
      const stop = startRoutePreloading({
        routes: lazyRoutes(loaded, 1),
        routeFilesUrl: lists,
        basename: '/',
        device: 'phone',
      });
      expect(observed).toHaveLength(2);
      report(observed.map((target) => ({ target, isIntersecting: true })));
      await vi.advanceTimersByTimeAsync(499);
      expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      await vi.waitFor(() =>
        expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(2),
      );
      const links = [...document.head.querySelectorAll('link[rel="modulepreload"]')];
      // Each file once, for the two links to the same route; the route's module did not run.
      expect(links.map((link) => link.getAttribute('href'))).toEqual(files);
      expect(loaded).toEqual([]);
      // Hovering the link then evaluates it (a click usually follows).
      document.querySelector('a')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
      await vi.advanceTimersByTimeAsync(0);
      expect(loaded).toEqual(['category']);
      stop();
    } finally {
      vi.unstubAllGlobals();
      document.head.querySelectorAll('link').forEach((link) => link.remove());
    }
  });

  it("without the build's list of files, a link in view loads the route code", async () => {
    vi.useFakeTimers();
    const { observed, report } = stubIntersectionObserver();
    try {
      const loaded: string[] = [];
      document.body.innerHTML = '<a href="/category/1">Dogs</a>';
      const stop = startRoutePreloading({
        routes: lazyRoutes(loaded),
        basename: '/',
        device: 'tablet',
      });
      report([{ target: observed[0]!, isIntersecting: true }]);
      await vi.advanceTimersByTimeAsync(500);
      expect(loaded).toEqual(['category']);
      expect(document.head.querySelector('link[rel="modulepreload"]')).toBeNull();
      stop();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("finds the lazy routes of a path as React Router's matchRoutes does, from a table flattened once", () => {
    const paths = [
      '/',
      '/en',
      '/en/',
      '/category/12',
      '/en/product/ABC-1',
      '/user',
      '/en/user/orders/5',
      '/user/orders/5/invoice/7',
      '/user/nothing-here',
      '/panier-orthopedique-bocage-et-cie',
      '/en/some/deep/friendly-url',
      '/enfant',
      '/cart',
      '/login',
      '/en/login/social/terms',
      '/checkout/success',
      '/wishlist/share/abc/add/3',
      '/stock-alert/unsubscribe/token',
      '/search',
      '/search/chat',
      '/consent',
      '/RGPD',
      '/cart/',
      '/en/',
      '/EN/Cart',
      '/user/orders/5/',
    ];
    for (const basename of ['/', '/shop']) {
      const routes = createRoutes({
        baseUrl: basename === '/' ? '/' : '/shop/',
        testRoutes: testRouteTable,
      });
      const branchOf = createBranchMatcher(routes, basename);
      const lazyOnly = (list: RouteObject[] | undefined) =>
        (list ?? []).filter((route) => typeof route.lazy === 'function');
      for (const path of paths) {
        const pathname = basename === '/' ? path : `/shop${path === '/' ? '' : path}`;
        const expected = lazyOnly(matchRoutes(routes, pathname, basename)?.map((m) => m.route));
        expect(lazyOnly(branchOf(pathname)), pathname).toEqual(expected);
      }
      // A friendly URL ends at the site's dispatch route; a path outside the mount path matches nothing.
      expect(branchOf(basename === '/' ? '/x' : '/shop/x')?.at(-1)?.path).toBe('*');
      if (basename !== '/') expect(branchOf('/elsewhere/x')).toBeUndefined();
    }
  });

  it.each([false, true])(
    "a navigation links the route's files as its code loads (decision 0913; data-saver %s)",
    async (saveData) => {
      if (saveData)
        Object.defineProperty(navigator, 'connection', {
          value: { saveData: true },
          configurable: true,
        });
      try {
        const loaded: string[] = [];
        const files = ['/assets/chunks/category.js', '/assets/chunks/listing.js'];
        const lists = `data:application/json,${encodeURIComponent(JSON.stringify({ routes: [['/other.js'], files] }))}`;
        const router = createMemoryRouter(lazyRoutes(loaded, 1), { initialEntries: ['/'] });
        const stop = startRoutePreloading({
          routes: router.routes as RouteObject[],
          routeFilesUrl: lists,
          basename: '/',
          device: 'desktop',
        });
        // No link was hovered: the router's own `lazy()` asks for the files.
        await router.navigate('/category/3');
        expect(loaded).toEqual(['category']);
        await vi.waitFor(() =>
          expect(
            [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
              link.getAttribute('href'),
            ),
          ).toEqual(files),
        );
        expect(router.state.location.pathname).toBe('/category/3');
        stop();
        router.dispose();
      } finally {
        Reflect.deleteProperty(navigator, 'connection');
        document.head.querySelectorAll('link').forEach((link) => link.remove());
      }
    },
  );

  it("links a dispatched screen's files from the build's lists, each once (decision 0913)", async () => {
    const files = ['/assets/chunks/screen.js', '/assets/chunks/shared.js'];
    const lists = `data:application/json,${encodeURIComponent(
      JSON.stringify({ routes: [], modules: { 'src/Screen.tsx': files } }),
    )}`;
    const linked = () =>
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute('href'),
      );
    try {
      document.head.innerHTML = '<link rel="modulepreload" href="/assets/chunks/shared.js">';
      await linkModuleFiles('src/Screen.tsx', window, lists);
      await vi.waitFor(() =>
        expect(linked()).toEqual(['/assets/chunks/shared.js', '/assets/chunks/screen.js']),
      );
      // An unknown module, or the sources' placeholder (no build): nothing.
      await linkModuleFiles('src/Other.tsx', window, lists);
      await linkModuleFiles('src/Screen.tsx', window, '__truffe_route_files_url__');
      await flush();
      expect(linked()).toHaveLength(2);
    } finally {
      document.head.innerHTML = '';
    }
  });

  it('does nothing while the data-saver is on', async () => {
    const loaded: string[] = [];
    Object.defineProperty(navigator, 'connection', {
      value: { saveData: true },
      configurable: true,
    });
    try {
      expect(isDataSaverOn()).toBe(true);
      document.body.innerHTML = '<a href="/category/1">Dogs</a>';
      const stop = startRoutePreloading({
        routes: lazyRoutes(loaded),
        basename: '/',
        device: 'phone',
      });
      document.querySelector('a')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
      await flush();
      expect(loaded).toEqual([]);
      stop();
    } finally {
      Reflect.deleteProperty(navigator, 'connection');
    }
  });
});
