/**
 * Orders and returns in the back office (issue 18 items 3 and 4): lists and details read here; every write is
 * the after-sales domain operation (src/afterSales: invoice, ship, cancel, refund, moveReturn, refundReturn —
 * the same as the staff command order.cli.ts), run after `requirePermission` and recorded in the audit log with
 * the order (or return) as it was before and after.
 */
import { randomUUID } from 'node:crypto';

import { sql, type SQL } from 'drizzle-orm';

import { cancelOrder } from '../afterSales/cancelAndClose';
import { invoiceOrder } from '../afterSales/invoices';
import type { LineQuantity } from '../afterSales/orderRecord';
import { type RefundDestination, refundOrder } from '../afterSales/refunds';
import { moveReturn, refundReturn } from '../afterSales/returns';
import { shipOrder } from '../afterSales/shipments';
import { selectRows, type Database } from '../db/database';
import { recordAudit } from './auditLog';
import {
  actorOf,
  type AdminContext,
  isCalendarDay,
  isRecordId,
  wholeNumberOf,
  limitOf,
  type Page,
  type PageRequest,
} from './context';
import { AdminError } from './messages';
import { requirePermission } from './permissions';

const iso = (column: string) =>
  sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

export interface OrderFilter {
  status?: string;
  /** Placed on or after this day (YYYY-MM-DD). */
  from?: string;
  /** Placed on or before this day (YYYY-MM-DD). */
  to?: string;
  /** The customer's e-mail or name, in part. */
  customer?: string;
  delivery?: 'pickup' | 'home';
  /** Payment method code (`truffe_card`, `paypal`…). */
  payment?: string;
  /** An order number or an e-mail address, in part. */
  q?: string;
}

export interface OrderRow {
  id: number;
  number: string;
  status: string;
  email: string;
  customerName: string;
  delivery: 'pickup' | 'home';
  paymentMethod: string;
  grandTotal: number;
  createdAt: string;
}

function like(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function orderConditions(filter: OrderFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filter.status) conditions.push(sql`o.status = ${String(filter.status)}`);
  if (isCalendarDay(filter.from)) conditions.push(sql`o.created_at >= ${filter.from}::date`);
  if (isCalendarDay(filter.to)) conditions.push(sql`o.created_at < ${filter.to}::date + 1`);
  if (filter.customer) {
    const pattern = like(String(filter.customer).trim());
    conditions.push(sql`(o.email ILIKE ${pattern}
      OR (o.addresses->'billing'->>'firstname') || ' ' || (o.addresses->'billing'->>'lastname') ILIKE ${pattern})`);
  }
  if (filter.delivery === 'pickup') conditions.push(sql`o.pickup_point IS NOT NULL`);
  if (filter.delivery === 'home') conditions.push(sql`o.pickup_point IS NULL`);
  if (filter.payment) conditions.push(sql`o.payment_method_code = ${String(filter.payment)}`);
  if (filter.q) {
    const pattern = like(String(filter.q).trim());
    conditions.push(sql`(o.number ILIKE ${pattern} OR o.email ILIKE ${pattern})`);
  }
  return sql.join(conditions, sql` AND `);
}

export async function listOrders(
  ctx: AdminContext,
  filter: OrderFilter = {},
  page?: PageRequest,
): Promise<Page<OrderRow>> {
  requirePermission(ctx.staff, 'orders.read');
  const { limit, offset } = limitOf(page);
  const where = orderConditions(filter);
  const rows = await selectRows<OrderRow>(
    ctx.store.db,
    sql`SELECT o.id, o.number, o.status, o.email,
        trim(coalesce(o.addresses->'billing'->>'firstname', '') || ' ' || coalesce(o.addresses->'billing'->>'lastname', '')) AS "customerName",
        CASE WHEN o.pickup_point IS NULL THEN 'home' ELSE 'pickup' END AS delivery,
        o.payment_method_code AS "paymentMethod", o.grand_total AS "grandTotal", ${iso('o.created_at')} AS "createdAt"
      FROM sales_order o WHERE ${where} ORDER BY o.created_at DESC, o.id DESC LIMIT ${limit} OFFSET ${offset}`,
  );
  const [count] = await selectRows<{ total: number }>(
    ctx.store.db,
    sql`SELECT count(*)::int AS total FROM sales_order o WHERE ${where}`,
  );
  return { rows, total: count?.total ?? 0 };
}

