/**
 * Which operations the GraphQL response cache keeps (decisions 0893 and 0915), through a real yoga server
 * with a small schema whose resolvers count their calls: a configuration read is kept without a hint, a
 * catalogue read with its public hint, anything else is executed every time.
 */
import { createCacheControlCollector, type CacheControlCollector } from '@truffe/graphql/context';
import { createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';

import { createResponseCache } from './responseCache';

function serve() {
  const calls = { shop: 0, blocks: 0 };
  let now = 0;
  const cache = createResponseCache({ maxBytes: 1_000_000, now: () => now });
  const yoga = createYoga<{ cacheControl?: CacheControlCollector }>({
    schema: createSchema({
      typeDefs: /* GraphQL */ `
        type Query {
          shop: Shop
          cmsBlockList(identifiers: [String!]!): [Block!]!
        }
        type Shop {
          name: String
        }
        type Block {
          identifier: String
        }
      `,
      resolvers: {
        Query: {
          shop: () => {
            calls.shop += 1;
            return { name: 'Truffe' };
          },
          cmsBlockList: (_parent, args: { identifiers: string[] }, context) => {
            calls.blocks += 1;
            context.cacheControl?.hint({ maxAge: 900, staleWhileRevalidate: 0, scope: 'public' });
            return args.identifiers.map((identifier) => ({ identifier }));
          },
        },
      },
    }),
    context: () => ({ locale: 'fr-FR', cacheControl: createCacheControlCollector() }),
    plugins: [cache.plugin()],
  });
  const run = async (query: string, variables: Record<string, unknown> = {}) => {
    const response = await yoga.fetch('http://shop.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: unknown; errors?: unknown };
    expect(body.errors).toBeUndefined();
    return body.data;
  };
  return { calls, run, cache, advance: (ms: number) => (now += ms) };
}

describe('GraphQL response cache: the operations it keeps', () => {
  it('keeps the shop configuration (ShopQuery) without a hint, for a quarter of an hour', async () => {
    const { calls, run, advance } = serve();
    const shop = 'query ShopQuery { shop { name } }';
    expect(await run(shop)).toEqual({ shop: { name: 'Truffe' } });
    expect(await run(shop)).toEqual({ shop: { name: 'Truffe' } });
    expect(calls.shop).toBe(1);
    advance(15 * 60_000 + 1);
    await run(shop);
    expect(calls.shop).toBe(2);
  });

  it('keeps the footer blocks (FooterBlocksQuery) with their public hint, per variables', async () => {
    const { calls, run } = serve();
    const blocks =
      'query FooterBlocksQuery($identifiers: [String!]!) { cmsBlockList(identifiers: $identifiers) { identifier } }';
    await run(blocks, { identifiers: ['footer-contact'] });
    await run(blocks, { identifiers: ['footer-contact'] });
    expect(calls.blocks).toBe(1);
    await run(blocks, { identifiers: ['footer-news'] });
    expect(calls.blocks).toBe(2);
  });

  it('executes an operation it does not name every time, even with the same fields', async () => {
    const { calls, run } = serve();
    const other = 'query SomethingElse { shop { name } }';
    await run(other);
    await run(other);
    expect(calls.shop).toBe(2);
  });
});
