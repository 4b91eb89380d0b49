// Test support: a REAL graphql-yoga server over real HTTP (node:http on port 0), built from the real
// `typeDefs` plus a few test-only fields, with resolvers written here (graphql may not import commerce).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { buildSchema } from 'graphql';
import { createSchema, createYoga, type Plugin, type YogaServerOptions } from 'graphql-yoga';

import { typeDefs } from '../../schema';

/** One HTTP request the server received. */
export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** Parsed JSON body of a POST (an array for a batch); `undefined` for GET. */
  body: unknown;
}

/** A running test server. */
export interface TestServer {
  origin: string;
  url: string;
  requests: RecordedRequest[];
  /** Requests whose connection is destroyed before any answer (a network error), counted down. */
  dropConnections: number;
  /** How many times `testFlaky` was resolved, per key. */
  flakyCalls: Map<string, number>;
  close(): Promise<void>;
}

const base = buildSchema(typeDefs);
const queryName = base.getQueryType()?.name ?? 'Query';
const mutationName = base.getMutationType()?.name;

/** Test-only additions to the real schema (prefixed so they never clash with the shop's types). */
export const testTypeDefs = /* GraphQL */ `
  type TestItem {
    id: ID!
    name: String!
  }
  extend type ${queryName} {
    testItem(id: ID!): TestItem
    "Fails with a GraphQL error the first \`failures\` times it is asked for under \`key\`."
    testFlaky(key: String!, failures: Int!): String
    "Records content metadata for the given (type, id) pairs, then answers their count."
    testContent(ids: [String!]!): Int!
    "Gives the response a cache-control hint, then answers its max age."
    testHint(maxAge: Int!, private: Boolean!): Int!
  }
  ${mutationName ? `extend type ${mutationName}` : 'type TestMutation'} {
    testRename(id: ID!, name: String!): TestItem!
  }
  ${mutationName ? '' : 'extend schema { mutation: TestMutation }'}
`;

/** The resolvers of the test server: `Query.shop` and the test fields. */
export function createTestResolvers(flakyCalls: Map<string, number>) {
  const names = new Map<string, string>([
    ['1', 'Harnais'],
    ['2', 'Laisse'],
  ]);
  return {
    [queryName]: {
      shop: () => ({
        id: 'truffe-fr',
        websiteId: 1,
        name: 'Truffe',
        url: 'http://localhost/',
        baseUrl: '/',
        imageBaseUrl: '/media/',
        currentCurrency: { code: 'EUR', symbol: '€' },
        taxFactor: 1.2,
        locale: 'fr-FR',
        defaultTitle: 'Truffe',
        defaultDescription: 'Accessoires et nourriture pour chiens',
        availablePageSizes: [16, 32, 64],
        sites: [
          { locale: 'fr-FR', pathPrefix: '', currency: 'EUR', country: 'FR', language: 'fr' },
        ],
      }),
      testItem: (_: unknown, { id }: { id: string }) =>
        names.has(id) ? { id, name: names.get(id) } : null,
      testFlaky: (_: unknown, { key, failures }: { key: string; failures: number }) => {
        const calls = (flakyCalls.get(key) ?? 0) + 1;
        flakyCalls.set(key, calls);
        if (calls <= failures) throw new Error(`flaky failure ${calls}`);
        return `ok after ${calls}`;
      },
      testContent: (
        _: unknown,
        { ids }: { ids: string[] },
        context: { contentMetadata?: { add(entry: unknown): void } },
      ) => {
        for (const id of ids)
          context.contentMetadata?.add({ type: 'TestItem', id, hash: `t-${id}` });
        return ids.length;
      },
      testHint: (
        _: unknown,
        { maxAge, private: isPrivate }: { maxAge: number; private: boolean },
        context: { cacheControl?: { hint(hint: unknown): void } },
      ) => {
        context.cacheControl?.hint({
          maxAge,
          staleWhileRevalidate: 30,
          scope: isPrivate ? 'private' : 'public',
        });
        return maxAge;
      },
    },
    [mutationName ?? 'TestMutation']: {
      testRename: (_: unknown, { id, name }: { id: string; name: string }) => {
        names.set(id, name);
        return { id, name };
      },
    },
  };
}

function recorder(requests: RecordedRequest[]): Plugin {
  return {
    async onRequest({ request }) {
      const text = request.method === 'POST' ? await request.clone().text() : '';
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = text;
      }
      requests.push({
        method: request.method,
        url: request.url,
        headers: Object.fromEntries(request.headers),
        body,
      });
    },
  };
}

/** Starts yoga on 127.0.0.1, port 0. Extra plugins run after the recorder. */
export async function startYogaServer(
  options: Partial<YogaServerOptions<object, object>> = {},
): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  const flakyCalls = new Map<string, number>();
  const yoga = createYoga({
    schema: createSchema({
      typeDefs: [typeDefs, testTypeDefs],
      resolvers: createTestResolvers(flakyCalls),
    }),
    logging: false,
    ...options,
    plugins: [recorder(requests), ...(options.plugins ?? [])],
  });
  const state = { dropConnections: 0 };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (state.dropConnections > 0) {
      state.dropConnections -= 1;
      requests.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: {},
        body: 'dropped',
      });
      request.socket.destroy();
      return;
    }
    void yoga(request, response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    url: `${origin}/graphql`,
    requests,
    get dropConnections() {
      return state.dropConnections;
    },
    set dropConnections(count: number) {
      state.dropConnections = count;
    },
    flakyCalls,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
