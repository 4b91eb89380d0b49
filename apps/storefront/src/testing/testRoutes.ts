import { type RouteObject } from 'react-router';

import { cacheHandle, personalPage, sharedPage } from '../data/cachePolicy';

/**
 * The test-only routes (`__test/…`), mounted by the route table (routes.tsx) when the page config's
 * `testRoutes` flag is on: a module of their own, which the browser loads only then and the server imports
 * (decision 0913), so that a shopper's page does not carry their table. Each call builds new route objects (a
 * router resolves its lazy routes in place).
 */
export interface TestRouteTable {
  /** Inside the standalone layout. */
  standalone(): RouteObject[];
  /** Inside the customer's `/user` area. */
  user(): RouteObject[];
  /** Directly under a site's root. */
  site(): RouteObject[];
}

// The test-only screens are lazy (decision 0901): their code is never part of a shopper's page.
const renderFailureRoute = async () => ({
  Component: (await import('./TestScreens')).RenderFailure,
});

export const testRouteTable: TestRouteTable = {
  standalone: () => [
    {
      path: '__test/standalone',
      handle: cacheHandle(sharedPage()),
      lazy: async () => ({
        Component: (await import('./TestScreens')).StandaloneProbe,
      }),
    },
  ],
  user: () => [
    {
      path: '__test/render-failure',
      lazy: renderFailureRoute,
      handle: cacheHandle(personalPage),
    },
  ],
  site: () => [
    {
      path: '__test/render-failure',
      lazy: renderFailureRoute,
      handle: cacheHandle(sharedPage()),
    },
    {
      path: '__test/loader-failure',
      lazy: async () => ({
        loader: (await import('./TestScreens')).failingLoader,
        element: null,
      }),
      handle: cacheHandle(sharedPage()),
    },
    {
      path: '__test/links',
      lazy: async () => ({
        Component: (await import('../data/testing/DataProbeLinks')).DataProbeLinks,
      }),
      handle: cacheHandle(sharedPage()),
    },
    { path: '__test/data', lazy: () => import('../data/testing/DataProbe') },
    { path: '__test/slow', lazy: () => import('./SlowProbe') },
    {
      path: '__test/lazy',
      lazy: async () => ({
        Component: (await import('./LazyProbe')).LazyProbe,
        handle: cacheHandle(sharedPage()),
      }),
    },
  ],
};
