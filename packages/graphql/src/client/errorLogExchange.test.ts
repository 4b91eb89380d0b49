import { gql } from '@urql/core';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { errorLogExchange } from './errorLogExchange';
import { createTestClient } from './testing/testClient';
import { startYogaServer, type TestServer } from './testing/startYogaServer';

const flakyQuery = gql`
  query TestFlaky($key: String!, $failures: Int!) {
    testFlaky(key: $key, failures: $failures)
  }
`;

describe('errorLogExchange (spec §8) against a real yoga server', () => {
  let server: TestServer;
  afterEach(() => server.close());

  it('logs a GraphQL error with the operation name and variables', async () => {
    server = await startYogaServer();
    const logger = { error: vi.fn() };
    const client = createTestClient(server.url, [errorLogExchange({ logger })]);
    await client.query(flakyQuery, { key: 'log', failures: 1 }).toPromise();
    expect(logger.error).toHaveBeenCalledTimes(1);
    const [message, details] = logger.error.mock.calls[0] as [string, Record<string, unknown>];
    expect(message).toBe('[GraphQL] query TestFlaky failed: [GraphQL] Unexpected error.');
    expect(details).toMatchObject({
      operationName: 'TestFlaky',
      variables: { key: 'log', failures: 1 },
    });
  });

  it('logs a network error, and nothing for a success', async () => {
    server = await startYogaServer();
    const logger = { error: vi.fn() };
    const client = createTestClient(server.url, [errorLogExchange({ logger })]);
    await client.query(flakyQuery, { key: 'fine', failures: 0 }).toPromise();
    expect(logger.error).not.toHaveBeenCalled();
    server.dropConnections = 1;
    await client.query(flakyQuery, { key: 'net', failures: 0 }).toPromise();
    expect(logger.error).toHaveBeenCalledWith(
      expect.stringMatching(/^\[GraphQL\] query TestFlaky failed: \[Network\]/),
      expect.objectContaining({ variables: { key: 'net', failures: 0 } }),
    );
  });

  it('writes to the console by default', async () => {
    server = await startYogaServer();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = createTestClient(server.url, [errorLogExchange()]);
    await client.query(flakyQuery, { key: 'console', failures: 1 }).toPromise();
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('TestFlaky'),
      expect.anything(),
    );
  });
});
