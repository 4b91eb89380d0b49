import { afterEach, describe, expect, it } from 'vitest';

import { startYogaServer, type TestServer } from '../client/testing/startYogaServer';
import { useProductionHardening } from './useProductionHardening';

async function run(server: TestServer, query: string) {
  const response = await fetch(server.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as { data?: unknown; errors?: { message: string }[] };
}

describe('useProductionHardening against a real yoga server', () => {
  let server: TestServer;
  afterEach(() => server.close());

  it('refuses introspection but still answers __typename', async () => {
    server = await startYogaServer({ plugins: [useProductionHardening()] });
    const schema = await run(server, '{ __schema { queryType { name } } }');
    expect(schema.data).toBeUndefined();
    expect(schema.errors?.[0]?.message).toContain('introspection is not allowed');
    expect((await run(server, '{ __type(name: "Shop") { name } }')).errors).toHaveLength(1);
    expect(await run(server, '{ shop { __typename } }')).toEqual({
      data: { shop: { __typename: 'Shop' } },
    });
  });

  it('removes field suggestions from validation errors', async () => {
    const plain = await startYogaServer();
    try {
      const suggested = await run(plain, '{ shop { nam } }');
      expect(suggested.errors?.[0]?.message).toContain('Did you mean');
    } finally {
      await plain.close();
    }
    server = await startYogaServer({ plugins: [useProductionHardening()] });
    const hardened = await run(server, '{ shop { nam } }');
    expect(hardened.errors?.[0]?.message).toBe('Cannot query field "nam" on type "Shop".');
  });
});
