/**
 * Hardening over real HTTP (issue 20 item 8): `/graphql` grants CORS to the shop's own origin only (another
 * site's page can neither read nor change a visitor's cart), and every response carries the secure headers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startServer, type TestServer } from '../test/startServer';

describe('secure headers and CORS', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({ NODE_ENV: 'development', PUBLIC_URL: 'http://shop.example' });
  });
  afterAll(() => server?.close());

  const cartQuery = JSON.stringify({ query: '{ cart { totalQuantity } }' });
  const graphql = (origin: string, method = 'POST') =>
    fetch(`${server.url}/graphql`, {
      method,
      headers: {
        origin,
        'content-type': 'application/json',
        ...(method === 'OPTIONS'
          ? {
              'access-control-request-method': 'POST',
              'access-control-request-headers': 'content-type',
            }
          : {}),
      },
      body: method === 'POST' ? cartQuery : undefined,
    });

  it('grants no CORS to a foreign origin, on the preflight or the request', async () => {
    for (const method of ['OPTIONS', 'POST']) {
      const response = await graphql('https://evil.example', method);
      expect(response.headers.get('access-control-allow-origin'), method).toBeNull();
      expect(response.headers.get('access-control-allow-credentials'), method).toBeNull();
    }
  });

  it('grants CORS with credentials to the shop’s own origin', async () => {
    const response = await graphql('http://shop.example', 'OPTIONS');
    expect(response.headers.get('access-control-allow-origin')).toBe('http://shop.example');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('sends the secure headers on pages, GraphQL, assets and errors', async () => {
    for (const path of ['/', '/graphql?query=%7B__typename%7D', '/healthz', '/no-such-page']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy'), path).toContain('camera=()');
      // Served over plain HTTP here: no HSTS.
      expect(response.headers.get('strict-transport-security'), path).toBeNull();
    }
  });
});
