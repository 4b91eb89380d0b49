// Test support: an urql Client with just the exchanges under test in front of the real fetch exchange.
import { Client, type Exchange } from '@urql/core';

import { batchFetchExchange } from '../batchFetchExchange';
import { graphqlClientHeader } from '../graphqlClientHeader';

/** A client sending to `url` through `exchanges` then the shop's (batching) fetch exchange. */
export function createTestClient(
  url: string,
  exchanges: Exchange[],
  fetchExchange = batchFetchExchange(),
): Client {
  return new Client({
    url,
    preferGetMethod: false,
    requestPolicy: 'network-only',
    exchanges: [...exchanges, fetchExchange],
    fetchOptions: { headers: { [graphqlClientHeader]: 'test' } },
  });
}
