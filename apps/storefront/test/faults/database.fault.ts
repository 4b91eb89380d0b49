/**
 * Fault injection (issue 19 item 6, decision 0892): the database stops and restarts under a running storefront
 * production process. A TCP proxy stands between the process and PostgreSQL; "down" cuts every connection and
 * refuses new ones, "up" accepts again. Pages answer a branded, translated 503 and /graphql a translated 503
 * error within 2 s; the process recovers by itself (no restart) and the checkout cut at each of its steps ends
 * with one order, paid once, and the stock taken once.
 */
import { setTimeout as sleep } from 'node:timers/promises';

import { persistedOperation } from '@truffe/commerce/testing/persistedOperation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { Shopper } from '../shopper';
import {
  call,
  checkoutSteps,
  comeBack,
  expectConsistent,
  ordersOf,
  payByCard,
  pickProduct,
  redirectOf,
  resultOf,
  snapshot,
  stepOk,
} from './faultCheckout';
import {
  DatabaseProxy,
  faultDatabase,
  inCi,
  missing,
  query,
  type Shop,
  startShop,
  timed,
} from './faultKit';

if (missing.length > 0 && !inCi) console.warn(`[faults] skipped: ${missing.join('; ')}`);

describe('the fault-injection suite is runnable here', () => {
  it.runIf(inCi)('has PostgreSQL and the production build in CI', () => {
    expect(missing, 'CI must install and start what the fault suite needs').toEqual([]);
  });
});

