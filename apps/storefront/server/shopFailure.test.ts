import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startServer, type TestServer } from '../test/startServer';

describe('a store that cannot be loaded', () => {
  let server: TestServer;
  beforeAll(async () => {
    // The real server and schema, with a shop resolver that fails like an unreachable store would.
    server = await startServer(
      { NODE_ENV: 'development' },
      {
        resolvers: {
          Query: {
            shop: () => {
              throw new Error('store unreachable');
            },
          },
        },
      },
    );
  });
  afterAll(() => server?.close());

  it("shows 'Failed to load store', translated, with a 5xx status", async () => {
    const english = await fetch(`${server.url}/en/`);
    expect(english.status).toBe(500);
    expect(await english.text()).toContain('Failed to load store');
    const french = await fetch(`${server.url}/`);
    expect(french.status).toBe(500);
    const html = await french.text();
    expect(html).toContain('Impossible de charger la boutique');
    expect(html).not.toContain('store unreachable'); // the cause stays in the server log
  });
});
