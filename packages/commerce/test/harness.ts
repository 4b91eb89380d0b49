/**
 * Integration harness: a real store (PGlite in memory, or a fresh database on the PostgreSQL server named by
 * DATABASE_URL) seeded with the `small` profile (src/testing: seeded once per run), and the real schema and
 * resolvers behind graphql-yoga.
 */
import { typeDefs } from '@truffe/graphql/schema';
import { createSchema, createYoga } from 'graphql-yoga';

import type { CartSession } from '../src/cart/cartService';
import { resolvers } from '../src/resolvers/index';
import type { Store } from '../src/store/openStore';
import { openTestStore } from '../src/testing/testStore';
import type { CommerceContext } from '../src/store/requestContext';

export interface GraphQLResult<Data = Record<string, unknown>> {
  data?: Data;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export interface TestShop {
  store: Store;
  /** Runs an operation through yoga; `context` is the request's context, for its collectors. */
  execute<Data = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: { locale?: string; customerGroupId?: number },
  ): Promise<GraphQLResult<Data> & { context: CommerceContext }>;
  close(): Promise<void>;
}

/** Opens a seeded store for one test file (a private copy of the run's seeded database). */
export async function openTestShop(): Promise<TestShop> {
  const store = await openTestStore();
  const schema = createSchema<{ locale: string; customerGroupId: number }>({
    typeDefs,
    resolvers: resolvers as never,
  });
  let lastContext: CommerceContext | undefined;
  const yoga = createYoga<{ locale: string; customerGroupId: number }>({
    schema,
    logging: false,
    maskedErrors: false,
    context: ({ locale, customerGroupId }) => {
      lastContext = store.createContext(locale, undefined, { customerGroupId });
      return lastContext;
    },
  });
  return {
    store,
    async execute(query, variables, options) {
      const response = await yoga.fetch(
        'http://localhost/graphql',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query, variables }),
        },
        { locale: options?.locale ?? 'fr-FR', customerGroupId: options?.customerGroupId ?? 0 },
      );
      const result = (await response.json()) as GraphQLResult<never>;
      return { ...result, context: lastContext! };
    },
    close: () => store.close(),
  };
}

/** A new shopper's cart session: no token until the first change issues one (the cookie, in the server). */
export function newSession(): CartSession {
  const session: CartSession = {
    token: undefined,
    issue: (token) => {
      session.token = token;
    },
  };
  return session;
}
