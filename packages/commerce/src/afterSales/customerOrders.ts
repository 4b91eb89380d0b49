/**
 * The account's read model of orders (issue 16 item 1, decision 0761): a customer's orders, paged newest
 * first, and one order with everything its page shows. Every function takes the customer id of the request's
 * session and matches it in the statement itself, so a number of another customer's order is "not found"
 * exactly like a number that does not exist. Few statements per page: the children of an order (lines,
 * status history, shipments, invoices, credit memos, returns) are aggregated with json_agg in one statement
 * (as catalog/productRows.ts does for tier prices).
 */
import { sql } from 'drizzle-orm';

import { selectRows, type Database } from '../db/database';
import type { OrderAddresses, OrderPickupPoint, OrderStatus } from '../orders/schema';
import type { DocumentParty } from './schema';

/** Most orders on one page of the account. */
export const maxOrdersPageSize = 50;
export const defaultOrdersPageSize = 10;

/** An order as a row of the account's list, with what its page's header shows too. */
export interface CustomerOrderSummary {
  id: number;
  number: string;
  createdAt: string;
  status: OrderStatus;
  email: string;
  itemCount: number;
  currency: string;
  addresses: OrderAddresses;
  shippingMethodCode: string;
  shippingMethodTitle: string;
  pickupPoint: OrderPickupPoint | null;
  paymentMethodCode: string;
  paymentMethodTitle: string;
  subtotalExclTax: number;
  subtotalInclTax: number;
  shippingInclTax: number;
  grandTotalExclTax: number;
  grandTotal: number;
  storeCreditUsed: number;
}

export interface CustomerOrderLineView {
  id: number;
  sku: string;
  name: string;
  qty: number;
  unitPriceExclTax: number;
  unitPriceInclTax: number;
  rowTotalExclTax: number;
  rowTotalInclTax: number;
  options: { label: string; value: string }[];
}

/** A line of a shipment or credit memo: the order line it is about and how many. */
export interface DocumentItemView {
  orderLineId: number;
  sku: string;
  name: string;
  qty: number;
}

export interface InvoiceLineView {
  id: number;
  sku: string;
  name: string;
  qty: number;
  unitPriceExclTax: number;
  taxRateBp: number;
  rowTotalExclTax: number;
  rowTax: number;
  rowTotalInclTax: number;
}

export interface InvoiceView {
  id: number;
  number: string;
  issuedAt: string;
  locale: string;
  currency: string;
  seller: DocumentParty;
  buyer: DocumentParty;
  subtotalExclTax: number;
  shippingExclTax: number;
  taxAmount: number;
  grandTotal: number;
  lines: InvoiceLineView[];
}

export interface CustomerOrderDetail extends CustomerOrderSummary {
  lines: CustomerOrderLineView[];
  statusHistory: { status: OrderStatus; createdAt: string; comment: string | null }[];
  shipments: {
    id: number;
    carrier: string;
    trackingNumber: string;
    createdAt: string;
    items: DocumentItemView[];
  }[];
  invoices: InvoiceView[];
  creditMemos: {
    id: number;
    number: string;
    createdAt: string;
    status: string;
    refundTo: string;
    amount: number;
    items: DocumentItemView[];
  }[];
  returns: { id: number; number: string; createdAt: string; status: string }[];
}

export interface CustomerOrderPage {
  items: CustomerOrderSummary[];
  totalCount: number;
  page: number;
  pageSize: number;
  totalPages: number;
}

/**
 * Guest orders placed with the customer's e-mail join its account once that e-mail is verified
 * (`customer.email_verified_at`, set by `verifyEmail`): an address nobody proved to own never shows somebody
 * else's orders. Run lazily before each read of the account's orders (decision 0761: nothing to do at sign-in,
 * and an e-mail verified or changed later is taken into account on the next read). One statement; orders of
 * another customer (customer_id set) are never moved. Answers how many joined.
 */
export async function joinVerifiedGuestOrders(db: Database, customerId: number): Promise<number> {
  const joined = await selectRows<{ id: number }>(
    db,
    sql`UPDATE sales_order o SET customer_id = c.id, updated_at = now()
      FROM customer c
      WHERE c.id = ${customerId} AND c.email_verified_at IS NOT NULL
        AND o.customer_id IS NULL AND lower(o.email) = lower(c.email)
      RETURNING o.id`,
  );
  return joined.length;
}

