import { Client, gql, makeResult, type Exchange, type Operation } from '@urql/core';
import { filter, map, pipe } from 'wonka';
import { describe, expect, it } from 'vitest';

import { forceFetchDelayExchange } from './forceFetchDelayExchange';

const query = gql`
  query Probe {
    probe
  }
`;

/** A client whose terminating exchange records the policy each operation arrived with. */
function recordingClient(clock: { now: number }) {
  const policies: string[] = [];
  const record: Exchange = () => (operations$) =>
    pipe(
      operations$,
      filter((operation: Operation) => operation.kind !== 'teardown'),
      map((operation: Operation) => {
        policies.push(operation.context.requestPolicy);
        return makeResult(operation, { data: { probe: 1 } });
      }),
    );
  const client = new Client({
    url: 'http://unused/graphql',
    exchanges: [forceFetchDelayExchange({ delayMs: 100, now: () => clock.now }), record],
  });
  return { client, policies };
}

describe('forceFetchDelayExchange', () => {
  it('answers network policies cache-first during the delay, as asked afterwards', async () => {
    const clock = { now: 1000 };
    const { client, policies } = recordingClient(clock);
    await client.query(query, {}, { requestPolicy: 'network-only' }).toPromise();
    clock.now = 1099;
    await client.query(query, {}, { requestPolicy: 'cache-and-network' }).toPromise();
    clock.now = 1100;
    await client.query(query, {}, { requestPolicy: 'network-only' }).toPromise();
    expect(policies).toEqual(['cache-first', 'cache-first', 'network-only']);
  });

  it('leaves other policies and mutations alone', async () => {
    const clock = { now: 0 };
    const { client, policies } = recordingClient(clock);
    await client.query(query, {}, { requestPolicy: 'cache-only' }).toPromise();
    await client
      .mutation(
        gql`
          mutation Probe {
            probe
          }
        `,
        {},
        { requestPolicy: 'network-only' },
      )
      .toPromise();
    expect(policies).toEqual(['cache-only', 'network-only']);
  });
});
