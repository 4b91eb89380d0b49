import type { Exchange } from '@urql/core';
import { afterEach, describe, expect, it } from 'vitest';

import persistedDocuments from '../generated/persisted-documents.json';
import { CartCountQueryDocument, ShopQueryDocument } from '../generated/graphql';
import { createGraphQLServerOptions } from '../server/createGraphQLServerOptions';
import { createDeferredCacheShopClient } from './createDeferredCacheShopClient';
import { shopCacheFor } from './createShopClient';
import { deferredExchange } from './deferredExchange';
import { assembleShopClient } from './shopClient';
import { startYogaServer, type TestServer } from './testing/startYogaServer';

const manifest = persistedDocuments as Record<string, string>;

describe('createDeferredCacheShopClient (graphcache loaded on the first operation)', () => {
  let server: TestServer;
  afterEach(() => server.close());

  it('answers the operations sent before graphcache is loaded, and the next read from its cache', async () => {
    server = await startYogaServer(
      createGraphQLServerOptions({ production: true, persistedDocuments: manifest }),
    );
    const client = createDeferredCacheShopClient({
      origin: server.origin,
      persistedDocuments: manifest,
      getForPersistedQueries: true,
    });
    // Both are sent at once, before the cache module is loaded: they wait for it, then go out together.
    const [shop, again] = await Promise.all([
      client.query(ShopQueryDocument, {}).toPromise(),
      client.query(ShopQueryDocument, {}).toPromise(),
    ]);
    expect(shop.error).toBeUndefined();
    expect(shop.data?.shop.currentCurrency).toEqual(
      expect.objectContaining({ code: 'EUR', symbol: '€' }),
    );
    expect(again.data).toEqual(shop.data);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.method).toBe('GET');
    // Served by graphcache: no second request.
    const cached = await client.query(ShopQueryDocument, {}).toPromise();
    expect(cached.data?.shop.name).toBe('Truffe');
    expect(server.requests).toHaveLength(1);
    // A network-only read still goes to the server.
    const fresh = await client
      .query(ShopQueryDocument, {}, { requestPolicy: 'network-only' })
      .toPromise();
    expect(fresh.data?.shop.id).toBe('truffe-fr');
    expect(server.requests).toHaveLength(2);
  });
});

describe('deferredExchange', () => {
  let server: TestServer;
  afterEach(() => server.close());

  it('keeps the order of the waiting operations and resolves each with its own result', async () => {
    server = await startYogaServer(
      createGraphQLServerOptions({ production: true, persistedDocuments: manifest }),
    );
    let release: (exchange: Exchange) => void = () => undefined;
    const loaded = new Promise<Exchange>((resolve) => {
      release = resolve;
    });
    let loads = 0;
    const options = {
      origin: server.origin,
      persistedDocuments: manifest,
      batching: false as const,
      retry: false as const,
    };
    const client = assembleShopClient(
      options,
      deferredExchange(() => {
        loads += 1;
        return loaded;
      }),
    );
    const shop = client.query(ShopQueryDocument, {}).toPromise();
    const cart = client.query(CartCountQueryDocument, {}).toPromise();
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Nothing leaves before the exchange is there.
    expect(server.requests).toHaveLength(0);
    release(shopCacheFor(options));
    const [shopResult, cartResult] = await Promise.all([shop, cart]);
    expect(loads).toBe(1);
    expect(shopResult.data?.shop.id).toBe('truffe-fr');
    expect(cartResult.operation.query).toBe(CartCountQueryDocument);
    // The test server has no cart: the second operation gets its own (error) result, not the first's.
    expect(cartResult.data ?? null).toBeNull();
    expect(cartResult.error).toBeDefined();
    expect(
      server.requests.map((request) => (request.body as { operationName?: string }).operationName),
    ).toEqual(['ShopQuery', 'CartCountQuery']);
  });

  it('forwards the operations unchanged when the exchange cannot be loaded', async () => {
    server = await startYogaServer(
      createGraphQLServerOptions({ production: true, persistedDocuments: manifest }),
    );
    const client = assembleShopClient(
      { origin: server.origin, persistedDocuments: manifest },
      deferredExchange(() => Promise.reject(new Error('chunk failed'))),
    );
    const first = await client.query(ShopQueryDocument, {}).toPromise();
    expect(first.data?.shop.id).toBe('truffe-fr');
    // Without a cache the same read goes to the server again.
    await client.query(ShopQueryDocument, {}).toPromise();
    expect(server.requests).toHaveLength(2);
  });
});
