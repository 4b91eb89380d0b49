/**
 * What every order operation after payment shares: the order read and row-locked by its number, its lines with
 * what was already invoiced and shipped, the choice of lines and quantities checked against what is left, and the
 * status change that writes its history. All of it runs inside the caller's transaction.
 */
import { sql } from 'drizzle-orm';

import type { ShopConfig, SiteLocale } from '../config';
import { selectRows, type Database } from '../db/database';
import type { Mailer } from '../email/mailer';
import type { OrderAddresses, OrderStatus, OrderStockDemand } from '../orders/schema';
import type { PaymentProviderRegistry } from '../payments/types';
import { AfterSalesError, type AfterSalesMessageId } from './messages';
import { assertTransition } from './stateMachine';

/** What the after-sales operations need from the store (the store itself satisfies it). */
export interface AfterSalesDeps {
  db: Database;
  config: ShopConfig;
  payments: Pick<PaymentProviderRegistry, 'get' | 'list'>;
  mailer: Mailer;
}

/** Who or what asked for a change, written to the status history. */
export interface OperationSource {
  /** e.g. `command`, `staff`, `backoffice`. @defaultValue 'staff' */
  source?: string;
  /** A note kept with the status history. */
  comment?: string;
}

export interface LockedOrder {
  id: number;
  number: string;
  status: OrderStatus;
  locale: SiteLocale;
  email: string;
  customerId: number | null;
  /** 2 for a professional: its totals add up excl. tax (decision 0740). */
  customerGroupId: number;
  addresses: OrderAddresses;
  subtotalExclTax: number;
  subtotalInclTax: number;
  shippingInclTax: number;
  grandTotalExclTax: number;
  grandTotal: number;
  storeCreditUsed: number;
  stockDemand: OrderStockDemand[];
  createdAt: string;
}

/** The order of `orderNumber`, locked until the transaction ends; the translated refusal when there is none. */
export async function lockOrder(db: Database, orderNumber: string): Promise<LockedOrder> {
  const [order] = await selectRows<LockedOrder>(
    db,
    sql`SELECT id, number, status, locale, email, customer_id AS "customerId",
        customer_group_id AS "customerGroupId", addresses,
        subtotal_excl_tax AS "subtotalExclTax", subtotal_incl_tax AS "subtotalInclTax",
        shipping_incl_tax AS "shippingInclTax", grand_total_excl_tax AS "grandTotalExclTax",
        grand_total AS "grandTotal", store_credit_used AS "storeCreditUsed", stock_demand AS "stockDemand",
        created_at::text AS "createdAt"
      FROM sales_order WHERE number = ${orderNumber.trim()} FOR UPDATE`,
  );
  if (!order) throw new AfterSalesError('orderNotFound', { orderNumber });
  return order;
}

/** Writes one line of the order's status history. */
export async function recordStatus(
  db: Database,
  orderId: number,
  status: OrderStatus,
  source: string,
  comment: string | null = null,
): Promise<void> {
  await db.execute(
    sql`INSERT INTO order_status_history (order_id, status, source, comment)
      VALUES (${orderId}, ${status}, ${source}, ${comment})`,
  );
}

/** Moves a locked order to `to` (refused by the state machine otherwise) and writes the history. */
export async function moveOrder(
  db: Database,
  order: LockedOrder,
  to: OrderStatus,
  source: string,
  comment: string | null = null,
): Promise<void> {
  assertTransition(order.number, order.status, to);
  await db.execute(
    sql`UPDATE sales_order SET status = ${to}, updated_at = now() WHERE id = ${order.id}`,
  );
  await recordStatus(db, order.id, to, source, comment);
  order.status = to;
}

/** An order line with what was already invoiced and shipped of it. */
export interface LineProgress {
  id: number;
  productId: number | null;
  sku: string;
  name: string;
  qty: number;
  unitPriceExclTax: number;
  unitPriceInclTax: number;
  rowTotalExclTax: number;
  rowTotalInclTax: number;
  invoiced: number;
  invoicedExclTax: number;
  invoicedInclTax: number;
  shipped: number;
}

