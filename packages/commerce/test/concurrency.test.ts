/**
 * Integrity under concurrency (issue 7 "Must show"), meant for the PostgreSQL server (DATABASE_URL, a pool of
 * 20 connections: placements really run at once); on PGlite the same assertions hold with one connection.
 * - 100 buyers of a product with 10 in stock: exactly 10 orders, stock 0, 90 clear refusals, never negative.
 * - 50 placements with one idempotency key: one order, one payment, one gateway charge, one answer.
 * - A webhook delivered 3 times (at once) and out of order: one state change, one e-mail.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { CartSession } from '../src/cart/cartService';
import { selectRows } from '../src/db/database';
import { listOutbox } from '../src/email/mailer';
import { placeOrder } from '../src/orders/placeOrder';
import { inTransaction } from '../src/orders/transaction';
import type { PaymentEvent } from '../src/payments/index';
import {
  gatewayCharges,
  newSession,
  openOrdersRig,
  type OrdersRig,
  readyToPlace,
  stockOf,
} from './ordersFixtures';

let rig: OrdersRig;
let products: { id: number; sku: string; name: string }[];

beforeAll(async () => {
  rig = await openOrdersRig();
  products = await selectRows(
    rig.store.db,
    sql`SELECT p.id, p.sku, l.name FROM product p JOIN stock_item s ON s.product_id = p.id
      JOIN product_locale l ON l.product_id = p.id AND l.locale = 'fr-FR'
      WHERE p.type = 'simple' AND p.is_active AND s.is_in_stock AND s.qty >= 20
        AND NOT EXISTS (SELECT 1 FROM custom_option o WHERE o.product_id = p.id AND o.is_required)
      ORDER BY p.id DESC LIMIT 5`,
  );
});
afterAll(() => rig?.close());

/** Runs `task` for 0..n-1 with at most `width` at a time (preparing carts is not what is tested). */
async function inBatches<T>(n: number, width: number, task: (index: number) => Promise<T>) {
  const results: T[] = [];
  for (let start = 0; start < n; start += width)
    results.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(width, n - start) }, (_, i) => task(start + i)),
      )),
    );
  return results;
}

describe('concurrent placements', () => {
  it('100 parallel buyers of a product with 10 in stock: exactly 10 orders, stock 0, 90 clear refusals', async () => {
    const product = products[0]!;
    const services = rig.cartServices();
    const buyers: CartSession[] = await inBatches(100, 10, async () => {
      const session = newSession();
      await readyToPlace(services, session, [{ sku: product.sku, quantity: 1 }]);
      return session;
    });
    await rig.store.db.execute(
      sql`UPDATE stock_item SET qty = 10, is_in_stock = true WHERE product_id = ${product.id}`,
    );

    const results = await Promise.all(
      buyers.map((session, index) =>
        placeOrder(rig.orderServices(), session, { idempotencyKey: `buyer-${index}-of-100` }),
      ),
    );
    const placed = results.filter((result) => result.success);
    const refused = results.filter((result) => !result.success);
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(90);
    for (const result of refused) {
      expect(result.errorMessage).toBe(`Le produit « ${product.name} » est en rupture de stock.`);
      expect(result.order).toBeNull();
    }
    expect(new Set(placed.map((result) => result.order!.number)).size).toBe(10);
    expect(await stockOf(rig.store, product.id)).toBe(0);
    const [counts] = await selectRows<{ orders: number; payments: number; units: number }>(
      rig.store.db,
      sql`SELECT count(DISTINCT o.id)::int AS orders, count(DISTINCT p.id)::int AS payments,
          coalesce(sum(l.qty), 0)::int AS units
        FROM sales_order o JOIN sales_order_line l ON l.order_id = o.id JOIN payment p ON p.order_id = o.id
        WHERE l.product_id = ${product.id}`,
    );
    expect(counts).toEqual({ orders: 10, payments: 10, units: 10 });
    const [negative] = await selectRows<{ count: number }>(
      rig.store.db,
      sql`SELECT count(*)::int AS count FROM stock_item WHERE qty < 0`,
    );
    expect(negative!.count).toBe(0);
  }, 120_000);

  it('50 parallel placements with one idempotency key: one order, one payment, one charge, one answer', async () => {
    const product = products[1]!;
    const session = newSession();
    await readyToPlace(rig.cartServices(), session, [{ sku: product.sku, quantity: 2 }]);
    const stock = await stockOf(rig.store, product.id);
    const key = 'double-click-0123456789';

    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        placeOrder(rig.orderServices(), session, { idempotencyKey: key }),
      ),
    );
    expect(results.every((result) => result.success)).toBe(true);
    const numbers = new Set(results.map((result) => result.order?.number));
    expect(numbers.size).toBe(1);
    const [number] = [...numbers] as string[];
    expect(new Set(results.map((result) => result.redirectUrl)).size).toBe(1);

    const rows = await selectRows<{ orders: number; payments: number }>(
      rig.store.db,
      sql`SELECT count(DISTINCT o.id)::int AS orders, count(p.id)::int AS payments
        FROM sales_order o LEFT JOIN payment p ON p.order_id = o.id WHERE o.idempotency_key = ${key}`,
    );
    expect(rows[0]).toEqual({ orders: 1, payments: 1 });
    expect(await stockOf(rig.store, product.id), 'stock is taken once').toBe(stock - 2);
    const charges = (await gatewayCharges(rig)).filter((charge) => charge.orderNumber === number);
    expect(charges).toHaveLength(1);
  }, 60_000);
});

