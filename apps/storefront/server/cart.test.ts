/**
 * The cart session over real HTTP: the cookie the server sets (HttpOnly, SameSite=Lax, Secure in production)
 * and a cart that survives a restart of the server and of its store (PGlite in a data folder).
 */
import { rm } from 'node:fs/promises';

import { openStore, type Store } from '@truffe/commerce/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startServer, type TestServer } from '../test/startServer';
import { seededDataDir } from '../test/testStore';
import { cartCookieName, cartSessionOf } from './cartSession';

const cartQuery = `query { cart { totalQuantity items { quantity product { sku } } subtotal { priceExclTax { amount } } } }`;
const addMutation = `mutation ($input: AddToCartInput!) {
  addToCart(input: $input) { success errorMessage cart { totalQuantity } }
}`;

async function post(server: TestServer, query: string, variables = {}, cookie?: string) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'apollo-require-preflight': 'true',
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return {
    response,
    body: (await response.json()) as { data?: Record<string, unknown>; errors?: unknown },
  };
}

describe('cart session over HTTP', () => {
  let dataDir: string;
  let store: Store | undefined;
  let server: TestServer | undefined;
  const start = async () => {
    store = await openStore({ dataDir, log: () => undefined });
    const opened = store;
    server = await startServer(
      { NODE_ENV: 'development' },
      { createContext: (locale, request) => opened.createContext(locale, request) },
    );
    return server;
  };
  const stop = async () => {
    await server?.close();
    await store?.close();
    server = undefined;
    store = undefined;
  };
  beforeAll(async () => {
    // A copy of the run's seeded store (test/globalSetup.ts): the first start does not seed.
    dataDir = await seededDataDir();
  });
  afterAll(async () => {
    await stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('sets an HttpOnly SameSite=Lax session cookie and keeps the cart across a restart', async () => {
    let running = await start();
    // The first of the dry-food products that is in stock (the seed puts some out of stock).
    let sku = '';
    let added: Awaited<ReturnType<typeof post>> | undefined;
    for (let index = 1; index <= 20 && !sku; index += 1) {
      const candidate = `CRQ-${String(index).padStart(3, '0')}`;
      added = await post(running, addMutation, { input: { sku: candidate, quantity: 2 } });
      const result = added.body.data?.addToCart as { success: boolean } | undefined;
      if (result?.success) sku = candidate;
      else
        expect(
          added.response.headers.get('set-cookie'),
          'no cookie for a refused change',
        ).toBeNull();
    }
    if (!added) throw new Error('no attempt');
    expect(added.body.errors).toBeUndefined();
    expect(added.body.data!.addToCart).toMatchObject({ success: true, cart: { totalQuantity: 2 } });
    const setCookie = added.response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(new RegExp(`^${cartCookieName}=[\\w-]{43};`));
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie, 'not Secure over plain HTTP in development').not.toContain('Secure');
    const cookie = setCookie.split(';')[0]!;

    const read = await post(running, cartQuery, {}, cookie);
    expect(read.response.headers.get('cache-control')).toContain('no-store');
    expect(read.body.data!.cart).toMatchObject({ totalQuantity: 2, items: [{ product: { sku } }] });
    const anonymous = await post(running, cartQuery);
    expect(anonymous.body.data!.cart).toMatchObject({ totalQuantity: 0, items: [] });

    await stop();
    running = await start();
    const after = await post(running, cartQuery, {}, cookie);
    expect(after.body.data!.cart).toEqual(read.body.data!.cart);
  }, 300_000);

  it('marks the cookie Secure in production', () => {
    const request = new Request('http://127.0.0.1/graphql');
    cartSessionOf(request, true).issue('t'.repeat(43));
    // The queued cookie is written by the yoga plugin; read it back the same way.
    return import('./editor/editorSession').then(({ takeQueuedCookies }) => {
      const [queued] = takeQueuedCookies(request);
      expect(queued).toContain('Secure');
      expect(queued).toContain('HttpOnly');
    });
  });
});
