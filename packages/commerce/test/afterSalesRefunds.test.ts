/**
 * Refunds, returns and store credit (issue 16 items 4–6) on the real engine with the test gateway — PGlite, or
 * the PostgreSQL server of DATABASE_URL where the concurrent calls really run at once:
 * - credit memos: by lines and shipping, to the payment (a partial refund at the gateway) or to store credit,
 *   bounded per line and per order, numbered `A2026-…`, idempotent by key (twice at once refunds once);
 * - store credit at checkout: part or all of an order, never below zero, spent once by 10 parallel checkouts,
 *   given back when the payment fails; a refund of an order paid partly with credit gives the credit back;
 * - returns: asked by the owner only, at most what was shipped less what is being returned, authorised,
 *   refunded once, refused with a reason, an e-mail at each step; refusals write nothing.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { closeOrder } from '../src/afterSales/cancelAndClose';
import { refundOrder, settlePendingRefunds } from '../src/afterSales/refunds';
import {
  listCustomerReturns,
  moveReturn,
  refundReturn,
  requestReturn,
  returnableOrder,
} from '../src/afterSales/returns';
import { shipOrder } from '../src/afterSales/shipments';
import { moveStoreCredit, storeCreditAccount } from '../src/afterSales/storeCredit';
import { selectRows } from '../src/db/database';
import { listOutbox } from '../src/email/mailer';
import { placeOrder } from '../src/orders/placeOrder';
import { inTransaction } from '../src/orders/transaction';
import {
  orderableProducts,
  orderLines,
  placePaidOrder,
  refusalOf,
  registeredCustomer,
} from './afterSalesFixtures';
import { newSession, openOrdersRig, type OrdersRig, readyToPlace } from './ordersFixtures';

let rig: OrdersRig;
let products: { id: number; sku: string; name: string }[];

beforeAll(async () => {
  rig = await openOrdersRig({ gatewayFile: false });
  products = await orderableProducts(rig, 6, 18);
});
afterAll(() => rig?.close());

/** A registered customer, with `credit` cents of store credit given by the staff. */
async function newCustomer(credit = 0): Promise<number> {
  const customerId = await registeredCustomer(rig, 'refunds');
  if (credit > 0)
    await inTransaction(rig.store.db, (db) =>
      moveStoreCredit(db, { customerId, amount: credit, reason: 'staff' }),
    );
  return customerId;
}

async function balanceOf(customerId: number): Promise<number> {
  return (await storeCreditAccount(rig.store.db, customerId)).balance;
}

/** The ledger's running balances equal the running sums of its movements. */
async function expectConsistentLedger(customerId: number) {
  const rows = await selectRows<{ amount: number; balanceAfter: number }>(
    rig.store.db,
    sql`SELECT amount, balance_after AS "balanceAfter" FROM store_credit_entry
      WHERE customer_id = ${customerId} ORDER BY id`,
  );
  let sum = 0;
  for (const row of rows) {
    sum += row.amount;
    expect(row.balanceAfter).toBe(sum);
    expect(row.balanceAfter).toBeGreaterThanOrEqual(0);
  }
  expect(await balanceOf(customerId)).toBe(sum);
}

async function paymentOf(orderId: number) {
  const [payment] = await selectRows<{ id: string; amount: number; status: string }>(
    rig.store.db,
    sql`SELECT id, amount, status FROM payment WHERE order_id = ${orderId}`,
  );
  return payment;
}

function gatewayRefunds(paymentId: string) {
  return rig.gateway.refundsOf(paymentId);
}

