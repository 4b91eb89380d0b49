import type { GraphQLError } from 'graphql';
import { createGraphQLError, maskError as yogaMaskError } from 'graphql-yoga';

import {
  isStoreUnavailable,
  storeUnavailableCode,
  storeUnavailableError,
} from './storeUnavailable';

/**
 * Extension codes of errors the shop's resolvers throw on purpose and the client must read as they are: the
 * rate limits of @truffe/commerce (decision 0890: `RATE_LIMITED`, HTTP 429 with `Retry-After`).
 */
const keptCodes = new Set(['RATE_LIMITED', storeUnavailableCode]);

interface ErrorLike {
  message: string;
  name?: string;
  extensions?: Record<string, unknown>;
  originalError?: unknown;
  path?: GraphQLError['path'];
  nodes?: GraphQLError['nodes'];
}

/**
 * yoga's error masking, except for the kept codes. yoga keeps an error only when its original error is an
 * `instanceof GraphQLError` of yoga's own copy of `graphql`; where a runner loads `graphql` twice (ESM and CJS:
 * Vitest), a resolver's GraphQLError would be masked as "Unexpected error." (500). The kept codes are found by
 * shape instead, and answered as a fresh error of yoga's copy with their message and extensions (the HTTP
 * status and headers of `extensions.http` included).
 */
export function maskShopError(error: unknown, message: string, isDev?: boolean): Error {
  let current = error as ErrorLike | undefined;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const code = current.extensions?.code;
    if (typeof code === 'string' && keptCodes.has(code)) {
      const outer = error as ErrorLike;
      return createGraphQLError(current.message, {
        extensions: current.extensions,
        path: outer.path,
        nodes: outer.nodes,
      });
    }
    current = current.originalError as ErrorLike | undefined;
  }
  // Masked after useStoreUnavailable translated it, or without it: the French default, still a 503.
  if (isStoreUnavailable(error)) return storeUnavailableError(undefined, error as ErrorLike);
  return yogaMaskError(error, message, isDev);
}

/** The `maskedErrors` setting of the shop's yoga servers. */
export const shopMaskedErrors = { maskError: maskShopError };
