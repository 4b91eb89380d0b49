/**
 * The HTML cache and stock (decision 0852) over real HTTP, against the real store: a cached product page is
 * purged when an order takes that product's stock, so the next visitor sees the new stock state; pages of
 * other products stay cached.
 */
import { type Store } from '@truffe/commerce/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { shopperAddress } from '../test/shopper';
import { startServer, type TestServer } from '../test/startServer';
import { openTestStore } from '../test/testStore';

interface GraphQLAnswer {
  data?: Record<string, { success?: boolean; errorMessage?: string | null }>;
  errors?: unknown[];
}

describe('HTML cache purge on stock change (real HTTP, real store)', () => {
  let store: Store;
  let server: TestServer;
  beforeAll(async () => {
    store = await openTestStore();
    server = await startServer(
      { NODE_ENV: 'development', HTML_CACHE_MB: '16' },
      {
        createContext: (locale, request) => store.createContext(locale, request),
        readiness: () => store.ping(),
        payments: store.payments,
        orders: store,
      },
    );
  }, 240_000);
  afterAll(async () => {
    await server?.close();
    await store?.close();
  });

  const page = (path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' });

  // The visitor's cookies (the cart session and the header's cart hint), as a browser keeps them.
  const cookies = new Map<string, string>();
  async function graphql(query: string, variables: Record<string, unknown> = {}) {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'apollo-require-preflight': 'true',
        ...(cookies.size > 0
          ? { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') }
          : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair = ''] = setCookie.split(';');
      const at = pair.indexOf('=');
      if (at > 0) cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const body = (await response.json()) as GraphQLAnswer;
    expect(body.errors, query).toBeUndefined();
    const [answer] = Object.values(body.data ?? {});
    expect(answer, `${query}: ${answer?.errorMessage}`).toMatchObject({ success: true });
  }

  it('re-renders a cached product page after an order took its last units', async () => {
    // Two simple products with a few units left ("Stock limité"): one is bought out, the other is not.
    const rows = (await store.db.execute(
      `SELECT p.sku, s.qty FROM product p JOIN stock_item s ON s.product_id = p.id
        WHERE p.type = 'simple' AND p.visibility = 4 AND p.is_active AND s.is_in_stock
          AND s.qty BETWEEN 1 AND 5 AND s.label = 'low_stock'
        ORDER BY p.id LIMIT 2`,
    )) as unknown as { rows: { sku: string; qty: number }[] };
    const [bought, other] = rows.rows;
    if (!bought || !other) throw new Error('the seed has no two low-stock simple products');
    const boughtPath = `/product/${encodeURIComponent(bought.sku)}`;
    const otherPath = `/product/${encodeURIComponent(other.sku)}`;

    for (const path of [boughtPath, otherPath]) {
      const first = await page(path);
      expect(first.status).toBe(200);
      expect(first.headers.get('x-cache')).toBe('MISS');
      expect(await first.text()).toContain('Stock limité');
      const second = await page(path);
      expect(second.headers.get('x-cache'), path).toBe('HIT');
      await second.text();
    }

    await graphql(
      `
        mutation ($input: AddToCartInput!) {
          addToCart(input: $input) {
            success
            errorMessage
          }
        }
      `,
      { input: { sku: bought.sku, quantity: bought.qty } },
    );
    await graphql(`
      mutation {
        setCheckoutEmail(email: "camille@example.com") {
          success
          errorMessage
        }
      }
    `);
    await graphql(
      `
        mutation ($shipping: CheckoutAddressInput!) {
          setCheckoutAddresses(shipping: $shipping, billingSameAsShipping: true) {
            success
            errorMessage
          }
        }
      `,
      {
        shipping: shopperAddress,
      },
    );
    await graphql(`
      mutation {
        setCheckoutShippingMethod(code: "home") {
          success
          errorMessage
        }
      }
    `);
    await graphql(`
      mutation {
        setCheckoutPaymentMethod(code: "truffe_card") {
          success
          errorMessage
        }
      }
    `);
    await graphql(`
      mutation {
        placeOrder(idempotencyKey: "stock-purge-test-1", acceptTerms: true) {
          success
          errorMessage
        }
      }
    `);

    // The order took every unit: the cached page was purged and the new render shows it.
    const after = await page(boughtPath);
    expect(after.headers.get('x-cache')).toBe('MISS');
    const html = await after.text();
    expect(html).toContain('Rupture de stock');
    expect(html).not.toContain('Stock limité');
    // Another product's page is still served from the cache.
    const untouched = await page(otherPath);
    expect(untouched.headers.get('x-cache')).toBe('HIT');
    expect(await untouched.text()).toContain('Stock limité');
  }, 120_000);
});