/** ISO 8601 in UTC whatever the session's time zone, the same at top level and inside json_agg. */
const isoUtc = (column: string) =>
  sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

const summaryColumns = sql`o.id, o.number, ${isoUtc('o.created_at')} AS "createdAt", o.status, o.email,
  (SELECT coalesce(sum(l.qty), 0)::int FROM sales_order_line l WHERE l.order_id = o.id) AS "itemCount",
  o.currency, o.addresses, o.shipping_method_code AS "shippingMethodCode",
  o.shipping_method_title AS "shippingMethodTitle", o.pickup_point AS "pickupPoint",
  o.payment_method_code AS "paymentMethodCode", o.payment_method_title AS "paymentMethodTitle",
  o.subtotal_excl_tax AS "subtotalExclTax", o.subtotal_incl_tax AS "subtotalInclTax",
  o.shipping_incl_tax AS "shippingInclTax", o.grand_total_excl_tax AS "grandTotalExclTax",
  o.grand_total AS "grandTotal", o.store_credit_used AS "storeCreditUsed"`;

/** A page number and size as the list reads them: integers, the page from 1, the size within 1..50. */
export function normalisePaging(
  page: unknown,
  pageSize: unknown,
): { page: number; pageSize: number } {
  const whole = (value: unknown, fallback: number) =>
    typeof value === 'number' && Number.isSafeInteger(value) ? value : fallback;
  return {
    page: Math.max(1, whole(page, 1)),
    pageSize: Math.min(maxOrdersPageSize, Math.max(1, whole(pageSize, defaultOrdersPageSize))),
  };
}

/**
 * The customer's orders, newest first, one page of them with the total count, in one statement (after the
 * join of its verified guest orders). A page past the last answers no items and the real count.
 */
export async function listCustomerOrders(
  db: Database,
  customerId: number,
  paging: { page?: unknown; pageSize?: unknown } = {},
): Promise<CustomerOrderPage> {
  const { page, pageSize } = normalisePaging(paging.page, paging.pageSize);
  await joinVerifiedGuestOrders(db, customerId);
  const [row] = await selectRows<{ totalCount: number; items: CustomerOrderSummary[] }>(
    db,
    sql`SELECT
        (SELECT count(*)::int FROM sales_order WHERE customer_id = ${customerId}) AS "totalCount",
        (SELECT coalesce(json_agg(page ORDER BY page."createdAt" DESC, page.id DESC), '[]'::json)
          FROM (SELECT ${summaryColumns} FROM sales_order o WHERE o.customer_id = ${customerId}
                ORDER BY o.created_at DESC, o.id DESC
                LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}) page) AS items`,
  );
  const totalCount = row?.totalCount ?? 0;
  return {
    items: row?.items ?? [],
    totalCount,
    page,
    pageSize,
    totalPages: Math.ceil(totalCount / pageSize),
  };
}

/** Order numbers look like `TR-000123`; anything else is not looked up. */
export const orderNumberPattern = /^[A-Z]{1,5}-\d{1,12}$/;

/**
 * One of the customer's orders by its number with everything its page shows, in one statement (after the
 * join of its verified guest orders); null when the customer has no order of that number, whoever else has.
 */
