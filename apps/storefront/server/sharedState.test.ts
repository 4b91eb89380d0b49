/**
 * State shared across processes (issue 19 items 1 and 3, decision 0890) over real HTTP: two storefront apps on
 * one store stand for two processes on one database. Maintenance switched on A is answered by B; an order
 * placed on A purges the product page cached by B; order placement beyond the per-session limit answers 429
 * with a translated message, on `/graphql` (extension code RATE_LIMITED) and on the checkout's page form (the
 * message next to the form), and writes nothing.
 */
import { setTimeout as sleep } from 'node:timers/promises';

import { type Store } from '@truffe/commerce/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { httpForms } from '../test/httpForms';
import { shopperAddress } from '../test/shopper';
import { startServer, type TestServer } from '../test/startServer';
import { openTestStore } from '../test/testStore';

const adminToken = 'shared-state-test-token';
const limits = { RATE_LIMIT_ORDERS_PER_SESSION: '3' };

interface GraphQLAnswer {
  data?: Record<string, { success?: boolean; errorMessage?: string | null } | null> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

describe('two processes on one database (real HTTP, real store)', () => {
  let store: Store;
  let a: TestServer;
  let b: TestServer;
  const saved = Object.fromEntries(Object.keys(limits).map((key) => [key, process.env[key]]));
  beforeAll(async () => {
    // The business limits are settings of the store's resolvers (read from the environment on each call).
    Object.assign(process.env, limits);
    store = await openTestStore();
    const start = () =>
      startServer(
        {
          NODE_ENV: 'development',
          HTML_CACHE_MB: '16',
          ADMIN_TOKEN: adminToken,
          // A loaded CI machine renders a first dev page slowly: not what this file measures.
          PAGE_RENDER_TIMEOUT_MS: '60000',
          REQUEST_TIMEOUT_MS: '90000',
        },
        {
          createContext: (locale, request) => store.createContext(locale, request),
          readiness: () => store.ping(),
          payments: store.payments,
          orders: store,
        },
      );
    a = await start();
    b = await start();
  }, 240_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await store?.close();
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  });

  /** A visitor's GraphQL client on one server, keeping its cookies like a browser. */
  function visitor() {
    const cookies = new Map<string, string>();
    const cookie = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return {
      cookie,
      async graphql(server: TestServer, query: string, variables: Record<string, unknown> = {}) {
        const response = await fetch(`${server.url}/graphql`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'apollo-require-preflight': 'true',
            ...(cookies.size > 0 ? { cookie: cookie() } : {}),
          },
          body: JSON.stringify({ query, variables }),
        });
        for (const setCookie of response.headers.getSetCookie()) {
          const [pair = ''] = setCookie.split(';');
          const at = pair.indexOf('=');
          if (at > 0) cookies.set(pair.slice(0, at), pair.slice(at + 1));
        }
        return { response, body: (await response.json()) as GraphQLAnswer };
      },
    };
  }

  async function readyToPlace(
    shopper: ReturnType<typeof visitor>,
    server: TestServer,
    sku: string,
    qty: number,
  ) {
    const steps: [string, Record<string, unknown>][] = [
      [
        'mutation ($input: AddToCartInput!) { addToCart(input: $input) { success errorMessage } }',
        { input: { sku, quantity: qty } },
      ],
      ['mutation { setCheckoutEmail(email: "camille@example.com") { success errorMessage } }', {}],
      [
        'mutation ($s: CheckoutAddressInput!) { setCheckoutAddresses(shipping: $s, billingSameAsShipping: true) { success errorMessage } }',
        {
          s: shopperAddress,
        },
      ],
      ['mutation { setCheckoutShippingMethod(code: "home") { success errorMessage } }', {}],
      ['mutation { setCheckoutPaymentMethod(code: "truffe_card") { success errorMessage } }', {}],
    ];
    for (const [query, variables] of steps) {
      const { body } = await shopper.graphql(server, query, variables);
      expect(body.errors, query).toBeUndefined();
      expect(Object.values(body.data ?? {})[0], query).toMatchObject({ success: true });
    }
  }

  const placeOrder = (key: string) =>
    `mutation { placeOrder(idempotencyKey: "${key}", acceptTerms: true) { success errorMessage } }`;

  async function orderCount(): Promise<number> {
    const result = (await store.db.execute(
      'SELECT count(*)::int AS n FROM sales_order',
    )) as unknown as {
      rows: { n: number }[];
    };
    return result.rows[0]!.n;
  }

  it('maintenance switched on A is answered by B within a second, and switched off', async () => {
    const switchTo = (enabled: boolean) =>
      fetch(`${a.url}/admin/maintenance`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
        body: JSON.stringify({ enabled }),
      });
    const statusOnB = async () =>
      (await fetch(`${b.url}/healthz`)).json() as Promise<{ maintenance: boolean }>;
    expect((await statusOnB()).maintenance).toBe(false);
    try {
      expect((await switchTo(true)).status).toBe(200);
      const started = Date.now();
      while (!(await statusOnB()).maintenance) {
        expect(Date.now() - started, 'B sees the switch').toBeLessThan(1500);
        await sleep(20);
      }
      const page = await fetch(`${b.url}/mentions-legales`);
      expect(page.status).toBe(503);
      await page.text();
    } finally {
      expect((await switchTo(false)).status).toBe(200);
    }
    const started = Date.now();
    while ((await statusOnB()).maintenance) {
      expect(Date.now() - started).toBeLessThan(1500);
      await sleep(20);
    }
  }, 60_000);

  it('an order placed on A purges the product page cached by B', async () => {
    const rows = (await store.db.execute(
      `SELECT p.sku, s.qty FROM product p JOIN stock_item s ON s.product_id = p.id
        WHERE p.type = 'simple' AND p.visibility = 4 AND p.is_active AND s.is_in_stock
          AND s.qty BETWEEN 1 AND 5 AND s.label = 'low_stock'
        ORDER BY p.id LIMIT 1`,
    )) as unknown as { rows: { sku: string; qty: number }[] };
    const [bought] = rows.rows;
    if (!bought) throw new Error('the seed has no low-stock simple product');
    const path = `/product/${encodeURIComponent(bought.sku)}`;
    const first = await fetch(`${b.url}${path}`);
    expect(first.status).toBe(200);
    await first.text();
    const cached = await fetch(`${b.url}${path}`);
    expect(cached.headers.get('x-cache')).toBe('HIT');
    await cached.text();

    const shopper = visitor();
    await readyToPlace(shopper, a, bought.sku, bought.qty);
    const { body } = await shopper.graphql(a, placeOrder('shared-state-purge-1'));
    expect(body.data?.placeOrder, JSON.stringify(body)).toMatchObject({ success: true });

    // B hears the purge from A through the database (NOTIFY): its next answer is a fresh render.
    const started = Date.now();
    for (;;) {
      const after = await fetch(`${b.url}${path}`);
      const html = await after.text();
      if (after.headers.get('x-cache') === 'MISS') {
        expect(html).toContain('Rupture de stock');
        break;
      }
      expect(Date.now() - started, 'B purged within a second').toBeLessThan(1000);
      await sleep(20);
    }
  }, 120_000);

  it('refuses order placement beyond the per-session limit: 429 on /graphql and on the page form, nothing written', async () => {
    const [product] = (
      (await store.db.execute(
        `SELECT p.sku FROM product p JOIN stock_item s ON s.product_id = p.id
          WHERE p.type = 'simple' AND p.visibility = 4 AND p.is_active AND s.is_in_stock AND s.qty >= 50
            AND NOT EXISTS (SELECT 1 FROM custom_option o WHERE o.product_id = p.id AND o.is_required)
          ORDER BY p.id LIMIT 1`,
      )) as unknown as { rows: { sku: string }[] }
    ).rows;
    const shopper = visitor();
    await readyToPlace(shopper, a, product!.sku, 1);
    // Three placements within the limit (the retries answer the same order), on both processes.
    for (const server of [a, b, a]) {
      const { body } = await shopper.graphql(server, placeOrder('shared-state-limit-1'));
      expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    }
    const before = await orderCount();
    const { response, body } = await shopper.graphql(b, placeOrder('shared-state-limit-2'));
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(body.errors?.[0]?.message).toMatch(/^Trop de demandes en peu de temps/);

    // The same refusal through the checkout's form without JavaScript: 429, the message in the page.
    const form = await httpForms(a.url).postForm(
      '/checkout',
      {
        intent: 'placeOrder',
        idempotencyKey: '5b1d3c0e-7a2f-4c61-9d3e-2f8a6b4c1e07',
        expectedGrandTotal: '0',
        acceptTerms: 'on',
      },
      shopper.cookie(),
    );
    expect(form.status).toBe(429);
    expect(await form.text()).toContain('Trop de demandes en peu de temps');
    expect(await orderCount()).toBe(before);
  }, 120_000);
});
