import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startServer, type TestServer } from '../test/startServer';

describe('the app mounted under a base URL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ NODE_ENV: 'development', BASE_URL: '/boutique' });
  });
  afterAll(() => server?.close());

  it('serves pages, links and /graphql under the base URL', async () => {
    const response = await fetch(`${server.url}/boutique/en/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    // The header's account link, for a visitor (it learns the sign-in state after start).
    expect(html).toContain('href="/boutique/en/login"');
    expect(html).toContain('action="/boutique/en/search"');
    expect(html).toContain('hreflang="fr" href="http://localhost:0/boutique/"');
    const graphql = await fetch(`${server.url}/boutique/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ shop { websiteId } }' }),
    });
    expect(await graphql.json()).toEqual({ data: { shop: { websiteId: 3 } } });
  });

  it('answers 404 outside the base URL', async () => {
    expect((await fetch(`${server.url}/boutique/nothing-here`)).status).toBe(404);
    expect((await fetch(`${server.url}/en/`)).status).toBe(404);
  });
});
