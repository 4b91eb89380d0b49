import { type TypedDocumentNode } from '@urql/core';
import { type ExecutionResult } from 'graphql';

/**
 * Runs one GraphQL operation for the current request. On the server it executes against the in-process schema
 * (no HTTP hop, server/graphql.ts); in the browser it posts to `{base}/graphql`.
 */
export type ExecuteOperation = <Result, Variables extends Record<string, unknown>>(
  document: TypedDocumentNode<Result, Variables>,
  variables: Variables,
) => Promise<ExecutionResult<Result>>;

/** What the server hands to route loaders (React Router `requestContext`). */
export interface ServerLoaderContext {
  execute: ExecuteOperation;
  /** The request's Server-Timing recorder (server/platform/timing.ts): loaders add what they measure. */
  timing?: { measure<T>(name: string, work: () => Promise<T>): Promise<T> };
}

export function isServerLoaderContext(value: unknown): value is ServerLoaderContext {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<ServerLoaderContext>).execute === 'function'
  );
}
