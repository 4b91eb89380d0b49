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
