import type { Exchange } from '@urql/core';

import generatedPossibleTypes from '../generated/possible-types';
import { assembleShopClient, type ShopClient, type ShopClientOptions } from './shopClient';
import { shopCacheExchange } from './shopCacheExchange';

export { graphqlEndpoint, type ShopClient, type ShopClientOptions } from './shopClient';

/** The shop's graphcache exchange with the generated possible types and the client's cache options. */
export function shopCacheFor(options: ShopClientOptions): Exchange {
  return shopCacheExchange({
    possibleTypes: generatedPossibleTypes.possibleTypes,
    ...options.cache,
  });
}

/**
 * The browser's GraphQL client (spec §4, §7, §8; ARCHITECTURE.md "Rendering and routing"). Exchanges,
 * outermost first: graphcache (spec §3 keys) → error log → retry → persisted queries → maintenance
 * detection → content metadata → batching fetch; first, in pages, the force-fetch delay. Query de-duplication is urql's Client's own (on
 * for every query: identical queries in flight share one request).
 */
export function createShopClient(options: ShopClientOptions = {}): ShopClient {
  return assembleShopClient(options, shopCacheFor(options));
}