describe('refundOrder', () => {
  it('refunds chosen lines to the payment: a partial refund at the provider, a numbered memo, an e-mail', async () => {
    const order = await placePaidOrder(rig, [
      { sku: products[0]!.sku, quantity: 3 },
      { sku: products[1]!.sku, quantity: 1 },
    ]);
    const lines = await orderLines(rig, order.id);
    const [row] = await selectRows<{ unit: number }>(
      rig.store.db,
      sql`SELECT unit_price_incl_tax AS unit FROM sales_order_line WHERE id = ${lines[0]!.id}`,
    );
    const memo = await refundOrder(rig.store, order.number, {
      lines: [{ orderLineId: lines[0]!.id, qty: 2 }],
      to: 'payment',
      idempotencyKey: `partial-${order.number}`,
    });
    expect(memo).toMatchObject({
      status: 'refunded',
      amount: row!.unit * 2,
      toPayment: row!.unit * 2,
      toStoreCredit: 0,
      replayed: false,
    });
    expect(memo.number).toMatch(/^A\d{4}-\d{6}$/);
    const payment = await paymentOf(order.id);
    expect(await gatewayRefunds(payment!.id)).toEqual([row!.unit * 2]);
    const email = (await listOutbox(rig.store.db, 1000)).find((message) =>
      message.subject.includes(memo.number),
    );
    expect(email?.text).toContain(order.number);

    // More units than are left of the line: refused, nothing written.
    const refusal = await refusalOf(
      refundOrder(rig.store, order.number, {
        lines: [{ orderLineId: lines[0]!.id, qty: 2 }],
        to: 'payment',
        idempotencyKey: `too-many-${order.number}`,
      }),
    );
    expect(refusal.messageIn('en-GB')).toBe(
      `Line ${lines[0]!.id}: 2 asked for, but only 1 left to refund (ordered less refunded).`,
    );
    expect(await gatewayRefunds(payment!.id)).toEqual([row!.unit * 2]);

    // Everything left, with the shipping: the order's refunds add up to its grand total; it can be closed.
    const rest = await refundOrder(rig.store, order.number, {
      shipping: true,
      to: 'payment',
      idempotencyKey: `rest-${order.number}`,
    });
    expect(memo.amount + rest.amount).toBe(order.grandTotal);
    await rig.gateway.whenDelivered();
    expect((await paymentOf(order.id))!.status).toBe('refunded');
    await expect(closeOrder(rig.store, order.number)).resolves.toMatchObject({
      refunded: order.grandTotal,
    });
    const nothing = await refusalOf(
      refundOrder(rig.store, order.number, {
        to: 'payment',
        idempotencyKey: `again-${order.number}`,
      }),
    );
    expect(nothing.code).toBe('notRefundable');
  });

  it('the same refund asked twice at once makes one memo and one provider refund', async () => {
    const order = await placePaidOrder(rig, [{ sku: products[2]!.sku, quantity: 2 }]);
    const key = `double-${order.number}`;
    const [first, second] = await Promise.all([
      refundOrder(rig.store, order.number, { to: 'payment', idempotencyKey: key }),
      refundOrder(rig.store, order.number, { to: 'payment', idempotencyKey: key }),
    ]);
    expect(first!.number).toBe(second!.number);
    expect([first!.replayed, second!.replayed].sort()).toEqual([false, true]);
    const [{ memos } = { memos: 0 }] = await selectRows<{ memos: number }>(
      rig.store.db,
      sql`SELECT count(*)::int AS memos FROM credit_memo WHERE order_id = ${order.id}`,
    );
    expect(memos).toBe(1);
    expect(await gatewayRefunds((await paymentOf(order.id))!.id)).toEqual([first!.toPayment]);
  });

  it('leaves a memo pending when the provider cannot be reached, and settles it on the next reconciliation', async () => {
    const order = await placePaidOrder(rig, [{ sku: products[2]!.sku, quantity: 1 }]);
    // The provider is down for this call (the network, not our code): the memo is written, the refund waits.
    const unreachable = {
      ...rig.store,
      payments: {
        list: () => rig.store.payments.list(),
        get: (code: string) => {
          const provider = rig.store.payments.get(code);
          return (
            provider && {
              ...provider,
              refundAmount: () => Promise.reject(new Error('ECONNRESET')),
            }
          );
        },
      },
    };
    const memo = await refundOrder(unreachable, order.number, {
      to: 'payment',
      idempotencyKey: `down-${order.number}`,
    });
    expect(memo.status).toBe('pending');
    const payment = await paymentOf(order.id);
    expect(gatewayRefunds(payment!.id)).toEqual([]);
    // Reconciliation (at start and every 5 minutes) asks the provider again with the memo's key.
    const report = await rig.store.reconcilePayments({ minAgeMinutes: 0 });
    expect(report.creditMemosSettled).toBeGreaterThanOrEqual(1);
    const [row] = await selectRows<{ status: string }>(
      rig.store.db,
      sql`SELECT status FROM credit_memo WHERE number = ${memo.number}`,
    );
    expect(row!.status).toBe('refunded');
    expect(gatewayRefunds(payment!.id)).toEqual([memo.toPayment]);
    // Asked again, nothing is refunded twice.
    await settlePendingRefunds(rig.store);
    expect(gatewayRefunds(payment!.id)).toEqual([memo.toPayment]);
  });

  it('refunds to store credit only for an account: a guest order is refused and nothing is written', async () => {
    const order = await placePaidOrder(rig, [{ sku: products[3]!.sku, quantity: 1 }]);
    const refusal = await refusalOf(
      refundOrder(rig.store, order.number, {
        to: 'store_credit',
        idempotencyKey: `guest-${order.number}`,
      }),
    );
    expect(refusal.messageIn('fr-FR')).toContain('sans compte client');
    const [{ memos } = { memos: 0 }] = await selectRows<{ memos: number }>(
      rig.store.db,
      sql`SELECT count(*)::int AS memos FROM credit_memo WHERE order_id = ${order.id}`,
    );
    expect(memos).toBe(0);
  });
});

