/**
 * Returns (RMA, issue 16 item 4). A customer asks to send back shipped items of one of its orders: lines and
 * quantities (at most what was shipped less what is already being returned), a reason and condition per line,
 * the resolution wished (refund, exchange, store credit) and a comment. The staff then authorise, mark received,
 * refund or credit (with a credit memo, refunds.ts), or refuse with a reason (returnSteps.ts); the customer gets
 * an e-mail at each step and sees the status in the account.
 */
import { sql } from 'drizzle-orm';

import type { SiteLocale } from '../config';
import { selectRows, type Database } from '../db/database';
import type { Mailer } from '../email/mailer';
import { inTransaction } from '../orders/transaction';
import { orderNumberPattern } from './customerOrders';
import { AfterSalesError } from './messages';
import type { AfterSalesDeps, OperationSource } from './orderRecord';
import { type IssuedCreditMemo, type RefundDestination, refundOrder } from './refunds';
import { type LockedReturn, lockReturn, queueReturnEmail, stepReturn } from './returnSteps';
import type { ReturnStatus } from './schema';

export const returnReasons = [
  'damaged',
  'wrong_item',
  'not_as_described',
  'no_longer_needed',
  'other',
] as const;
export const returnConditions = ['unopened', 'opened', 'damaged'] as const;
export const returnResolutions = ['refund', 'exchange', 'store_credit'] as const;
export type ReturnResolution = (typeof returnResolutions)[number];
export const maxReturnCommentLength = 2000;

export interface ReturnLineRequest {
  /** The line's id: a number, or as a form or GraphQL sends it (text, checked here: digits only). */
  orderLineId: number | string;
  qty: number;
  reason: string;
  condition: string;
}

export interface ReturnRequestInput {
  orderNumber: string;
  /** Lines with a quantity of 0 are ignored (the form lists every line). */
  lines: ReturnLineRequest[];
  resolution: string;
  comment?: string | null;
}

/** A line of an order as the return form offers it: how many units can still be returned. */
export interface ReturnableLine {
  id: number;
  sku: string;
  name: string;
  options: { label: string; value: string }[];
  ordered: number;
  shipped: number;
  /** Shipped less already in a return that was not refused. */
  returnable: number;
}

/** Orders from which a return can be asked: paid, and something of them shipped. */
const returnableStatuses = ['PROCESSING', 'COMPLETE'];

function returnableLinesOf(db: Database, orderId: number): Promise<ReturnableLine[]> {
  return selectRows<ReturnableLine>(
    db,
    sql`SELECT l.id, l.sku, l.name, l.options, l.qty AS ordered, COALESCE(s.qty, 0)::int AS shipped,
        GREATEST(COALESCE(s.qty, 0) - COALESCE(r.qty, 0), 0)::int AS returnable
      FROM sales_order_line l
      LEFT JOIN (SELECT order_line_id, sum(qty) AS qty FROM shipment_line GROUP BY order_line_id) s
        ON s.order_line_id = l.id
      LEFT JOIN (SELECT rl.order_line_id, sum(rl.qty) AS qty FROM return_line rl
          JOIN return_request rr ON rr.id = rl.return_id WHERE rr.status <> 'refused'
          GROUP BY rl.order_line_id) r ON r.order_line_id = l.id
      WHERE l.order_id = ${orderId} ORDER BY l.id`,
  );
}

/**
 * The customer's order `orderNumber` as the return form shows it, or null when the customer has no such order
 * or nothing of it can be returned (the form is then a 404 and the order page offers no link).
 */
export async function returnableOrder(
  db: Database,
  customerId: number,
  orderNumber: string,
): Promise<{ orderNumber: string; lines: ReturnableLine[] } | null> {
  if (!orderNumberPattern.test(orderNumber)) return null;
  const [order] = await selectRows<{ id: number; status: string }>(
    db,
    sql`SELECT id, status FROM sales_order WHERE customer_id = ${customerId} AND number = ${orderNumber}`,
  );
  if (!order || !returnableStatuses.includes(order.status)) return null;
  const lines = await returnableLinesOf(db, order.id);
  return lines.some((line) => line.returnable > 0) ? { orderNumber, lines } : null;
}

