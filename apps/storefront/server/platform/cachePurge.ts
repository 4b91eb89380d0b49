/**
 * The purge interface (issue 19 item 1, decision 0890): one call purges pages by Cache-Tag (or everything)
 * wherever they are cached, through adapters —
 * - this process's HTML cache (server/pageCache.ts), at once;
 * - every other storefront process of the database, through the broadcast of @truffe/commerce/platform
 *   (LISTEN/NOTIFY): each applies it to its own HTML cache within milliseconds;
 * - the shared cache in front: Varnish by xkey (`VARNISH_PURGE_URL`, server/platform/purge/varnish.ts), sent
 *   once by the process that decided. A CDN would be one more adapter of the same shape (Fastly: POST
 *   /service/{id}/purge with `Surrogate-Key`; Cloudflare: POST /zones/{id}/purge_cache `{ "tags": [...] }`;
 *   decision 0890 "Adapters").
 * Callers get the count of this process's cache synchronously (the operator endpoint answers it); the remote
 * purges run in the background and only log their failures: a page missed there expires with its lifetime.
 */
import type { PurgeBroadcast } from '@truffe/commerce/platform';

import type { PageCache } from '../pageCache';
import type { ResponseCache } from '../responseCache';

/** A cache the shop can purge: the shape of every adapter. */
export interface PurgeAdapter {
  /** For the log. */
  name: string;
  purgeTags(tags: readonly string[]): Promise<unknown>;
  /** Not every cache can drop everything by one call (Varnish by xkey cannot): then it is absent. */
  purgeAll?(): Promise<unknown>;
}

export interface CachePurger {
  /** Purges `tags` here, in every process and in front; answers the pages dropped in this process. */
  purgeTags(tags: readonly string[], options?: { content?: boolean }): number;
  purgeAll(): number;
  /** This process's HTML cache (`GET /admin/cache`). */
  stats(): ReturnType<PageCache['stats']> | Record<string, never>;
  /** Applies a purge received from another process: this process's HTML cache only. */
  applyRemote(purge: { tags: readonly string[] } | { all: true }): void;
}

/** Varnish (or any HTTP cache purged by tags) as an adapter, from a function of the tags. */
export function tagPurgeAdapter(
  name: string,
  purge: ((tags: readonly string[]) => Promise<unknown>) | undefined,
): PurgeAdapter | undefined {
  return purge ? { name, purgeTags: purge } : undefined;
}

export function createCachePurger(options: {
  pageCache: Pick<PageCache, 'purgeTags' | 'purgeAll' | 'stats'> | null;
  /** The other processes (absent without a store: one process). */
  broadcast?: Pick<PurgeBroadcast, 'publish'>;
  /** Caches in front (Varnish, a CDN). */
  front?: (PurgeAdapter | undefined)[];
  log?: (message: string, error?: unknown) => void;
  /** The GraphQL response cache (server/responseCache.ts): purged with the pages, here and from the broadcast. */
  responseCache?: Pick<ResponseCache, 'purgeTags' | 'purgeAll'>;
}): CachePurger {
  const { pageCache, broadcast, responseCache } = options;
  const front = (options.front ?? []).filter((adapter) => adapter !== undefined);
  const log = options.log ?? ((message, error) => console.warn(`[purge] ${message}`, error ?? ''));
  const background = (name: string, work: Promise<unknown> | undefined) =>
    void work?.catch((error: unknown) => log(`${name} purge failed`, error));
  return {
    purgeTags(tags, purgeOptions) {
      if (tags.length > 0) responseCache?.purgeTags(tags);
      const purged = tags.length > 0 ? (pageCache?.purgeTags(tags) ?? 0) : 0;
      background(
        'broadcast',
        broadcast?.publish({ tags: [...tags], content: purgeOptions?.content === true }),
      );
      if (tags.length > 0)
        for (const adapter of front) background(adapter.name, adapter.purgeTags(tags));
      return purged;
    },
    purgeAll() {
      responseCache?.purgeAll();
      const purged = pageCache?.purgeAll() ?? 0;
      background('broadcast', broadcast?.publish({ all: true }));
      for (const adapter of front) background(adapter.name, adapter.purgeAll?.());
      return purged;
    },
    stats: () => pageCache?.stats() ?? {},
    applyRemote(purge) {
      if ('all' in purge) {
        responseCache?.purgeAll();
        pageCache?.purgeAll();
      } else if (purge.tags.length > 0) {
        responseCache?.purgeTags(purge.tags);
        pageCache?.purgeTags(purge.tags);
      }
    },
  };
}
