import {
  makeErrorResult,
  makeResult,
  stringifyVariables,
  type ExecutionResult,
  type Exchange,
  type Operation,
  type OperationResult,
} from '@urql/core';
import { makeFetchOptions, makeFetchSource, makeFetchURL } from '@urql/core/internal';
import { filter, make, merge, mergeMap, onEnd, pipe, subscribe, takeUntil } from 'wonka';

import { buildFetchBody } from './fetchBody';

/** Options of {@link batchFetchExchange}. */
export interface BatchFetchExchangeOptions {
  /**
   * Most operations in one HTTP request; a larger group is split. Keep it at or below the server's
   * batching limit.
   * @defaultValue 10
   */
  maxBatchSize?: number;
  /**
   * How long to wait for more operations before sending, in milliseconds. `0` gathers what is issued
   * in the same tick of the event loop.
   * @defaultValue 0
   */
  batchInterval?: number;
  /**
   * How a batch waits for the rest of its tick before leaving (tests that fake `setTimeout` pass
   * `setImmediate`).
   * @defaultValue `(flush) => setTimeout(flush, batchInterval)`
   */
  scheduleFlush?: (flush: () => void) => void;
}

interface Pending {
  operation: Operation;
  next: (result: OperationResult) => void;
  complete: () => void;
  cancelled: boolean;
}

const isFetchable = (operation: Operation) =>
  operation.kind === 'query' || operation.kind === 'mutation';

/** Sends one JSON array POST for several operations and routes each answer back to its operation. */
async function sendBatch(url: string, batch: Pending[]): Promise<void> {
  const live = batch.filter((pending) => !pending.cancelled);
  const first = live[0];
  if (!first) return;
  const bodies = live.map((pending) => buildFetchBody(pending.operation));
  const init = makeFetchOptions(
    { ...first.operation, context: { ...first.operation.context, preferGetMethod: false } },
    bodies[0],
  );
  const headers = {
    ...(init.headers as Record<string, string>),
    'content-type': 'application/json',
  };
  let response: Response | undefined;
  let settled: (operation: Operation, index: number) => OperationResult;
  try {
    response = await (first.operation.context.fetch ?? fetch)(url, {
      ...init,
      method: 'POST',
      headers,
      body: stringifyVariables(bodies),
    });
    const text = await response.text();
    let payload: unknown;
    try {
      payload = JSON.parse(text);
    } catch {
      throw new Error(
        response.ok
          ? 'The GraphQL batch response is not JSON.'
          : response.statusText || `HTTP ${response.status}`,
      );
    }
    const answer = response;
    if (Array.isArray(payload) && payload.length === live.length) {
      settled = (operation, index) =>
        makeResult(operation, payload[index] as ExecutionResult, answer);
    } else if (payload && typeof payload === 'object' && !Array.isArray(payload)) {
      // A request-level answer (maintenance, batch too large, bad request) applies to every operation.
      settled = (operation) => makeResult(operation, payload as ExecutionResult, answer);
    } else {
      throw new Error('The GraphQL batch response does not answer every operation.');
    }
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    const answer = response;
    settled = (operation) => makeErrorResult(operation, failure, answer);
  }
  live.forEach((pending, index) => {
    if (pending.cancelled) return;
    pending.next(settled(pending.operation, index));
    pending.complete();
  });
}

/**
 * The HTTP exchange of the shop client (spec §7: batched by default). Queries and mutations issued in
 * the same tick are sent as ONE `POST` whose body is a JSON array, the server answering with an array
 * in the same order; an operation alone is sent as a plain JSON object. Operations the persisted-query
 * exchange marked for GET (hashed queries) are sent on their own so that a CDN can cache them.
 */
export function batchFetchExchange(options: BatchFetchExchangeOptions = {}): Exchange {
  const maxBatchSize = Math.max(1, options.maxBatchSize ?? 10);
  const batchInterval = options.batchInterval ?? 0;
  const scheduleFlush =
    options.scheduleFlush ?? ((flush: () => void) => setTimeout(flush, batchInterval));

  return ({ forward }) => {
    const queues = new Map<string, Pending[]>();

    function flush(url: string): void {
      const queue = (queues.get(url) ?? []).filter((pending) => !pending.cancelled);
      queues.delete(url);
      for (let start = 0; start < queue.length; start += maxBatchSize) {
        const batch = queue.slice(start, start + maxBatchSize);
        if (batch.length === 1) {
          const [pending] = batch as [Pending];
          sendAlone(pending);
        } else {
          void sendBatch(url, batch);
        }
      }
    }

    /** A GET, or an operation alone: urql's fetch source (streamed and multipart answers included). */
    function sendAlone(pending: Pending): void {
      const { operation } = pending;
      const body = buildFetchBody(operation);
      const url = makeFetchURL(operation, body);
      const subscription = pipe(
        makeFetchSource(operation, url, makeFetchOptions(operation, body)),
        onEnd(() => {
          cancellers.delete(pending);
          pending.complete();
        }),
        subscribe((result) => pending.next(result)),
      );
      cancellers.set(pending, subscription.unsubscribe);
    }

    const cancellers = new Map<Pending, () => void>();

    function enqueue(pending: Pending): void {
      const { operation } = pending;
      const body = buildFetchBody(operation);
      const wantsGet = operation.kind === 'query' && !!operation.context.preferGetMethod;
      if (wantsGet && makeFetchURL(operation, body) !== operation.context.url) {
        sendAlone(pending);
        return;
      }
      const url = operation.context.url;
      const queue = queues.get(url);
      if (queue) {
        queue.push(pending);
        return;
      }
      queues.set(url, [pending]);
      scheduleFlush(() => flush(url));
    }

    return (operations$) => {
      const fetched$ = pipe(
        operations$,
        filter(isFetchable),
        mergeMap((operation) => {
          const teardown$ = pipe(
            operations$,
            filter((other) => other.kind === 'teardown' && other.key === operation.key),
          );
          const result$ = make<OperationResult>((observer) => {
            const pending: Pending = {
              operation,
              next: observer.next,
              complete: observer.complete,
              cancelled: false,
            };
            enqueue(pending);
            return () => {
              pending.cancelled = true;
              cancellers.get(pending)?.();
              cancellers.delete(pending);
            };
          });
          return pipe(result$, takeUntil(teardown$));
        }),
      );
      const forwarded$ = pipe(
        operations$,
        filter((operation) => !isFetchable(operation)),
        forward,
      );
      return merge([fetched$, forwarded$]);
    };
  };
}