describe.skipIf(missing.length > 0)('the database stops and restarts mid-checkout', () => {
  let database: Awaited<ReturnType<typeof faultDatabase>>;
  let proxy: DatabaseProxy;
  let shop: Shop;
  let product: Awaited<ReturnType<typeof pickProduct>>;
  let other: Awaited<ReturnType<typeof pickProduct>>;
  let start: Awaited<ReturnType<typeof snapshot>>;
  const marker = `dbfault${Date.now()}`;

  beforeAll(async () => {
    database = await faultDatabase();
    proxy = await DatabaseProxy.start(database.url);
    shop = await startShop({ databaseUrl: proxy.through(database.url) });
    product = await pickProduct(database.url);
    other = await pickProduct(database.url, [product.sku]);
    start = await snapshot(database.url, [product.id, other.id]);
  });
  afterAll(async () => {
    await shop?.close();
    await proxy?.close();
    await database?.drop();
  });

  /** Waits until the process answers from the database again (its pool reconnects by itself). */
  async function recovered() {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const response = await fetch(`${shop.url}/readyz`);
      await response.arrayBuffer();
      if (response.ok) return;
      if (Date.now() > deadline) throw new Error(`not ready again:\n${shop.current.output()}`);
      await sleep(100);
    }
  }

  it('answers a branded, translated 503 page and a 503 GraphQL error within 2 s, then recovers without a restart', async () => {
    const shopper = new Shopper();
    const key = `${marker}-outage`;
    const steps = checkoutSteps(product.sku, key);
    for (const step of steps.slice(0, 2)) await stepOk(shopper, shop.url, step);
    const pid = shop.current.pid;
    // A running shop has its routes' code loaded: one product page rendered before (not the one asked below).
    expect(
      (await timed(`${shop.url}/en/product/${encodeURIComponent(product.sku)}`, {}, 30_000)).status,
    ).toBe(200);

    proxy.down();
    try {
      // A page nobody rendered yet (nothing in the HTML cache): the shop's own 503 page, in English.
      const page = await timed(`${shop.url}/en/product/${encodeURIComponent(other.sku)}`);
      expect(page.ms).toBeLessThan(2000);
      expect(page.status).toBe(503);
      expect(page.headers.get('retry-after')).toBe('5');
      expect(page.headers.get('cache-control')).toMatch(/no-store/);
      expect(page.text).toContain('<html lang="en-GB"');
      expect(page.text).toMatch(/Failed to load store|An error occured\./);
      expect(page.text).not.toMatch(/ECONNREFUSED|Connection terminated|at \w+ \(/);
      const french = await timed(`${shop.url}/product/${encodeURIComponent(other.sku)}`);
      expect(french.status).toBe(503);
      expect(french.text).toContain('<html lang="fr-FR"');

      // The next checkout step over GraphQL: a translated 503 error, not a hang and not a 500.
      const address = steps[2]!;
      const { answer, ms } = await call(shopper, shop.url, address.operation, address.variables);
      expect(ms).toBeLessThan(2000);
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      expect(answer.errors?.[0]?.message).toBe(
        'La boutique est momentanément indisponible. Réessayez dans quelques secondes.',
      );
      const english = await fetch(`${shop.url}/en/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-truffe-graphql-client': '1',
          origin: shop.url,
          cookie: shopper.cookieHeader(),
        },
        body: JSON.stringify({
          operationName: 'CartQuery',
          variables: {},
          extensions: {
            persistedQuery: {
              version: 1,
              sha256Hash: persistedOperation('CartQuery').hash,
            },
          },
        }),
        signal: AbortSignal.timeout(5000),
      });
      const englishBody = (await english.json()) as { errors?: { message: string }[] };
      expect(english.status).toBe(503);
      expect(english.headers.get('retry-after')).toBe('5');
      expect(englishBody.errors?.[0]?.message).toBe(
        'The shop is briefly unavailable. Please try again in a few seconds.',
      );

      // Health says so too (the load balancer takes the process out while the database is away).
      const ready = await timed(`${shop.url}/readyz`);
      expect(ready.ms).toBeLessThan(2000);
      expect(ready.status).toBe(503);
    } finally {
      proxy.up();
    }

    // The same process, the same checkout: it goes on where it stopped.
    await recovered();
    expect(shop.current.pid).toBe(pid);
    let placed;
    for (const step of steps.slice(2)) placed = await stepOk(shopper, shop.url, step);
    const paid = await payByCard(redirectOf(placed!), shop.url);
    expect(paid.status).toBe(303);
    const back = await comeBack(shopper, shop.url, paid.headers.get('location')!);
    expect(back.response.status).toBeLessThan(400);
    const [order] = await ordersOf(database.url, key);
    expect(order).toMatchObject({
      status: 'PROCESSING',
      paymentStatus: expect.stringMatching(/^(authorized|captured)$/),
    });
  });

  it('cut before each step of order placement (and during it): one order, paid once, stock taken once', async () => {
    const names = [
      'cart',
      'e-mail',
      'address',
      'shipping',
      'payment',
      'placeOrder',
      'mid-placeOrder',
    ];
    for (const [index, name] of names.entries()) {
      const shopper = new Shopper();
      const key = `${marker}-step${index}`;
      const steps = checkoutSteps(other.sku, key);
      const at = Math.min(index, steps.length - 1);
      for (const step of steps.slice(0, at)) await stepOk(shopper, shop.url, step);
      const step = steps[at]!;
      if (name === 'mid-placeOrder') {
        // Cut while the order is being written: whatever it answers, a retry with its key is the same order.
        const during = call(shopper, shop.url, step.operation, step.variables);
        await sleep(15);
        proxy.down();
        const { ms } = await during;
        expect(ms, name).toBeLessThan(2000);
      } else {
        proxy.down();
        const { answer, ms } = await call(shopper, shop.url, step.operation, step.variables);
        expect(ms, name).toBeLessThan(2000);
        // Refused with the translated outage error; nothing answered success.
        expect(resultOf(answer)?.success, name).not.toBe(true);
        expect(answer.errors?.[0]?.extensions?.code, name).toBe('SERVICE_UNAVAILABLE');
      }
      proxy.up();
      await recovered();
      let placed;
      for (const again of steps.slice(at)) placed = await stepOk(shopper, shop.url, again);
      // The shopper clicks "place order" twice more (lost answer, back button): still the one order.
      const twice = await stepOk(shopper, shop.url, steps.at(-1)!);
      expect(redirectOf(twice)).toBe(redirectOf(placed!));
      const paid = await payByCard(redirectOf(placed!), shop.url);
      expect(paid.status, name).toBe(303);
      await comeBack(shopper, shop.url, paid.headers.get('location')!);
      const orders = await ordersOf(database.url, key);
      expect(orders, name).toHaveLength(1);
      expect(orders[0], name).toMatchObject({
        status: 'PROCESSING',
        paymentStatus: expect.stringMatching(/^(authorized|captured)$/),
      });
    }
    await expectConsistent(database.url, start.stock, start.lastOrderId);
    const lines = await query<{ qty: number }>(
      database.url,
      `SELECT sum(l.qty)::int AS qty FROM sales_order_line l JOIN sales_order o ON o.id = l.order_id
        WHERE o.email LIKE $1`,
      [`%${marker}-step%`],
    );
    expect(lines[0]?.qty).toBe(names.length);
  });
});
