export {
  createGraphQLServerOptions,
  type GraphQLServerOptions,
  type ShopYogaSettings,
} from './createGraphQLServerOptions';
export { cacheControlContextKey, cacheControlHeader, useCacheControl } from './useCacheControl';
export { contentMetadataContextKey, useContentMetadata } from './useContentMetadata';
export { useMaintenanceFlag, type MaintenanceFlagOptions } from './useMaintenanceFlag';
export { useOperationLimits, type OperationLimits } from './useOperationLimits';
export { usePersistedQueries, type PersistedQueriesOptions } from './usePersistedQueries';
export { useProductionHardening } from './useProductionHardening';
export { addTypenameSelections, useTypenameSelections } from './useTypenameSelections';
export {
  isStoreUnavailable,
  storeUnavailableCode,
  storeUnavailableMessage,
  useStoreUnavailable,
} from './storeUnavailable';
export { maxAliasesRule } from './maxAliasesRule';
export { maxDepthRule } from './maxDepthRule';
export {
  createContentMetadataCollector,
  type ContentMetadata,
  type ContentMetadataCollector,
} from '../client/contentMetadata';
export { maintenanceMessage } from '../client/maintenance';
export { graphqlClientHeader } from '../client/graphqlClientHeader';
