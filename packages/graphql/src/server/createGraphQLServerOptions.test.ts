import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';

import { graphqlClientHeader } from '../client/graphqlClientHeader';
import { startYogaServer, type TestServer } from '../client/testing/startYogaServer';
import persistedDocuments from '../generated/persisted-documents.json';
import { typeDefs } from '../schema';
import {
  createGraphQLServerOptions,
  type GraphQLServerOptions,
} from './createGraphQLServerOptions';
import { maxAliasesRule } from './maxAliasesRule';
import { maxDepthRule } from './maxDepthRule';

const manifest = persistedDocuments as Record<string, string>;
const [shopHash] = Object.entries(manifest).find(([, text]) =>
  text.startsWith('query ShopQuery'),
) as [string, string];
const hashed = (hash: string) => ({ persistedQuery: { version: 1, sha256Hash: hash } });
const json = { 'content-type': 'application/json' };

/** The value at a path in a parsed JSON answer (`undefined` when absent). */
function at(value: unknown, ...path: (string | number)[]): unknown {
  return path.reduce<unknown>(
    (node, key) => (node as Record<string | number, unknown> | undefined)?.[key],
    value,
  );
}

interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

async function send(
  server: TestServer,
  init: RequestInit & { path?: string } = {},
): Promise<Answer> {
  const response = await fetch(`${server.origin}${init.path ?? '/graphql'}`, init);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON (GraphiQL's HTML)
  }
  return { status: response.status, headers: response.headers, body };
}

const start = (options: Partial<GraphQLServerOptions> = {}) =>
  startYogaServer(
    createGraphQLServerOptions({ production: true, persistedDocuments: manifest, ...options }),
  );

describe('createGraphQLServerOptions with production settings', () => {
  let server: TestServer;
  afterEach(() => server.close());

  it('rejects a non-persisted query and runs a persisted one', async () => {
    server = await start();
    const arbitrary = await send(server, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ query: '{ shop { name } }' }),
    });
    expect(arbitrary.status).toBe(400);
    expect(at(arbitrary.body, 'errors', 0, 'extensions', 'code')).toBe('PERSISTED_QUERY_ONLY');
    const persisted = await send(server, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ extensions: hashed(shopHash) }),
    });
    expect(persisted.status).toBe(200);
    expect(at(persisted.body, 'data', 'shop')).toMatchObject({
      __typename: 'Shop',
      name: 'Truffe',
    });
  });

  it('refuses a batch over the limit with HTTP 413 and runs one within it', async () => {
    server = await start({ batchLimit: 2 });
    const operation = { extensions: hashed(shopHash) };
    const over = await send(server, {
      method: 'POST',
      headers: json,
      body: JSON.stringify([operation, operation, operation]),
    });
    expect(over.status).toBe(413);
    expect(at(over.body, 'errors', 0, 'message')).toBe(
      'Batching is limited to 2 operations per request.',
    );
    const within = await send(server, {
      method: 'POST',
      headers: json,
      body: JSON.stringify([operation, operation]),
    });
    expect(within.status).toBe(200);
    expect((within.body as unknown[]).map((result) => at(result, 'data', 'shop', 'id'))).toEqual([
      'truffe-fr',
      'truffe-fr',
    ]);
  });

  it('serves no introspection, no field suggestions and no GraphiQL', async () => {
    server = await start();
    const introspection = await send(server, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ query: '{ __schema { types { name } } }' }),
    });
    expect(introspection.status).toBe(400);
    expect(at(introspection.body, 'data')).toBeUndefined();
    const page = await send(server, { headers: { accept: 'text/html' } });
    expect(String(page.body)).not.toContain('GraphiQL');
  });

  it('requires the client header on GET (CSRF) and never runs a mutation over GET', async () => {
    server = await start();
    const query = new URLSearchParams({ extensions: JSON.stringify(hashed(shopHash)) });
    const forged = await send(server, { path: `/graphql?${query}` });
    expect(forged.status).toBe(403);
    const ours = await send(server, {
      path: `/graphql?${query}`,
      headers: { [graphqlClientHeader]: 'web' },
    });
    expect(ours.status).toBe(200);
    expect(at(ours.body, 'data', 'shop', 'name')).toBe('Truffe');

    const dev = await startYogaServer(
      createGraphQLServerOptions({ production: false, persistedDocuments: manifest }),
    );
    try {
      const mutation = new URLSearchParams({
        query: 'mutation { testRename(id: "1", name: "x") { id } }',
      });
      const viaGet = await send(dev, {
        path: `/graphql?${mutation}`,
        headers: { [graphqlClientHeader]: 'web' },
      });
      expect(viaGet.status).toBe(405);
      const formPost = await send(dev, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: mutation.toString(),
      });
      expect(formPost.status).toBe(403);
    } finally {
      await dev.close();
    }
  });

  it('answers every request with HTTP 503 and "#503 Maintenance flag" while in maintenance', async () => {
    let maintenance = true;
    server = await start({ isMaintenance: () => maintenance });
    const single = await send(server, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ extensions: hashed(shopHash) }),
    });
    expect(single.status).toBe(503);
    expect(single.headers.get('retry-after')).toBe('5');
    expect(at(single.body, 'errors', 0, 'message')).toBe('#503 Maintenance flag');
    const batch = await send(server, {
      method: 'POST',
      headers: json,
      body: JSON.stringify([{ extensions: hashed(shopHash) }, { extensions: hashed(shopHash) }]),
    });
    expect(batch.status).toBe(503);
    maintenance = false;
    expect(
      (
        await send(server, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ extensions: hashed(shopHash) }),
        })
      ).status,
    ).toBe(200);
  });
});

describe('createGraphQLServerOptions with development settings', () => {
  let server: TestServer;
  afterEach(() => server.close());

  it('runs arbitrary queries, allows introspection and serves GraphiQL', async () => {
    server = await startYogaServer(
      createGraphQLServerOptions({ production: false, persistedDocuments: manifest }),
    );
    const arbitrary = await send(server, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ query: '{ shop { name } }' }),
    });
    expect(at(arbitrary.body, 'data', 'shop', 'name')).toBe('Truffe');
    const introspection = await send(server, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ query: '{ __schema { queryType { name } } }' }),
    });
    expect(at(introspection.body, 'data', '__schema', 'queryType', 'name')).toBe('Query');
    const page = await send(server, { headers: { accept: 'text/html' } });
    expect(String(page.body)).toContain('GraphiQL');
  });

  it('adds the content metadata the resolvers recorded, and a Cache-Tag header', async () => {
    server = await startYogaServer(
      createGraphQLServerOptions({ production: false, persistedDocuments: manifest }),
    );
    const answer = await send(server, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ query: '{ testContent(ids: ["a", "b", "a"]) }' }),
    });
    expect(at(answer.body, 'extensions', 'contentMetadata')).toEqual([
      { type: 'TestItem', id: 'a', hash: 't-a' },
      { type: 'TestItem', id: 'b', hash: 't-b' },
    ]);
    expect(answer.headers.get('cache-tag')).toBe('t-a,t-b');
  });
});

describe('the limits and every operation of the manifest', () => {
  it('let every persisted operation through (depth, aliases, tokens)', () => {
    const schema = buildSchema(typeDefs);
    for (const [hash, text] of Object.entries(manifest)) {
      const document = parse(text, { maxTokens: 5_000 });
      const errors = validate(schema, document, [
        ...specifiedRules,
        maxDepthRule(15),
        maxAliasesRule(30),
      ]);
      expect({ hash, errors: errors.map((error) => error.message) }).toEqual({ hash, errors: [] });
    }
  });
});
