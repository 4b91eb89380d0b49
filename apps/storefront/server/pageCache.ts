/**
 * The anonymous HTML cache of the page handler (decision 0851): an in-memory LRU bounded by bytes, with
 * stale-while-revalidate, request coalescing, "hit-for-pass" memory of uncacheable keys and purge by
 * Cache-Tag. This module only keeps entries; server/app.ts decides what may enter (anonymous, public,
 * no cookie set) and renders.
 */

import { withoutCampaignParameters } from '../src/navigation/campaignParameters';
import { type GzipWithGaps } from './gzipWithGaps';

/** One stored page: what every visitor with the same key gets (the CSP nonce is put back per response). */
export interface CachedPage {
  status: number;
  /** Response headers that belong to the page (type, Cache-Control, Cache-Tag, Vary, Accept-CH…). */
  headers: [string, string][];
  /** The body split on the render's CSP nonce: joined again with each response's own nonce. */
  parts: Buffer[];
  /**
   * The same body compressed once, the nonces left as gaps that each response fills (decision 0917): made at
   * the page's first hit for a client that takes gzip (then {@link PageCache.grew}).
   */
  gzip?: GzipWithGaps;
  /** `Cache-Tag` entries, for purges. */
  tags: string[];
  storedAt: number;
  /** Fresh until (ms epoch): served as HIT. */
  freshUntil: number;
  /** Served as STALE (one background render refreshes it) until this time (ms epoch); then a miss. */
  staleUntil: number;
}

export type CacheState = 'fresh' | 'stale';

/** How the render that led a key ended, as its waiters learn it. */
export type LeadOutcome =
  /** Rendered and stored: waiters serve it. */
  | { kind: 'stored'; page: CachedPage }
  /** Not stored (failed, not cacheable, purged meanwhile): waiters render for themselves. */
  | { kind: 'not-stored' }
  /** The render ran past its deadline: waiters answer the same deadline status at once. */
  | { kind: 'deadline' };

export type Settle = (outcome: LeadOutcome) => void;

/** The outcome of a render that stored nothing. */
export const notStored: LeadOutcome = { kind: 'not-stored' };

/**
 * Waits for a leader's outcome at most `ms`; `undefined` when the wait ran out (the waiter then renders for
 * itself, decision 0853). The timer never keeps the process alive.
 */
export function waitForLead(
  pending: Promise<LeadOutcome>,
  ms: number,
): Promise<LeadOutcome | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
    timer.unref();
  });
  return Promise.race([pending, deadline]).finally(() => clearTimeout(timer));
}

export interface PageCacheOptions {
  /** Most bytes of bodies kept (oldest used first out). */
  maxBytes: number;
  /** Larger pages are not kept. @defaultValue maxBytes / 8 */
  maxEntryBytes?: number;
  /**
   * Most bytes of "not found" pages kept (oldest stored first out): a flood of invented URLs cannot push the
   * shop's real pages out of the cache. @defaultValue maxBytes / 16
   */
  maxMissingBytes?: number;
  /** How long a key whose render was not cacheable skips the cache (no coalescing wait). @defaultValue 30 s */
  passMs?: number;
  /** @defaultValue Date.now */
  now?: () => number;
}

export interface PageCacheStats {
  entries: number;
  bytes: number;
  maxBytes: number;
}

const sizeOf = (page: CachedPage) =>
  page.parts.reduce((total, part) => total + part.byteLength, 0) +
  (page.gzip?.byteLength ?? 0) +
  page.headers.reduce((total, [name, value]) => total + name.length + value.length, 0);

/** Cache-Control directives that decide whether (and how long) a page is kept. */
export interface Lifetime {
  freshSeconds: number;
  staleSeconds: number;
}

/**
 * The shared-cache lifetime a page's own `Cache-Control` allows: `public` with `s-maxage` (or `max-age`)
 * above 0, plus `stale-while-revalidate`; `null` when it must not be kept (`no-store`, `private`,
 * `no-cache`, no lifetime).
 */