export interface OrderDetail extends OrderRow {
  shippingMethod: string;
  addresses: unknown;
  pickupPoint: unknown;
  lines: {
    id: number;
    sku: string;
    name: string;
    qty: number;
    rowTotalInclTax: number;
    invoiced: number;
    shipped: number;
    refunded: number;
  }[];
  history: { status: string; source: string; comment: string | null; createdAt: string }[];
  shipments: { carrier: string; trackingNumber: string; createdAt: string }[];
  invoices: { number: string; grandTotal: number }[];
  creditMemos: { number: string; amount: number; refundTo: string; status: string }[];
}

async function orderIdOf(db: Database, orderNumber: string): Promise<number> {
  const [order] = await selectRows<{ id: number }>(
    db,
    sql`SELECT id FROM sales_order WHERE number = ${String(orderNumber)}`,
  );
  if (!order) throw new AdminError('notFound');
  return order.id;
}

/** The order as the audit log keeps it: status, totals, shipments, invoices, credit memos. */
async function orderSnapshot(db: Database, id: number) {
  const [row] = await selectRows<Record<string, unknown>>(
    db,
    sql`SELECT o.number, o.status, o.grand_total AS "grandTotal",
        (SELECT coalesce(json_agg(json_build_object('carrier', s.carrier, 'trackingNumber', s.tracking_number) ORDER BY s.id), '[]')
          FROM shipment s WHERE s.order_id = o.id) AS shipments,
        (SELECT coalesce(json_agg(i.number ORDER BY i.id), '[]') FROM invoice i WHERE i.order_id = o.id) AS invoices,
        (SELECT coalesce(json_agg(json_build_object('number', m.number, 'amount', m.amount, 'refundTo', m.refund_to, 'status', m.status) ORDER BY m.id), '[]')
          FROM credit_memo m WHERE m.order_id = o.id) AS "creditMemos"
      FROM sales_order o WHERE o.id = ${id}`,
  );
  return row ?? null;
}

