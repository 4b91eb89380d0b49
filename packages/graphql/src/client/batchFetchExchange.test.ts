import { gql, makeOperation, type Client } from '@urql/core';
import { afterEach, describe, expect, it } from 'vitest';

import { ShopQueryDocument } from '../generated/graphql';
import { batchFetchExchange } from './batchFetchExchange';
import { createTestClient } from './testing/testClient';
import { startYogaServer, type TestServer } from './testing/startYogaServer';

const itemQuery = gql`
  query TestItem($id: ID!) {
    testItem(id: $id) {
      id
      name
    }
  }
`;

const itemsOf = (client: Client, ids: string[]) =>
  Promise.all(ids.map((id) => client.query(itemQuery, { id }).toPromise()));

describe('batchFetchExchange (spec §7: batched by default) against a real yoga server', () => {
  let server: TestServer;
  afterEach(() => server.close());

  it('sends the operations issued in the same tick as ONE JSON array POST and routes each answer', async () => {
    server = await startYogaServer({ batching: { limit: 10 } });
    const client = createTestClient(server.url, []);
    const [first, second, shop] = await Promise.all([
      client.query(itemQuery, { id: '1' }).toPromise(),
      client.query(itemQuery, { id: '2' }).toPromise(),
      client.query(ShopQueryDocument, {}).toPromise(),
    ]);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.method).toBe('POST');
    const body = server.requests[0]?.body as { operationName: string; variables: unknown }[];
    expect(Array.isArray(body)).toBe(true);
    expect(body.map((operation) => operation.operationName)).toEqual([
      'TestItem',
      'TestItem',
      'ShopQuery',
    ]);
    expect(first?.data?.testItem).toEqual({ id: '1', name: 'Harnais' });
    expect(second?.data?.testItem).toEqual({ id: '2', name: 'Laisse' });
    expect(shop?.data?.shop.name).toBe('Truffe');
  });

  it('sends an operation alone as a plain JSON object', async () => {
    server = await startYogaServer({ batching: { limit: 10 } });
    const client = createTestClient(server.url, []);
    const result = await client.query(itemQuery, { id: '1' }).toPromise();
    expect(result.data?.testItem.name).toBe('Harnais');
    expect(server.requests).toHaveLength(1);
    expect(Array.isArray(server.requests[0]?.body)).toBe(false);
  });

  it('splits a larger group into batches of at most maxBatchSize', async () => {
    server = await startYogaServer({ batching: { limit: 2 } });
    const client = createTestClient(server.url, [], batchFetchExchange({ maxBatchSize: 2 }));
    const results = await itemsOf(client, ['1', '2', '3', '4', '5']);
    expect(results.map((result) => result.data?.testItem?.id ?? null)).toEqual([
      '1',
      '2',
      null,
      null,
      null,
    ]);
    expect(results.every((result) => result.error === undefined)).toBe(true);
    const sizes = server.requests.map((request) =>
      Array.isArray(request.body) ? request.body.length : 1,
    );
    expect(sizes).toEqual([2, 2, 1]);
  });

  it('applies a request-level answer (batch over the server limit: 413) to every operation', async () => {
    server = await startYogaServer({ batching: { limit: 2 } });
    const client = createTestClient(server.url, [], batchFetchExchange({ maxBatchSize: 3 }));
    const results = await itemsOf(client, ['1', '2', '3']);
    expect(server.requests).toHaveLength(1);
    for (const result of results) {
      expect(result.data).toBeUndefined();
      expect(result.error?.graphQLErrors[0]?.message).toBe(
        'Batching is limited to 2 operations per request.',
      );
      expect((result.error?.response as Response).status).toBe(413);
    }
  });

  it('gives every operation of a batch the network error when the connection fails', async () => {
    server = await startYogaServer({ batching: { limit: 10 } });
    server.dropConnections = 1;
    const client = createTestClient(server.url, []);
    const results = await itemsOf(client, ['1', '2']);
    expect(server.requests).toHaveLength(1);
    for (const result of results) expect(result.error?.networkError).toBeInstanceOf(Error);
  });

  it('does not send an operation torn down before the batch leaves', async () => {
    server = await startYogaServer({ batching: { limit: 10 } });
    const client = createTestClient(server.url, []);
    const kept = client.query(itemQuery, { id: '1' }).toPromise();
    const dropped = client.query(itemQuery, { id: '2' }).subscribe(() => undefined);
    dropped.unsubscribe();
    await kept;
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.body).toMatchObject({ variables: { id: '1' } });
  });

  it('sends an operation marked for GET on its own while the others are batched', async () => {
    server = await startYogaServer({ batching: { limit: 10 } });
    const client = createTestClient(server.url, []);
    const request = client.createRequestOperation('query', {
      key: 1,
      query: itemQuery,
      variables: { id: '1' },
    });
    const viaGet = makeOperation('query', request, {
      ...request.context,
      preferGetMethod: 'force',
    });
    const [get] = await Promise.all([
      client.executeRequestOperation(viaGet).toPromise(),
      client.query(itemQuery, { id: '2' }).toPromise(),
      client.query(ShopQueryDocument, {}).toPromise(),
    ]);
    expect(get.data?.testItem.name).toBe('Harnais');
    const methods = server.requests.map(
      (recorded) => `${recorded.method}${Array.isArray(recorded.body) ? '[]' : ''}`,
    );
    expect(methods.sort()).toEqual(['GET', 'POST[]']);
  });
});
