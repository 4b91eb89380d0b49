/**
 * The order's payment state machine (decision 0731), driven alike by webhooks, the shopper's return from the
 * payment page and reconciliation:
 *   PENDING_PAYMENT → PROCESSING  when the payment is authorized or captured (cart emptied, e-mail queued)
 *   PENDING_PAYMENT → CANCELED    when it is declined or canceled (stock given back)
 *   CANCELED + paid               → the charge is refunded (no orphan charge)
 * Each change runs in one transaction with the payment and order rows locked; an event id seen before and an
 * event older than the last applied one change nothing.
 */
import { sql } from 'drizzle-orm';

import { announceStockChange } from '../catalog/stockChanges';
import { notifyRestocked } from '../wishlist/stockAlerts';
import { lowStockThreshold } from '../catalog/stockRule';
import { selectRows, type Database } from '../db/database';
import { activateDownloads } from '../afterSales/downloads';
import { giveBackStoreCredit } from '../afterSales/storeCredit';
import { queueEmail } from '../email/mailer';
import { orderConfirmationEmail } from '../email/orderConfirmation';
import type { PaymentStatus } from '../payments/types';
import { readOrderView } from './orderView';
import type { OrderStatus, OrderStockDemand } from './schema';
import type { OrderStore } from './services';
import { inTransaction } from './transaction';

const paidStatuses: readonly PaymentStatus[] = ['authorized', 'captured'];
const failedStatuses: readonly PaymentStatus[] = ['declined', 'canceled'];

export const isPaid = (status: string) => (paidStatuses as readonly string[]).includes(status);
export const isFailed = (status: string) => (failedStatuses as readonly string[]).includes(status);

/** What applying a payment status did. */
export type PaymentOutcome =
  | 'unknown-payment'
  | 'duplicate-event'
  | 'stale-event'
  | 'processing'
  | 'canceled'
  | 'refunded'
  | 'unchanged';

interface LockedPayment {
  paymentId: string;
  providerCode: string;
  paymentStatus: PaymentStatus;
  lastEventSequence: number;
  orderId: number;
  orderStatus: OrderStatus;
  cartId: number | null;
  stockDemand: OrderStockDemand[];
}

/** Gives an order's units back to stock, product by product in id order (the placement's lock order). */
export async function releaseStock(db: Database, demand: OrderStockDemand[]): Promise<void> {
  for (const { productId, qty } of [...demand].sort((a, b) => a.productId - b.productId))
    await db.execute(
      sql`UPDATE stock_item SET qty = qty + ${qty}, is_in_stock = true,
          label = CASE WHEN qty + ${qty} < ${lowStockThreshold} THEN 'low_stock'
            WHEN label IN ('out_of_stock', 'low_stock') THEN 'in_stock' ELSE label END
        WHERE product_id = ${productId}`,
    );
  // Back in stock: the waiting "notify me" subscribers, once each, in this same transaction (decision 0770).
  await notifyRestocked(
    db,
    demand.map((line) => line.productId),
  );
}

/** The order's status history (issue 16): a change the payment made. */
async function recordPaymentStatus(db: Database, orderId: number, status: OrderStatus) {
  await db.execute(
    sql`INSERT INTO order_status_history (order_id, status, source) VALUES (${orderId}, ${status}, 'payment')`,
  );
}

/** Cancels a pending order in `db`'s transaction: status, stock given back. Answers false when it was not pending. */
export async function cancelPendingOrder(db: Database, orderId: number): Promise<boolean> {
  const [order] = await selectRows<{
    stockDemand: OrderStockDemand[];
    customerId: number | null;
    storeCreditUsed: number;
  }>(
    db,
    sql`UPDATE sales_order SET status = 'CANCELED', updated_at = now()
      WHERE id = ${orderId} AND status = 'PENDING_PAYMENT'
      RETURNING stock_demand AS "stockDemand", customer_id AS "customerId",
        store_credit_used AS "storeCreditUsed"`,
  );
  if (!order) return false;
  await recordPaymentStatus(db, orderId, 'CANCELED');
  await releaseStock(db, order.stockDemand);
  // The part of the order paid with store credit goes back to the customer's balance.
  await giveBackStoreCredit(db, { id: orderId, ...order });
  return true;
}

/**
 * PENDING_PAYMENT → PROCESSING in `db`'s transaction, when the payment is authorized or captured, or when store
 * credit paid the whole order: status and history, the cart emptied (it has become the order), the confirmation
 * e-mail queued (the caller delivers it after the commit).
 */
