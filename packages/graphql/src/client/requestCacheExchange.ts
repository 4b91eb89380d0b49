import {
  formatDocument,
  makeOperation,
  type Exchange,
  type Operation,
  type OperationResult,
} from '@urql/core';
import { filter, map, merge, pipe, share, tap } from 'wonka';

/**
 * Adds `__typename` to every selection as urql's document cache does, so that the server's results have the
 * browser's shape (the router data's union discriminators are read from them).
 */
function withTypenames(operation: Operation): Operation {
  const query = formatDocument(operation.query);
  if (operation.kind === 'teardown' || query === operation.query) return operation;
  const formatted = makeOperation(operation.kind, operation);
  formatted.query = query;
  return formatted;
}

const isCacheable = (operation: Operation) =>
  operation.kind === 'query' && operation.context.requestPolicy !== 'network-only';

/**
 * The server client's cache, for the one request the client lives for (decision 0920): a query asked twice
 * is executed once, and any mutation empties it. urql's `cacheExchange` does the same with an index of the
 * typenames in every result (`collectTypes` walks the whole result: ~0.2 ms of a configurable product's
 * render) to empty only what a mutation touched, and executes the emptied queries again; on the server
 * nobody listens for them anymore, and an action's mutation comes before its loaders' queries anyway.
 * `cache-and-network`, `cache-only` and subscriptions are not used on the server: they are forwarded.
 */
export const requestCacheExchange: Exchange = ({ forward }) => {
  const results = new Map<number, OperationResult>();
  return (operations$) => {
    const shared$ = share(operations$);
    const cached$ = pipe(
      shared$,
      filter((operation) => isCacheable(operation) && results.has(operation.key)),
      map((operation) => ({ ...results.get(operation.key)!, operation })),
    );
    const forwarded$ = pipe(
      shared$,
      filter((operation) => !(isCacheable(operation) && results.has(operation.key))),
      map(withTypenames),
    );
    const results$ = pipe(
      forward(forwarded$),
      tap((result) => {
        const { operation } = result;
        if (operation.kind === 'mutation') results.clear();
        else if (operation.kind === 'query' && result.data && !result.error?.networkError) {
          results.set(operation.key, result);
        }
      }),
    );
    return merge([cached$, results$]);
  };
};
