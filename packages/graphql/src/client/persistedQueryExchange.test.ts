import { gql } from '@urql/core';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { afterEach, describe, expect, it } from 'vitest';

import persistedDocuments from '../generated/persisted-documents.json';
import { ShopQueryDocument } from '../generated/graphql';
import { usePersistedQueries } from '../server/usePersistedQueries';
import { persistedQueryExchange } from './persistedQueryExchange';
import { createTestClient } from './testing/testClient';
import { startYogaServer, type TestServer } from './testing/startYogaServer';

const shopHash = (ShopQueryDocument as unknown as { __meta__: { hash: string } }).__meta__.hash;
const manifest = persistedDocuments as Record<string, string>;
const renameMutation = gql`
  mutation TestRename($id: ID!, $name: String!) {
    testRename(id: $id, name: $name) {
      id
      name
    }
  }
`;

/** A server that knows nothing of persisted queries but says so (PersistedQueryNotSupported). */
const saysNotSupported: Plugin = {
  onParams({ params }) {
    if ((params.extensions as { persistedQuery?: unknown } | undefined)?.persistedQuery) {
      throw createGraphQLError('PersistedQueryNotSupported', {
        extensions: { code: 'PERSISTED_QUERY_NOT_SUPPORTED' },
      });
    }
  },
};

/** A server that fails with HTTP 500 on a request without query text. */
const failsWithoutText: Plugin = {
  onParams({ params }) {
    if (typeof params.query !== 'string') throw new Error('no text: unexpected failure');
  },
};

const bodyOf = (server: TestServer, index: number) =>
  server.requests[index]?.body as Record<string, unknown>;