export async function markOrderPaid(
  db: Database,
  order: { orderId: number; cartId: number | null },
  source = 'payment',
): Promise<void> {
  await db.execute(
    sql`UPDATE sales_order SET status = 'PROCESSING', updated_at = now() WHERE id = ${order.orderId}`,
  );
  await db.execute(
    sql`INSERT INTO order_status_history (order_id, status, source)
      VALUES (${order.orderId}, 'PROCESSING', ${source})`,
  );
  // Its downloadable products can be downloaded now (decision 0762).
  await activateDownloads(db, order.orderId);
  if (order.cartId !== null)
    await db.execute(sql`DELETE FROM cart_line WHERE cart_id = ${order.cartId}`);
  const view = await readOrderView(db, order.orderId);
  if (view) await queueEmail(db, orderConfirmationEmail(view));
}

export interface PaymentUpdate {
  status: PaymentStatus;
  /** Provider event id: a delivery seen before is a no-op. */
  eventId?: string;
  /** Provider sequence: not above the last applied one, the event is stale and ignored. */
  sequence?: number;
}

/**
 * Applies a provider's payment status to our payment and its order (one transaction), then refunds a charge
 * that arrived for a canceled order and delivers the confirmation e-mail, both after the commit.
 */
export async function applyPaymentUpdate(
  store: OrderStore,
  paymentId: string,
  update: PaymentUpdate,
): Promise<PaymentOutcome> {
  const outcome = await inTransaction(store.db, async (db) => {
    const [row] = await selectRows<LockedPayment>(
      db,
      sql`SELECT p.id AS "paymentId", p.provider_code AS "providerCode", p.status AS "paymentStatus",
          p.last_event_sequence AS "lastEventSequence", o.id AS "orderId", o.status AS "orderStatus",
          o.cart_id AS "cartId", o.stock_demand AS "stockDemand"
        FROM payment p JOIN sales_order o ON o.id = p.order_id
        WHERE p.id = ${paymentId} FOR UPDATE OF p, o`,
    );
    if (!row) return { outcome: 'unknown-payment' as const };
    if (update.eventId !== undefined) {
      const recorded = await selectRows<{ eventId: string }>(
        db,
        sql`INSERT INTO payment_event (event_id, payment_id, status, sequence)
          VALUES (${update.eventId}, ${paymentId}, ${update.status}, ${update.sequence ?? 0})
          ON CONFLICT (event_id) DO NOTHING RETURNING event_id AS "eventId"`,
      );
      if (recorded.length === 0) return { outcome: 'duplicate-event' as const };
    }
    if (update.sequence !== undefined && update.sequence <= row.lastEventSequence)
      return { outcome: 'stale-event' as const };
    await db.execute(
      sql`UPDATE payment SET status = ${update.status}, updated_at = now(),
          last_event_sequence = GREATEST(last_event_sequence, ${update.sequence ?? 0})
        WHERE id = ${paymentId}`,
    );
    if (isPaid(update.status)) {
      if (row.orderStatus === 'CANCELED') return { outcome: 'refund' as const, row };
      if (row.orderStatus !== 'PENDING_PAYMENT') return { outcome: 'unchanged' as const };
      await markOrderPaid(db, row);
      return { outcome: 'processing' as const };
    }
    if (isFailed(update.status) && (await cancelPendingOrder(db, row.orderId)))
      return { outcome: 'canceled' as const, row };
    return { outcome: 'unchanged' as const };
  });
  if (outcome.outcome === 'processing') {
    await store.mailer
      .deliverQueued()
      .catch((error: unknown) => console.warn('[email] delivery failed', error));
    return 'processing';
  }
  if (outcome.outcome === 'canceled') {
    // The stock given back changes what product pages show (the storefront's HTML cache listens).
    await announceStockChange(
      store.db,
      outcome.row.stockDemand.map((demand) => demand.productId),
    );
    return 'canceled';
  }
  if (outcome.outcome === 'refund') {
    await refundOrphanCharge(store, outcome.row.paymentId, outcome.row.providerCode);
    return 'refunded';
  }
  return outcome.outcome;
}

/** Refunds a charge whose order is canceled, and records the provider's answer. */
export async function refundOrphanCharge(
  store: OrderStore,
  paymentId: string,
  providerCode: string,
): Promise<void> {
  const provider = store.payments.get(providerCode);
  if (!provider) throw new Error(`No payment provider "${providerCode}" to refund ${paymentId}.`);
  const refunded = await provider.refundPayment(paymentId);
  await store.db.execute(
    sql`UPDATE payment SET status = ${refunded.status}, updated_at = now() WHERE id = ${paymentId}`,
  );
}
