import { createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';

import { createGraphQLServerOptions } from './createGraphQLServerOptions';
import { isStoreUnavailable } from './storeUnavailable';

/** A node-postgres error as the pool throws it when PostgreSQL refuses the connection. */
const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

// The shop's real server policy over yoga's own fetch: one resolver that cannot reach the database, one bug.
const yoga = createYoga({
  schema: createSchema({
    typeDefs: 'type Query { down: String, cut: String, broken: String }',
    resolvers: {
      Query: {
        down: () => {
          throw refused();
        },
        cut: () => {
          throw new Error('Failed query', {
            cause: new Error('Connection terminated unexpectedly'),
          });
        },
        broken: () => {
          throw new Error('a bug with a secret inside');
        },
      },
    },
  }),
  context: ({ request }) => ({ locale: request.headers.get('x-locale') ?? 'fr-FR' }),
  ...createGraphQLServerOptions({ production: false, persistedDocuments: {} }),
});

async function ask(query: string, locale: string) {
  const response = await yoga.fetch('http://shop.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-locale': locale },
    body: JSON.stringify({ query }),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as {
      errors?: { message: string; extensions?: { code?: string } }[];
    },
  };
}

describe('an unreachable database (decision 0892)', () => {
  it('answers the translated SERVICE_UNAVAILABLE error with HTTP 503 and Retry-After', async () => {
    const french = await ask('{ down }', 'fr-FR');
    expect(french.status).toBe(503);
    expect(french.retryAfter).toBe('5');
    expect(french.body.errors?.[0]).toMatchObject({
      message: 'La boutique est momentanément indisponible. Réessayez dans quelques secondes.',
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
    const english = await ask('{ cut }', 'en-GB');
    expect(english.status).toBe(503);
    expect(english.body.errors?.[0]?.message).toBe(
      'The shop is briefly unavailable. Please try again in a few seconds.',
    );
  });

  it('leaves other errors masked as before (500, no detail)', async () => {
    const bug = await ask('{ broken }', 'fr-FR');
    expect(bug.body.errors?.[0]?.message).toBe('Unexpected error.');
    expect(bug.body.errors?.[0]?.extensions?.code).not.toBe('SERVICE_UNAVAILABLE');
    expect(JSON.stringify(bug.body)).not.toContain('secret');
  });

  it('recognises the outage codes and messages, not input errors', () => {
    expect(isStoreUnavailable(refused())).toBe(true);
    expect(isStoreUnavailable(Object.assign(new Error('x'), { code: '57P01' }))).toBe(true);
    expect(isStoreUnavailable(Object.assign(new Error('x'), { code: '08006' }))).toBe(true);
    expect(
      isStoreUnavailable(
        new Error('wrapped', { cause: Object.assign(new Error('x'), { code: '57014' }) }),
      ),
    ).toBe(true);
    expect(isStoreUnavailable(Object.assign(new Error('dup'), { code: '23505' }))).toBe(false);
    expect(isStoreUnavailable(new Error('invalid input syntax'))).toBe(false);
  });
});
