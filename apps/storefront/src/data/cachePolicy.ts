/** A cache-control hint of what a page shows (@truffe/graphql/context `CacheHint`). */
export interface PageCacheHint {
  /** Shared-cache lifetime in seconds (`s-maxage`). */
  maxAge: number;
  /** `stale-while-revalidate` in seconds. */
  staleWhileRevalidate: number;
  scope: 'public' | 'private';
}

/** A shared-cache lifetime: `s-maxage` and `stale-while-revalidate`, in seconds. */
export type PageLifetime = Omit<PageCacheHint, 'scope'>;

/**
 * How the pages of a route may be cached (decision 0854), declared by each route in the route table or in
 * the handle its lazy module returns, beside its loader (in the spirit of React Router's per-route
 * `headers`). A page's policy is that of its matched routes ({@link matchedCachePolicy}).
 */
export type RouteCachePolicy =
  /**
   * The same for every anonymous visitor: public, for the lifetime of what the page shows (the GraphQL
   * cache hints of its entities), or `lifetime` when its data carries none (the shell, a 404).
   */
  | { scope: 'shared'; lifetime: PageLifetime }
  /** Shows the visitor's own data (cart, checkout, order, account): `no-store`, never in a shared cache. */
  | { scope: 'personal' };

/** Lifetime of a shared page whose data carries no hint. */
export const defaultPageLifetime: PageLifetime = { maxAge: 60, staleWhileRevalidate: 300 };

/** A route whose pages every anonymous visitor may share. */
export function sharedPage(lifetime: PageLifetime = defaultPageLifetime): RouteCachePolicy {
  return { scope: 'shared', lifetime };
}

/** A route whose pages show the visitor's own data (spec §6): never cached. */
export const personalPage: RouteCachePolicy = { scope: 'personal' };

/** The part of a route `handle` that declares its cache policy: `handle: { ...cacheHandle(policy) }`. */
export function cacheHandle(policy: RouteCachePolicy): { cache: RouteCachePolicy } {
  return { cache: policy };
}

/** The policy a route `handle` declares, if any. */
export function declaredCachePolicy(handle: unknown): RouteCachePolicy | undefined {
  const cache = (handle as { cache?: Partial<RouteCachePolicy> } | null | undefined)?.cache;
  if (cache?.scope === 'personal') return personalPage;
  if (cache?.scope === 'shared' && cache.lifetime) return cache as RouteCachePolicy;
  return undefined;
}

/**
 * The cache policy of a page from its matched routes: personal when any of them is, or when none declares a
 * policy (correct by construction: an undeclared page is never shared); otherwise the deepest route's
 * shared lifetime.
 */
export function matchedCachePolicy(
  matches: readonly { route: { handle?: unknown } }[],
): RouteCachePolicy {
  let policy: RouteCachePolicy | undefined;
  for (const { route } of matches) {
    const declared = declaredCachePolicy(route.handle);
    if (declared?.scope === 'personal') return personalPage;
    policy = declared ?? policy;
  }
  return policy ?? personalPage;
}

/** What decides a page response's `Cache-Control` (ARCHITECTURE.md "Caching and scale", spec §6). */
export interface PageCacheInput {
  status: number;
  /** The most restrictive hint of the page's critical data; `undefined` when it read nothing cacheable. */
  hint: PageCacheHint | undefined;
  /** The policy of the page's matched routes ({@link matchedCachePolicy}). */
  policy: RouteCachePolicy;
  /** The visitor is signed in, or an editor in preview (server/viewer.ts): whatever the route, personal. */
  personalViewer: boolean;
}

export const noStore = 'private, no-store, max-age=0';

/**
 * `Cache-Control` of a page: shared pages are public for shared caches (`s-maxage` and
 * `stale-while-revalidate` of the entity they show, else the route's lifetime; browsers revalidate,
 * `max-age=0`); personal pages and viewers, server errors and private data are `private, no-store, max-age=0`
 * (spec §6). The HTML cache admits exactly what this makes public (server/pageCache.ts `sharedLifetime`).
 */
export function pageCacheControl(input: PageCacheInput): string {
  const { policy } = input;
  if (policy.scope === 'personal' || input.personalViewer || input.status >= 500) return noStore;
  const hint = input.hint ?? { ...policy.lifetime, scope: 'public' };
  if (hint.scope === 'private' || hint.maxAge <= 0) return noStore;
  return `public, max-age=0, s-maxage=${hint.maxAge}, stale-while-revalidate=${hint.staleWhileRevalidate}`;
}

/** Most bytes of a `Cache-Tag` header (CDNs cap it, e.g. 16 KiB); tags beyond are dropped. */
export const cacheTagMaxBytes = 8_000;

/**
 * The `Cache-Tag` header of a page: the hashes of the entities it shows (spec §7 content metadata), so
 * that a CDN can purge exactly the pages a changed product, category or CMS content appears on; `null`
 * when there are none.
 */
export function cacheTagHeader(entries: readonly { hash: string }[]): string | null {
  const tags: string[] = [];
  let bytes = 0;
  for (const { hash } of entries) {
    if (!/^[\w.:-]+$/.test(hash) || tags.includes(hash)) continue;
    bytes += hash.length + (tags.length > 0 ? 1 : 0);
    if (bytes > cacheTagMaxBytes) break;
    tags.push(hash);
  }
  return tags.length > 0 ? tags.join(',') : null;
}
