/**
 * The order's life after payment (issue 16 item 2) on the real engine with the test gateway: the state machine
 * (allowed and refused transitions; a refusal changes nothing), partial invoices and shipments up to COMPLETE,
 * the shipment e-mail in the outbox with the carrier's tracking link in the order's language, cancel (stock and
 * store credit given back, the charge refunded through the provider, only before shipping) and close (only once
 * everything was refunded), each transition in the status history.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { cancelOrder, closeOrder } from '../src/afterSales/cancelAndClose';
import { carrierCodes, trackingUrlOf } from '../src/afterSales/carriers';
import { invoiceOrder } from '../src/afterSales/invoices';
import { type AfterSalesError } from '../src/afterSales/messages';
import { shipOrder } from '../src/afterSales/shipments';
import {
  allowedTransitions,
  assertTransition,
  canTransition,
} from '../src/afterSales/stateMachine';
import { selectRows } from '../src/db/database';
import { listOutbox } from '../src/email/mailer';
import { orderStatuses } from '../src/orders/schema';
import {
  afterSalesSnapshot,
  orderableProducts,
  orderLines,
  placePaidOrder,
  refusalOf,
  registeredCustomer,
  statusHistory,
} from './afterSalesFixtures';
import { newSession, openOrdersRig, type OrdersRig, readyToPlace, stockOf } from './ordersFixtures';
import { placeOrder } from '../src/orders/placeOrder';

let rig: OrdersRig;
let products: { id: number; sku: string; name: string }[];

beforeAll(async () => {
  rig = await openOrdersRig({ gatewayFile: false });
  products = await orderableProducts(rig, 6, 6);
});
afterAll(() => rig?.close());

async function paymentStatus(orderId: number): Promise<string> {
  const [row] = await selectRows<{ status: string }>(
    rig.store.db,
    sql`SELECT status FROM payment WHERE order_id = ${orderId}`,
  );
  return row!.status;
}

describe('the state machine', () => {
  it('allows exactly the documented transitions; CANCELED and CLOSED are final', () => {
    const allowed = orderStatuses.flatMap((from) =>
      orderStatuses.filter((to) => canTransition(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual([
      'PENDING_PAYMENT→PROCESSING',
      'PENDING_PAYMENT→CANCELED',
      'PROCESSING→COMPLETE',
      'PROCESSING→CLOSED',
      'PROCESSING→CANCELED',
      'COMPLETE→CLOSED',
    ]);
    expect(allowedTransitions.CANCELED).toEqual([]);
    expect(allowedTransitions.CLOSED).toEqual([]);
    for (const status of orderStatuses) expect(canTransition(status, status)).toBe(false);
  });

  it('refuses with a translated message naming both statuses', () => {
    const refusal = (() => {
      try {
        assertTransition('TR-000001', 'COMPLETE', 'CANCELED');
      } catch (error) {
        return error as AfterSalesError;
      }
      throw new Error('not refused');
    })();
    expect(refusal.message).toBe(
      'La commande TR-000001 est « Terminée » : elle ne peut pas passer à « Annulée ».',
    );
    expect(refusal.messageIn('en-GB')).toBe(
      'Order TR-000001 is “Complete”: it cannot become “Canceled”.',
    );
  });
});

describe('invoice and ship', () => {
  it('partial invoices and shipments keep the order PROCESSING; the last of them makes it COMPLETE', async () => {
    const order = await placePaidOrder(
      rig,
      [
        { sku: products[0]!.sku, quantity: 3 },
        { sku: products[1]!.sku, quantity: 1 },
      ],
      { locale: 'en-GB', email: 'parcel@example.co.uk' },
    );
    const [a, b] = await orderLines(rig, order.id);

    await invoiceOrder(rig.store, order.number, { lines: [{ orderLineId: a!.id, qty: 1 }] });
    const first = await shipOrder(rig.store, order.number, {
      carrier: 'colissimo',
      trackingNumber: '6A 1234 5678 901',
      lines: [{ orderLineId: a!.id, qty: 2 }],
    });
    expect(first.trackingNumber).toBe('6A12345678901');
    expect(first.trackingUrl).toBe(
      'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901',
    );
    expect(first.orderStatus).toBe('PROCESSING');

    // Never more than ordered minus shipped.
    const before = await afterSalesSnapshot(rig, order.id);
    const tooMany = await refusalOf(
      shipOrder(rig.store, order.number, {
        carrier: 'dpd',
        trackingNumber: 'DPD0000001',
        lines: [{ orderLineId: a!.id, qty: 2 }],
      }),
    );
    expect(tooMany.messageIn('en-GB')).toBe(
      `Line ${a!.id}: 2 asked for, but only 1 left to ship (ordered less shipped).`,
    );
    expect(await afterSalesSnapshot(rig, order.id)).toEqual(before);

    await invoiceOrder(rig.store, order.number);
    expect((await statusHistory(rig, order.id)).map((row) => row.status)).not.toContain('COMPLETE');
    const last = await shipOrder(rig.store, order.number, {
      carrier: 'chronopost',
      trackingNumber: 'XY123456789FR',
    });
    expect(last.orderStatus).toBe('COMPLETE');
    const [row] = await selectRows<{ status: string }>(
      rig.store.db,
      sql`SELECT status FROM sales_order WHERE id = ${order.id}`,
    );
    expect(row!.status).toBe('COMPLETE');
    expect(await statusHistory(rig, order.id)).toEqual([
      { status: 'PROCESSING', source: 'payment', comment: null },
      { status: 'COMPLETE', source: 'shipment', comment: null },
    ]);
    const shipped = await selectRows<{ orderLineId: number; qty: number }>(
      rig.store.db,
      sql`SELECT sl.order_line_id AS "orderLineId", sum(sl.qty)::int AS qty FROM shipment_line sl
        JOIN shipment s ON s.id = sl.shipment_id WHERE s.order_id = ${order.id}
        GROUP BY sl.order_line_id ORDER BY sl.order_line_id`,
    );
    expect(shipped).toEqual([
      { orderLineId: a!.id, qty: 3 },
      { orderLineId: b!.id, qty: 1 },
    ]);

    // The e-mails, in the order's language, each with its tracking link.
    const mails = (await listOutbox(rig.store.db)).filter(
      (mail) => mail.to === 'parcel@example.co.uk',
    );
    const partial = mails.find((mail) => mail.dedupeKey === `shipment:${first.id}`)!;
    expect(partial.subject).toBe(`Truffe — part of your order ${order.number} has shipped`);
    expect(partial.text).toContain('Tracking number: 6A12345678901');
    expect(partial.text).toContain(`Track the parcel: ${first.trackingUrl}`);
    expect(partial.text).toContain(`2 × `);
    expect(partial.html).toContain(`<a href="${first.trackingUrl}">`);
    const complete = mails.find((mail) => mail.dedupeKey === `shipment:${last.id}`)!;
    expect(complete.subject).toBe(`Truffe — your order ${order.number} has shipped`);
    expect(complete.text).toContain(trackingUrlOf('chronopost', 'XY123456789FR')!);

    // COMPLETE: nothing more to invoice or ship, and no cancel.
    const done = await afterSalesSnapshot(rig, order.id);
    // One at a time: started together, a refusal that came before its turn to be awaited was an unhandled
    // rejection (CI, on the PostgreSQL server).
    for (const operation of [
      () => invoiceOrder(rig.store, order.number),
      () =>
        shipOrder(rig.store, order.number, {
          carrier: 'ups',
          trackingNumber: '1Z999AA10123456784',
        }),
      () => cancelOrder(rig.store, order.number),
    ])
      await refusalOf(operation());
    expect(await afterSalesSnapshot(rig, order.id)).toEqual(done);
  });

  it('the shipment e-mail of a French order is in French', async () => {
    const order = await placePaidOrder(rig, [{ sku: products[2]!.sku, quantity: 1 }], {
      email: 'colis@example.fr',
    });
    const shipment = await shipOrder(rig.store, order.number, {
      carrier: 'mondial_relay',
      trackingNumber: '12345678',
    });
    const [mail] = (await listOutbox(rig.store.db)).filter((row) => row.to === 'colis@example.fr');
    expect(mail!.subject).toBe(`Truffe — votre commande ${order.number} est expédiée`);
    expect(mail!.text).toContain('Bonjour Camille Durand,');
    expect(mail!.text).toContain('a été remis à Mondial Relay');
    expect(mail!.text).toContain(
      'Suivre le colis : https://www.mondialrelay.fr/suivi-de-colis/?NumeroExpedition=12345678',
    );
    expect(shipment.orderStatus).toBe('PROCESSING');
  });

  it('refuses a bad carrier, a bad tracking number, an unpaid order and an unknown order, writing nothing', async () => {
    const order = await placePaidOrder(rig, [{ sku: products[3]!.sku, quantity: 1 }]);
    const before = await afterSalesSnapshot(rig, order.id);
    const carrier = await refusalOf(
      shipOrder(rig.store, order.number, { carrier: 'pigeon', trackingNumber: 'ABC123456' }),
    );
    expect(carrier.message).toBe(
      `Transporteur inconnu « pigeon » : choisissez parmi ${carrierCodes.join(', ')}.`,
    );
    const tracking = await refusalOf(
      shipOrder(rig.store, order.number, { carrier: 'ups', trackingNumber: '<script>' }),
    );
    expect(tracking.messageIn('en-GB')).toBe(
      'Invalid tracking number: 6 to 40 letters, digits or dashes, without spaces.',
    );
    const unknown = await refusalOf(
      shipOrder(rig.store, 'TR-999998', { carrier: 'ups', trackingNumber: '1Z999AA10123456784' }),
    );
    expect(unknown.message).toBe('La commande TR-999998 est introuvable.');
    expect(await afterSalesSnapshot(rig, order.id)).toEqual(before);

    const session = newSession();
    await readyToPlace(rig.cartServices(), session, [{ sku: products[3]!.sku, quantity: 1 }]);
    const pending = await placeOrder(rig.orderServices(), session, {
      idempotencyKey: 'unpaid-ship',
      acceptTerms: true,
    });
    const pendingBefore = await afterSalesSnapshot(rig, pending.order!.id);
    const unpaid = await refusalOf(
      shipOrder(rig.store, pending.order!.number, {
        carrier: 'ups',
        trackingNumber: '1Z999AA1012',
      }),
    );
    expect(unpaid.message).toBe(
      `La commande ${pending.order!.number} est « En attente de paiement » : elle ne peut pas être expédiée.`,
    );
    expect(await afterSalesSnapshot(rig, pending.order!.id)).toEqual(pendingBefore);
  });
});

describe('cancelOrder', () => {
  it('cancels a paid, unshipped order: stock given back, the charge refunded, the history written', async () => {
    const product = products[4]!;
    const stockBefore = await stockOf(rig.store, product.id);
    const order = await placePaidOrder(rig, [{ sku: product.sku, quantity: 2 }]);
    expect(await stockOf(rig.store, product.id)).toBe(stockBefore - 2);
    const issued = await invoiceOrder(rig.store, order.number);

    const canceled = await cancelOrder(rig.store, order.number, {
      source: 'command',
      comment: 'client injoignable',
    });
    expect(canceled).toEqual({
      orderNumber: order.number,
      refund: 'refunded',
      storeCreditReturned: 0,
      invoicesToCredit: [issued.number],
      creditMemoNumber: expect.stringMatching(/^A\d{4}-\d{6}$/),
    });
    // The invoice is canceled by a credit memo of the whole order, settled by the refund of the charge.
    const [memo] = await selectRows<{ amount: number; status: string; lines: number }>(
      rig.store.db,
      sql`SELECT amount, status, (SELECT sum(qty)::int FROM credit_memo_line WHERE credit_memo_id = m.id) AS lines
        FROM credit_memo m WHERE m.number = ${canceled.creditMemoNumber}`,
    );
    expect(memo).toEqual({ amount: order.grandTotal, status: 'refunded', lines: 2 });
    expect(await stockOf(rig.store, product.id)).toBe(stockBefore);
    expect(await paymentStatus(order.id)).toBe('refunded');
    expect(await statusHistory(rig, order.id)).toEqual([
      { status: 'PROCESSING', source: 'payment', comment: null },
      {
        status: 'CANCELED',
        source: 'command',
        comment: `client injoignable — credit memo ${canceled.creditMemoNumber} for ${issued.number}`,
      },
    ]);

    // Final: canceling again, invoicing, shipping or closing are refused and change nothing.
    const before = await afterSalesSnapshot(rig, order.id);
    const again = await refusalOf(cancelOrder(rig.store, order.number));
    expect(again.message).toBe(
      `La commande ${order.number} est « Annulée » : elle ne peut pas passer à « Annulée ».`,
    );
    await refusalOf(invoiceOrder(rig.store, order.number));
    await refusalOf(
      shipOrder(rig.store, order.number, { carrier: 'ups', trackingNumber: '1Z9999999' }),
    );
    await refusalOf(closeOrder(rig.store, order.number));
    expect(await afterSalesSnapshot(rig, order.id)).toEqual(before);
    expect(await stockOf(rig.store, product.id)).toBe(stockBefore);
  });

  it('cancels an order still awaiting payment: stock back, nothing to refund', async () => {
    const product = products[5]!;
    const stockBefore = await stockOf(rig.store, product.id);
    const session = newSession();
    await readyToPlace(rig.cartServices(), session, [{ sku: product.sku, quantity: 1 }]);
    const placed = await placeOrder(rig.orderServices(), session, {
      idempotencyKey: 'cancel-pending',
      acceptTerms: true,
    });
    expect(await stockOf(rig.store, product.id)).toBe(stockBefore - 1);
    const canceled = await cancelOrder(rig.store, placed.order!.number);
    expect(canceled.refund).toBe('not-paid');
    expect(await stockOf(rig.store, product.id)).toBe(stockBefore);
    expect((await statusHistory(rig, placed.order!.id)).at(-1)).toMatchObject({
      status: 'CANCELED',
      source: 'staff',
    });
  });

  it('refuses once something was shipped, writing nothing', async () => {
    const order = await placePaidOrder(rig, [{ sku: products[0]!.sku, quantity: 2 }]);
    const [line] = await orderLines(rig, order.id);
    await shipOrder(rig.store, order.number, {
      carrier: 'dpd',
      trackingNumber: '09876543210',
      lines: [{ orderLineId: line!.id, qty: 1 }],
    });
    const before = await afterSalesSnapshot(rig, order.id);
    const refusal = await refusalOf(cancelOrder(rig.store, order.number));
    expect(refusal.messageIn('en-GB')).toBe(
      `Order ${order.number} has already been shipped (in whole or in part): it can no longer be canceled, make a return instead.`,
    );
    expect(await afterSalesSnapshot(rig, order.id)).toEqual(before);
  });

  it('gives the store credit the order spent back to the customer, once', async () => {
    const customerId = await registeredCustomer(rig, 'credit');
    const order = await placePaidOrder(rig, [{ sku: products[1]!.sku, quantity: 1 }], {
      customerId,
    });
    // The rows a checkout's spend writes (store credit at checkout has its own tests, afterSalesRefunds).
    await rig.store.db.execute(
      sql`UPDATE sales_order SET store_credit_used = 500 WHERE id = ${order.id}`,
    );
    await rig.store.db.execute(
      sql`INSERT INTO store_credit_entry (customer_id, amount, reason, balance_after)
        VALUES (${customerId}, 800, 'staff', 800)`,
    );
    await rig.store.db.execute(
      sql`INSERT INTO store_credit_entry (customer_id, amount, reason, order_id, balance_after)
        VALUES (${customerId}, -500, 'order', ${order.id}, 300)`,
    );
    const canceled = await cancelOrder(rig.store, order.number);
    expect(canceled.storeCreditReturned).toBe(500);
    const ledger = await selectRows<{ amount: number; reason: string; balanceAfter: number }>(
      rig.store.db,
      sql`SELECT amount, reason, balance_after AS "balanceAfter" FROM store_credit_entry
        WHERE customer_id = ${customerId} ORDER BY id`,
    );
    expect(ledger).toEqual([
      { amount: 800, reason: 'staff', balanceAfter: 800 },
      { amount: -500, reason: 'order', balanceAfter: 300 },
      { amount: 500, reason: 'order_canceled', balanceAfter: 800 },
    ]);
  });
});

describe('closeOrder', () => {
  it('closes only once the refunded credit memos cover the grand total', async () => {
    const order = await placePaidOrder(rig, [{ sku: products[2]!.sku, quantity: 1 }]);
    await invoiceOrder(rig.store, order.number);
    await shipOrder(rig.store, order.number, {
      carrier: 'ups',
      trackingNumber: '1Z999AA10123456784',
    });

    const before = await afterSalesSnapshot(rig, order.id);
    expect(before.status).toBe('COMPLETE');
    const refusal = await refusalOf(closeOrder(rig.store, order.number));
    expect(refusal.messageIn('en-GB')).toMatch(
      new RegExp(
        `^Order ${order.number} is not fully refunded \\(€0\\.00 of €[\\d,.]+\\): it cannot be closed\\.$`,
      ),
    );
    expect(await afterSalesSnapshot(rig, order.id)).toEqual(before);

    // Refunds are another part of issue 16: a refunded credit memo as it will write it.
    await rig.store.db.execute(
      sql`INSERT INTO credit_memo (number, order_id, refund_to, status, idempotency_key, amount, refunded_at)
        VALUES (${`A-test-${order.number}`}, ${order.id}, 'payment', 'refunded', ${`close-${order.number}`},
          ${order.grandTotal}, now())`,
    );
    const closed = await closeOrder(rig.store, order.number, { source: 'command' });
    expect(closed).toEqual({ orderNumber: order.number, refunded: order.grandTotal });
    expect(
      (await statusHistory(rig, order.id)).map((row) => `${row.status}:${row.source}`),
    ).toEqual(['PROCESSING:payment', 'COMPLETE:shipment', 'CLOSED:command']);
    await refusalOf(closeOrder(rig.store, order.number));
  });
});
