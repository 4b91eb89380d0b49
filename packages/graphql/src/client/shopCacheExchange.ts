import { cacheExchange, type CacheExchangeOpts } from '@urql/exchange-graphcache';
import type { Exchange } from '@urql/core';

import { createCacheKeys, type PossibleTypes } from './cacheKeys';

/** Options of {@link shopCacheExchange}: graphcache's, with the keys built for the shop. */
export interface ShopCacheOptions extends Pick<
  CacheExchangeOpts,
  'updates' | 'resolvers' | 'optimistic' | 'logger'
> {
  /** Interface → implementations, for keys and deterministic fragment matching. @defaultValue `{}` */
  possibleTypes?: PossibleTypes;
}

/**
 * The normalized cache (graphcache) keyed as spec §3 says: Product by sku, CartItem by item_id,
 * Entity by identifier, Order by order_id, other types by id or _id (see {@link createCacheKeys}).
 */
export function shopCacheExchange(options: ShopCacheOptions = {}): Exchange {
  const { possibleTypes, ...rest } = options;
  return cacheExchange({
    ...rest,
    keys: createCacheKeys({ possibleTypes }),
    ...(possibleTypes && Object.keys(possibleTypes).length > 0
      ? { possibleTypes: possibleTypes as Record<string, string[]> }
      : {}),
  });
}
