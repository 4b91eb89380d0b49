import { type Client } from '@urql/core';

import { isServerLoaderContext } from './loaderContext';

let browserClient: Client | null = null;

/** Registers the browser's urql client (src/data/browserShopClient.ts) for loaders and actions. */
export function setBrowserShopClient(client: Client | null): void {
  browserClient = client;
}

/**
 * The urql client a loader or action runs its operations with: the request's in-process client on the
 * server, the page's HTTP client in the browser.
 */
export function shopClientOf(context: unknown): Client {
  if (isServerLoaderContext(context)) return context.client;
  if (!browserClient) throw new Error('No GraphQL client: the browser client is not started yet');
  return browserClient;
}