export interface RequestedReturn {
  id: number;
  number: string;
  orderNumber: string;
}

/**
 * Records a customer's return request (see the module comment): checked line by line against what is
 * returnable, in one transaction with the order row locked, so two requests sent at once cannot return the same
 * units twice. Refusals are translated in `locale` and write nothing. The acknowledgement e-mail is queued and
 * delivered after the commit.
 */
export async function requestReturn(
  deps: { db: Database; mailer: Mailer },
  customerId: number,
  input: ReturnRequestInput,
  locale: SiteLocale,
): Promise<RequestedReturn> {
  const refuse = (code: ConstructorParameters<typeof AfterSalesError>[0], values = {}) =>
    new AfterSalesError(code, values, locale);
  if (!(returnResolutions as readonly string[]).includes(input.resolution))
    throw refuse('invalidResolution');
  const comment = input.comment?.trim() || null;
  if (comment && comment.length > maxReturnCommentLength)
    throw refuse('commentTooLong', { max: maxReturnCommentLength });
  const asked = input.lines
    .filter((line) => line.qty !== 0)
    .map((line) => {
      // Text that is no line number at all is named as such, not looked up as a line "-1" or "NaN".
      const text = String(line.orderLineId);
      if (!/^\d{1,10}$/.test(text))
        throw refuse('invalidLineId', {
          lineId: text.length > 40 ? `${text.slice(0, 40)}…` : text,
        });
      return { ...line, orderLineId: Number(text) };
    });
  if (asked.length === 0) throw refuse('nothingToReturn');

  const created = await inTransaction(deps.db, async (db) => {
    const [order] = orderNumberPattern.test(input.orderNumber)
      ? await selectRows<{ id: number; number: string; status: string }>(
          db,
          sql`SELECT id, number, status FROM sales_order
            WHERE customer_id = ${customerId} AND number = ${input.orderNumber} FOR UPDATE`,
        )
      : [];
    if (!order) throw refuse('orderNotFound', { orderNumber: input.orderNumber });
    if (!returnableStatuses.includes(order.status))
      throw refuse('notReturnable', { orderNumber: order.number });
    const lines = await returnableLinesOf(db, order.id);
    const seen = new Set<number>();
    for (const request of asked) {
      const line = lines.find((candidate) => candidate.id === request.orderLineId);
      if (!line)
        throw refuse('unknownLine', { lineId: request.orderLineId, orderNumber: order.number });
      if (seen.has(line.id)) throw refuse('duplicateLine', { lineId: line.id });
      seen.add(line.id);
      if (!Number.isSafeInteger(request.qty) || request.qty < 0)
        throw refuse('invalidQuantity', { lineId: line.id });
      if (request.qty > line.returnable)
        throw refuse('tooManyToReturn', {
          name: line.name,
          qty: request.qty,
          left: line.returnable,
        });
      if (!(returnReasons as readonly string[]).includes(request.reason))
        throw refuse('invalidReturnReason', { name: line.name });
      if (!(returnConditions as readonly string[]).includes(request.condition))
        throw refuse('invalidReturnCondition', { name: line.name });
    }
    const [{ id } = { id: 0 }] = await selectRows<{ id: number }>(
      db,
      sql`SELECT nextval(pg_get_serial_sequence('return_request', 'id'))::int AS id`,
    );
    const number = `R-${String(id).padStart(6, '0')}`;
    await db.execute(
      sql`INSERT INTO return_request (id, number, order_id, customer_id, status, resolution, comment)
        VALUES (${id}, ${number}, ${order.id}, ${customerId}, 'requested', ${input.resolution}, ${comment})`,
    );
    for (const request of asked)
      await db.execute(
        sql`INSERT INTO return_line (return_id, order_line_id, qty, reason, condition)
          VALUES (${id}, ${request.orderLineId}, ${request.qty}, ${request.reason}, ${request.condition})`,
      );
    await db.execute(
      sql`INSERT INTO return_event (return_id, status, comment) VALUES (${id}, 'requested', ${comment})`,
    );
    await queueReturnEmail(db, await lockReturn(db, number));
    return { id, number, orderNumber: order.number };
  });
  await deliver(deps.mailer);
  return created;
}

