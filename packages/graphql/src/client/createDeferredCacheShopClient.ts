import { deferredExchange } from './deferredExchange';
import { assembleShopClient, type ShopClient, type ShopClientOptions } from './shopClient';

/**
 * The shop client of `createShopClient`'s options with graphcache loaded on the first operation
 * (decision 0805): the browser's first bundle does not carry it, and every operation still goes through it
 * (an operation sent before it is loaded waits for it), so caching, keys and results are the same.
 */
export function createDeferredCacheShopClient(options: ShopClientOptions = {}): ShopClient {
  return assembleShopClient(
    options,
    deferredExchange(() =>
      import('./createShopClient').then(({ shopCacheFor }) => shopCacheFor(options)),
    ),
  );
}
