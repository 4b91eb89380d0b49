import { isStoreUnavailableError, queryData } from '../data/queryData';
import { shopQueryDocument, type ShopQueryResult } from './shopQuery';

export type Shop = ShopQueryResult['shop'];

/** The store query failed (spec §8 'Failed to load store'). */
export class ShopLoadError extends Error {
  override name = 'ShopLoadError';

  /**
   * The database could not be reached (the server's GraphQL code `SERVICE_UNAVAILABLE`, decision 0892): the
   * page answers 503 with `Retry-After`, an outage to wait out rather than a bug (500).
   */
  get unavailable(): boolean {
    return isStoreUnavailableError(this.cause);
  }
}

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
