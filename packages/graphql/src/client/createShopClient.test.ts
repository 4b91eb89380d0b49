import { afterEach, describe, expect, it, vi } from 'vitest';

import persistedDocuments from '../generated/persisted-documents.json';
import { ShopQueryDocument } from '../generated/graphql';
import { createGraphQLServerOptions } from '../server/createGraphQLServerOptions';
import { createShopClient, graphqlEndpoint } from './createShopClient';
import { startYogaServer, type TestServer } from './testing/startYogaServer';

const manifest = persistedDocuments as Record<string, string>;

describe('graphqlEndpoint', () => {
  it('is {base}/graphql for each site (spec §7)', () => {
    expect(graphqlEndpoint()).toBe('/graphql');
    expect(graphqlEndpoint('/')).toBe('/graphql');
    expect(graphqlEndpoint('/en')).toBe('/en/graphql');
    expect(graphqlEndpoint('/en/', 'http://127.0.0.1:3000')).toBe(
      'http://127.0.0.1:3000/en/graphql',
    );
  });
});

describe('createShopClient against the production server settings', () => {
  let server: TestServer;
  afterEach(() => server.close());

  it('runs the shop query by hash through graphcache, and serves the second read from the cache', async () => {
    server = await startYogaServer(
      createGraphQLServerOptions({ production: true, persistedDocuments: manifest }),
    );
    const client = createShopClient({
      origin: server.origin,
      persistedDocuments: manifest,
      getForPersistedQueries: true,
    });
    const first = await client.query(ShopQueryDocument, {}).toPromise();
    expect(first.error).toBeUndefined();
    expect(first.data?.shop.currentCurrency).toEqual(
      expect.objectContaining({ code: 'EUR', symbol: '€' }),
    );
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.method).toBe('GET');
    expect(server.requests[0]?.headers['x-truffe-graphql-client']).toBe('web');
    const second = await client.query(ShopQueryDocument, {}).toPromise();
    expect(second.data?.shop.name).toBe('Truffe');
    expect(server.requests).toHaveLength(1);
  });

  it('de-duplicates identical queries in flight into one request', async () => {
    server = await startYogaServer(
      createGraphQLServerOptions({ production: true, persistedDocuments: manifest }),
    );
    const client = createShopClient({
      origin: server.origin,
      persistedDocuments: manifest,
      requestPolicy: 'network-only',
    });
    const results = await Promise.all(
      [1, 2, 3].map(() => client.query(ShopQueryDocument, {}).toPromise()),
    );
    expect(results.every((result) => result.data?.shop.id === 'truffe-fr')).toBe(true);
    expect(server.requests).toHaveLength(1);
    expect(Array.isArray(server.requests[0]?.body)).toBe(false);
  });

  it('detects maintenance, calls onMaintenance and logs the error with the operation name', async () => {
    let maintenance = false;
    server = await startYogaServer(
      createGraphQLServerOptions({
        production: true,
        persistedDocuments: manifest,
        isMaintenance: () => maintenance,
      }),
    );
    const onMaintenance = vi.fn();
    const logger = { error: vi.fn() };
    const client = createShopClient({
      origin: server.origin,
      persistedDocuments: manifest,
      onMaintenance,
      logger,
      requestPolicy: 'network-only',
    });
    expect((await client.query(ShopQueryDocument, {}).toPromise()).error).toBeUndefined();
    maintenance = true;
    const result = await client.query(ShopQueryDocument, {}).toPromise();
    expect(result.error?.message).toContain('#503 Maintenance flag');
    expect(onMaintenance).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledWith(
      expect.stringContaining('ShopQuery'),
      expect.objectContaining({ operationName: 'ShopQuery' }),
    );
    // Not retried (maintenance), and the hashed queries stay on (503 is not a persisted-query failure).
    expect(server.requests).toHaveLength(2);
    maintenance = false;
    await client.query(ShopQueryDocument, {}).toPromise();
    expect((server.requests[2]?.body as { query?: unknown }).query).toBeUndefined();
  });
});
