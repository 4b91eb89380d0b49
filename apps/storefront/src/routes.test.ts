/**
 * The route table declares how every page may be cached (decision 0854): each route that renders, loads or
 * acts says so itself (in the table or in the handle its lazy module returns), and personal screens are
 * personal by construction.
 */
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';

import { declaredCachePolicy, matchedCachePolicy } from './data/cachePolicy';
import { mainLayoutRouteId } from './data/footer/FooterBlocks';
import { createRoutes, mainLayoutId } from './routes';
import { testRouteTable } from './testing/testRoutes';

/** A route and its lazy module's properties merged, as React Router does once it resolves them. */
async function resolved(route: RouteObject): Promise<RouteObject> {
  if (typeof route.lazy !== 'function') return route;
  const lazy = await route.lazy();
  return { ...route, ...lazy, handle: route.handle ?? lazy.handle } as RouteObject;
}

/** Every route of the table, lazy ones resolved, with its path from the root. */
async function allRoutes(routes: RouteObject[], parent = ''): Promise<[string, RouteObject][]> {
  const found: [string, RouteObject][] = [];
  for (const route of routes) {
    const full = await resolved(route);
    const path = route.index ? `${parent}(index)` : `${parent}/${route.path ?? ''}`;
    found.push([path.replace(/\/+/g, '/'), full]);
    found.push(...(await allRoutes(route.children ?? [], path)));
  }
  return found;
}

const does = (route: RouteObject) =>
  Boolean(route.element || route.Component || route.loader || route.action || route.lazy);

describe('route cache policies', () => {
  const routes = createRoutes({ baseUrl: '/', testRoutes: testRouteTable });

  it('are declared by every route that renders, loads or acts', async () => {
    const undeclared = (await allRoutes(routes))
      .filter(([, route]) => does(route) && !declaredCachePolicy(route.handle))
      .map(([path]) => path);
    expect(undeclared).toEqual([]);
  }, 60_000);

  /** The policy of the page at `path`, from the routes it matches (lazy ones resolved). */
  async function policyAt(path: string) {
    const matches = matchRoutes(routes, path) ?? [];
    const resolvedMatches = await Promise.all(
      matches.map(async (match) => ({ route: await resolved(match.route) })),
    );
    return matchedCachePolicy(resolvedMatches).scope;
  }

  it.each([
    '/cart',
    '/en/cart',
    '/checkout',
    '/checkout/login',
    '/checkout/success',
    '/en/checkout/payment-return',
    '/quick-order',
    '/ajoutparref',
    '/user/cgv',
    '/en/user/anything',
  ])('makes %s personal', async (path) => {
    expect(await policyAt(path)).toBe('personal');
  });

  it.each(['/', '/en/', '/faq', '/rgpd', '/search/croquettes', '/category/3', '/harnais-confort'])(
    'shares %s',
    async (path) => {
      expect(await policyAt(path)).toBe('shared');
    },
  );
});

describe('main layout route', () => {
  it.each(['fr-FR', 'en-GB'] as const)(
    'has the id the header and footer read its data with (%s)',
    (locale) => {
      const routes = createRoutes({ baseUrl: '/' });
      const ids = (routes.find((root) => root.id === `root-${locale}`)?.children ?? []).map(
        (route) => route.id,
      );
      expect(mainLayoutId(locale)).toBe(mainLayoutRouteId(locale));
      expect(ids).toContain(mainLayoutRouteId(locale));
    },
  );
});
