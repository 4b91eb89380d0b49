/**
 * Refunds (issue 16 item 5): a credit memo (avoir) gives back chosen lines and quantities of a paid order, and
 * what is left of its shipping charge when asked, either to the original payment through the payment provider
 * or as store credit. Decision 0763.
 *
 * - What a memo may give back is bounded per line and per order: never more units than ordered minus already
 *   refunded; the last units of a line take what is left of its row total (the memos of a line add up to exactly
 *   what it cost), and the memo's amount never takes the order's refunds past its grand total.
 * - Money goes back where it came from: a refund to the payment gives the provider at most what it charged less
 *   what it already gave back; the rest (the part the order paid with store credit) goes to store credit.
 * - Numbering: `A2026-000001`, its own gapless yearly sequence, taken in the memo's transaction (the invoice
 *   counter under the negative year, as invoices.ts explains).
 * - Idempotent: the caller's key is unique; the same key asked again (a double click, a retry, two staff at
 *   once) answers the memo made the first time and never refunds twice. The provider refund runs after the
 *   commit with the memo number as its own idempotency key; a provider that cannot be reached leaves the memo
 *   `pending`, and `settlePendingRefunds` (reconciliation) asks again with the same key.
 */
import { sql } from 'drizzle-orm';

import { selectRows, type Database } from '../db/database';
import { queueEmail } from '../email/mailer';
import { isPaid } from '../orders/paymentState';
import type { OrderStore } from '../orders/services';
import { inTransaction } from '../orders/transaction';
import { AfterSalesError } from './messages';
import {
  type AfterSalesDeps,
  type LineQuantity,
  type LockedOrder,
  lockOrder,
  type OperationSource,
  pickLines,
} from './orderRecord';
import { refundEmail } from './afterSalesEmails';
import { parisYear } from './invoices';
import { deactivateDownloadsIfRefunded } from './downloads';
import { lockReturn, stepReturn } from './returnSteps';
import { moveStoreCredit } from './storeCredit';

/** Where a refund goes. */
export type RefundDestination = 'payment' | 'store_credit';
export const refundDestinations: readonly RefundDestination[] = ['payment', 'store_credit'];

/** Statuses of an order whose money can be given back: paid, canceled or not (cancel refunds by itself). */
const refundableStatuses = ['PROCESSING', 'COMPLETE'] as const;

export interface RefundOptions extends OperationSource {
  /**
   * Lines and quantities to give back: everything not yet refunded when absent; none when empty (a memo for the
   * shipping charge alone, with `shipping`).
   */
  lines?: LineQuantity[];
  /** Also give back what is left of the shipping charge. */
  shipping?: boolean;
  to: RefundDestination;
  /** The caller's key: the same key asked twice makes one memo and one refund. 1 to 128 characters. */
  idempotencyKey: string;
  /** The return this memo settles (returns.ts), whose status it moves in the same transaction. */
  returnId?: number;
}

export interface IssuedCreditMemo {
  id: number;
  number: string;
  orderNumber: string;
  refundTo: RefundDestination;
  /** `refunded`, `pending` (the provider has not confirmed yet) or `failed`. */
  status: string;
  /** What the memo gives back in all, incl. tax (cents). */
  amount: number;
  /** Of which back to the payment... */
  toPayment: number;
  /** ...and as store credit. */
  toStoreCredit: number;
  /** True when the key had already made this memo: nothing new was written or refunded. */
  replayed: boolean;
}

/** An order line with what was already refunded of it (memos that did not fail). */
interface RefundLine {
  id: number;
  sku: string;
  name: string;
  qty: number;
  unitPriceExclTax: number;
  unitPriceInclTax: number;
  rowTotalExclTax: number;
  rowTotalInclTax: number;
  refunded: number;
  refundedExclTax: number;
  refundedInclTax: number;
}

function refundLines(db: Database, orderId: number): Promise<RefundLine[]> {
  return selectRows<RefundLine>(
    db,
    sql`SELECT l.id, l.sku, l.name, l.qty, l.unit_price_excl_tax AS "unitPriceExclTax",
        l.unit_price_incl_tax AS "unitPriceInclTax", l.row_total_excl_tax AS "rowTotalExclTax",
        l.row_total_incl_tax AS "rowTotalInclTax", COALESCE(r.qty, 0)::int AS refunded,
        COALESCE(r.excl, 0)::int AS "refundedExclTax", COALESCE(r.incl, 0)::int AS "refundedInclTax"
      FROM sales_order_line l
      LEFT JOIN (SELECT ml.order_line_id, sum(ml.qty) AS qty, sum(ml.amount_excl_tax) AS excl,
          sum(ml.amount_incl_tax) AS incl
        FROM credit_memo_line ml JOIN credit_memo m ON m.id = ml.credit_memo_id
        WHERE m.status <> 'failed' GROUP BY ml.order_line_id) r ON r.order_line_id = l.id
      WHERE l.order_id = ${orderId} ORDER BY l.id`,
  );
}

