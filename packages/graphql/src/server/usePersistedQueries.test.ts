import { createHash } from 'node:crypto';

import { afterEach, describe, expect, it } from 'vitest';

import { createBoundedMemo } from '../client/boundedMemo';
import { startYogaServer, type TestServer } from '../client/testing/startYogaServer';
import persistedDocuments from '../generated/persisted-documents.json';
import { usePersistedQueries } from './usePersistedQueries';

const manifest = persistedDocuments as Record<string, string>;
const [shopHash, shopText] = Object.entries(manifest).find(([, text]) =>
  text.startsWith('query ShopQuery'),
) as [string, string];
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const arbitrary = 'query Arbitrary { shop { name } }';

/** The value at a path in a parsed JSON answer (`undefined` when absent). */
function at(value: unknown, ...path: (string | number)[]): unknown {
  return path.reduce<unknown>(
    (node, key) => (node as Record<string | number, unknown> | undefined)?.[key],
    value,
  );
}

async function post(server: TestServer, body: unknown) {
  const response = await fetch(server.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as unknown,
  };
}
const persisted = (hash: string) => ({ persistedQuery: { version: 1, sha256Hash: hash } });

describe('usePersistedQueries in production (persisted-only)', () => {
  let server: TestServer;
  afterEach(() => server.close());

  it('rejects an arbitrary query, and runs a manifest operation by hash or by its exact text', async () => {
    server = await startYogaServer({
      plugins: [usePersistedQueries({ documents: manifest, mode: 'persisted-only' })],
    });
    const rejected = await post(server, { query: arbitrary });
    expect(rejected.status).toBe(400);
    expect(at(rejected.body, 'errors', 0)).toMatchObject({
      message: 'Only persisted operations are allowed.',
      extensions: { code: 'PERSISTED_QUERY_ONLY' },
    });
    expect(at(rejected.body, 'data')).toBeUndefined();

    const byHash = await post(server, { extensions: persisted(shopHash) });
    expect(byHash.status).toBe(200);
    expect(at(byHash.body, 'data', 'shop', 'name')).toBe('Truffe');
    const byText = await post(server, { query: shopText });
    expect(at(byText.body, 'data', 'shop', 'id')).toBe('truffe-fr');
  });

  it('answers PersistedQueryNotFound for an unknown hash, and refuses to register one', async () => {
    server = await startYogaServer({
      plugins: [usePersistedQueries({ documents: manifest, mode: 'persisted-only' })],
    });
    const unknown = await post(server, { extensions: persisted(sha256(arbitrary)) });
    expect(unknown.status).toBe(404);
    expect(at(unknown.body, 'errors', 0, 'message')).toBe('PersistedQueryNotFound');
    const register = await post(server, {
      query: arbitrary,
      extensions: persisted(sha256(arbitrary)),
    });
    expect(register.status).toBe(400);
    const again = await post(server, { extensions: persisted(sha256(arbitrary)) });
    expect(at(again.body, 'errors', 0, 'message')).toBe('PersistedQueryNotFound');
  });

  it('checks that a text matches its hash, and the extension version', async () => {
    server = await startYogaServer({
      plugins: [usePersistedQueries({ documents: manifest, mode: 'persisted-only' })],
    });
    const mismatch = await post(server, { query: arbitrary, extensions: persisted(shopHash) });
    expect(mismatch.status).toBe(400);
    expect(at(mismatch.body, 'errors', 0, 'extensions', 'code')).toBe(
      'PERSISTED_QUERY_HASH_MISMATCH',
    );
    const version = await post(server, {
      extensions: { persistedQuery: { version: 2, sha256Hash: shopHash } },
    });
    expect(version.status).toBe(400);
    const malformed = await post(server, { extensions: persisted('not-a-hash') });
    expect(malformed.status).toBe(400);
  });
});

describe('usePersistedQueries in development (automatic)', () => {
  let server: TestServer;
  afterEach(() => server.close());

  it('runs arbitrary queries, and registers a hash once its text is verified (APQ)', async () => {
    server = await startYogaServer({
      plugins: [usePersistedQueries({ documents: {}, mode: 'automatic' })],
    });
    expect(at((await post(server, { query: arbitrary })).body, 'data', 'shop', 'name')).toBe(
      'Truffe',
    );
    const hash = sha256(arbitrary);
    expect(
      at((await post(server, { extensions: persisted(hash) })).body, 'errors', 0, 'message'),
    ).toBe('PersistedQueryNotFound');
    expect(
      at(
        (await post(server, { query: arbitrary, extensions: persisted(hash) })).body,
        'data',
        'shop',
        'name',
      ),
    ).toBe('Truffe');
    expect(
      at((await post(server, { extensions: persisted(hash) })).body, 'data', 'shop', 'name'),
    ).toBe('Truffe');
    // A wrong text is not stored under someone else's hash.
    const other = sha256('query Other { shop { id } }');
    expect((await post(server, { query: arbitrary, extensions: persisted(other) })).status).toBe(
      400,
    );
    expect(
      at((await post(server, { extensions: persisted(other) })).body, 'errors', 0, 'message'),
    ).toBe('PersistedQueryNotFound');
  });

  it('keeps a bounded store, forgetting the oldest registration', async () => {
    const store = createBoundedMemo<string, string>(1);
    server = await startYogaServer({
      plugins: [usePersistedQueries({ documents: {}, mode: 'automatic', store })],
    });
    const first = 'query First { shop { id } }';
    const second = 'query Second { shop { name } }';
    await post(server, { query: first, extensions: persisted(sha256(first)) });
    await post(server, { query: second, extensions: persisted(sha256(second)) });
    expect(store.size).toBe(1);
    expect(
      at(
        (await post(server, { extensions: persisted(sha256(first)) })).body,
        'errors',
        0,
        'message',
      ),
    ).toBe('PersistedQueryNotFound');
    expect(
      at(
        (await post(server, { extensions: persisted(sha256(second)) })).body,
        'data',
        'shop',
        'name',
      ),
    ).toBe('Truffe');
  });
});
