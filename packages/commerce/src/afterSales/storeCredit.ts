/**
 * Store credit (issue 16 item 6): a ledger of signed movements per customer (`store_credit_entry`), whose sum is
 * the balance. Every movement locks the customer's row first, reads the balance and writes the movement with
 * the balance after it, in the caller's transaction: two spends of the same credit wait for each other, and the
 * second one sees what the first left. A movement is unique per (order, reason) and per credit memo, so a retried
 * spend, give-back or refund writes nothing new.
 */
import { sql } from 'drizzle-orm';

import { selectRows, type Database } from '../db/database';

/** Why a balance moved. */
export type StoreCreditReason =
  /** A refund (credit memo) to store credit. */
  | 'refund'
  /** Spent on an order at the checkout (negative). */
  | 'order'
  /** Given back when the order that spent it was canceled. */
  | 'order_canceled'
  /** Written by the staff. */
  | 'staff';

export interface StoreCreditMovement {
  customerId: number;
  /** Signed cents: positive gives, negative spends. */
  amount: number;
  reason: StoreCreditReason;
  /**
   * The order spent on or given back from. Not set for a refund: the ledger is unique per (order, reason), and an
   * order may have several refunds, each unique by its credit memo.
   */
  orderId?: number | null;
  creditMemoId?: number | null;
  comment?: string | null;
}

/** The customer's balance in cents (the sum of its ledger). */
export async function storeCreditBalance(db: Database, customerId: number): Promise<number> {
  const [row] = await selectRows<{ balance: number }>(
    db,
    sql`SELECT coalesce(sum(amount), 0)::int AS balance FROM store_credit_entry
      WHERE customer_id = ${customerId}`,
  );
  return row?.balance ?? 0;
}

/**
 * Writes one movement in the caller's transaction, the customer's row locked. Answers the balance after it, or
 * null when the same movement was already written (nothing changed). A spend larger than the balance throws:
 * the caller decides how much to spend from {@link lockedStoreCreditBalance} under the same lock.
 */
export async function moveStoreCredit(
  db: Database,
  movement: StoreCreditMovement,
): Promise<number | null> {
  const balance = await lockedStoreCreditBalance(db, movement.customerId);
  const after = balance + movement.amount;
  if (after < 0)
    throw new Error(
      `Store credit of customer ${movement.customerId} would go below zero (${balance} ${movement.amount}).`,
    );
  const inserted = await selectRows<{ id: number }>(
    db,
    sql`INSERT INTO store_credit_entry (customer_id, amount, reason, order_id, credit_memo_id, balance_after,
        comment)
      VALUES (${movement.customerId}, ${movement.amount}, ${movement.reason}, ${movement.orderId ?? null},
        ${movement.creditMemoId ?? null}, ${after}, ${movement.comment ?? null})
      ON CONFLICT DO NOTHING RETURNING id`,
  );
  return inserted.length > 0 ? after : null;
}

/** Locks the customer's row (every ledger movement does first) and answers its balance. */
export async function lockedStoreCreditBalance(db: Database, customerId: number): Promise<number> {
  await db.execute(sql`SELECT id FROM customer WHERE id = ${customerId} FOR UPDATE`);
  return storeCreditBalance(db, customerId);
}

/**
 * Gives the store credit an order spent back to its customer, once (the ledger's (order, reason) key makes a
 * second give-back a no-op): when the order is canceled by the staff or its payment fails. Answers the amount
 * given back (0 when nothing was spent or it was already given back).
 */
export async function giveBackStoreCredit(
  db: Database,
  order: { id: number; customerId: number | null; storeCreditUsed: number },
): Promise<number> {
  if (order.storeCreditUsed <= 0 || order.customerId === null) return 0;
  const after = await moveStoreCredit(db, {
    customerId: order.customerId,
    amount: order.storeCreditUsed,
    reason: 'order_canceled',
    orderId: order.id,
  });
  return after === null ? 0 : order.storeCreditUsed;
}

/** One movement as the account shows it. */
export interface StoreCreditEntryView {
  id: number;
  amount: number;
  reason: StoreCreditReason;
  balanceAfter: number;
  /** The order it concerns (spent on, given back from, refunded from), if any. */
  orderNumber: string | null;
  creditMemoNumber: string | null;
  comment: string | null;
  createdAt: string;
}

/** The customer's balance and its movements, newest first (at most `limit`). */
export async function storeCreditAccount(
  db: Database,
  customerId: number,
  limit = 100,
): Promise<{ balance: number; history: StoreCreditEntryView[] }> {
  const history = await selectRows<StoreCreditEntryView>(
    db,
    sql`SELECT e.id, e.amount, e.reason, e.balance_after AS "balanceAfter",
        coalesce(o.number, mo.number) AS "orderNumber",
        m.number AS "creditMemoNumber", e.comment,
        to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"
      FROM store_credit_entry e
      LEFT JOIN sales_order o ON o.id = e.order_id
      LEFT JOIN credit_memo m ON m.id = e.credit_memo_id
      LEFT JOIN sales_order mo ON mo.id = m.order_id
      WHERE e.customer_id = ${customerId}
      ORDER BY e.id DESC LIMIT ${limit}`,
  );
  return { balance: await storeCreditBalance(db, customerId), history };
}
