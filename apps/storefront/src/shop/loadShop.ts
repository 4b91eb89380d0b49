import { queryData } from '../data/queryData';
import { ShopLoadError } from './shopLoadError';
import { shopQueryDocument, type ShopQueryResult } from './shopQuery';

export type Shop = ShopQueryResult['shop'];

/**
 * Loads the shop record of the request's site (spec §1, §7) through the loader's urql client: in-process
 * on the server, `{site}/graphql` in the browser. Throws {@link ShopLoadError} when the query fails.
 */
export async function loadShop(context: unknown): Promise<Shop> {
  try {
    return (await queryData(context, shopQueryDocument, {})).shop;
  } catch (error) {
    throw new ShopLoadError('Failed to load store', { cause: error });
  }
}
