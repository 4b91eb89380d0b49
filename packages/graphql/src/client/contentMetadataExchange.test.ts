import { gql } from '@urql/core';
import { afterEach, describe, expect, it } from 'vitest';

import { useContentMetadata } from '../server/useContentMetadata';
import { createContentMetadataCollector } from './contentMetadata';
import { contentMetadataExchange } from './contentMetadataExchange';
import { createTestClient } from './testing/testClient';
import { startYogaServer, type TestServer } from './testing/startYogaServer';

const contentQuery = gql`
  query TestContent($ids: [String!]!) {
    testContent(ids: $ids)
  }
`;

describe('contentMetadataExchange (spec §7) against a real yoga server', () => {
  let server: TestServer;
  afterEach(() => server.close());

  it('collects extensions.contentMetadata across responses, de-duplicated by hash', async () => {
    server = await startYogaServer({ plugins: [useContentMetadata()] });
    const collector = createContentMetadataCollector();
    const client = createTestClient(server.url, [contentMetadataExchange(collector)]);
    const first = await client.query(contentQuery, { ids: ['a', 'b'] }).toPromise();
    expect(first.extensions?.contentMetadata).toEqual([
      { type: 'TestItem', id: 'a', hash: 't-a' },
      { type: 'TestItem', id: 'b', hash: 't-b' },
    ]);
    await client.query(contentQuery, { ids: ['b', 'c', 'a'] }).toPromise();
    expect(collector.hashes()).toEqual(['t-a', 't-b', 't-c']);
    expect(collector.list()[2]).toEqual({ type: 'TestItem', id: 'c', hash: 't-c' });
  });

  it('collects from every operation of a batch', async () => {
    server = await startYogaServer({ plugins: [useContentMetadata()], batching: { limit: 10 } });
    const collector = createContentMetadataCollector();
    const client = createTestClient(server.url, [contentMetadataExchange(collector)]);
    await Promise.all([
      client.query(contentQuery, { ids: ['x'] }).toPromise(),
      client.query(contentQuery, { ids: ['y', 'x'] }).toPromise(),
    ]);
    expect(server.requests).toHaveLength(1);
    expect(collector.hashes().sort()).toEqual(['t-x', 't-y']);
  });
});