/** What an order's memos (that did not fail) already gave back: in all, of the shipping, to the payment. */
async function refundedSoFar(
  db: Database,
  orderId: number,
): Promise<{ total: number; shipping: number; toPayment: number }> {
  const [row] = await selectRows<{ total: number; shipping: number; toPayment: number }>(
    db,
    sql`SELECT coalesce(sum(m.amount), 0)::int AS total,
        coalesce(sum(m.shipping_refunded), 0)::int AS shipping,
        coalesce(sum(CASE WHEN m.refund_to = 'payment'
          THEN m.amount - coalesce(e.amount, 0) ELSE 0 END), 0)::int AS "toPayment"
      FROM credit_memo m LEFT JOIN store_credit_entry e ON e.credit_memo_id = m.id
      WHERE m.order_id = ${orderId} AND m.status <> 'failed'`,
  );
  return row ?? { total: 0, shipping: 0, toPayment: 0 };
}

/** `A2026-000001`. */
export function formatCreditMemoNumber(year: number, sequence: number): string {
  return `A${year}-${String(sequence).padStart(6, '0')}`;
}

/** Takes the next memo number of the year in the caller's transaction (see invoices.ts, takeInvoiceNumber). */
async function takeCreditMemoNumber(db: Database, year: number): Promise<string> {
  const [row] = await selectRows<{ last: number }>(
    db,
    sql`INSERT INTO invoice_counter (year, last) VALUES (${-year}, 1)
      ON CONFLICT (year) DO UPDATE SET last = invoice_counter.last + 1 RETURNING last`,
  );
  return formatCreditMemoNumber(year, row!.last);
}

interface MemoRow {
  id: number;
  number: string;
  orderId: number;
  refundTo: RefundDestination;
  status: string;
  amount: number;
  toStoreCredit: number;
}

/** A memo with the part of it given as store credit (the rest went to the payment). */
const memoColumns = sql`m.id, m.number, m.order_id AS "orderId", m.refund_to AS "refundTo", m.status, m.amount,
    coalesce(e.amount, 0)::int AS "toStoreCredit"
  FROM credit_memo m LEFT JOIN store_credit_entry e ON e.credit_memo_id = m.id`;

async function memoByKey(db: Database, idempotencyKey: string): Promise<MemoRow | undefined> {
  const [memo] = await selectRows<MemoRow>(
    db,
    sql`SELECT ${memoColumns} WHERE m.idempotency_key = ${idempotencyKey}`,
  );
  return memo;
}

/** The paid payment of an order (the one a refund to the payment goes back to), if any. */
async function paidPayment(
  db: Database,
  orderId: number,
): Promise<{ id: string; providerCode: string; amount: number } | null> {
  const [payment] = await selectRows<{
    id: string;
    providerCode: string;
    amount: number;
    status: string;
  }>(
    db,
    sql`SELECT id, provider_code AS "providerCode", amount, status FROM payment WHERE order_id = ${orderId}`,
  );
  return payment && isPaid(payment.status) ? payment : null;
}

/**
 * Issues a credit memo on a paid order (PROCESSING or COMPLETE) and gives the money back: see the module
 * comment. One transaction with the order row locked (a refusal writes nothing); the provider refund after it.
 */
export async function refundOrder(
  deps: AfterSalesDeps,
  orderNumber: string,
  options: RefundOptions,
): Promise<IssuedCreditMemo> {
  const key = options.idempotencyKey.trim();
  if (key.length === 0 || key.length > 128) throw new AfterSalesError('invalidRefundKey');
  if (!refundDestinations.includes(options.to))
    throw new AfterSalesError('unknownRefundDestination', { to: String(options.to) });

  const issued = await inTransaction(deps.db, async (db) => {
    const order = await lockOrder(db, orderNumber);
    // The order lock serializes the memos of an order: a key seen here was committed by an earlier call.
    const existing = await memoByKey(db, key);
    if (existing) {
      if (existing.orderId !== order.id)
        throw new AfterSalesError('refundKeyReused', { orderNumber: order.number });
      return { order, memo: existing, replayed: true };
    }
    if (!(refundableStatuses as readonly string[]).includes(order.status))
      throw new AfterSalesError('notRefundable', {
        orderNumber: order.number,
        status: order.status,
      });
    const memo = await writeMemo(deps, db, order, options, key);
    return { order, memo, replayed: false };
  });

  const { order, memo } = issued;
  let status = memo.status;
  if (status === 'pending') status = await refundToProvider(deps, memo);
  await deps.mailer
    .deliverQueued()
    .catch((error: unknown) => console.warn('[email] delivery failed', error));
  return {
    id: memo.id,
    number: memo.number,
    orderNumber: order.number,
    refundTo: memo.refundTo,
    status,
    amount: memo.amount,
    toPayment: memo.amount - memo.toStoreCredit,
    toStoreCredit: memo.toStoreCredit,
    replayed: issued.replayed,
  };
}