describe('webhooks', () => {
  async function deliver(code: string, event: PaymentEvent, signature?: string) {
    const signed = rig.gateway.signEvent(event);
    const response = await fetch(`${rig.webhookUrl}/${code}`, {
      method: 'POST',
      headers: signature ? { ...signed.headers, 'truffe-signature': signature } : signed.headers,
      body: signed.body,
    });
    return { status: response.status, body: (await response.json()) as { outcome?: string } };
  }

  it('a paid event delivered 3 times at once and out of order changes the order once and sends one e-mail', async () => {
    const session = newSession();
    await readyToPlace(rig.cartServices(), session, [{ sku: products[2]!.sku, quantity: 1 }]);
    rig.deliverWebhooks = true;
    const placed = await placeOrder(rig.orderServices(), session, {
      idempotencyKey: 'webhook-order-0001',
    });
    const number = placed.order!.number;
    const [payment] = await selectRows<{ id: string; providerPaymentId: string }>(
      rig.store.db,
      sql`SELECT p.id, p.provider_payment_id AS "providerPaymentId" FROM payment p
        JOIN sales_order o ON o.id = p.order_id WHERE o.number = ${number}`,
    );
    const event = (status: PaymentEvent['status'], sequence: number): PaymentEvent => ({
      eventId: `evt_test_${number}_${sequence}`,
      providerPaymentId: payment!.providerPaymentId,
      paymentId: payment!.id,
      status,
      amountCents: placed.order!.totals.grandTotal,
      occurredAt: new Date().toISOString(),
      sequence,
    });

    const forged = await deliver('truffe_card', event('captured', 2), 't=1,v1=00');
    expect(forged.status).toBe(400);

    const captured = event('captured', 2);
    const outcomes = await Promise.all([
      deliver('truffe_card', captured),
      deliver('truffe_card', captured),
      deliver('truffe_card', captured),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([200, 200, 200]);
    expect(outcomes.map((outcome) => outcome.body.outcome).sort()).toEqual([
      'duplicate-event',
      'duplicate-event',
      'processing',
    ]);
    // The earlier events arrive late: stale, ignored.
    expect((await deliver('truffe_card', event('requires_action', 1))).body.outcome).toBe(
      'stale-event',
    );
    expect((await deliver('truffe_card', event('declined', 1))).body.outcome).toBe(
      'duplicate-event',
    );
    const [state] = await selectRows<{
      status: string;
      paymentStatus: string;
      sequence: number;
      events: number;
    }>(
      rig.store.db,
      sql`SELECT o.status, p.status AS "paymentStatus", p.last_event_sequence AS sequence,
          (SELECT count(*)::int FROM payment_event e WHERE e.payment_id = p.id) AS events
        FROM sales_order o JOIN payment p ON p.order_id = o.id WHERE o.number = ${number}`,
    );
    expect(state).toEqual({
      status: 'PROCESSING',
      paymentStatus: 'captured',
      sequence: 2,
      events: 2,
    });
    const emails = (await listOutbox(rig.store.db)).filter((mail) => mail.subject.includes(number));
    expect(emails).toHaveLength(1);
  });
});

describe('contention', () => {
  // Two transactions locking two rows in opposite orders: PostgreSQL aborts one (40P01); it is run again.
  it.runIf(process.env.DATABASE_URL)(
    'a deadlock victim is retried and both transactions commit',
    async () => {
      const [a, b] = [products[3]!.id, products[4]!.id];
      const before = [await stockOf(rig.store, a), await stockOf(rig.store, b)];
      let arrived = 0;
      let release!: () => void;
      const barrier = new Promise<void>((resolve) => (release = resolve));
      const meet = () => {
        arrived += 1;
        if (arrived === 2) release();
        return barrier;
      };
      let attempts = 0;
      const crossing = (first: number, second: number) =>
        inTransaction(rig.store.db, async (db) => {
          attempts += 1;
          await db.execute(sql`UPDATE stock_item SET qty = qty + 1 WHERE product_id = ${first}`);
          await meet();
          await db.execute(sql`UPDATE stock_item SET qty = qty + 1 WHERE product_id = ${second}`);
        });
      await Promise.all([crossing(a, b), crossing(b, a)]);
      expect(attempts).toBe(3);
      expect([await stockOf(rig.store, a), await stockOf(rig.store, b)]).toEqual([
        before[0]! + 2,
        before[1]! + 2,
      ]);
    },
  );
});