describe('store credit at checkout', () => {
  async function placeWithCredit(customerId: number, quantity = 1, key = `${Date.now()}`) {
    const session = newSession();
    await readyToPlace({ ...rig.cartServices('fr-FR'), customerId }, session, [
      { sku: products[4]!.sku, quantity },
    ]);
    return placeOrder({ ...rig.orderServices('fr-FR'), customerId }, session, {
      idempotencyKey: `credit-${customerId}-${key}`,
      acceptTerms: true,
      useStoreCredit: true,
    });
  }

  it('pays part of an order: the provider is charged the rest; a refund gives the credit back first to credit', async () => {
    const customerId = await newCustomer(500);
    const placed = await placeWithCredit(customerId);
    expect(placed.success).toBe(true);
    const [order] = await selectRows<{ id: number; grandTotal: number; used: number }>(
      rig.store.db,
      sql`SELECT id, grand_total AS "grandTotal", store_credit_used AS used FROM sales_order
        WHERE number = ${placed.order!.number}`,
    );
    expect(order!.used).toBe(500);
    expect((await paymentOf(order!.id))!.amount).toBe(order!.grandTotal - 500);
    expect(await balanceOf(customerId)).toBe(0);
    // Pay the rest, then refund everything to the payment: the provider gives back what it charged, the
    // credit part goes back to store credit.
    const payment = await paymentOf(order!.id);
    const [charge] = await selectRows<{ providerPaymentId: string }>(
      rig.store.db,
      sql`SELECT provider_payment_id AS "providerPaymentId" FROM payment WHERE id = ${payment!.id}`,
    );
    await rig.gateway.transition(charge!.providerPaymentId, ['pending'], ['captured']);
    await rig.gateway.whenDelivered();
    const memo = await refundOrder(rig.store, placed.order!.number, {
      shipping: true,
      to: 'payment',
      idempotencyKey: `all-${placed.order!.number}`,
    });
    expect(memo).toMatchObject({ toPayment: order!.grandTotal - 500, toStoreCredit: 500 });
    expect(await gatewayRefunds(payment!.id)).toEqual([order!.grandTotal - 500]);
    expect(await balanceOf(customerId)).toBe(500);
    await expectConsistentLedger(customerId);
  });

  it('pays a whole order: paid at once, nothing charged, the method says store credit', async () => {
    const customerId = await newCustomer(100_000);
    const placed = await placeWithCredit(customerId);
    expect(placed).toMatchObject({ success: true, redirectUrl: null });
    expect(placed.order!.status).toBe('PROCESSING');
    const [order] = await selectRows<{ id: number; grandTotal: number; code: string }>(
      rig.store.db,
      sql`SELECT id, grand_total AS "grandTotal", payment_method_code AS code FROM sales_order
        WHERE number = ${placed.order!.number}`,
    );
    expect(order!.code).toBe('store_credit');
    expect(await paymentOf(order!.id)).toBeUndefined();
    expect(await balanceOf(customerId)).toBe(100_000 - order!.grandTotal);
    // A refund of an order paid by credit alone goes back to credit, even when asked to the payment.
    const memo = await refundOrder(rig.store, placed.order!.number, {
      to: 'payment',
      idempotencyKey: `credit-only-${placed.order!.number}`,
    });
    expect(memo).toMatchObject({ toPayment: 0, status: 'refunded' });
    await expectConsistentLedger(customerId);
  });

  it('10 parallel checkouts of one customer spend its credit once, never below zero', async () => {
    const customerId = await newCustomer(700);
    const placed = await Promise.all(
      Array.from({ length: 10 }, (_, index) => placeWithCredit(customerId, 1, `parallel-${index}`)),
    );
    const numbers = placed.filter((result) => result.success).map((result) => result.order!.number);
    expect(numbers.length).toBeGreaterThan(0);
    const [{ used } = { used: 0 }] = await selectRows<{ used: number }>(
      rig.store.db,
      sql`SELECT coalesce(sum(store_credit_used), 0)::int AS used FROM sales_order
        WHERE customer_id = ${customerId}`,
    );
    expect(used).toBe(700);
    expect(await balanceOf(customerId)).toBe(0);
    await expectConsistentLedger(customerId);
  });

  it('a failed payment gives the credit its order spent back', async () => {
    const customerId = await newCustomer(300);
    const placed = await placeWithCredit(customerId);
    expect(await balanceOf(customerId)).toBe(0);
    const [charge] = await selectRows<{ providerPaymentId: string }>(
      rig.store.db,
      sql`SELECT p.provider_payment_id AS "providerPaymentId" FROM payment p
        JOIN sales_order o ON o.id = p.order_id WHERE o.number = ${placed.order!.number}`,
    );
    await rig.gateway.transition(charge!.providerPaymentId, ['pending'], ['declined']);
    await rig.gateway.whenDelivered();
    expect(await balanceOf(customerId)).toBe(300);
    await expectConsistentLedger(customerId);
  });
});

