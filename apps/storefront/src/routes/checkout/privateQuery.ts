import { type AnyVariables, type TypedDocumentNode } from '@urql/core';

import { QueryError } from '../../data/queryData';
import { shopClientOf } from '../../data/shopClient';

/**
 * Runs a query of private, changing data (the checkout, a placed order) for a loader, always from the
 * network: in the browser the page's client keeps a normalized cache, and a checkout (no key of its own)
 * changed by a step's mutation must not be read back from it.
 */
export async function privateQuery<Data, Variables extends AnyVariables>(
  context: unknown,
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
): Promise<Data> {
  const result = await shopClientOf(context)
    .query(document, variables, { requestPolicy: 'network-only' })
    .toPromise();
  if (result.error || !result.data) {
    throw new QueryError(result.error?.message ?? 'The query returned no data', result.error);
  }
  return result.data;
}
