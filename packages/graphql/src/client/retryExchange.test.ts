import { gql, mapExchange } from '@urql/core';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { batchFetchExchange } from './batchFetchExchange';
import { retryDelay, retryExchange, type RetryState } from './retryExchange';
import { until, useFakeTimeouts } from './testing/fakeTime';
import { createTestClient } from './testing/testClient';
import { startYogaServer, type TestServer } from './testing/startYogaServer';

const flakyQuery = gql`
  query TestFlaky($key: String!, $failures: Int!) {
    testFlaky(key: $key, failures: $failures)
  }
`;
const renameMutation = gql`
  mutation TestRename($id: ID!, $name: String!) {
    testRename(id: $id, name: $name) {
      id
      name
    }
  }
`;

describe('retryDelay', () => {
  it('starts at 300 ms and doubles, stretched by up to 50 % of jitter', () => {
    expect([1, 2, 3, 4].map((retry) => retryDelay(retry, { random: () => 0 }))).toEqual([
      300, 600, 1200, 2400,
    ]);
    expect(retryDelay(1, { random: () => 0.999 })).toBeCloseTo(449.85, 2);
    for (let sample = 0; sample < 200; sample += 1) {
      const delay = retryDelay(3);
      expect(delay).toBeGreaterThanOrEqual(1200);
      expect(delay).toBeLessThan(1800);
    }
  });

  it('never exceeds maxDelayMs', () => {
    expect(retryDelay(12, { random: () => 0.5 })).toBe(30_000);
    expect(retryDelay(3, { maxDelayMs: 1000, random: () => 0 })).toBe(1000);
  });
});

/** The fetch exchange, gathering its batches with the (real) `setImmediate` as `setTimeout` is faked. */
const realTimeFetch = () => batchFetchExchange({ scheduleFlush: (flush) => setImmediate(flush) });

/**
 * An exchange behind the retry exchange recording the delay each retried attempt waited, and the
 * failed answers it saw (once one has passed, the retry exchange has scheduled the next attempt).
 */
function recordRetries() {
  const delays: number[] = [];
  let failures = 0;
  const exchange = mapExchange({
    onOperation(operation) {
      const retry = operation.context.retry as RetryState | undefined;
      if (retry) delays.push(retry.delayMs);
    },
    onResult(result) {
      if (result.error) failures += 1;
    },
  });
  return { exchange, delays: () => delays, failures: () => failures };
}

describe('retryExchange (spec §8) against a real yoga server, with fake timers', () => {
  let server: TestServer;
  afterEach(async () => {
    vi.useRealTimers();
    await server.close();
  });

  it('retries a GraphQL error up to 5 attempts after 300, 600, 1200 and 2400 ms, then gives the error', async () => {
    server = await startYogaServer();
    useFakeTimeouts();
    const retries = recordRetries();
    const client = createTestClient(
      server.url,
      [retryExchange({ random: () => 0 }), retries.exchange],
      realTimeFetch(),
    );
    let settled: { error?: unknown } | undefined;
    void client
      .query(flakyQuery, { key: 'always', failures: 99 })
      .toPromise()
      .then((result) => (settled = result));

    const expected = [300, 600, 1200, 2400];
    for (const [index, delay] of expected.entries()) {
      await until(() => retries.failures() === index + 1);
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(retries.delays()).toHaveLength(index);
      expect(server.requests).toHaveLength(index + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(retries.delays()).toEqual(expected.slice(0, index + 1));
    }
    await until(() => settled !== undefined);
    expect(server.flakyCalls.get('always')).toBe(5);
    // yoga masks the resolver's message; what matters is that the 5th failure reached the caller.
    expect(String((settled as { error?: unknown }).error)).toContain('[GraphQL] Unexpected error.');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.requests).toHaveLength(5);
  });

  it('retries network errors and delivers the first success', async () => {
    server = await startYogaServer();
    server.dropConnections = 2;
    useFakeTimeouts();
    const retries = recordRetries();
    const client = createTestClient(
      server.url,
      [retryExchange({ random: () => 0 }), retries.exchange],
      realTimeFetch(),
    );
    const result = client.query(flakyQuery, { key: 'network', failures: 0 }).toPromise();
    await until(() => retries.failures() === 1);
    await vi.advanceTimersByTimeAsync(300);
    await until(() => retries.failures() === 2);
    await vi.advanceTimersByTimeAsync(600);
    await until(() => server.requests.length === 3);
    expect(retries.delays()).toEqual([300, 600]);
    const settled = await result;
    expect(settled.error).toBeUndefined();
    expect(settled.data).toEqual({ testFlaky: 'ok after 1' });
    expect(server.requests).toHaveLength(3);
  });

  it('does not retry a mutation unless it is marked idempotent', async () => {
    server = await startYogaServer();
    server.dropConnections = 99;
    useFakeTimeouts();
    const retries = recordRetries();
    const client = createTestClient(
      server.url,
      [retryExchange({ random: () => 0 }), retries.exchange],
      realTimeFetch(),
    );
    const once = client.mutation(renameMutation, { id: '1', name: 'A' }).toPromise();
    await until(() => server.requests.length === 1);
    expect((await once).error?.networkError).toBeInstanceOf(Error);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.requests).toHaveLength(1);

    let idempotent: { error?: unknown } | undefined;
    void client
      .mutation(renameMutation, { id: '1', name: 'B' }, { idempotent: true })
      .toPromise()
      .then((result) => (idempotent = result));
    for (const [index, delay] of [300, 600, 1200, 2400].entries()) {
      await until(() => retries.failures() === index + 2);
      await vi.advanceTimersByTimeAsync(delay);
    }
    await until(() => idempotent !== undefined);
    expect(server.requests).toHaveLength(6);
  });

  it('does not retry a maintenance answer', async () => {
    server = await startYogaServer({
      plugins: [
        {
          onRequest({ endResponse, fetchAPI }) {
            endResponse(
              new fetchAPI.Response(
                JSON.stringify({ errors: [{ message: '#503 Maintenance flag' }] }),
                { status: 503, headers: { 'content-type': 'application/json' } },
              ),
            );
          },
        },
      ],
    });
    useFakeTimeouts();
    const client = createTestClient(server.url, [retryExchange()], realTimeFetch());
    const result = client.query(flakyQuery, { key: 'm', failures: 0 }).toPromise();
    await until(() => server.requests.length === 1);
    expect((await result).error?.graphQLErrors[0]?.message).toBe('#503 Maintenance flag');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.requests).toHaveLength(1);
  });
});