describe('persistedQueryExchange (spec §4, §7, §8) against a real yoga server', () => {
  let server: TestServer;
  afterEach(() => server.close());

  it('sends only the hash on the first attempt, and the server runs the manifest text', async () => {
    server = await startYogaServer({
      plugins: [usePersistedQueries({ documents: manifest, mode: 'persisted-only' })],
    });
    const client = createTestClient(server.url, [persistedQueryExchange({ documents: manifest })]);
    const result = await client.query(ShopQueryDocument, {}).toPromise();
    expect(result.error).toBeUndefined();
    expect(result.data?.shop.name).toBe('Truffe');
    expect(server.requests).toHaveLength(1);
    expect(bodyOf(server, 0)).toEqual({
      operationName: 'ShopQuery',
      variables: {},
      extensions: { persistedQuery: { version: 1, sha256Hash: shopHash } },
    });
  });

  it('on PersistedQueryNotFound resends the manifest text with the hash, then hash-only works again', async () => {
    server = await startYogaServer({
      plugins: [usePersistedQueries({ documents: {}, mode: 'automatic' })],
    });
    const client = createTestClient(server.url, [
      persistedQueryExchange({ documents: async () => manifest }),
    ]);
    const first = await client.query(ShopQueryDocument, {}).toPromise();
    expect(first.error).toBeUndefined();
    expect(first.data?.shop.id).toBe('truffe-fr');
    expect(server.requests).toHaveLength(2);
    expect(bodyOf(server, 0).query).toBeUndefined();
    expect(bodyOf(server, 1)).toMatchObject({
      query: manifest[shopHash],
      extensions: { persistedQuery: { version: 1, sha256Hash: shopHash } },
    });
    // Registered: the next request is hash-only again (hashed queries stay on after NotFound).
    const second = await client.query(ShopQueryDocument, {}).toPromise();
    expect(second.data?.shop.id).toBe('truffe-fr');
    expect(server.requests).toHaveLength(3);
    expect(bodyOf(server, 2).query).toBeUndefined();
  });

  it('on PersistedQueryNotSupported resends in full and turns hashed queries off', async () => {
    server = await startYogaServer({ plugins: [saysNotSupported] });
    const client = createTestClient(server.url, [persistedQueryExchange({ documents: manifest })]);
    const first = await client.query(ShopQueryDocument, {}).toPromise();
    expect(first.data?.shop.name).toBe('Truffe');
    expect(server.requests).toHaveLength(2);
    expect(bodyOf(server, 0).query).toBeUndefined();
    expect(bodyOf(server, 1).query).toBe(manifest[shopHash]);
    expect(bodyOf(server, 1).extensions).toBeUndefined();
    await client.query(ShopQueryDocument, {}).toPromise();
    expect(server.requests).toHaveLength(3);
    expect(bodyOf(server, 2)).toMatchObject({ query: manifest[shopHash] });
    expect(bodyOf(server, 2).extensions).toBeUndefined();
  });

  it('on HTTP 400 (a server without persisted queries) resends in full and turns hashed queries off', async () => {
    server = await startYogaServer();
    const client = createTestClient(server.url, [persistedQueryExchange({ documents: manifest })]);
    const first = await client.query(ShopQueryDocument, {}).toPromise();
    expect(first.error).toBeUndefined();
    expect(first.data?.shop.locale).toBe('fr-FR');
    expect(server.requests).toHaveLength(2);
    expect(bodyOf(server, 1).query).toBe(manifest[shopHash]);
    await client.query(ShopQueryDocument, {}).toPromise();
    expect(server.requests).toHaveLength(3);
    expect(bodyOf(server, 2).query).toBe(manifest[shopHash]);
  });

  it('on HTTP 500 resends in full and turns hashed queries off', async () => {
    server = await startYogaServer({ plugins: [failsWithoutText] });
    const client = createTestClient(server.url, [persistedQueryExchange({ documents: manifest })]);
    const first = await client.query(ShopQueryDocument, {}).toPromise();
    expect(first.error).toBeUndefined();
    expect(server.requests).toHaveLength(2);
    await client.query(ShopQueryDocument, {}).toPromise();
    expect(server.requests).toHaveLength(3);
    expect(bodyOf(server, 2).query).toBe(manifest[shopHash]);
    expect(bodyOf(server, 2).extensions).toBeUndefined();
  });

  it('hashes a document without a codegen hash itself and registers its printed text', async () => {
    server = await startYogaServer({
      plugins: [usePersistedQueries({ documents: {}, mode: 'automatic' })],
    });
    const client = createTestClient(server.url, [persistedQueryExchange()]);
    const query = gql`
      query TestItem($id: ID!) {
        testItem(id: $id) {
          id
          name
        }
      }
    `;
    const result = await client.query(query, { id: '1' }).toPromise();
    expect(result.data?.testItem).toEqual({ id: '1', name: 'Harnais' });
    const hash = (bodyOf(server, 0).extensions as { persistedQuery: { sha256Hash: string } })
      .persistedQuery.sha256Hash;
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(bodyOf(server, 1)).toMatchObject({
      extensions: { persistedQuery: { sha256Hash: hash } },
    });
  });

  it('uses GET for hashed queries when the flag is on, and POST for mutations', async () => {
    server = await startYogaServer({
      plugins: [usePersistedQueries({ documents: manifest, mode: 'automatic' })],
    });
    const client = createTestClient(server.url, [
      persistedQueryExchange({ documents: manifest, useGetForHashedQueries: true }),
    ]);
    const query = await client.query(ShopQueryDocument, {}).toPromise();
    expect(query.data?.shop.name).toBe('Truffe');
    const get = server.requests[0];
    expect(get?.method).toBe('GET');
    const params = new URL(get?.url ?? '').searchParams;
    expect(params.get('query')).toBeNull();
    expect(JSON.parse(params.get('extensions') ?? '{}')).toEqual({
      persistedQuery: { version: 1, sha256Hash: shopHash },
    });

    const mutation = await client
      .mutation(renameMutation, { id: '2', name: 'Laisse rouge' })
      .toPromise();
    expect(mutation.data?.testRename).toEqual({ id: '2', name: 'Laisse rouge' });
    const posts = server.requests.slice(1);
    expect(posts.every((request) => request.method === 'POST')).toBe(true);
    // First attempt hash-only (POST), then the full text after PersistedQueryNotFound (POST).
    expect(posts.map((request) => typeof (request.body as { query?: unknown }).query)).toEqual([
      'undefined',
      'string',
    ]);
  });
});