export async function getOrder(ctx: AdminContext, orderNumber: string): Promise<OrderDetail> {
  requirePermission(ctx.staff, 'orders.read');
  const db = ctx.store.db;
  const id = await orderIdOf(db, orderNumber);
  const [order] = await selectRows<OrderDetail>(
    db,
    sql`SELECT o.id, o.number, o.status, o.email,
        trim(coalesce(o.addresses->'billing'->>'firstname', '') || ' ' || coalesce(o.addresses->'billing'->>'lastname', '')) AS "customerName",
        CASE WHEN o.pickup_point IS NULL THEN 'home' ELSE 'pickup' END AS delivery,
        o.payment_method_code AS "paymentMethod", o.grand_total AS "grandTotal", ${iso('o.created_at')} AS "createdAt",
        o.shipping_method_title AS "shippingMethod", o.addresses, o.pickup_point AS "pickupPoint",
        (SELECT coalesce(json_agg(json_build_object('status', h.status, 'source', h.source, 'comment', h.comment,
            'createdAt', ${iso('h.created_at')}) ORDER BY h.id), '[]') FROM order_status_history h WHERE h.order_id = o.id) AS history,
        (SELECT coalesce(json_agg(json_build_object('carrier', s.carrier, 'trackingNumber', s.tracking_number,
            'createdAt', ${iso('s.created_at')}) ORDER BY s.id), '[]') FROM shipment s WHERE s.order_id = o.id) AS shipments,
        (SELECT coalesce(json_agg(json_build_object('number', i.number, 'grandTotal', i.grand_total) ORDER BY i.id), '[]')
          FROM invoice i WHERE i.order_id = o.id) AS invoices,
        (SELECT coalesce(json_agg(json_build_object('number', m.number, 'amount', m.amount, 'refundTo', m.refund_to,
            'status', m.status) ORDER BY m.id), '[]') FROM credit_memo m WHERE m.order_id = o.id) AS "creditMemos"
      FROM sales_order o WHERE o.id = ${id}`,
  );
  const lines = await selectRows<OrderDetail['lines'][number]>(
    db,
    sql`SELECT l.id, l.sku, l.name, l.qty, l.row_total_incl_tax AS "rowTotalInclTax",
        coalesce((SELECT sum(il.qty) FROM invoice_line il WHERE il.order_line_id = l.id), 0)::int AS invoiced,
        coalesce((SELECT sum(sl.qty) FROM shipment_line sl WHERE sl.order_line_id = l.id), 0)::int AS shipped,
        coalesce((SELECT sum(ml.qty) FROM credit_memo_line ml JOIN credit_memo m ON m.id = ml.credit_memo_id
          WHERE ml.order_line_id = l.id AND m.status <> 'failed'), 0)::int AS refunded
      FROM sales_order_line l WHERE l.order_id = ${id} ORDER BY l.id`,
  );
  return { ...order!, lines };
}

/** Runs a domain write on an order and audits it with the order before and after. */
async function auditedOrderWrite<Result>(
  ctx: AdminContext,
  action: string,
  orderNumber: string,
  write: () => Promise<Result>,
): Promise<Result> {
  const db = ctx.store.db;
  const id = await orderIdOf(db, orderNumber);
  const before = await orderSnapshot(db, id);
  const result = await write();
  const after = await orderSnapshot(db, id);
  await recordAudit(db, actorOf(ctx.staff), action, `order:${orderNumber}`, before, after);
  return result;
}

function parseLines(lines: unknown): LineQuantity[] | undefined {
  if (lines === undefined || lines === null) return undefined;
  if (!Array.isArray(lines)) throw new AdminError('invalidInput', { field: 'lines' });
  const parsed = lines
    .map((line: unknown) => {
      const { orderLineId, qty } = (line ?? {}) as Record<string, unknown>;
      const id = wholeNumberOf(orderLineId);
      const quantity = wholeNumberOf(qty);
      if (!isRecordId(id) || !Number.isInteger(quantity) || quantity < 0 || quantity > 10_000)
        throw new AdminError('invalidInput', { field: 'lines' });
      return { orderLineId: id, qty: quantity };
    })
    .filter((line) => line.qty > 0);
  if (parsed.length === 0) throw new AdminError('invalidInput', { field: 'lines' });
  return parsed;
}

function comment(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value.trim().slice(0, 1000) : '';
  return text || undefined;
}

const staffSource = (ctx: AdminContext) => `backoffice:${ctx.staff.email}`;

export async function invoiceOrderAsStaff(
  ctx: AdminContext,
  orderNumber: string,
  input: { lines?: unknown } = {},
) {
  requirePermission(ctx.staff, 'orders.invoice');
  const lines = parseLines(input.lines);
  return auditedOrderWrite(ctx, 'order.invoice', orderNumber, () =>
    invoiceOrder(ctx.store, orderNumber, { lines }),
  );
}

export async function shipOrderAsStaff(
  ctx: AdminContext,
  orderNumber: string,
  input: { carrier?: unknown; trackingNumber?: unknown; lines?: unknown },
) {
  requirePermission(ctx.staff, 'orders.ship');
  const lines = parseLines(input.lines);
  const carrier = String(input.carrier ?? '');
  const trackingNumber = String(input.trackingNumber ?? '');
  return auditedOrderWrite(ctx, 'order.ship', orderNumber, async () => {
    const shipment = await shipOrder(ctx.store, orderNumber, { carrier, trackingNumber, lines });
    await ctx.store.mailer.deliverQueued();
    return shipment;
  });
}