/** The order's lines in id order, with their invoiced and shipped quantities (and invoiced amounts). */
export function lineProgress(db: Database, orderId: number): Promise<LineProgress[]> {
  return selectRows<LineProgress>(
    db,
    sql`SELECT l.id, l.product_id AS "productId", l.sku, l.name, l.qty,
        l.unit_price_excl_tax AS "unitPriceExclTax", l.unit_price_incl_tax AS "unitPriceInclTax",
        l.row_total_excl_tax AS "rowTotalExclTax", l.row_total_incl_tax AS "rowTotalInclTax",
        COALESCE(i.qty, 0)::int AS invoiced, COALESCE(i.excl, 0)::int AS "invoicedExclTax",
        COALESCE(i.incl, 0)::int AS "invoicedInclTax", COALESCE(s.qty, 0)::int AS shipped
      FROM sales_order_line l
      LEFT JOIN (SELECT order_line_id, sum(qty) AS qty, sum(row_total_excl_tax) AS excl,
          sum(row_total_incl_tax) AS incl
        FROM invoice_line GROUP BY order_line_id) i ON i.order_line_id = l.id
      LEFT JOIN (SELECT order_line_id, sum(qty) AS qty FROM shipment_line GROUP BY order_line_id) s
        ON s.order_line_id = l.id
      WHERE l.order_id = ${orderId} ORDER BY l.id`,
  );
}

/** A line and quantity asked for by an operation. */
export interface LineQuantity {
  orderLineId: number;
  qty: number;
}

/**
 * The lines and quantities an operation takes: those asked for, each checked against what is left of it
 * (`left`), or everything left when none are asked for. Throws the translated refusal on the first bad line.
 */
export function pickLines<L extends { id: number }>(
  order: Pick<LockedOrder, 'number'>,
  lines: L[],
  requested: readonly LineQuantity[] | undefined,
  left: (line: L) => number,
  refusals: { tooMany: AfterSalesMessageId; nothingLeft: AfterSalesMessageId },
): { line: L; qty: number }[] {
  const orderNumber = order.number;
  let picked: { line: L; qty: number }[];
  if (!requested || requested.length === 0) {
    picked = lines.map((line) => ({ line, qty: left(line) }));
  } else {
    const seen = new Set<number>();
    picked = requested.map(({ orderLineId, qty }) => {
      const line = lines.find((candidate) => candidate.id === orderLineId);
      if (!line) throw new AfterSalesError('unknownLine', { lineId: orderLineId, orderNumber });
      if (seen.has(orderLineId))
        throw new AfterSalesError('duplicateLine', { lineId: orderLineId });
      seen.add(orderLineId);
      if (!Number.isSafeInteger(qty) || qty <= 0)
        throw new AfterSalesError('invalidQuantity', { lineId: orderLineId });
      if (qty > left(line))
        throw new AfterSalesError(refusals.tooMany, { lineId: orderLineId, qty, left: left(line) });
      return { line, qty };
    });
  }
  picked = picked.filter((pick) => pick.qty > 0);
  if (picked.length === 0) throw new AfterSalesError(refusals.nothingLeft, { orderNumber });
  return picked;
}

/**
 * PROCESSING → COMPLETE once every line is invoiced and shipped in full (called by invoice and ship after they
 * wrote their rows, in the same transaction). Answers whether the order became complete.
 */
export async function completeWhenDone(
  db: Database,
  order: LockedOrder,
  source: string,
): Promise<boolean> {
  if (order.status !== 'PROCESSING') return false;
  const lines = await lineProgress(db, order.id);
  if (!lines.every((line) => line.invoiced >= line.qty && line.shipped >= line.qty)) return false;
  await moveOrder(db, order, 'COMPLETE', source);
  return true;
}