export function sharedLifetime(cacheControl: string | undefined | null): Lifetime | null {
  if (!cacheControl) return null;
  const directives = new Map<string, string>();
  for (const part of cacheControl.toLowerCase().split(',')) {
    const [name = '', value = ''] = part.trim().split('=');
    if (name) directives.set(name, value.replace(/^"|"$/g, ''));
  }
  if (!directives.has('public')) return null;
  if (['no-store', 'private', 'no-cache'].some((name) => directives.has(name))) return null;
  const seconds = (name: string) => {
    const value = Number(directives.get(name));
    return Number.isFinite(value) && value > 0 ? value : 0;
  };
  const freshSeconds = directives.has('s-maxage') ? seconds('s-maxage') : seconds('max-age');
  if (freshSeconds <= 0) return null;
  return { freshSeconds, staleSeconds: seconds('stale-while-revalidate') };
}

/**
 * The query string of a cache key: parameters sorted by name (their order does not change the page), values
 * kept as they are; empty parameters kept (`?a=` is not `?`); campaign parameters left out (the page is
 * rendered without them, decision 0918).
 */
export function normalizedQuery(search: string): string {
  const params = new URLSearchParams(withoutCampaignParameters(search));
  params.sort();
  const text = params.toString();
  return text ? `?${text}` : '';
}

