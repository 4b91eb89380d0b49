import { Client, type Exchange, type OperationResult, type RequestPolicy } from '@urql/core';

import { batchFetchExchange } from './batchFetchExchange';
import { createContentMetadataCollector, type ContentMetadataCollector } from './contentMetadata';
import { contentMetadataExchange } from './contentMetadataExchange';
import { errorLogExchange, type ErrorLogger } from './errorLogExchange';
import { forceFetchDelayExchange } from './forceFetchDelayExchange';
import { graphqlClientHeader } from './graphqlClientHeader';
import { maintenanceExchange } from './maintenanceExchange';
import { persistedQueryExchange, type PersistedDocuments } from './persistedQueryExchange';
import { retryExchange, type RetryExchangeOptions } from './retryExchange';
import type { ShopCacheOptions } from './shopCacheExchange';

/** Options of {@link createShopClient}. */
export interface ShopClientOptions {
  /** The site's base path (spec §7: the endpoint is `{base}/graphql`), e.g. '/' or '/en'. @defaultValue '/' */
  base?: string;
  /** Origin to prefix, for use outside a page (tests). @defaultValue '' (same origin as the page) */
  origin?: string;
  /** The persisted-document manifest, or a loader for it (see persistedQueryExchange). @defaultValue none */
  persistedDocuments?: PersistedDocuments | (() => Promise<PersistedDocuments>);
  /** The "GET persisted queries" flag: hashed queries use GET (spec §7). @defaultValue false */
  getForPersistedQueries?: boolean;
  /** Batching (spec §7: on by default); `maxBatchSize` must not exceed the server's limit. @defaultValue `{ maxBatchSize: 10 }` */
  batching?: false | { maxBatchSize?: number; batchInterval?: number };
  /** Retry policy (spec §8). @defaultValue 5 attempts from 300 ms, doubling, with jitter */
  retry?: RetryExchangeOptions | false;
  /** Called when a response says the shop is in maintenance (spec §4). @defaultValue none */
  onMaintenance?: (result: OperationResult) => void;
  /** Collector of `extensions.contentMetadata`. @defaultValue a new collector */
  contentMetadata?: ContentMetadataCollector;
  /** Graphcache options (keys are fixed by spec §3). @defaultValue `{}` */
  cache?: ShopCacheOptions;
  /** @defaultValue 'cache-first' */
  requestPolicy?: RequestPolicy;
  /**
   * Server-render force-fetch delay (spec §9: 100 ms in pages): network policies are answered
   * cache-first this long after creation. @defaultValue 0 (off)
   */
  forceFetchDelayMs?: number;
  /** @defaultValue `console` */
  logger?: ErrorLogger;
  /** @defaultValue the global `fetch` */
  fetch?: typeof fetch;
  /** Extra request headers. @defaultValue none */
  headers?: Record<string, string>;
}

/** The shop's urql client, with the collector of the content metadata its responses carried. */
export type ShopClient = Client & { readonly contentMetadata: ContentMetadataCollector };

/** `{base}/graphql` without doubled slashes. */
export function graphqlEndpoint(base = '/', origin = ''): string {
  return `${origin}${base.replace(/\/+$/, '')}/graphql`;
}

/**
 * The shop client's exchanges around a given normalized cache exchange (graphcache, now or deferred): see
 * `createShopClient` (createShopClient.ts).
 */
export function assembleShopClient(options: ShopClientOptions, cache: Exchange): ShopClient {
  const contentMetadata = options.contentMetadata ?? createContentMetadataCollector();
  const exchanges: Exchange[] = [
    ...(options.forceFetchDelayMs
      ? [forceFetchDelayExchange({ delayMs: options.forceFetchDelayMs })]
      : []),
    cache,
    errorLogExchange({ logger: options.logger }),
    ...(options.retry === false ? [] : [retryExchange(options.retry)]),
    persistedQueryExchange({
      documents: options.persistedDocuments,
      useGetForHashedQueries: options.getForPersistedQueries ?? false,
    }),
    ...(options.onMaintenance
      ? [maintenanceExchange({ onMaintenance: options.onMaintenance })]
      : []),
    contentMetadataExchange(contentMetadata),
    batchFetchExchange(options.batching === false ? { maxBatchSize: 1 } : options.batching),
  ];
  const client = new Client({
    url: graphqlEndpoint(options.base, options.origin),
    exchanges,
    fetch: options.fetch,
    // POST unless the persisted-query exchange asks for GET (urql's default would GET every query).
    preferGetMethod: false,
    requestPolicy: options.requestPolicy ?? 'cache-first',
    fetchOptions: {
      credentials: 'same-origin',
      headers: { [graphqlClientHeader]: 'web', ...options.headers },
    },
  });
  return Object.assign(client, { contentMetadata });
}
