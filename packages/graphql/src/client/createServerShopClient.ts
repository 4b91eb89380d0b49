import { Client, type OperationResult } from '@urql/core';
import type { GraphQLSchema } from 'graphql';

import { createContentMetadataCollector, type ContentMetadataCollector } from './contentMetadata';
import { contentMetadataExchange } from './contentMetadataExchange';
import type { ShopClient } from './createShopClient';
import { errorLogExchange, type ErrorLogger } from './errorLogExchange';
import { executeExchange, type ExecuteExchangeOptions } from './executeExchange';
import { maintenanceExchange } from './maintenanceExchange';
import { requestCacheExchange } from './requestCacheExchange';

/** Options of {@link createServerShopClient}. */
export interface ServerShopClientOptions {
  /** The executable schema the HTTP endpoint serves too. */
  schema: GraphQLSchema;
  /** The GraphQL context of the request being rendered (the same shape `/graphql` builds). */
  contextValue: unknown;
  /** Collector of content metadata, e.g. for the page's `Cache-Tag` header. @defaultValue a new collector */
  contentMetadata?: ContentMetadataCollector;
  /** @defaultValue none */
  onMaintenance?: (result: OperationResult) => void;
  /** @defaultValue `console` */
  logger?: ErrorLogger;
  /** Runs one operation, e.g. yoga's enveloped `execute`. @defaultValue graphql-js `execute` */
  execute?: ExecuteExchangeOptions['execute'];
}

/**
 * The server-side client for route loaders: one per request, executing against the in-process schema
 * with no HTTP hop (ARCHITECTURE.md). Same error log, maintenance detection and content metadata as the
 * browser's; no persisted queries, batching or retries, which only make sense over a network. Its cache is
 * the request's own (`requestCacheExchange`, decision 0920; urql's document cache before, decision 0805): a
 * query asked twice in one request is executed once, and nothing is normalised — the client lives for one
 * request, so graphcache's normalised store (~7 ms CPU per page) would only be written.
 */
export function createServerShopClient(options: ServerShopClientOptions): ShopClient {
  const contentMetadata = options.contentMetadata ?? createContentMetadataCollector();
  const client = new Client({
    url: 'in-process:graphql',
    requestPolicy: 'cache-first',
    exchanges: [
      requestCacheExchange,
      errorLogExchange({ logger: options.logger }),
      ...(options.onMaintenance
        ? [maintenanceExchange({ onMaintenance: options.onMaintenance })]
        : []),
      contentMetadataExchange(contentMetadata),
      executeExchange({
        schema: options.schema,
        contextValue: options.contextValue,
        execute: options.execute,
      }),
    ],
  });
  return Object.assign(client, { contentMetadata });
}
