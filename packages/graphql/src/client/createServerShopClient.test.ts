import { createRequire } from 'node:module';
import { GCProfiler } from 'node:v8';

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

  it('lets a finished request die young: scavenges do not promote what its operations reached', async () => {
    // V8 allocates a function literal assigned to a property (`source.then = () => …`) in the old generation,
    // and a scavenge keeps whatever an old object points to, dead or not: @urql/core's `withPromise` kept
    // each request's client, context and results through every scavenge until the next major GC, so they
    // were promoted (decision 0911, patches/@urql__core@6.0.3.patch).
    const oneRequest = async (ballastLength: number) => {
      // What only the request's context reaches (4,000 small objects: ~100 kB).
      const ballast = Array.from({ length: ballastLength }, (_, index) => ({ index }));
      const client = createServerShopClient({ schema, contextValue: { locale: 'fr-FR', ballast } });
      const result = await client.query(ShopQueryDocument, {}).toPromise();
      return result.data?.shop.id;
    };
    const oldGeneration = (spaces: { spaceName: string; spaceUsedSize: number }[]) =>
      spaces
        .filter((space) => ['old_space', 'large_object_space'].includes(space.spaceName))
        .reduce((sum, space) => sum + space.spaceUsedSize, 0);
    /** Bytes the old generation grew by per request (no major GC subtracts), and the scavenges. */
    const oldGrowthPerRequest = async (ballastLength: number) => {
      for (let warmUp = 0; warmUp < 30; warmUp += 1) await oneRequest(ballastLength);
      const profiler = new GCProfiler();
      profiler.start();
      const requests = 1500;
      const answered = new Set<string | undefined>();
      for (let request = 0; request < requests; request += 1)
        answered.add(await oneRequest(ballastLength));
      const statistics = profiler.stop()?.statistics ?? [];
      // What scavenges promoted, and what was allocated in the old generation directly between two collections (V8
      // pretenures an allocation site whose objects keep surviving): both bring the next major GC closer.
      let grown = 0;
      let previous: number | undefined;
      for (const gc of statistics) {
        const before = oldGeneration(gc.beforeGC.heapSpaceStatistics);
        if (previous !== undefined) grown += Math.max(0, before - previous);
        if (gc.gcType === 'Scavenge')
          grown += Math.max(0, oldGeneration(gc.afterGC.heapSpaceStatistics) - before);
        previous = oldGeneration(gc.afterGC.heapSpaceStatistics);
      }
      const scavenges = statistics.filter((gc) => gc.gcType === 'Scavenge');
      return { bytes: grown / requests, scavenges: scavenges.length };
    };
    // The shop's configuration: @urql/core's development checks keep more (a debug target per client).
    vi.stubEnv('NODE_ENV', 'production');
    const without = await oldGrowthPerRequest(0).finally(() => vi.unstubAllEnvs());
    vi.stubEnv('NODE_ENV', 'production');
    const withBallast = await oldGrowthPerRequest(4000).finally(() => vi.unstubAllEnvs());
    expect(withBallast.scavenges).toBeGreaterThan(2);
    // Kept until a major GC, each request's ballast was promoted whole (~100 kB more per request).
    expect(withBallast.bytes - without.bytes).toBeLessThan(10_000);
  });
});
