import { createRequire } from 'node:module';

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
});
