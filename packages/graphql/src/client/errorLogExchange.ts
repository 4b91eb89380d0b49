import { getOperationName, mapExchange, type Exchange } from '@urql/core';

/** Where errors are written: `console` or anything with an `error` method. */
export interface ErrorLogger {
  error: (...data: unknown[]) => void;
}

/** Options of {@link errorLogExchange}. */
export interface ErrorLogExchangeOptions {
  /** @defaultValue `console` */
  logger?: ErrorLogger;
}

/**
 * Spec §8: a network or GraphQL error is logged to the console with the operation's name and
 * variables. Placed outside the retry exchange, it logs what the caller finally gets, once.
 */
export function errorLogExchange(options: ErrorLogExchangeOptions = {}): Exchange {
  const logger = options.logger ?? console;
  return mapExchange({
    onResult(result) {
      if (!result.error) return;
      const { operation } = result;
      const operationName = getOperationName(operation.query) ?? 'anonymous';
      logger.error(`[GraphQL] ${operation.kind} ${operationName} failed: ${result.error.message}`, {
        operationName,
        variables: operation.variables,
        error: result.error,
      });
    },
  });
}
