import { type AnyVariables, type CombinedError, type TypedDocumentNode } from '@urql/core';

import { shopClientOf } from './shopClient';

/** A loader's query failed (network, GraphQL error, or no data). */
export class QueryError extends Error {
  override name = 'QueryError';
  constructor(
    message: string,
    readonly error?: CombinedError,
  ) {
    super(message, { cause: error });
  }
}

/**
 * Runs one query for a route loader through the request's urql client (server: in-process; browser:
 * persisted, batched, retried) and returns its data, or throws {@link QueryError}.
 */
export async function queryData<Data, Variables extends AnyVariables>(
  context: unknown,
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
): Promise<Data> {
  const result = await shopClientOf(context).query(document, variables).toPromise();
  if (result.error || !result.data) {
    throw new QueryError(result.error?.message ?? 'The query returned no data', result.error);
  }
  return result.data;
}

/**
 * Whether a loader's error (or an error it wraps) is the server's "store unavailable" answer: the database could
 * not be reached (GraphQL code `SERVICE_UNAVAILABLE`, decision 0892). Such a page answers 503, not 500.
 */
export function isStoreUnavailableError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (
      current instanceof QueryError &&
      current.error?.graphQLErrors.some((item) => item.extensions?.code === 'SERVICE_UNAVAILABLE')
    )
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
