import { createGraphQLError } from 'graphql-yoga';

/**
 * A request-level GraphQL error that yoga answers with the given HTTP status. Built with yoga's own
 * `createGraphQLError` so that yoga recognises it (and does not mask it) even where a bundler loads
 * graphql-js twice (ESM and CommonJS).
 */
export function persistedQueryError(message: string, code: string, status: number) {
  return createGraphQLError(message, {
    extensions: { code, http: { status, headers: { 'cache-control': 'no-store' } } },
  });
}
