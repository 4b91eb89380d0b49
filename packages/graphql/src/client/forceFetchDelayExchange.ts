import { makeOperation, mapExchange, type Exchange } from '@urql/core';

/** Options of {@link forceFetchDelayExchange}. */
export interface ForceFetchDelayOptions {
  /** How long after the client's creation network policies are relaxed (spec §9: 100 ms). */
  delayMs: number;
  /** @defaultValue `performance.now` */
  now?: () => number;
}

/**
 * The server-render force-fetch delay (spec §9, 100 ms): for a short time after the page has started,
 * queries asking for `network-only` or `cache-and-network` are answered `cache-first`, so that the
 * components hydrating the server's HTML reuse the data the page already has instead of refetching
 * it all at once. Afterwards every policy is left as asked.
 */
export function forceFetchDelayExchange(options: ForceFetchDelayOptions): Exchange {
  const now = options.now ?? (() => performance.now());
  const until = now() + options.delayMs;
  return mapExchange({
    onOperation(operation) {
      const policy = operation.context.requestPolicy;
      if (operation.kind !== 'query' || now() >= until) return operation;
      if (policy !== 'network-only' && policy !== 'cache-and-network') return operation;
      return makeOperation(operation.kind, operation, {
        ...operation.context,
        requestPolicy: 'cache-first',
      });
    },
  });
}
