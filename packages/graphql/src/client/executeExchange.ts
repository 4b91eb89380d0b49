import {
  getOperationName,
  makeErrorResult,
  makeResult,
  type Exchange,
  type Operation,
  type OperationResult,
} from '@urql/core';
import {
  execute,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLError,
  type GraphQLSchema,
} from 'graphql';
import { filter, fromPromise, merge, mergeMap, pipe, takeUntil } from 'wonka';

import type { ContentMetadataCollector } from './contentMetadata';

/** Options of {@link executeExchange}. */
export interface ExecuteExchangeOptions {
  /** The executable schema (type definitions and resolvers). */
  schema: GraphQLSchema;
  /**
   * The GraphQL context of the request being rendered, or a function building it per operation.
   * When it has a `contentMetadata` collector, its entries are copied to each result's
   * `extensions.contentMetadata`, as the HTTP server does.
   */
  contextValue?: unknown | ((operation: Operation) => unknown);
  /** @defaultValue undefined */
  rootValue?: unknown;
}

const isExecutable = (operation: Operation) =>
  operation.kind === 'query' || operation.kind === 'mutation';

/**
 * Executes queries and mutations against an in-process schema with graphql-js (no HTTP hop): the
 * server-side variant of the fetch exchange, for route loaders rendering on the server. Documents are
 * validated once each (they are the app's own, so this only catches a stale build).
 */
export function executeExchange(options: ExecuteExchangeOptions): Exchange {
  const validated = new WeakMap<DocumentNode, readonly GraphQLError[]>();

  async function run(operation: Operation): Promise<OperationResult> {
    try {
      const document = operation.query as DocumentNode;
      let errors = validated.get(document);
      if (!errors) {
        errors = validate(options.schema, document);
        validated.set(document, errors);
      }
      if (errors.length > 0) return makeResult(operation, { errors });
      const contextValue =
        typeof options.contextValue === 'function'
          ? options.contextValue(operation)
          : options.contextValue;
      const result = (await execute({
        schema: options.schema,
        document,
        variableValues: operation.variables as Record<string, unknown> | undefined,
        operationName: getOperationName(operation.query),
        contextValue,
        rootValue: options.rootValue,
      })) as ExecutionResult;
      const collector = (contextValue as { contentMetadata?: ContentMetadataCollector } | undefined)
        ?.contentMetadata;
      const contentMetadata = collector?.entries();
      const extensions =
        contentMetadata && contentMetadata.length > 0
          ? { ...result.extensions, contentMetadata }
          : result.extensions;
      return makeResult(operation, { ...result, extensions });
    } catch (error) {
      return makeErrorResult(operation, error instanceof Error ? error : new Error(String(error)));
    }
  }

  return ({ forward }) =>
    (operations$) => {
      const executed$ = pipe(
        operations$,
        filter(isExecutable),
        mergeMap((operation) =>
          pipe(
            fromPromise(run(operation)),
            takeUntil(
              pipe(
                operations$,
                filter((other) => other.kind === 'teardown' && other.key === operation.key),
              ),
            ),
          ),
        ),
      );
      const forwarded$ = pipe(
        operations$,
        filter((operation) => !isExecutable(operation)),
        forward,
      );
      return merge([executed$, forwarded$]);
    };
}
