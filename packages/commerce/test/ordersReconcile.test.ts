/**
 * Reconciliation (issue 7 item 5, decision 0731): a crash or a lost webhook between the provider and our commit
 * is settled when the store starts again, on the same database and the same gateway charges file.
 * - captured at the provider, webhook lost, store restarted → PROCESSING, exactly one e-mail;
 * - captured for an order we had canceled → refunded (no orphan charge), stock given back once;
 * - abandoned past the expiry → canceled at the provider, order canceled, stock given back;
 * - a paid webhook for a canceled order, live → refunded.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { readCart } from '../src/cart/cartService';
import { selectRows } from '../src/db/database';
import { listOutbox } from '../src/email/mailer';
import { confirmPaymentReturn, readPlacedOrder } from '../src/orders/paymentReturn';
import { placeOrder } from '../src/orders/placeOrder';
import { newSession, openOrdersRig, type OrdersRig, readyToPlace, stockOf } from './ordersFixtures';

let rig: OrdersRig;
let products: { id: number; sku: string }[];

beforeAll(async () => {
  rig = await openOrdersRig({ persistent: true });
  products = await selectRows(
    rig.store.db,
    sql`SELECT p.id, p.sku FROM product p JOIN stock_item s ON s.product_id = p.id
      WHERE p.type = 'simple' AND p.is_active AND s.is_in_stock AND s.qty >= 20
        AND NOT EXISTS (SELECT 1 FROM custom_option o WHERE o.product_id = p.id AND o.is_required)
      ORDER BY p.id LIMIT 4 OFFSET 10`,
  );
});
afterAll(() => rig?.close());

async function placeWithoutWebhooks(index: number, key: string) {
  const session = newSession();
  await readyToPlace(rig.cartServices(), session, [{ sku: products[index]!.sku, quantity: 2 }]);
  const placed = await placeOrder(rig.orderServices(), session, { idempotencyKey: key });
  expect(placed.success).toBe(true);
  const [payment] = await selectRows<{ id: string; providerPaymentId: string }>(
    rig.store.db,
    sql`SELECT p.id, p.provider_payment_id AS "providerPaymentId" FROM payment p
      JOIN sales_order o ON o.id = p.order_id WHERE o.number = ${placed.order!.number}`,
  );
  return { session, number: placed.order!.number, payment: payment! };
}

const emailsOf = async (number: string) =>
  (await listOutbox(rig.store.db)).filter((mail) => mail.subject.includes(number));

describe('reconciliation at start', () => {
  it('a capture whose webhook was lost before a crash: the order is PROCESSING after the restart, with one e-mail', async () => {
    rig.deliverWebhooks = false;
    const { session, number, payment } = await placeWithoutWebhooks(0, 'crash-paid-000001');
    await rig.gateway.transition(payment.providerPaymentId, ['pending'], ['captured']);
    await rig.gateway.whenDelivered();
    expect((await readPlacedOrder(rig.orderServices(), session, number))?.status).toBe(
      'PENDING_PAYMENT',
    );

    await rig.reopen();
    rig.deliverWebhooks = true;
    expect((await readPlacedOrder(rig.orderServices(), session, number))?.status).toBe(
      'PROCESSING',
    );
    expect(await emailsOf(number)).toHaveLength(1);
    expect((await readCart(rig.cartServices(), session.token)).items).toEqual([]);

    const again = await rig.store.reconcilePayments({ minAgeMinutes: 0 });
    expect(again.processing).toBe(0);
    expect(await emailsOf(number), 'running it again sends nothing').toHaveLength(1);
  });

  it('a capture for an order we canceled is refunded at the restart; the stock is given back once', async () => {
    rig.deliverWebhooks = false;
    const product = products[1]!;
    const before = await stockOf(rig.store, product.id);
    const { session, number, payment } = await placeWithoutWebhooks(1, 'crash-refund-00001');
    await rig.gateway.transition(payment.providerPaymentId, ['pending'], ['declined']);
    const back = await confirmPaymentReturn(rig.orderServices(), session, payment.id);
    expect(back.order?.status).toBe('CANCELED');
    expect(await stockOf(rig.store, product.id)).toBe(before);
    // The shopper retried on the provider's page and it went through; that webhook was lost too.
    await rig.gateway.transition(payment.providerPaymentId, ['declined'], ['captured']);
    await rig.gateway.whenDelivered();

    await rig.reopen();
    rig.deliverWebhooks = true;
    expect(rig.gateway.retrieve('truffe_card', payment.id)?.status).toBe('refunded');
    expect((await readPlacedOrder(rig.orderServices(), session, number))?.status).toBe('CANCELED');
    expect(await stockOf(rig.store, product.id)).toBe(before);
    expect(await emailsOf(number)).toHaveLength(0);
    const [row] = await selectRows<{ status: string }>(
      rig.store.db,
      sql`SELECT status FROM payment WHERE id = ${payment.id}`,
    );
    expect(row!.status).toBe('refunded');
  });

  it('a payment abandoned past its expiry is canceled at the provider, and its order with the stock given back', async () => {
    const product = products[2]!;
    const before = await stockOf(rig.store, product.id);
    const { session, number, payment } = await placeWithoutWebhooks(2, 'abandoned-0000001');
    expect(await stockOf(rig.store, product.id)).toBe(before - 2);
    const young = await rig.store.reconcilePayments({ minAgeMinutes: 0, expireAfterMinutes: 60 });
    expect(young.canceled, 'a young pending payment is left alone').toBe(0);
    expect((await readPlacedOrder(rig.orderServices(), session, number))?.status).toBe(
      'PENDING_PAYMENT',
    );

    const report = await rig.store.reconcilePayments({ minAgeMinutes: 0, expireAfterMinutes: 0 });
    expect(report.canceled).toBe(1);
    expect(rig.gateway.retrieve('truffe_card', payment.id)?.status).toBe('canceled');
    expect((await readPlacedOrder(rig.orderServices(), session, number))?.status).toBe('CANCELED');
    expect(await stockOf(rig.store, product.id)).toBe(before);
  });

  it('a live paid webhook for a canceled order refunds the charge', async () => {
    rig.deliverWebhooks = true;
    const { session, number, payment } = await placeWithoutWebhooks(3, 'late-capture-00001');
    await rig.gateway.transition(payment.providerPaymentId, ['pending'], ['declined']);
    await rig.gateway.whenDelivered();
    expect((await readPlacedOrder(rig.orderServices(), session, number))?.status).toBe('CANCELED');
    await rig.gateway.transition(payment.providerPaymentId, ['declined'], ['captured']);
    await rig.gateway.whenDelivered();
    // The refund's own webhook arrives too.
    await rig.gateway.whenDelivered();
    expect(rig.gateway.retrieve('truffe_card', payment.id)?.status).toBe('refunded');
    expect((await readPlacedOrder(rig.orderServices(), session, number))?.status).toBe('CANCELED');
    expect(await emailsOf(number)).toHaveLength(0);
  });
});