export async function cancelOrderAsStaff(
  ctx: AdminContext,
  orderNumber: string,
  input: { comment?: unknown } = {},
) {
  requirePermission(ctx.staff, 'orders.cancel');
  return auditedOrderWrite(ctx, 'order.cancel', orderNumber, async () => {
    const canceled = await cancelOrder(ctx.store, orderNumber, {
      source: staffSource(ctx),
      comment: comment(input.comment),
    });
    await ctx.store.mailer.deliverQueued();
    return canceled;
  });
}

function destinationOf(value: unknown): RefundDestination {
  if (value === undefined || value === null || value === '' || value === 'payment')
    return 'payment';
  if (value === 'store_credit') return 'store_credit';
  throw new AdminError('invalidInput', { field: 'to' });
}

/**
 * A refund of the whole order (no lines) or of some lines, to the payment or to store credit. The client may
 * give an idempotency key (a double click refunds once); without one each call is a new refund.
 */
export async function refundOrderAsStaff(
  ctx: AdminContext,
  orderNumber: string,
  input: { lines?: unknown; shipping?: unknown; to?: unknown; key?: unknown; comment?: unknown },
) {
  requirePermission(ctx.staff, 'orders.refund');
  const lines = parseLines(input.lines);
  const to = destinationOf(input.to);
  const key = typeof input.key === 'string' && input.key.trim() ? input.key.trim() : randomUUID();
  return auditedOrderWrite(ctx, 'order.refund', orderNumber, async () => {
    const memo = await refundOrder(ctx.store, orderNumber, {
      lines,
      shipping: input.shipping === true,
      to,
      idempotencyKey: `backoffice:${key}`,
      source: staffSource(ctx),
      comment: comment(input.comment),
    });
    await ctx.store.mailer.deliverQueued();
    return memo;
  });
}

export interface ReturnRow {
  id: number;
  number: string;
  orderNumber: string;
  email: string;
  status: string;
  resolution: string;
  comment: string | null;
  refusalReason: string | null;
  createdAt: string;
  lines: {
    orderLineId: number;
    sku: string;
    name: string;
    qty: number;
    reason: string;
    condition: string;
  }[];
}

const returnColumns = sql`r.id, r.number, o.number AS "orderNumber", o.email, r.status, r.resolution, r.comment,
  r.refusal_reason AS "refusalReason", ${iso('r.created_at')} AS "createdAt",
  (SELECT coalesce(json_agg(json_build_object('orderLineId', rl.order_line_id, 'sku', l.sku, 'name', l.name,
      'qty', rl.qty, 'reason', rl.reason, 'condition', rl.condition) ORDER BY rl.order_line_id), '[]')
    FROM return_line rl JOIN sales_order_line l ON l.id = rl.order_line_id WHERE rl.return_id = r.id) AS lines`;

export async function listReturns(
  ctx: AdminContext,
  filter: { status?: string; q?: string } = {},
  page?: PageRequest,
): Promise<Page<ReturnRow>> {
  requirePermission(ctx.staff, 'returns.read');
  const { limit, offset } = limitOf(page);
  const conditions: SQL[] = [sql`true`];
  if (filter.status) conditions.push(sql`r.status = ${String(filter.status)}`);
  if (filter.q) {
    const pattern = like(String(filter.q).trim());
    conditions.push(
      sql`(r.number ILIKE ${pattern} OR o.number ILIKE ${pattern} OR o.email ILIKE ${pattern})`,
    );
  }
  const where = sql.join(conditions, sql` AND `);
  const rows = await selectRows<ReturnRow>(
    ctx.store.db,
    sql`SELECT ${returnColumns} FROM return_request r JOIN sales_order o ON o.id = r.order_id
      WHERE ${where} ORDER BY r.created_at DESC, r.id DESC LIMIT ${limit} OFFSET ${offset}`,
  );
  const [count] = await selectRows<{ total: number }>(
    ctx.store.db,
    sql`SELECT count(*)::int AS total FROM return_request r JOIN sales_order o ON o.id = r.order_id WHERE ${where}`,
  );
  return { rows, total: count?.total ?? 0 };
}

