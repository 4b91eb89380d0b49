/** @vitest-environment happy-dom */
import { createMemoryRouter, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { onPageView, type PageView, pageViewEvent, trackRouterPageViews } from './pageViews';
import { createRoutePreloader, isDataSaverOn, startRoutePreloading } from './preloadRoutes';

function lazyRoutes(loaded: string[]): RouteObject[] {
  return [
    {
      path: '/',
      children: [
        { index: true, element: null },
        {
          path: 'category/:id',
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
