/**
 * The two ends of an order's life that the staff decide (issue 16 item 2):
 * - cancel, only before anything was shipped: the order becomes CANCELED, its units go back to stock (the same
 *   give-back as a failed payment), store credit it spent goes back to the customer's balance, and a paid charge
 *   is refunded through the payment provider after the commit;
 * - close, once everything paid was refunded: COMPLETE (or PROCESSING) → CLOSED.
 * Both run in one transaction with the order row locked; a refusal writes nothing.
 */
import { sql } from 'drizzle-orm';

import { announceStockChange } from '../catalog/stockChanges';
import { selectRows } from '../db/database';
import { isPaid, refundOrphanCharge, releaseStock } from '../orders/paymentState';
import { inTransaction } from '../orders/transaction';
import { deactivateDownloads } from './downloads';
import { AfterSalesError } from './messages';
import { type AfterSalesDeps, lockOrder, moveOrder, type OperationSource } from './orderRecord';
import { creditCanceledInvoices } from './refunds';
import { assertTransition } from './stateMachine';
import { giveBackStoreCredit } from './storeCredit';

/** What became of the money of a canceled order. */
export type CancelRefund =
  /**
   * No paid charge: still awaiting payment (a late charge is refunded when it lands, paymentState.ts), or
   * already refunded.
   */
  | 'not-paid'
  /** The provider refunded the charge. */
  | 'refunded'
  /** The provider could not be reached: payment reconciliation refunds it on its next run (orders/reconcile.ts). */
  | 'pending';

export interface CanceledOrder {
  orderNumber: string;
  refund: CancelRefund;
  /** Store credit given back to the customer's balance (cents). */
  storeCreditReturned: number;
  /** Invoices already issued for the order, canceled by the credit memo below. */
  invoicesToCredit: string[];
  /** The credit memo (avoir) that cancels them, settled when the charge was refunded. */
  creditMemoNumber: string | null;
}

/**
 * Cancels an order that was not shipped (PENDING_PAYMENT or PROCESSING): status and history, stock given back,
 * store credit given back, then the charge refunded through the provider when it was paid.
 */
export async function cancelOrder(
  deps: AfterSalesDeps,
  orderNumber: string,
  options: OperationSource = {},
): Promise<CanceledOrder> {
  const outcome = await inTransaction(deps.db, async (db) => {
    const order = await lockOrder(db, orderNumber);
    assertTransition(order.number, order.status, 'CANCELED');
    const [{ shipments } = { shipments: 0 }] = await selectRows<{ shipments: number }>(
      db,
      sql`SELECT count(*)::int AS shipments FROM shipment WHERE order_id = ${order.id}`,
    );
    if (shipments > 0) throw new AfterSalesError('alreadyShipped', { orderNumber: order.number });
    const invoices = await selectRows<{ number: string }>(
      db,
      sql`SELECT number FROM invoice WHERE order_id = ${order.id} ORDER BY issued_at, id`,
    );
    const invoicesToCredit = invoices.map((invoice) => invoice.number);
    // An issued invoice is canceled by a credit memo (avoir) covering what was not refunded yet; the charge
    // itself is refunded whole after the commit, which settles the memo.
    const creditMemo = invoicesToCredit.length > 0 ? await creditCanceledInvoices(db, order) : null;
    const comment =
      [
        options.comment?.trim() || null,
        creditMemo ? `credit memo ${creditMemo.number} for ${invoicesToCredit.join(', ')}` : null,
      ]
        .filter(Boolean)
        .join(' — ') || null;
    await moveOrder(db, order, 'CANCELED', options.source ?? 'staff', comment);
    await releaseStock(db, order.stockDemand);
    await deactivateDownloads(db, order.id);
    const storeCreditReturned = await giveBackStoreCredit(db, order);
    const [payment] = await selectRows<{ id: string; providerCode: string; status: string }>(
      db,
      sql`SELECT id, provider_code AS "providerCode", status FROM payment WHERE order_id = ${order.id}
        FOR UPDATE`,
    );
    return {
      order,
      creditMemo,
      invoicesToCredit,
      storeCreditReturned,
      payment: payment && isPaid(payment.status) ? payment : null,
    };
  });

  // The stock given back changes what product pages show (the storefront's HTML cache listens).
  await announceStockChange(
    deps.db,
    outcome.order.stockDemand.map((demand) => demand.productId),
  ).catch((error: unknown) => console.warn('[orders] stock change not announced', error));
  let refund: CancelRefund = 'not-paid';
  if (outcome.payment) {
    // After the commit: a provider call never holds the order's lock. Should it fail, the order is CANCELED
    // with a paid charge, which is exactly what reconciliation refunds (orphan charges).
    try {
      await refundOrphanCharge(deps, outcome.payment.id, outcome.payment.providerCode);
      refund = 'refunded';
      if (outcome.creditMemo)
        await deps.db.execute(
          sql`UPDATE credit_memo SET status = 'refunded', refunded_at = now()
            WHERE id = ${outcome.creditMemo.id} AND status = 'pending'`,
        );
    } catch (error) {
      console.warn(
        `[orders] refund of canceled order ${outcome.order.number} left to reconciliation`,
        error,
      );
      refund = 'pending';
    }
  }
  return {
    orderNumber: outcome.order.number,
    refund,
    storeCreditReturned: outcome.storeCreditReturned,
    invoicesToCredit: outcome.invoicesToCredit,
    creditMemoNumber: outcome.creditMemo?.number ?? null,
  };
}

export interface ClosedOrder {
  orderNumber: string;
  refunded: number;
}

/**
 * Closes an order whose every cent was given back: the refunded credit memos (to the payment or to store
 * credit) add up to at least its grand total. COMPLETE or PROCESSING → CLOSED.
 */
export async function closeOrder(
  deps: Pick<AfterSalesDeps, 'db'>,
  orderNumber: string,
  options: OperationSource = {},
): Promise<ClosedOrder> {
  return inTransaction(deps.db, async (db) => {
    const order = await lockOrder(db, orderNumber);
    assertTransition(order.number, order.status, 'CLOSED');
    const [{ refunded } = { refunded: 0 }] = await selectRows<{ refunded: number }>(
      db,
      sql`SELECT coalesce(sum(amount), 0)::int AS refunded FROM credit_memo
        WHERE order_id = ${order.id} AND status = 'refunded'`,
    );
    if (refunded < order.grandTotal)
      throw new AfterSalesError('notFullyRefunded', {
        orderNumber: order.number,
        refunded,
        paid: order.grandTotal,
      });
    await moveOrder(
      db,
      order,
      'CLOSED',
      options.source ?? 'staff',
      options.comment?.trim() || null,
    );
    return { orderNumber: order.number, refunded };
  });
}
