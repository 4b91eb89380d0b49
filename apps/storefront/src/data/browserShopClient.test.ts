import { ShopQueryDocument } from '@truffe/graphql/documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startServer, type TestServer } from '../../test/startServer';
import { createBrowserShopClient, siteGraphQLBase } from './browserShopClient';

describe('siteGraphQLBase', () => {
  it('is the mount path plus the site prefix', () => {
    expect(siteGraphQLBase({ baseUrl: '/', locale: 'fr-FR' })).toBe('/');
    expect(siteGraphQLBase({ baseUrl: '/', locale: 'en-GB' })).toBe('/en');
    expect(siteGraphQLBase({ baseUrl: '/shop/', locale: 'en-GB' })).toBe('/shop/en');
  });
});

// The browser's client loads urql with its first operation (decision 0904); here against the real server in
// production mode (persisted queries by hash, as the page sends them).
describe('createBrowserShopClient against the storefront server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ NODE_ENV: 'production' });
  });
  afterAll(() => server?.close());

  it('loads one urql client on the first operation and answers each site from its own endpoint', async () => {
    const client = createBrowserShopClient({ baseUrl: '/', locale: 'en-GB' }, server.url);
    // Sent together before the client's code is there: each waits for the same client, then runs.
    const results = await Promise.all([
      client.query(ShopQueryDocument, {}).toPromise(),
      client.query(ShopQueryDocument, {}).toPromise(),
    ]);
    for (const result of results) {
      expect(result.error).toBeUndefined();
      expect(result.data?.shop.locale).toBe('en-GB');
    }
    const urql = await client.urqlClient?.();
    expect(urql).toBeDefined();
    expect(await client.urqlClient?.()).toBe(urql);

    const french = createBrowserShopClient({ baseUrl: '/', locale: 'fr-FR' }, server.url);
    const result = await french.query(ShopQueryDocument, {}).toPromise();
    expect(result.data?.shop.locale).toBe('fr-FR');
    expect(await french.urqlClient?.()).not.toBe(urql);
  });
});
