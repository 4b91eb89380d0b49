import { createRequire } from 'node:module';

import { inYoungGeneration } from '@truffe/vitest-config/promotion';
import { gql } from '@urql/core';
import type { ExecutionArgs, ExecutionResult } from 'graphql';
import { createSchema } from 'graphql-yoga';
import { describe, expect, it, vi } from 'vitest';

import { ShopQueryDocument } from '../generated/graphql';
import { typeDefs } from '../schema';
import { createContentMetadataCollector } from './contentMetadata';
import { createServerShopClient } from './createServerShopClient';
import { createTestResolvers, testTypeDefs } from './testing/startYogaServer';

const schema = createSchema({
  typeDefs: [typeDefs, testTypeDefs],
  resolvers: createTestResolvers(new Map()),
});

describe('createServerShopClient: the in-process client of route loaders', () => {
  it('executes against the schema with no HTTP request', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const client = createServerShopClient({ schema, contextValue: { locale: 'fr-FR' } });
    const result = await client.query(ShopQueryDocument, {}).toPromise();
    expect(result.error).toBeUndefined();
    expect(result.data?.shop).toMatchObject({
      id: 'truffe-fr',
      taxFactor: 1.2,
      availablePageSizes: [16, 32, 64],
    });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('hands the resolvers the request context and collects the content metadata they record', async () => {
    const contextValue = { locale: 'en-GB', contentMetadata: createContentMetadataCollector() };
    const client = createServerShopClient({ schema, contextValue });
    const result = await client
      .query(
        gql`
          query TestContent($ids: [String!]!) {
            testContent(ids: $ids)
          }
        `,
        { ids: ['p1', 'p2', 'p1'] },
      )
      .toPromise();
    expect(result.data).toEqual({ testContent: 3 });
    expect(result.extensions?.contentMetadata).toHaveLength(2);
    expect(client.contentMetadata.hashes()).toEqual(['t-p1', 't-p2']);
  });

  it('runs mutations and reports invalid documents as GraphQL errors, logged', async () => {
    const logger = { error: vi.fn() };
    const client = createServerShopClient({ schema, contextValue: {}, logger });
    const renamed = await client
      .mutation(
        gql`
          mutation {
            testRename(id: "1", name: "Collier") {
              id
              name
            }
          }
        `,
        {},
      )
      .toPromise();
    expect(renamed.data?.testRename).toMatchObject({ id: '1', name: 'Collier' });
    const invalid = await client
      .query(
        gql`
          query Broken {
            shop {
              doesNotExist
            }
          }
        `,
        {},
      )
      .toPromise();
    expect(invalid.error?.graphQLErrors[0]?.message).toMatch(/Cannot query field "doesNotExist"/);
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('Broken'), expect.anything());
  });

  it('executes a query asked twice in one request once, with the same data (document cache, no normalisation)', async () => {
    // graphql-yoga builds the schema with graphql-js's CommonJS build: execute with the same one.
    const { execute } = createRequire(import.meta.url)('graphql') as {
      execute: (args: ExecutionArgs) => Promise<ExecutionResult>;
    };
    const executed: string[] = [];
    const client = createServerShopClient({
      schema,
      contextValue: { locale: 'fr-FR' },
      execute: (args: ExecutionArgs) => {
        executed.push(args.operationName ?? '');
        return execute(args);
      },
    });
    const first = await client.query(ShopQueryDocument, {}).toPromise();
    const second = await client.query(ShopQueryDocument, {}).toPromise();
    expect(second.data).toEqual(first.data);
    expect(first.data?.shop.id).toBe('truffe-fr');
    expect(executed).toEqual(['ShopQuery']);
    // Asked again over the network policy, it runs again.
    await client.query(ShopQueryDocument, {}, { requestPolicy: 'network-only' }).toPromise();
    expect(executed).toEqual(['ShopQuery', 'ShopQuery']);
  });

  it('asks again after a mutation of the same request, and keeps the typenames the browser reads', async () => {
    const client = createServerShopClient({ schema, contextValue: {} });
    const item = gql`
      query TestItem {
        testItem(id: "2") {
          id
          name
        }
      }
    `;
    const before = await client.query(item, {}).toPromise();
    // `__typename` on every selection, as the browser's client asks (decision 0920).
    expect(before.data?.testItem).toEqual({ __typename: 'TestItem', id: '2', name: 'Laisse' });
    await client
      .mutation(
        gql`
          mutation {
            testRename(id: "2", name: "Longe") {
              id
            }
          }
        `,
        {},
      )
      .toPromise();
    const after = await client.query(item, {}).toPromise();
    expect(after.data?.testItem).toMatchObject({ id: '2', name: 'Longe' });
  });

  it('lets a finished request die young: the functions of its operations are young objects', async () => {
    // V8 allocated the function literals that @urql/core's `withPromise` assigned to each operation's source
    // (`source.then = () => …`) in the old generation once warm, and a scavenge keeps whatever an old object
    // points to, dead or not: each request's client, context and results lived until the next major GC
    // (decision 0911, patches/@urql__core@6.0.3.patch). Checked where the objects are, not by a figure of old
    // generation growth, which V8's pretenuring heuristics moved from run to run (CI, session 15): the
    // unpatched package leaves about half of them old after warm-up, the patched one none.
    vi.stubEnv('NODE_ENV', 'production');
    try {
      let operations = 0;
      const old: string[] = [];
      for (let request = 0; request < 1500; request += 1) {
        const client = createServerShopClient({ schema, contextValue: { locale: 'fr-FR' } });
        const source = client.query(ShopQueryDocument, {});
        for (const name of ['toPromise', 'then', 'subscribe'] as const)
          if (!inYoungGeneration(source[name])) old.push(`${name} of request ${request}`);
        const result = await source.toPromise();
        expect(result.data?.shop.id).toBeTruthy();
        operations += 1;
      }
      expect(operations).toBe(1500);
      expect(old).toEqual([]);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
