import { type AnyVariables, type Client, type OperationResult } from '@urql/core';

import { routerBasename } from '../baseUrl';
import { localePathPrefixes } from '../i18n/locales';
import { importOnce } from '../platform/importOnce';
import { type PageConfig } from '../publicConfig';
import { loadDocumentParser } from './lazyDocument';
import { type ShopOperation, type ShopOperations } from './shopClient';

/** The site's GraphQL base: the mount path plus the site prefix ('/', '/en', '/shop/en'). */
export function siteGraphQLBase(config: Pick<PageConfig, 'baseUrl' | 'locale'>): string {
  const basename = routerBasename(config.baseUrl);
  return `${basename === '/' ? '' : basename}${localePathPrefixes[config.locale]}` || '/';
}

/**
 * The result of an operation whose client could not be loaded (a failed chunk, offline): a network error,
 * as urql reports a failed request, so that callers handle it as they handle any failed request.
 */
function unloadedResult<Data, Variables extends AnyVariables>(
  cause: unknown,
): OperationResult<Data, Variables> {
  const message = cause instanceof Error ? cause.message : String(cause);
  return {
    data: undefined,
    error: {
      name: 'CombinedError',
      message: `[Network] ${message}`,
      graphQLErrors: [],
      networkError: cause instanceof Error ? cause : new Error(message),
    },
    stale: false,
    hasNext: false,
  } as unknown as OperationResult<Data, Variables>;
}

/**
 * The page's GraphQL client (spec §4, §7, §8; `browserUrqlClient.ts`). urql, its exchanges, graphcache and
 * the documents' parser (`lazyDocument.ts`) load with the first operation, not with the page (decision
 * 0904): the first render reads the loader data of the page and needs no client. Operations sent before the
 * code is there wait for it, in order; a failed load gives a network-error result and the next operation
 * tries again.
 */
export function createBrowserShopClient(
  config: Pick<PageConfig, 'baseUrl' | 'locale'>,
  /** Origin to prefix, outside a page (tests). @defaultValue '' (the page's) */
  origin?: string,
): ShopOperations {
  const base = siteGraphQLBase(config);
  const urqlClient = importOnce(async (): Promise<Client> => {
    const [{ createBrowserUrqlClient }] = await Promise.all([
      import('./browserUrqlClient'),
      loadDocumentParser(),
    ]);
    return createBrowserUrqlClient(base, origin);
  });
  const send =
    (kind: 'query' | 'mutation') =>
    <Data, Variables extends AnyVariables>(
      ...args: Parameters<Client['query']>
    ): ShopOperation<Data, Variables> => ({
      toPromise: () =>
        urqlClient().then(
          (client) =>
            client[kind](...args).toPromise() as Promise<OperationResult<Data, Variables>>,
          (error: unknown) => unloadedResult<Data, Variables>(error),
        ),
    });
  return { query: send('query'), mutation: send('mutation'), urqlClient };
}