async function deliver(mailer: Mailer): Promise<void> {
  await mailer
    .deliverQueued()
    .catch((error: unknown) => console.warn('[email] delivery failed', error));
}

/** A staff step that needs no money: authorise, mark received, or refuse (with its reason). */
export async function moveReturn(
  deps: Pick<AfterSalesDeps, 'db' | 'mailer'>,
  returnNumber: string,
  to: Extract<ReturnStatus, 'authorised' | 'received' | 'refused'>,
  options: OperationSource = {},
): Promise<LockedReturn> {
  const comment = options.comment?.trim() || null;
  if (to === 'refused' && (!comment || comment.length < 3 || comment.length > 500))
    throw new AfterSalesError('refusalReasonRequired');
  const moved = await inTransaction(deps.db, async (db) => {
    const ret = await lockReturn(db, returnNumber);
    await stepReturn(db, ret, to, comment);
    return ret;
  });
  await deliver(deps.mailer);
  return moved;
}

export interface RefundReturnOptions extends OperationSource {
  /** @defaultValue store credit when the customer wished it, else the original payment */
  to?: RefundDestination;
  /** Also give back what is left of the shipping charge. */
  shipping?: boolean;
}

/**
 * Refunds (or credits) an authorised or received return: a credit memo for its lines, made once whatever the
 * number of calls (its key is the return's number), which moves the return to refunded or credited in the
 * memo's own transaction.
 */
export async function refundReturn(
  deps: AfterSalesDeps,
  returnNumber: string,
  options: RefundReturnOptions = {},
): Promise<IssuedCreditMemo> {
  const ret = await inTransaction(deps.db, (db) => lockReturn(db, returnNumber));
  return refundOrder(deps, ret.orderNumber, {
    lines: ret.lines.map(({ orderLineId, qty }) => ({ orderLineId, qty })),
    shipping: options.shipping,
    to: options.to ?? (ret.resolution === 'store_credit' ? 'store_credit' : 'payment'),
    idempotencyKey: `return:${ret.number}`,
    returnId: ret.id,
    source: options.source,
    comment: options.comment,
  });
}

/** A return as the customer's account lists it. */
export interface CustomerReturnView {
  id: number;
  number: string;
  orderNumber: string;
  status: ReturnStatus;
  resolution: ReturnResolution;
  comment: string | null;
  refusalReason: string | null;
  createdAt: string;
  lines: { sku: string; name: string; qty: number; reason: string; condition: string }[];
  events: { status: ReturnStatus; createdAt: string }[];
}

/** The customer's returns, newest first (at most 100), in one statement. */
export function listCustomerReturns(
  db: Database,
  customerId: number,
): Promise<CustomerReturnView[]> {
  const iso = (column: string) =>
    sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
  return selectRows<CustomerReturnView>(
    db,
    sql`SELECT r.id, r.number, o.number AS "orderNumber", r.status, r.resolution, r.comment,
        r.refusal_reason AS "refusalReason", ${iso('r.created_at')} AS "createdAt",
        (SELECT coalesce(json_agg(json_build_object('sku', l.sku, 'name', l.name, 'qty', rl.qty,
            'reason', rl.reason, 'condition', rl.condition) ORDER BY l.id), '[]'::json)
          FROM return_line rl JOIN sales_order_line l ON l.id = rl.order_line_id
          WHERE rl.return_id = r.id) AS lines,
        (SELECT coalesce(json_agg(json_build_object('status', e.status,
            'createdAt', ${iso('e.created_at')}) ORDER BY e.id), '[]'::json)
          FROM return_event e WHERE e.return_id = r.id) AS events
      FROM return_request r JOIN sales_order o ON o.id = r.order_id
      WHERE r.customer_id = ${customerId}
      ORDER BY r.created_at DESC, r.id DESC LIMIT 100`,
  );
}
