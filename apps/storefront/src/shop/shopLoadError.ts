import { isStoreUnavailableError } from '../data/queryData';

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
