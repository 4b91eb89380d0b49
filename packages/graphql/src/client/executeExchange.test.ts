import { Client, gql } from '@urql/core';
import type { ExecutionArgs } from 'graphql';
import { createSchema } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';

import { typeDefs } from '../schema';
import { executeExchange } from './executeExchange';
import { createTestResolvers, testTypeDefs } from './testing/startYogaServer';

// Built by graphql-yoga, i.e. possibly by the other graphql-js build than this file's `graphql` import.
const schema = createSchema({
  typeDefs: [typeDefs, testTypeDefs],
  resolvers: createTestResolvers(new Map()),
});
const itemQuery = gql`
  query TestItem($id: ID!) {
    testItem(id: $id) {
      id
      name
    }
  }
`;

describe('executeExchange', () => {
  it('executes with the variables and the context of the request', async () => {
    const client = new Client({
      url: 'in-process',
      exchanges: [executeExchange({ schema, contextValue: {} })],
    });
    const result = await client.query(itemQuery, { id: '2' }).toPromise();
    expect(result.data).toEqual({ testItem: { id: '2', name: 'Laisse' } });
  });

  it('uses the execute function it is given (e.g. yoga’s enveloped one)', async () => {
    const seen: ExecutionArgs[] = [];
    const ownSchema = createSchema({
      typeDefs: 'type Query { ping: String }',
      resolvers: { Query: { ping: () => 'pong' } },
    });
    const client = new Client({
      url: 'in-process',
      exchanges: [
        executeExchange({
          schema: ownSchema,
          contextValue: { locale: 'fr-FR' },
          execute: (args) => {
            seen.push(args);
            return { data: { ping: 'from the given execute' } };
          },
        }),
      ],
    });
    const result = await client
      .query(
        gql`
          query Ping {
            ping
          }
        `,
        {},
      )
      .toPromise();
    expect(result.data).toEqual({ ping: 'from the given execute' });
    expect(seen[0]).toMatchObject({ operationName: 'Ping', contextValue: { locale: 'fr-FR' } });
  });

  it('answers a document the schema does not validate with GraphQL errors, without executing it', async () => {
    let executed = false;
    const client = new Client({
      url: 'in-process',
      exchanges: [
        executeExchange({
          schema,
          execute: () => {
            executed = true;
            return { data: null };
          },
        }),
      ],
    });
    const result = await client
      .query(
        gql`
          query Broken {
            nope
          }
        `,
        {},
      )
      .toPromise();
    expect(result.error?.graphQLErrors[0]?.message).toMatch(/Cannot query field "nope"/);
    expect(executed).toBe(false);
  });
});
