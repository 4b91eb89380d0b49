import {
  makeOperation,
  type CombinedError,
  type Exchange,
  type Operation,
  type OperationResult,
} from '@urql/core';
import {
  filter,
  fromValue,
  delay,
  makeSubject,
  merge,
  mergeMap,
  pipe,
  share,
  takeUntil,
} from 'wonka';

import { isMaintenanceError } from './maintenance';

/** Options of {@link retryExchange} (spec §8). */
export interface RetryExchangeOptions {
  /** Attempts in all, the first included. @defaultValue 5 */
  maxAttempts?: number;
  /** Delay before the first retry, in milliseconds. @defaultValue 300 */
  initialDelayMs?: number;
  /** Upper bound of one delay, jitter included. @defaultValue 30,000 */
  maxDelayMs?: number;
  /**
   * Jitter: each delay is stretched by a random fraction up to this ratio, so that clients failing
   * together do not retry together. The delay before retry `n` lies in
   * `[initialDelayMs × 2^(n−1), initialDelayMs × 2^(n−1) × (1 + jitter))`.
   * @defaultValue 0.5
   */
  jitter?: number;
  /** Random source in [0, 1). @defaultValue `Math.random` */
  random?: () => number;
  /**
   * Which failures are retried. Mutations never are unless their context says `idempotent: true`.
   * @defaultValue network and GraphQL errors, except maintenance answers
   */
  retryIf?: (error: CombinedError, operation: Operation) => boolean;
}

/** What the retry exchange records in `operation.context.retry`. */
export interface RetryState {
  /** Retries made so far (the attempt in flight is `count + 1`). */
  count: number;
  /** The delay waited before the attempt in flight, in milliseconds. */
  delayMs: number;
}

const defaultRetryIf = (error: CombinedError) =>
  !isMaintenanceError(error) && (!!error.networkError || error.graphQLErrors.length > 0);

/** The delay before retry number `retry` (1-based), jitter included. */
export function retryDelay(retry: number, options: RetryExchangeOptions = {}): number {
  const initial = options.initialDelayMs ?? 300;
  const nominal = initial * 2 ** (retry - 1);
  const stretched = nominal * (1 + (options.jitter ?? 0.5) * (options.random ?? Math.random)());
  return Math.min(stretched, options.maxDelayMs ?? 30_000);
}

/**
 * Retries failed operations (spec §8): up to 5 attempts, the first retry after 300 ms, each next delay
 * doubling, with jitter. A mutation is retried only when marked idempotent
 * (`client.mutation(doc, vars, { idempotent: true })`). Intermediate failures are swallowed; the last
 * one reaches the caller. A new request for the same key, or its teardown, cancels a pending retry.
 */
export function retryExchange(options: RetryExchangeOptions = {}): Exchange {
  const maxAttempts = options.maxAttempts ?? 5;
  const retryIf = options.retryIf ?? defaultRetryIf;

  return ({ forward }) =>
    (operations$) => {
      const shared$ = pipe(operations$, share);
      const retries = makeSubject<Operation>();

      const retried$ = pipe(
        retries.source,
        mergeMap((operation) => {
          const state = operation.context.retry as RetryState;
          const cancelled$ = pipe(
            shared$,
            filter(
              (other) =>
                other.key === operation.key &&
                (other.kind === 'teardown' || other.kind === 'query'),
            ),
          );
          return pipe(fromValue(operation), delay(state.delayMs), takeUntil(cancelled$));
        }),
      );

      return pipe(
        forward(merge([shared$, retried$])),
        filter((result: OperationResult) => {
          const { error, operation } = result;
          if (!error) return true;
          if (operation.kind === 'mutation' && operation.context.idempotent !== true) return true;
          if (operation.kind !== 'query' && operation.kind !== 'mutation') return true;
          if (!retryIf(error, operation)) return true;
          const count = (operation.context.retry as RetryState | undefined)?.count ?? 0;
          if (count + 1 >= maxAttempts) return true;
          const retry: RetryState = { count: count + 1, delayMs: retryDelay(count + 1, options) };
          retries.next(makeOperation(operation.kind, operation, { ...operation.context, retry }));
          return false;
        }),
      );
    };
}