async function writeMemo(
  deps: AfterSalesDeps,
  db: Database,
  order: LockedOrder,
  options: RefundOptions,
  key: string,
): Promise<MemoRow> {
  const lines = await refundLines(db, order.id);
  const left = (line: RefundLine) => line.qty - line.refunded;
  const picked =
    options.lines && options.lines.length === 0
      ? []
      : pickLines(order, lines, options.lines, left, {
          tooMany: 'tooManyToRefund',
          nothingLeft: 'nothingToRefund',
        });
  const memoLines = picked.map(({ line, qty }) => {
    // The last units of a line take what is left of its row totals (as invoices do).
    const last = line.refunded + qty === line.qty;
    return {
      orderLineId: line.id,
      qty,
      exclTax: last ? line.rowTotalExclTax - line.refundedExclTax : line.unitPriceExclTax * qty,
      inclTax: last ? line.rowTotalInclTax - line.refundedInclTax : line.unitPriceInclTax * qty,
    };
  });
  const so = await refundedSoFar(db, order.id);
  const shipping = options.shipping ? Math.max(0, order.shippingInclTax - so.shipping) : 0;
  const goods = memoLines.reduce((sum, line) => sum + line.inclTax, 0);
  // Rows rounded one by one may exceed a total derived once (decision 0740) by a cent: the order's grand
  // total bounds every refund of it.
  const amount = Math.min(goods + shipping, order.grandTotal - so.total);
  if (amount <= 0) throw new AfterSalesError('nothingToRefund', { orderNumber: order.number });

  let toStoreCredit = amount;
  let payment: Awaited<ReturnType<typeof paidPayment>> = null;
  if (options.to === 'payment') {
    payment = await paidPayment(db, order.id);
    const paymentLeft = payment ? payment.amount - so.toPayment : 0;
    toStoreCredit = amount - Math.max(0, Math.min(amount, paymentLeft));
  }
  if (toStoreCredit > 0 && order.customerId === null)
    throw new AfterSalesError('storeCreditNeedsAccount', { orderNumber: order.number });
  const toPayment = amount - toStoreCredit;

  const number = await takeCreditMemoNumber(db, parisYear(new Date()));
  const settled = toPayment === 0;
  const [created] = await selectRows<{ id: number }>(
    db,
    sql`INSERT INTO credit_memo (number, order_id, return_id, refund_to, status, idempotency_key, amount,
        shipping_refunded, refunded_at)
      VALUES (${number}, ${order.id}, ${options.returnId ?? null}, ${options.to},
        ${settled ? 'refunded' : 'pending'}, ${key}, ${amount}, ${shipping},
        ${settled ? sql`clock_timestamp()` : null})
      RETURNING id`,
  );
  const memoId = created!.id;
  for (const line of memoLines)
    await db.execute(
      sql`INSERT INTO credit_memo_line (credit_memo_id, order_line_id, qty, amount_excl_tax, amount_incl_tax)
        VALUES (${memoId}, ${line.orderLineId}, ${line.qty}, ${line.exclTax}, ${line.inclTax})`,
    );
  if (toStoreCredit > 0)
    await moveStoreCredit(db, {
      customerId: order.customerId!,
      amount: toStoreCredit,
      reason: 'refund',
      creditMemoId: memoId,
      comment: options.comment?.trim() || null,
    });
  if (options.returnId !== undefined) {
    // The return this memo settles moves with it: refunded when money goes back to the payment, credited when
    // it all goes to store credit. Refused by the return's state machine when it is not authorised or received.
    const [ret] = await selectRows<{ number: string; orderId: number }>(
      db,
      sql`SELECT number, order_id AS "orderId" FROM return_request WHERE id = ${options.returnId}`,
    );
    if (!ret || ret.orderId !== order.id)
      throw new AfterSalesError('returnNotFound', { returnNumber: String(options.returnId) });
    await stepReturn(
      db,
      await lockReturn(db, ret.number),
      toPayment > 0 ? 'refunded' : 'credited',
      number,
    );
  }
  await db.execute(
    sql`INSERT INTO order_status_history (order_id, status, source, comment)
      VALUES (${order.id}, ${order.status}, ${options.source ?? 'staff'},
        ${[`credit memo ${number}`, options.comment?.trim()].filter(Boolean).join(' — ')})`,
  );
  // Everything given back: the order's downloads end (a memo to the payment ends them once confirmed, below).
  if (settled) await deactivateDownloadsIfRefunded(db, order.id);
  const name = `${order.addresses.billing.firstname} ${order.addresses.billing.lastname}`;
  await queueEmail(
    db,
    refundEmail({
      creditMemoId: memoId,
      creditMemoNumber: number,
      orderNumber: order.number,
      locale: order.locale,
      to: order.email,
      name,
      toPayment,
      toStoreCredit,
      lines: picked.map(({ line, qty }) => ({ sku: line.sku, name: line.name, qty })),
    }),
  );
  return {
    id: memoId,
    number,
    orderId: order.id,
    refundTo: options.to,
    status: settled ? 'refunded' : 'pending',
    amount,
    toStoreCredit,
  };
}