export interface PageCache {
  /** The entry of `key` and whether it is fresh or stale; `undefined` when absent or expired. */
  get(key: string): { page: CachedPage; state: CacheState } | undefined;
  /**
   * Stores `page` unless it is too large, or one of its tags was purged after `renderedSince` (a
   * {@link PageCache.generation} read when its render started: the page may show what the purge removed).
   */
  set(key: string, page: CachedPage, renderedSince?: number): boolean;
  /** A counter that every purge moves on: read it when a render starts, give it to `set`. */
  generation(): number;
  /**
   * Coalescing: the render in flight for `key`, if any. The first miss calls `lead(key)` and settles the
   * returned function once with how its render ended; the others await `pending(key)` (decision 0853).
   */
  pending(key: string): Promise<LeadOutcome> | undefined;
  /**
   * Makes the caller the leader of `key`. Its settle function may be called any number of times: the first
   * call answers the waiters and frees the key, later ones do nothing — so a leader can settle on every exit
   * path (render failed, client gone, deadline, stored) without counting them.
   */
  lead(key: string): Settle;
  /** Whether a render of `key` is in flight (without joining it as a waiter). */
  leading(key: string): boolean;
  /**
   * The page stored under `key` holds more bytes than when it was stored (its gzip copy): counted again, and
   * the least recently used pages leave if the cache is over its size. Nothing for a page not stored there.
   */
  grew(key: string, page: CachedPage): void;
  /** How many requests are waiting for another request's render right now. */
  waiting(): number;
  /** Marks a background revalidation of `key` as running; `false` when one already is. */
  startRevalidation(key: string): boolean;
  endRevalidation(key: string): void;
  /** A key whose last render was not cacheable (personal route, cookie set…) goes straight to render. */
  markPass(key: string): void;
  isPass(key: string): boolean;
  /** Drops the pages carrying any of `tags`; returns how many. */
  purgeTags(tags: readonly string[]): number;
  purgeAll(): number;
  stats(): PageCacheStats;
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? Date.now;
  const maxEntryBytes = options.maxEntryBytes ?? Math.floor(options.maxBytes / 8);
  const passMs = options.passMs ?? 30_000;
  const maxMissingBytes = options.maxMissingBytes ?? Math.floor(options.maxBytes / 16);
  // The 404 pages kept, in the order they were stored, and their bytes (a share of `bytes`).
  const missing = new Map<string, number>();
  let missingBytes = 0;
  // Map order is the LRU order: a read moves the key to the end; eviction takes from the start.
  const entries = new Map<string, { page: CachedPage; bytes: number }>();
  const byTag = new Map<string, Set<string>>();
  const inflight = new Map<string, Promise<LeadOutcome>>();
  let waiters = 0;
  const revalidating = new Set<string>();
  // Bounded like the entries: a flood of distinct uncacheable URLs cannot grow it without limit.
  const passes = new Map<string, number>();
  const maxPasses = 10_000;
  let bytes = 0;
  // The generation of each tag's last purge (and of the last purge of everything).
  let generation = 0;
  let purgedAllAt = 0;
  const tagPurgedAt = new Map<string, number>();
  const maxPurgedTags = 100_000;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return false;
    entries.delete(key);
    bytes -= entry.bytes;
    if (missing.delete(key)) missingBytes -= entry.bytes;
    for (const tag of entry.page.tags) {
      const keys = byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) byTag.delete(tag);
    }
    return true;
  };

  const cache: PageCache = {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      const time = now();
      if (time >= entry.page.staleUntil) {
        remove(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return { page: entry.page, state: time < entry.page.freshUntil ? 'fresh' : 'stale' };
    },
    set(key, page, renderedSince) {
      if (
        renderedSince !== undefined &&
        (purgedAllAt > renderedSince ||
          page.tags.some((tag) => (tagPurgedAt.get(tag) ?? 0) > renderedSince))
      )
        return false;
      const size = sizeOf(page);
      remove(key);
      if (size > maxEntryBytes) return false;
      entries.set(key, { page, bytes: size });
      bytes += size;
      if (page.status === 404) {
        missing.set(key, size);
        missingBytes += size;
        for (const oldest of missing.keys()) {
          if (missingBytes <= maxMissingBytes) break;
          remove(oldest);
        }
      }
      for (const tag of page.tags) {
        let keys = byTag.get(tag);
        if (!keys) byTag.set(tag, (keys = new Set()));
        keys.add(key);
      }
      passes.delete(key);
      for (const oldest of entries.keys()) {
        if (bytes <= options.maxBytes) break;
        remove(oldest);
      }
      return true;
    },
    grew(key, page) {
      // Stored again as it is now (counted, LRU and 404 shares kept), only while it is the stored page: a
      // page purged or replaced since is not brought back.
      if (entries.get(key)?.page === page) cache.set(key, page);
    },
    pending(key) {
      const promise = inflight.get(key);
      if (!promise) return undefined;
      waiters += 1;
      const done = () => (waiters -= 1);
      void promise.then(done);
      return promise;
    },
    lead(key) {
      let resolve!: (outcome: LeadOutcome) => void;
      const promise = new Promise<LeadOutcome>((done) => (resolve = done));
      inflight.set(key, promise);
      let settled = false;
      return (outcome) => {
        if (settled) return;
        settled = true;
        if (inflight.get(key) === promise) inflight.delete(key);
        resolve(outcome);
      };
    },
    leading: (key) => inflight.has(key),
    waiting: () => waiters,
    startRevalidation(key) {
      if (revalidating.has(key)) return false;
      revalidating.add(key);
      return true;
    },
    endRevalidation: (key) => void revalidating.delete(key),
    markPass(key) {
      passes.delete(key);
      passes.set(key, now() + passMs);
      for (const oldest of passes.keys()) {
        if (passes.size <= maxPasses) break;
        passes.delete(oldest);
      }
    },
    isPass(key) {
      const until = passes.get(key);
      if (until === undefined) return false;
      if (now() < until) return true;
      passes.delete(key);
      return false;
    },
    generation: () => generation,
    purgeTags(tags) {
      generation += 1;
      if (tagPurgedAt.size + tags.length > maxPurgedTags) {
        // Forgetting the tags would let an older render in: count it as a purge of everything instead.
        tagPurgedAt.clear();
        purgedAllAt = generation;
      }
      let purged = 0;
      for (const tag of tags) {
        tagPurgedAt.set(tag, generation);
        for (const key of [...(byTag.get(tag) ?? [])]) if (remove(key)) purged += 1;
      }
      return purged;
    },
    purgeAll() {
      generation += 1;
      purgedAllAt = generation;
      tagPurgedAt.clear();
      const count = entries.size;
      for (const key of [...entries.keys()]) remove(key);
      return count;
    },
    stats: () => ({ entries: entries.size, bytes, maxBytes: options.maxBytes }),
  };
  return cache;
}

/**
 * Bytes of the anonymous HTML cache (HTML_CACHE_MB, decision 0851): 64 MiB in production, off in
 * development (hot reload); 0 turns it off.
 */
export function pageCacheBytes(env: NodeJS.ProcessEnv, mode: 'development' | 'production') {
  const value = Number(env.HTML_CACHE_MB?.trim() || (mode === 'production' ? 64 : 0));
  return Number.isFinite(value) && value > 0 ? Math.round(value * 1024 * 1024) : 0;
}
