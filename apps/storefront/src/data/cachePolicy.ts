/** A cache-control hint of what a page shows (@truffe/graphql/context `CacheHint`). */
export interface PageCacheHint {
  /** Shared-cache lifetime in seconds (`s-maxage`). */
  maxAge: number;
  /** `stale-while-revalidate` in seconds. */
  staleWhileRevalidate: number;
  scope: 'public' | 'private';
}

/** What decides a page response's `Cache-Control` (ARCHITECTURE.md "Caching and scale", spec §6). */
export interface PageCacheInput {
  status: number;
  /** The most restrictive hint of the page's critical data; `undefined` when it read nothing cacheable. */
  hint: PageCacheHint | undefined;
  /**
   * The response is personal: a logged-in customer or an editor in preview (server/viewer.ts), or a route
   * that shows a cart, order or wishlist (route `handle.personal`, src/data/personalRoutes.ts).
   */
  personal: boolean;
  /** Lifetime of a page whose data carries no hint (the shell, the 404 page). */
  fallback: Omit<PageCacheHint, 'scope'>;
}

export const noStore = 'no-store, max-age=0';

/**
 * `Cache-Control` of a page: anonymous pages are public for shared caches (`s-maxage` and
 * `stale-while-revalidate` of the entity they show; browsers revalidate, `max-age=0`); personal pages,
 * server errors and private data are `no-store, max-age=0` (spec §6).
 */
export function pageCacheControl(input: PageCacheInput): string {
  if (input.personal || input.status >= 500) return noStore;
  const hint = input.hint ?? { ...input.fallback, scope: 'public' };
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
