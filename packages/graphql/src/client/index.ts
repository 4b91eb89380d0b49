export {
  createShopClient,
  graphqlEndpoint,
  type ShopClient,
  type ShopClientOptions,
} from './createShopClient';
export {
  createContentMetadataCollector,
  type ContentMetadata,
  type ContentMetadataCollector,
  type ContentMetadataCollectorOptions,
} from './contentMetadata';
export {
  cacheIdentityFields,
  createCacheKeys,
  type CacheKeysOptions,
  type PossibleTypes,
} from './cacheKeys';
export { createBoundedMemo, defaultMemoLimit, type BoundedMemo } from './boundedMemo';
export { graphqlClientHeader } from './graphqlClientHeader';
export { isMaintenanceError, maintenanceMessage } from './maintenance';
export { batchFetchExchange, type BatchFetchExchangeOptions } from './batchFetchExchange';
export { contentMetadataExchange } from './contentMetadataExchange';
export {
  errorLogExchange,
  type ErrorLogExchangeOptions,
  type ErrorLogger,
} from './errorLogExchange';
export { maintenanceExchange, type MaintenanceExchangeOptions } from './maintenanceExchange';
export {
  persistedQueryExchange,
  persistedQueryFallback,
  type PersistedDocuments,
  type PersistedQueryExchangeOptions,
} from './persistedQueryExchange';
export {
  retryDelay,
  retryExchange,
  type RetryExchangeOptions,
  type RetryState,
} from './retryExchange';
export { shopCacheExchange, type ShopCacheOptions } from './shopCacheExchange';
export { forceFetchDelayExchange, type ForceFetchDelayOptions } from './forceFetchDelayExchange';
