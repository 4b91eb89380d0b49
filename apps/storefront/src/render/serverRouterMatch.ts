/**
 * Two costs of React Router's server render that do not change its answer (issue 21, decision 0929). The
 * server build splices these into React Router's own code (`reactRouterServerMatch()` in vite.config.ts);
 * the browser build is untouched.
 *
 * 1. **A branch that cannot match is not tried.** `matchRoutesImpl` tries the ranked branches of the route
 *    table in turn until one matches, each through one regular expression per route of the branch and an
 *    object per try. A friendly URL (every product and category page) is only matched by the catch-all,
 *    ranked last, so it went through every branch of both sites first: ~0.5 ms of each such render. A branch
 *    whose path starts with literal segments (`/en/account/orders`) can only match a path that starts with
 *    them, compared case-insensitively, followed by `/` or the end: `branchMayMatch` checks that first.
 *    It only ever says "no" where React Router's match would fail too, so the first branch that matches,
 *    and so the matches, are the same (`serverRouterMatch.test.ts` checks it on the shop's route table).
 * 2. **The static router's routes are converted once.** `createStaticRouter` converts the whole route
 *    table into data routes again on every render (~76 kB and ~0.25 ms per render), to the same result until
 *    one of the table's lazy routes loads (the handler then updates that route's object). `staticRouterRoutes`
 *    keeps the conversion until the table's count of pending lazy parts changes.
 */

/** What `branchMayMatch` reads of React Router's branch (`flattenRoutes`). */
export interface RouteBranchLike {
  path: string;
}

/** A branch's leading literal segments (`/en/account`), lower-cased; '' when it has none. */
const literalPrefixes = new WeakMap<RouteBranchLike, string>();

function literalPrefixOf(branch: RouteBranchLike): string {
  let prefix = literalPrefixes.get(branch);
  if (prefix === undefined) {
    prefix = '';
    for (const segment of branch.path.split('/')) {
      if (segment === '') continue;
      // A parameter, a splat, an optional segment (exploded by React Router already, kept apart to be safe), or
      // anything that is not plain ASCII: the literal part ends here.
      if (!/^[A-Za-z0-9\-._~]+$/.test(segment)) break;
      prefix += `/${segment.toLowerCase()}`;
    }
    literalPrefixes.set(branch, prefix);
  }
  return prefix;
}

/**
 * Whether `branch` can match `decoded` (the decoded path, basename stripped, as `matchRoutesImpl` matches
 * it): `false` only when the path does not start with the branch's literal segments on a segment boundary.
 * A path with an empty segment (`//`) is always tried, as React Router would.
 */
export function branchMayMatch(branch: RouteBranchLike, decoded: string): boolean {
  const prefix = literalPrefixOf(branch);
  if (prefix === '') return true;
  if (decoded.includes('//')) return true;
  if (decoded.length < prefix.length) return false;
  const next = decoded.charCodeAt(prefix.length);
  // The end, or `/`: a literal segment matches a whole segment.
  if (decoded.length > prefix.length && next !== 47) return false;
  return decoded.slice(0, prefix.length).toLowerCase() === prefix;
}

interface StaticRoutes<Routes, Manifest> {
  dataRoutes: Routes;
  manifest: Manifest;
}

interface RouteLike {
  lazy?: unknown;
  children?: RouteLike[];
}

/**
 * The lazy parts of a route table not loaded yet: a `lazy` function each, or each property of an object
 * `lazy` still there. React Router's static handler loads them into the route objects as requests need them,
 * and only ever removes them, so the count changes exactly when a route object has changed.
 */
function pendingLazyParts(routes: readonly RouteLike[]): number {
  let count = 0;
  for (const route of routes) {
    const { lazy } = route;
    if (typeof lazy === 'function') count += 1;
    else if (lazy && typeof lazy === 'object')
      for (const part of Object.values(lazy)) if (part !== undefined) count += 1;
    if (route.children) count += pendingLazyParts(route.children);
  }
  return count;
}

const converted = new WeakMap<object, StaticRoutes<unknown, unknown> & { pending: number }>();

/**
 * The static router's data routes of `routes`: `convert(manifest)` (React Router's conversion into a fresh
 * manifest), kept per route table until one of its lazy routes loads.
 */
export function staticRouterRoutes<Routes, Manifest>(
  routes: readonly RouteLike[],
  convert: (manifest: Manifest) => Routes,
): StaticRoutes<Routes, Manifest> {
  const pending = pendingLazyParts(routes);
  const kept = converted.get(routes);
  if (kept && kept.pending === pending) return kept as StaticRoutes<Routes, Manifest>;
  const manifest = {} as Manifest;
  const result = { dataRoutes: convert(manifest), manifest, pending };
  converted.set(routes, result);
  return result;
}
