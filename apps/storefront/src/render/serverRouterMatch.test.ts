/**
 * The server's two React Router shortcuts (src/render/serverRouterMatch.ts, decision 0929) on the shop's own
 * route table, against React Router's unchanged code: `matchRoutes` tries the ranked branches in turn and the
 * first that matches wins, so the shortcut keeps every answer exactly when it never skips the branch that
 * wins. Paths come from every branch of both sites (parameters filled in, in capitals, with a trailing slash,
 * percent-encoded) and from friendly URLs.
 */
import { createStaticHandler, matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';

import { createRoutes } from '../routes';
import { testRouteTable } from '../testing/testRoutes';
import { branchMayMatch, staticRouterRoutes, type RouteBranchLike } from './serverRouterMatch';

interface Branch extends RouteBranchLike {
  routesMeta: { route: { id: string } }[];
}

const handler = createStaticHandler(createRoutes({ baseUrl: '/', testRoutes: testRouteTable }));
// The ranked branches the handler matches with (React Router's `flattenAndRankRoutes`).
const branches = (handler as unknown as { _internalRouteBranches: Branch[] })
  ._internalRouteBranches;

/** What React Router's `decodePath` makes of a path (the shortcut sees the same). */
function decodePath(path: string): string {
  try {
    return path
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return path;
  }
}

function pathsOf(branch: Branch): string[] {
  const filled = branch.path
    .replace(/:[\w-]+/g, 'x-42')
    .replace(/\*$/, 'croquettes/chiot')
    .replace(/\/+/g, '/');
  const path = filled.startsWith('/') ? filled : `/${filled}`;
  return [
    path,
    path.toUpperCase(),
    `${path}/`,
    `${path}//`,
    path.replace(/[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16)}`),
    `${path}x`,
    `${path}/suite`,
  ];
}

const paths = [
  ...new Set([
    ...branches.flatMap(pathsOf),
    '/',
    '/en',
    '/en/',
    '/EN/Account',
    '/alimentation',
    '/alimentation/croquettes',
    '/en/food/kibble',
    '/croquettes-sans-cereales-breizh-dog-lapin-12-kg-senior-petite-race',
    '//account',
    '/account//orders',
    '/%E0%A4%A',
    '/caf%C3%A9',
    '/Ä°nfo',
    '/enx/account',
  ]),
];

const idsOf = (matches: ReturnType<typeof matchRoutes>) =>
  matches?.map((match) => match.route.id) ?? null;

describe('branchMayMatch', () => {
  it('never skips the branch React Router matches, on every path of the shop’s route table', () => {
    const skippedWinners: string[] = [];
    for (const path of paths) {
      const winner = idsOf(matchRoutes(handler.dataRoutes, path));
      if (!winner) continue;
      // The first branch (in rank order) through the winning routes: the one React Router tried first.
      const branch = branches.find(
        (candidate) =>
          candidate.routesMeta.length === winner.length &&
          candidate.routesMeta.every((meta, index) => meta.route.id === winner[index]),
      );
      expect(branch, path).toBeDefined();
      if (!branchMayMatch(branch!, decodePath(path)))
        skippedWinners.push(`${path} (${branch!.path})`);
    }
    expect(skippedWinners).toEqual([]);
    expect(paths.length).toBeGreaterThan(300);
  });

  it('skips the branches a friendly URL cannot match: most of the table', () => {
    const decoded = '/croquettes-sans-cereales-breizh-dog-lapin-12-kg-senior-petite-race';
    const tried = branches.filter((branch) => branchMayMatch(branch, decoded));
    expect(tried.length).toBeLessThan(branches.length / 4);
    expect(branches.length).toBeGreaterThan(40);
  });

  it('compares whole segments, without regard to case', () => {
    const branch = { path: '/en/account/orders' };
    expect(branchMayMatch(branch, '/en/account/orders')).toBe(true);
    expect(branchMayMatch(branch, '/EN/Account/Orders/')).toBe(true);
    expect(branchMayMatch(branch, '/en/account/orders/7')).toBe(true);
    expect(branchMayMatch(branch, '/en/account/ordersx')).toBe(false);
    expect(branchMayMatch(branch, '/en/account')).toBe(false);
    expect(branchMayMatch(branch, '/fr/account/orders')).toBe(false);
    expect(branchMayMatch({ path: '/en/:slug/*' }, '/en/anything')).toBe(true);
    expect(branchMayMatch({ path: '/en/:slug/*' }, '/de/anything')).toBe(false);
    expect(branchMayMatch({ path: '/*' }, '/anything')).toBe(true);
  });
});

describe('staticRouterRoutes', () => {
  it('keeps one conversion until a lazy route loads, then converts again', async () => {
    const routes = createStaticHandler(
      createRoutes({ baseUrl: '/', testRoutes: testRouteTable }),
    ).dataRoutes;
    let conversions = 0;
    const convert = (manifest: Record<string, unknown>) => {
      conversions += 1;
      return routes.map((route) => (manifest[route.id] = { ...route }));
    };
    const first = staticRouterRoutes(routes, convert);
    expect(staticRouterRoutes(routes, convert)).toBe(first);
    expect(conversions).toBe(1);
    expect(Object.keys(first.manifest)).toEqual(routes.map((route) => route.id));

    // A lazy route of the table loads, as the handler loads it when a request first reaches it.
    const lazyRoute = findLazy(routes);
    expect(lazyRoute).toBeDefined();
    Object.assign(lazyRoute!, await (lazyRoute!.lazy as () => Promise<object>)(), {
      lazy: undefined,
    });
    const second = staticRouterRoutes(routes, convert);
    expect(second).not.toBe(first);
    expect(conversions).toBe(2);
    expect(staticRouterRoutes(routes, convert)).toBe(second);
  });

  it('converts each route table apart', () => {
    const one: { id: string; lazy?: unknown }[] = [{ id: 'a' }];
    const other: { id: string; lazy?: unknown }[] = [{ id: 'a' }];
    const convert = (manifest: Record<string, unknown>) => [(manifest.a = {})];
    expect(staticRouterRoutes(one, convert)).not.toBe(staticRouterRoutes(other, convert));
  });
});

function findLazy(
  routes: readonly { lazy?: unknown; children?: unknown[] }[],
): { lazy?: unknown } | undefined {
  for (const route of routes) {
    if (typeof route.lazy === 'function') return route;
    const inner = findLazy((route.children ?? []) as { lazy?: unknown; children?: unknown[] }[]);
    if (inner) return inner;
  }
  return undefined;
}