/**
 * Gives a memo's payment part back through the provider (idempotent by the memo number) and records the
 * answer: `refunded`, `failed`, or `pending` when the provider could not be reached or confirms later.
 */
async function refundToProvider(
  deps: Pick<OrderStore, 'db' | 'payments'>,
  memo: Pick<MemoRow, 'id' | 'number' | 'orderId' | 'amount' | 'toStoreCredit'>,
): Promise<string> {
  const payment = await paidPayment(deps.db, memo.orderId);
  const provider = payment ? deps.payments.get(payment.providerCode) : undefined;
  if (!payment || !provider) return 'pending';
  try {
    const refund = await provider.refundAmount(payment.id, {
      amountCents: memo.amount - memo.toStoreCredit,
      idempotencyKey: memo.number,
    });
    if (refund.status === 'pending') return 'pending';
    const status = refund.status === 'succeeded' ? 'refunded' : 'failed';
    await deps.db.execute(
      sql`UPDATE credit_memo SET status = ${status}, provider_refund_id = ${refund.refundId},
          refunded_at = ${status === 'refunded' ? sql`now()` : null}
        WHERE id = ${memo.id} AND status = 'pending'`,
    );
    if (status === 'refunded') await deactivateDownloadsIfRefunded(deps.db, memo.orderId);
    return status;
  } catch (error) {
    console.warn(`[orders] refund of credit memo ${memo.number} left pending`, error);
    return 'pending';
  }
}

/**
 * The credit memo (avoir) that cancels the invoices of an order being canceled (cancelAndClose.ts), written in
 * the cancel's transaction: everything not yet refunded, lines and shipping, to the payment. French law
 * cancels an issued invoice only with a credit memo; the money itself goes back with the cancel's own refund of
 * the whole charge (and the store credit with its give-back), which then settles this memo. Null when nothing
 * is left to credit.
 */
export async function creditCanceledInvoices(
  db: Database,
  order: LockedOrder,
): Promise<{ id: number; number: string } | null> {
  const so = await refundedSoFar(db, order.id);
  const amount = order.grandTotal - so.total;
  if (amount <= 0) return null;
  const number = await takeCreditMemoNumber(db, parisYear(new Date()));
  const [created] = await selectRows<{ id: number }>(
    db,
    sql`INSERT INTO credit_memo (number, order_id, refund_to, status, idempotency_key, amount, shipping_refunded)
      VALUES (${number}, ${order.id}, 'payment', 'pending', ${`cancel:${order.number}`}, ${amount},
        ${Math.max(0, order.shippingInclTax - so.shipping)})
      RETURNING id`,
  );
  for (const line of await refundLines(db, order.id))
    if (line.qty > line.refunded)
      await db.execute(
        sql`INSERT INTO credit_memo_line (credit_memo_id, order_line_id, qty, amount_excl_tax, amount_incl_tax)
          VALUES (${created!.id}, ${line.id}, ${line.qty - line.refunded},
            ${line.rowTotalExclTax - line.refundedExclTax}, ${line.rowTotalInclTax - line.refundedInclTax})`,
      );
  return { id: created!.id, number };
}

/** Asks the provider again for every memo still pending (reconciliation): answers how many were settled. */
export async function settlePendingRefunds(
  deps: Pick<OrderStore, 'db' | 'payments'>,
): Promise<number> {
  const pending = await selectRows<MemoRow>(
    deps.db,
    sql`SELECT ${memoColumns}
      JOIN sales_order o ON o.id = m.order_id
      -- A canceled order's charge is refunded whole by reconciliation (orphan charges), not memo by memo.
      WHERE m.status = 'pending' AND o.status <> 'CANCELED' ORDER BY m.id LIMIT 100`,
  );
  let settled = 0;
  for (const memo of pending) if ((await refundToProvider(deps, memo)) !== 'pending') settled += 1;
  return settled;
}
