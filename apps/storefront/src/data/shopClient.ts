import {
  type AnyVariables,
  type Client,
  type DocumentInput,
  type OperationContext,
  type OperationResult,
} from '@urql/core';

import { isServerLoaderContext } from './loaderContext';

/** An operation sent by `ShopOperations`: its result, once, as a promise. */
export interface ShopOperation<Data, Variables extends AnyVariables> {
  toPromise(): Promise<OperationResult<Data, Variables>>;
}

/**
 * What the app asks of a GraphQL client: one query or mutation at a time, as a promise. An urql `Client` is
 * one (the server's request client, tests); the browser's is `createBrowserShopClient`'s, which loads urql
 * and its exchanges on the first operation (decision 0904).
 */
export interface ShopOperations {
  query<Data = unknown, Variables extends AnyVariables = AnyVariables>(
    query: DocumentInput<Data, Variables>,
    variables: Variables,
    context?: Partial<OperationContext>,
  ): ShopOperation<Data, Variables>;
  mutation<Data = unknown, Variables extends AnyVariables = AnyVariables>(
    query: DocumentInput<Data, Variables>,
    variables: Variables,
    context?: Partial<OperationContext>,
  ): ShopOperation<Data, Variables>;
  /** The urql client itself, for the lazy widgets that use urql's hooks (the browser's loads it). */
  urqlClient?: () => Promise<Client>;
}

let browserClient: ShopOperations | null = null;

/** Registers the browser's client (src/data/browserShopClient.ts) for loaders and actions. */
export function setBrowserShopClient(client: ShopOperations | null): void {
  browserClient = client;
}

/**
 * The client a loader or action runs its operations with: the request's in-process urql client on the
 * server, the page's HTTP client in the browser.
 */
export function shopClientOf(context: unknown): ShopOperations {
  if (isServerLoaderContext(context)) return context.client;
  if (!browserClient) throw new Error('No GraphQL client: the browser client is not started yet');
  return browserClient;
}
