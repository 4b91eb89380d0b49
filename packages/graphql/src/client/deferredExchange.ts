import type { Exchange, Operation, OperationResult } from '@urql/core';
import { make, makeSubject, pipe, subscribe } from 'wonka';

/** What stands in for an exchange that could not be loaded (a failed chunk): operations go on unchanged. */
const passThrough: Exchange =
  ({ forward }) =>
  (operations$) =>
    forward(operations$);

/**
 * An exchange whose code is loaded on the first operation (decision 0805: graphcache, ~7 kB gzip, is not
 * in the first bundle). Operations that arrive before it is loaded wait, in order, and then go through it as
 * if it had been there from the start; its results and what it forwards are those of the loaded exchange.
 * If loading fails, operations are forwarded without it.
 */
export function deferredExchange(load: () => Promise<Exchange>): Exchange {
  return (input) => (operations$) =>
    make<OperationResult>((observer) => {
      const waiting: Operation[] = [];
      const operations = makeSubject<Operation>();
      let ready = false;
      let closed = false;
      let loading: Promise<void> | undefined;
      let results: { unsubscribe: () => void } | undefined;
      const start = () =>
        (loading ??= load()
          .catch(() => passThrough)
          .then((exchange) => {
            if (closed) return;
            results = pipe(exchange(input)(operations.source), subscribe(observer.next));
            ready = true;
            for (const operation of waiting.splice(0)) operations.next(operation);
          }));
      const source = pipe(
        operations$,
        subscribe((operation) => {
          if (ready) {
            operations.next(operation);
            return;
          }
          waiting.push(operation);
          void start();
        }),
      );
      return () => {
        closed = true;
        source.unsubscribe();
        results?.unsubscribe();
      };
    });
}
