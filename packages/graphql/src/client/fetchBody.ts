import type { Operation } from '@urql/core';
import { makeFetchBody, type FetchBody } from '@urql/core/internal';

/**
 * The JSON body of one operation (GraphQL over HTTP). Unlike urql's own, it sends the exact text that
 * the persisted-query exchange chose (`context.queryText`, the manifest text the hash was computed
 * from) instead of re-printing the document, and never sends urql's internal `miss` flag.
 */
export function buildFetchBody(operation: Operation): FetchBody {
  const body = makeFetchBody(operation);
  if (body.query !== undefined && typeof operation.context.queryText === 'string') {
    body.query = operation.context.queryText;
  }
  const persisted = body.extensions?.persistedQuery;
  if (persisted) {
    body.extensions = {
      ...body.extensions,
      persistedQuery: { version: 1, sha256Hash: persisted.sha256Hash },
    };
  }
  if (body.extensions && Object.keys(body.extensions).length === 0) body.extensions = undefined;
  return body;
}