export async function getReturn(ctx: AdminContext, returnNumber: string): Promise<ReturnRow> {
  requirePermission(ctx.staff, 'returns.read');
  const [row] = await selectRows<ReturnRow>(
    ctx.store.db,
    sql`SELECT ${returnColumns} FROM return_request r JOIN sales_order o ON o.id = r.order_id
      WHERE r.number = ${String(returnNumber)}`,
  );
  if (!row) throw new AdminError('notFound');
  return row;
}

async function returnSnapshot(db: Database, returnNumber: string) {
  const [row] = await selectRows<Record<string, unknown>>(
    db,
    sql`SELECT r.number, r.status, r.refusal_reason AS "refusalReason",
        (SELECT coalesce(json_agg(json_build_object('number', m.number, 'amount', m.amount, 'refundTo', m.refund_to,
          'status', m.status) ORDER BY m.id), '[]') FROM credit_memo m WHERE m.return_id = r.id) AS "creditMemos"
      FROM return_request r WHERE r.number = ${returnNumber}`,
  );
  if (!row) throw new AdminError('notFound');
  return row;
}

async function auditedReturnWrite<Result>(
  ctx: AdminContext,
  action: string,
  returnNumber: string,
  write: () => Promise<Result>,
): Promise<Result> {
  const before = await returnSnapshot(ctx.store.db, returnNumber);
  const result = await write();
  const after = await returnSnapshot(ctx.store.db, returnNumber);
  await recordAudit(
    ctx.store.db,
    actorOf(ctx.staff),
    action,
    `return:${returnNumber}`,
    before,
    after,
  );
  return result;
}

const returnMoves = { authorise: 'authorised', receive: 'received', refuse: 'refused' } as const;

/** Authorise, mark received, or refuse (a reason is required) a return; the customer is e-mailed. */
export async function moveReturnAsStaff(
  ctx: AdminContext,
  returnNumber: string,
  input: { step?: unknown; comment?: unknown },
) {
  requirePermission(ctx.staff, 'returns.move');
  const step = String(input.step ?? '');
  if (!Object.hasOwn(returnMoves, step)) throw new AdminError('invalidInput', { field: 'step' });
  const to = returnMoves[step as keyof typeof returnMoves];
  const reason = comment(input.comment);
  if (to === 'refused' && !reason) throw new AdminError('invalidInput', { field: 'comment' });
  return auditedReturnWrite(ctx, `return.${step}`, String(returnNumber), async () => {
    const moved = await moveReturn(ctx.store, String(returnNumber), to, {
      source: staffSource(ctx),
      comment: reason,
    });
    await ctx.store.mailer.deliverQueued();
    return moved;
  });
}

/** Refunds (to the payment) or credits (store credit) a received or authorised return's lines, once. */
export async function refundReturnAsStaff(
  ctx: AdminContext,
  returnNumber: string,
  input: { to?: unknown; shipping?: unknown; comment?: unknown } = {},
) {
  requirePermission(ctx.staff, 'returns.refund');
  const to = destinationOf(input.to);
  return auditedReturnWrite(ctx, 'return.refund', String(returnNumber), async () => {
    const memo = await refundReturn(ctx.store, String(returnNumber), {
      to,
      shipping: input.shipping === true,
      source: staffSource(ctx),
      comment: comment(input.comment),
    });
    await ctx.store.mailer.deliverQueued();
    return memo;
  });
}
