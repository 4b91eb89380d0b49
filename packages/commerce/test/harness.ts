/**
 * Integration harness: a real store (PGlite in memory, or a fresh database on the PostgreSQL server named by
 * DATABASE_URL) seeded with the `small` profile, and the real schema and resolvers behind graphql-yoga.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';

import { typeDefs } from '@truffe/graphql/schema';
import { createSchema, createYoga } from 'graphql-yoga';
import pg from 'pg';
import { inject } from 'vitest';

import type { CartSession } from '../src/cart/cartService';
import { resolvers } from '../src/resolvers/index';
import { openStore, type Store } from '../src/store/openStore';
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

/** A fresh database for one test file, cloned from the seeded template of test/globalSetup.ts. */
async function createServerDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `truffe_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Opens a seeded store for one test file (a private copy of the run's seeded database). */
export async function openTestShop(): Promise<TestShop> {
  const server = process.env.DATABASE_URL
    ? await createServerDatabase(process.env.DATABASE_URL)
    : undefined;
  const snapshot = server ? undefined : new Blob([await readFile(inject('pgliteSnapshot'))]);
  const store = await openStore({
    databaseUrl: server?.url,
    pgliteSnapshot: snapshot,
    seedProfile: 'small',
    log: () => undefined,
  });
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
    async close() {
      await store.close();
      await server?.drop();
    },
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