describe('returns', () => {
  it('asked by the owner for shipped items, authorised, refunded once, each step e-mailed', async () => {
    const customerId = await newCustomer();
    const order = await placePaidOrder(
      rig,
      [
        { sku: products[5]!.sku, quantity: 2 },
        { sku: products[0]!.sku, quantity: 1 },
      ],
      { customerId },
    );
    const lines = await orderLines(rig, order.id);
    // Nothing shipped: nothing to return.
    expect(await returnableOrder(rig.store.db, customerId, order.number)).toBeNull();
    await shipOrder(rig.store, order.number, {
      carrier: 'colissimo',
      trackingNumber: '6A12345678901',
      lines: [{ orderLineId: lines[0]!.id, qty: 2 }],
    });
    const form = await returnableOrder(rig.store.db, customerId, order.number);
    expect(form!.lines.map((line) => line.returnable)).toEqual([2, 0]);

    // Another customer gets "not found", for the form and for the request.
    const stranger = await newCustomer();
    expect(await returnableOrder(rig.store.db, stranger, order.number)).toBeNull();
    const request = {
      orderNumber: order.number,
      lines: [{ orderLineId: lines[0]!.id, qty: 1, reason: 'damaged', condition: 'opened' }],
      resolution: 'refund',
      comment: 'Le sac est arrivé percé.',
    };
    const notFound = await refusalOf(requestReturn(rig.store, stranger, request, 'en-GB'));
    expect(notFound.message).toBe(`Order ${order.number} could not be found.`);
    // An unshipped line, or more than shipped: refused in the customer's language, nothing written.
    const unshipped = await refusalOf(
      requestReturn(
        rig.store,
        customerId,
        { ...request, lines: [{ ...request.lines[0]!, orderLineId: lines[1]!.id }] },
        'fr-FR',
      ),
    );
    expect(unshipped.code).toBe('tooManyToReturn');
    const badReason = await refusalOf(
      requestReturn(
        rig.store,
        customerId,
        { ...request, lines: [{ ...request.lines[0]!, reason: 'whim' }] },
        'fr-FR',
      ),
    );
    expect(badReason.code).toBe('invalidReturnReason');
    expect(await listCustomerReturns(rig.store.db, customerId)).toEqual([]);

    const requested = await requestReturn(rig.store, customerId, request, 'fr-FR');
    expect(requested.number).toMatch(/^R-\d{6}$/);
    // The same unit cannot be asked for twice: one shipped unit is left to return.
    const again = await refusalOf(
      requestReturn(
        rig.store,
        customerId,
        { ...request, lines: [{ ...request.lines[0]!, qty: 2 }] },
        'en-GB',
      ),
    );
    expect(again.message).toContain('at most 1 can be returned');

    // Refunding before the staff authorised it is refused by the return's state machine.
    const early = await refusalOf(refundReturn(rig.store, requested.number));
    expect(early.code).toBe('returnTransitionRefused');
    await moveReturn(rig.store, requested.number, 'authorised');
    const [first, second] = await Promise.all([
      refundReturn(rig.store, requested.number),
      refundReturn(rig.store, requested.number),
    ]);
    expect(first!.number).toBe(second!.number);
    expect(await gatewayRefunds((await paymentOf(order.id))!.id)).toHaveLength(1);

    const [listed] = await listCustomerReturns(rig.store.db, customerId);
    expect(listed).toMatchObject({
      number: requested.number,
      orderNumber: order.number,
      status: 'refunded',
      resolution: 'refund',
      lines: [{ sku: lines[0]!.sku, qty: 1, reason: 'damaged', condition: 'opened' }],
    });
    expect(listed!.events.map((event) => event.status)).toEqual([
      'requested',
      'authorised',
      'refunded',
    ]);
    const subjects = (await listOutbox(rig.store.db, 1000))
      .map((message) => message.subject)
      .filter((subject) => subject.includes(`retour ${requested.number} :`));
    expect(subjects, subjects.join('\n')).toHaveLength(3);
  });

  it('refused with a reason, the units can be asked for again; a refusal needs its reason', async () => {
    const customerId = await newCustomer();
    const order = await placePaidOrder(rig, [{ sku: products[1]!.sku, quantity: 1 }], {
      customerId,
    });
    await shipOrder(rig.store, order.number, { carrier: 'dpd', trackingNumber: 'DPD1234567' });
    const [line] = await orderLines(rig, order.id);
    const request = {
      orderNumber: order.number,
      lines: [{ orderLineId: line!.id, qty: 1, reason: 'no_longer_needed', condition: 'opened' }],
      resolution: 'store_credit',
    };
    const requested = await requestReturn(rig.store, customerId, request, 'fr-FR');
    expect((await refusalOf(moveReturn(rig.store, requested.number, 'refused'))).code).toBe(
      'refusalReasonRequired',
    );
    await moveReturn(rig.store, requested.number, 'refused', { comment: 'Produit ouvert.' });
    const [listed] = await listCustomerReturns(rig.store.db, customerId);
    expect(listed).toMatchObject({ status: 'refused', refusalReason: 'Produit ouvert.' });
    // A refused return frees its units: asked again, authorised, credited to store credit as wished.
    const second = await requestReturn(rig.store, customerId, request, 'fr-FR');
    await moveReturn(rig.store, second.number, 'authorised');
    await moveReturn(rig.store, second.number, 'received');
    const memo = await refundReturn(rig.store, second.number);
    expect(memo).toMatchObject({ refundTo: 'store_credit', toPayment: 0 });
    expect(await balanceOf(customerId)).toBe(memo.amount);
    const [latest] = await listCustomerReturns(rig.store.db, customerId);
    expect(latest).toMatchObject({ number: second.number, status: 'credited' });
    await expectConsistentLedger(customerId);
  });
});
