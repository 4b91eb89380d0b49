import { afterEach, describe, expect, it } from 'vitest';

import { startYogaServer, type TestServer } from '../client/testing/startYogaServer';
import { useOperationLimits } from './useOperationLimits';

async function run(server: TestServer, query: string) {
  const response = await fetch(server.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: unknown; errors?: { message: string }[] },
  };
}

describe('useOperationLimits against a real yoga server', () => {
  let server: TestServer;
  afterEach(() => server.close());

  it('rejects a document nested deeper than maxDepth, following fragments', async () => {
    server = await startYogaServer({ plugins: [useOperationLimits({ maxDepth: 2 })] });
    expect(
      (await run(server, '{ shop { currentCurrency { code } } }')).body.errors?.[0]?.message,
    ).toBe('The operation is 3 levels deep; at most 2 are allowed.');
    const viaFragment = await run(
      server,
      '{ shop { ...S } } fragment S on Shop { sites { locale } }',
    );
    expect(viaFragment.body.errors?.[0]?.message).toContain('3 levels deep');
    expect((await run(server, '{ shop { name } }')).body).toEqual({
      data: { shop: { name: 'Truffe' } },
    });
  });

  it('rejects a document with more aliases than maxAliases', async () => {
    server = await startYogaServer({ plugins: [useOperationLimits({ maxAliases: 2 })] });
    const aliases = await run(server, '{ a: shop { id } b: shop { id } c: shop { id } }');
    expect(aliases.body.errors?.[0]?.message).toBe(
      'The document has 3 aliases; at most 2 are allowed.',
    );
    expect((await run(server, '{ a: shop { id } b: shop { id } }')).body.data).toBeDefined();
  });

  it('stops parsing beyond maxTokens', async () => {
    server = await startYogaServer({ plugins: [useOperationLimits({ maxTokens: 10 })] });
    const long = await run(
      server,
      '{ shop { id name url baseUrl imageBaseUrl locale taxFactor } }',
    );
    expect(long.body.data).toBeUndefined();
    // graphql-js spells it "more that"; match either in case it gets fixed.
    expect(long.body.errors?.[0]?.message).toMatch(/more tha[nt] 10 tokens/);
    expect((await run(server, '{ shop { id } }')).body.data).toBeDefined();
  });
});
