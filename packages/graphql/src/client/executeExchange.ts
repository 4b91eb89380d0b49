import { createRequire } from 'node:module';

import {
  getOperationName,
  makeErrorResult,
  makeResult,
  type Exchange,
  type Operation,
  type OperationResult,
} from '@urql/core';
import * as graphqlModule from 'graphql';
import type {
  DocumentNode,
  ExecutionArgs,
  ExecutionResult,
  GraphQLError,
  GraphQLSchema,
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
  /**
   * Runs one operation, e.g. yoga's enveloped `execute` (`yoga.getEnveloped(context).execute`) so
   * that the server's plugins apply in-process too.
   * @defaultValue graphql-js `execute` (of the graphql-js build that made the schema)
   */
  execute?: (args: ExecutionArgs) => PromiseOrValue<ExecutionResult>;
}

type PromiseOrValue<T> = T | Promise<T>;

type GraphQLModule = Pick<typeof graphqlModule, 'GraphQLSchema' | 'execute' | 'validate'>;

const isExecutable = (operation: Operation) =>
  operation.kind === 'query' || operation.kind === 'mutation';

/**
 * graphql-js ships ESM and CommonJS builds, and a bundler or test runner may load both: a schema built
 * by one (e.g. by graphql-yoga, loaded natively as CommonJS) is refused by the other's `execute`
 * ("from another module or realm"). Use whichever build made the schema.
 */
function graphqlFor(schema: GraphQLSchema): GraphQLModule {
  if ((schema as object) instanceof graphqlModule.GraphQLSchema) return graphqlModule;
  const commonJs = createRequire(import.meta.url)('graphql') as GraphQLModule;
  return (schema as object) instanceof commonJs.GraphQLSchema ? commonJs : graphqlModule;
}

/**
 * Validation results per schema and document, shared by every exchange: the server makes one client (and
 * exchange) per page request, and validating the same documents again on each request cost more than
 * executing them (issue 8 profile). Weak keys: a schema or document that goes away takes its entry along.
 */
const validatedBySchema = new WeakMap<
  GraphQLSchema,
  WeakMap<DocumentNode, readonly GraphQLError[]>
>();

function validationCache(schema: GraphQLSchema): WeakMap<DocumentNode, readonly GraphQLError[]> {
  let cache = validatedBySchema.get(schema);
  if (!cache) validatedBySchema.set(schema, (cache = new WeakMap()));
  return cache;
}

/**
 * Executes queries and mutations against an in-process schema with graphql-js (no HTTP hop): the
 * server-side variant of the fetch exchange, for route loaders rendering on the server. Documents are
 * validated once each (they are the app's own, so this only catches a stale build).
 */
export function executeExchange(options: ExecuteExchangeOptions): Exchange {
  const validated = validationCache(options.schema);
  const graphql = graphqlFor(options.schema);
  const { validate } = graphql;
  const execute = options.execute ?? graphql.execute;

  async function run(operation: Operation): Promise<OperationResult> {
    try {
      const document = operation.query as DocumentNode;
      const errors = validated.get(document) ?? validate(options.schema, document);
      validated.set(document, errors);
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
      const collector = (
        contextValue as { contentMetadata?: Partial<ContentMetadataCollector> } | undefined
      )?.contentMetadata;
      const contentMetadata = typeof collector?.list === 'function' ? collector.list() : undefined;
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
        mergeMap((operation) => {
          const teardown$ = pipe(
            operations$,
            filter((other) => other.kind === 'teardown' && other.key === operation.key),
          );
          return pipe(fromPromise(run(operation)), takeUntil(teardown$));
        }),
      );
      const forwarded$ = pipe(
        operations$,
        filter((operation) => !isExecutable(operation)),
        forward,
      );
      return merge([executed$, forwarded$]);
    };
}