export async function readCustomerOrder(
  db: Database,
  customerId: number,
  orderNumber: string,
): Promise<CustomerOrderDetail | null> {
  if (typeof orderNumber !== 'string' || !orderNumberPattern.test(orderNumber)) return null;
  await joinVerifiedGuestOrders(db, customerId);
  const [order] = await selectRows<CustomerOrderDetail>(
    db,
    sql`SELECT ${summaryColumns},
        (SELECT coalesce(json_agg(json_build_object('id', l.id, 'sku', l.sku, 'name', l.name, 'qty', l.qty,
            'unitPriceExclTax', l.unit_price_excl_tax, 'unitPriceInclTax', l.unit_price_incl_tax,
            'rowTotalExclTax', l.row_total_excl_tax, 'rowTotalInclTax', l.row_total_incl_tax,
            'options', l.options) ORDER BY l.id), '[]'::json)
          FROM sales_order_line l WHERE l.order_id = o.id) AS lines,
        (SELECT coalesce(json_agg(json_build_object('status', h.status, 'createdAt', ${isoUtc('h.created_at')},
            'comment', h.comment) ORDER BY h.id), '[]'::json)
          FROM order_status_history h WHERE h.order_id = o.id) AS "statusHistory",
        (SELECT coalesce(json_agg(json_build_object('id', s.id, 'carrier', s.carrier,
            'trackingNumber', s.tracking_number, 'createdAt', ${isoUtc('s.created_at')},
            'items', (SELECT coalesce(json_agg(json_build_object('orderLineId', sl.order_line_id,
                'sku', l.sku, 'name', l.name, 'qty', sl.qty) ORDER BY l.id), '[]'::json)
              FROM shipment_line sl JOIN sales_order_line l ON l.id = sl.order_line_id
              WHERE sl.shipment_id = s.id)) ORDER BY s.id), '[]'::json)
          FROM shipment s WHERE s.order_id = o.id) AS shipments,
        (SELECT coalesce(json_agg(json_build_object('id', i.id, 'number', i.number, 'issuedAt', ${isoUtc('i.issued_at')},
            'locale', i.locale, 'currency', i.currency, 'seller', i.seller, 'buyer', i.buyer,
            'subtotalExclTax', i.subtotal_excl_tax, 'shippingExclTax', i.shipping_excl_tax,
            'taxAmount', i.tax_amount, 'grandTotal', i.grand_total,
            'lines', (SELECT coalesce(json_agg(json_build_object('id', il.id, 'sku', il.sku, 'name', il.name,
                'qty', il.qty, 'unitPriceExclTax', il.unit_price_excl_tax, 'taxRateBp', il.tax_rate_bp,
                'rowTotalExclTax', il.row_total_excl_tax, 'rowTax', il.row_tax,
                'rowTotalInclTax', il.row_total_incl_tax) ORDER BY il.id), '[]'::json)
              FROM invoice_line il WHERE il.invoice_id = i.id)) ORDER BY i.id), '[]'::json)
          FROM invoice i WHERE i.order_id = o.id) AS invoices,
        (SELECT coalesce(json_agg(json_build_object('id', m.id, 'number', m.number, 'createdAt', ${isoUtc('m.created_at')},
            'status', m.status, 'refundTo', m.refund_to, 'amount', m.amount,
            'items', (SELECT coalesce(json_agg(json_build_object('orderLineId', ml.order_line_id,
                'sku', l.sku, 'name', l.name, 'qty', ml.qty) ORDER BY l.id), '[]'::json)
              FROM credit_memo_line ml JOIN sales_order_line l ON l.id = ml.order_line_id
              WHERE ml.credit_memo_id = m.id)) ORDER BY m.id), '[]'::json)
          FROM credit_memo m WHERE m.order_id = o.id) AS "creditMemos",
        (SELECT coalesce(json_agg(json_build_object('id', r.id, 'number', r.number, 'createdAt', ${isoUtc('r.created_at')},
            'status', r.status) ORDER BY r.id), '[]'::json)
          FROM return_request r WHERE r.order_id = o.id) AS returns
      FROM sales_order o
      WHERE o.customer_id = ${customerId} AND o.number = ${orderNumber}`,
  );
  return order ?? null;
}

/**
 * The invoice `invoiceId` of the customer's order `orderNumber` (what the PDF route serves), or null when
 * either is not the customer's: one statement, the ownership in its WHERE.
 */
export async function findCustomerInvoice(
  db: Database,
  customerId: number,
  orderNumber: string,
  invoiceId: string,
): Promise<{ id: number; number: string } | null> {
  if (!orderNumberPattern.test(orderNumber) || !/^\d{1,10}$/.test(invoiceId)) return null;
  await joinVerifiedGuestOrders(db, customerId);
  const [found] = await selectRows<{ id: number; number: string }>(
    db,
    sql`SELECT i.id, i.number FROM invoice i JOIN sales_order o ON o.id = i.order_id
      WHERE o.customer_id = ${customerId} AND o.number = ${orderNumber} AND i.id = ${Number(invoiceId)}`,
  );
  return found ?? null;
}
