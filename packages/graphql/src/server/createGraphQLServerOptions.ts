import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import type { Plugin } from 'graphql-yoga';

import type { BoundedMemo } from '../client/boundedMemo';
import { graphqlClientHeader } from '../client/graphqlClientHeader';
import type { PersistedDocuments } from '../client/persistedQueryExchange';
import { useCacheControl } from './useCacheControl';
import { useContentMetadata } from './useContentMetadata';
import { useMaintenanceFlag } from './useMaintenanceFlag';
import { shopMaskedErrors } from './maskErrors';
import { useStoreUnavailable } from './storeUnavailable';
import { useOperationLimits, type OperationLimits } from './useOperationLimits';
import { usePersistedQueries } from './usePersistedQueries';
import { useProductionHardening } from './useProductionHardening';

/** Options of {@link createGraphQLServerOptions}. */
export interface GraphQLServerOptions {
  /** Production settings: persisted operations only, no introspection, suggestions or GraphiQL. */
  production: boolean;
  /** The codegen manifest (`@truffe/graphql/persisted-documents`). */
  persistedDocuments: PersistedDocuments;
  /** The maintenance flag (spec §4). @defaultValue never in maintenance */
  isMaintenance?: () => boolean | Promise<boolean>;
  /** Most operations in one batched request; more are refused with HTTP 413. @defaultValue 10 */
  batchLimit?: number;
  /** @defaultValue depth 15, aliases 30, tokens 5,000 */
  limits?: OperationLimits;
  /** Development APQ store. @defaultValue an LRU memo of 65,536 texts */
  apqStore?: BoundedMemo<string, string>;
}

/** The graphql-yoga settings this returns: spread them into `createYoga({ schema, context, ... })`. */
export interface ShopYogaSettings {
  plugins: Plugin[];
  batching: { limit: number };
  graphiql: boolean;
  landingPage: boolean;
  /** yoga's masking, but the shop's own refusals (rate limits) answered as they are (maskErrors.ts). */
  maskedErrors: typeof shopMaskedErrors;
}

/**
 * Every server-side GraphQL policy of the shop in one place (ARCHITECTURE.md "Security posture",
 * spec §4 and §7): maintenance flag first (answers before anything else), CSRF prevention (our
 * client's header, or a JSON content type), persisted operations (manifest only in production; any
 * query plus APQ in development), batching with a limit, depth/alias/token limits, content metadata
 * and `Cache-Tag`, `Cache-Control` from the resolvers' hints, and in production no introspection, no
 * suggestions, no GraphiQL. Mutations over GET are refused by yoga itself (HTTP 405). `__typename` is
 * in the documents themselves (codegen's document transform, decision 0506); `useTypenameSelections`
 * stays available for servers of other documents.
 */
export function createGraphQLServerOptions(options: GraphQLServerOptions): ShopYogaSettings {
  const plugins: Plugin[] = [
    ...(options.isMaintenance
      ? [useMaintenanceFlag({ isMaintenance: options.isMaintenance })]
      : []),
    useCSRFPrevention({ requestHeaders: [graphqlClientHeader] }),
    usePersistedQueries({
      documents: options.persistedDocuments,
      mode: options.production ? 'persisted-only' : 'automatic',
      store: options.apqStore,
    }),
    useOperationLimits(options.limits),
    ...(options.production ? [useProductionHardening()] : []),
    useContentMetadata(),
    useCacheControl(),
    useStoreUnavailable(),
  ];
  return {
    plugins,
    batching: { limit: options.batchLimit ?? 10 },
    graphiql: !options.production,
    landingPage: !options.production,
    maskedErrors: shopMaskedErrors,
  };
}
