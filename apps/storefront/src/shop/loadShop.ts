import { Client, fetchExchange } from '@urql/core';

import { type SiteLocale, localePathPrefixes } from '../i18n/locales';
import { type ExecuteOperation, isServerLoaderContext } from './executeOperation';
import { shopQueryDocument, type ShopQueryResult } from './shopQuery';

export type Shop = ShopQueryResult['shop'];

/** The store query failed (spec §8 'Failed to load store'). */
export class ShopLoadError extends Error {
  override name = 'ShopLoadError';
}

/**
 * The browser's way to run the shop query until the urql client of @truffe/graphql/client takes over: a
 * plain POST to the site's GraphQL endpoint.
 */
function browserExecutor(baseUrl: string, locale: SiteLocale): ExecuteOperation {
  const sitePath = localePathPrefixes[locale].replace(/^\//, '');
  const client = new Client({
    url: `${baseUrl}${sitePath ? `${sitePath}/` : ''}graphql`,
    exchanges: [fetchExchange],
    fetchOptions: { credentials: 'same-origin' },
  });
  return async (document, variables) => {
    const result = await client.query(document, variables).toPromise();
    const response = {
      data: result.data ?? null,
      errors: result.error ? [result.error] : undefined,
    };
    return response as never;
  };
}

/**
 * Loads the shop record of a site (spec §1, §7): on the server through the request's in-process executor,
 * in the browser over HTTP. Throws {@link ShopLoadError} when the query fails.
 */
export async function loadShop(
  locale: SiteLocale,
  context: unknown,
  baseUrl: string,
): Promise<Shop> {
  const execute = isServerLoaderContext(context)
    ? context.execute
    : browserExecutor(baseUrl, locale);
  let result: Awaited<ReturnType<ExecuteOperation>>;
  try {
    result = await execute(shopQueryDocument, {});
  } catch (error) {
    throw new ShopLoadError('Failed to load store', { cause: error });
  }
  const shop = (result.data as ShopQueryResult | null | undefined)?.shop;
  if (!shop || result.errors?.length) {
    throw new ShopLoadError('Failed to load store', { cause: result.errors?.[0] });
  }
  return shop;
}
