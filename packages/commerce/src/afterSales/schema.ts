/**
 * After-sales (issue 16): what happens to an order after payment — its status history, invoices (numbered
 * without gaps per year), shipments, credit memos (refunds to the payment or to store credit), store credit,
 * returns (RMA) and the downloads a purchase gives. Every statement here must run on PGlite (PostgreSQL 18) and
 * PostgreSQL 15. Amounts are integer cents.
 */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

import { customer } from '../customers/schema';
import { downloadableLink } from '../db/schema';
import { salesOrder, salesOrderLine } from '../orders/schema';

/** Every status an order went through, with who or what moved it (the account's "status history"). */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => salesOrder.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    /** e.g. `payment`, `invoice`, `shipment`, `cancel`, `staff`, `command`. */
    source: text('source').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_status_history_order_idx').on(table.orderId, table.id)],
);

/**
 * The last invoice number given in a year. Taking a number is `UPDATE … SET last = last + 1 RETURNING last`
 * inside the invoice's own transaction: the row lock serialises writers, a rollback gives the number back, so
 * the sequence has no gap and no reuse (a PostgreSQL SEQUENCE would leave gaps).
 */
export const invoiceCounter = pgTable('invoice_counter', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/** The parties as printed on a document, frozen when it is issued. */
export interface DocumentParty {
  name: string;
  company: string | null;
  street: string[];
  postcode: string;
  city: string;
  countryCode: string;
  siret?: string | null;
  vatNumber?: string | null;
  email?: string | null;
}

export const invoice = pgTable(
  'invoice',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => salesOrder.id, { onDelete: 'restrict' }),
    /** `F2026-000001`: the year and its position in the year's sequence. */
    number: text('number').notNull().unique(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    locale: text('locale').notNull(),
    currency: text('currency').notNull().default('EUR'),
    seller: jsonb('seller').$type<DocumentParty>().notNull(),
    buyer: jsonb('buyer').$type<DocumentParty>().notNull(),
    subtotalExclTax: integer('subtotal_excl_tax').notNull(),
    shippingExclTax: integer('shipping_excl_tax').notNull(),
    taxAmount: integer('tax_amount').notNull(),
    grandTotal: integer('grand_total').notNull(),
  },
  (table) => [
    unique('invoice_year_sequence_unique').on(table.year, table.sequence),
    index('invoice_order_idx').on(table.orderId),
  ],
);

export const invoiceLine = pgTable(
  'invoice_line',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoice.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => salesOrderLine.id, { onDelete: 'restrict' }),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    qty: integer('qty').notNull(),
    unitPriceExclTax: integer('unit_price_excl_tax').notNull(),
    /** Basis points: 2000 = 20 %. */
    taxRateBp: integer('tax_rate_bp').notNull(),
    rowTotalExclTax: integer('row_total_excl_tax').notNull(),
    rowTax: integer('row_tax').notNull(),
    rowTotalInclTax: integer('row_total_incl_tax').notNull(),
  },
  (table) => [index('invoice_line_invoice_idx').on(table.invoiceId)],
);

export const shipment = pgTable(
  'shipment',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => salesOrder.id, { onDelete: 'cascade' }),
    /** A carrier code of the shop (`colissimo`, `chronopost`, `mondial_relay`…): its tracking page. */
    carrier: text('carrier').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('shipment_order_idx').on(table.orderId)],
);

export const shipmentLine = pgTable(
  'shipment_line',
  {
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipment.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => salesOrderLine.id, { onDelete: 'restrict' }),
    qty: integer('qty').notNull(),
  },
  (table) => [primaryKey({ columns: [table.shipmentId, table.orderLineId] })],
);

export const returnStatuses = [
  'requested',
  'authorised',
  'received',
  'refunded',
  'credited',
  'refused',
] as const;
export type ReturnStatus = (typeof returnStatuses)[number];

/** A return (RMA) a customer asked for, and where it stands. */
export const returnRequest = pgTable(
  'return_request',
  {
    id: serial('id').primaryKey(),
    /** `R-000001`. */
    number: text('number').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => salesOrder.id, { onDelete: 'restrict' }),
    customerId: integer('customer_id').references(() => customer.id, { onDelete: 'set null' }),
    status: text('status').$type<ReturnStatus>().notNull().default('requested'),
    /** What the customer wishes: `refund`, `exchange`, `store_credit`. */
    resolution: text('resolution').notNull(),
    comment: text('comment'),
    /** The staff's reason when refused. */
    refusalReason: text('refusal_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('return_request_customer_idx').on(table.customerId, table.createdAt),
    index('return_request_order_idx').on(table.orderId),
  ],
);

export const returnLine = pgTable(
  'return_line',
  {
    returnId: integer('return_id')
      .notNull()
      .references(() => returnRequest.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => salesOrderLine.id, { onDelete: 'restrict' }),
    qty: integer('qty').notNull(),
    /** `damaged`, `wrong_item`, `not_as_described`, `no_longer_needed`, `other`. */
    reason: text('reason').notNull(),
    /** `unopened`, `opened`, `damaged`. */
    condition: text('condition').notNull(),
  },
  (table) => [primaryKey({ columns: [table.returnId, table.orderLineId] })],
);

/** Each step of a return, for its history and its e-mails. */
export const returnEvent = pgTable(
  'return_event',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returnRequest.id, { onDelete: 'cascade' }),
    status: text('status').$type<ReturnStatus>().notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('return_event_return_idx').on(table.returnId, table.id)],
);

export const creditMemoStatuses = ['pending', 'refunded', 'failed'] as const;
export type CreditMemoStatus = (typeof creditMemoStatuses)[number];

/** A refund (credit memo): lines and amounts given back, to the original payment or as store credit. */
export const creditMemo = pgTable(
  'credit_memo',
  {
    id: serial('id').primaryKey(),
    /** `A2026-000001` (avoir), its own gapless yearly sequence (invoiceCounter with a negative year key). */
    number: text('number').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => salesOrder.id, { onDelete: 'restrict' }),
    returnId: integer('return_id').references(() => returnRequest.id, { onDelete: 'set null' }),
    /** `payment` (through the provider) or `store_credit`. */
    refundTo: text('refund_to').notNull(),
    status: text('status').$type<CreditMemoStatus>().notNull().default('pending'),
    /** The caller's key: the same refund asked twice is made once. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** Total given back, incl. tax (lines + shipping). */
    amount: integer('amount').notNull(),
    shippingRefunded: integer('shipping_refunded').notNull().default(0),
    providerRefundId: text('provider_refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (table) => [index('credit_memo_order_idx').on(table.orderId)],
);

export const creditMemoLine = pgTable(
  'credit_memo_line',
  {
    creditMemoId: integer('credit_memo_id')
      .notNull()
      .references(() => creditMemo.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => salesOrderLine.id, { onDelete: 'restrict' }),
    qty: integer('qty').notNull(),
    amountExclTax: integer('amount_excl_tax').notNull(),
    amountInclTax: integer('amount_incl_tax').notNull(),
  },
  (table) => [primaryKey({ columns: [table.creditMemoId, table.orderLineId] })],
);

/**
 * The store credit ledger: every movement of a customer's balance (signed cents). The balance is the sum; the
 * customer's row is locked while a movement is written, so two spends cannot both pass a check of the balance.
 */
export const storeCreditEntry = pgTable(
  'store_credit_entry',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    /** `refund`, `order` (spent), `order_canceled` (given back), `staff`. */
    reason: text('reason').notNull(),
    orderId: integer('order_id').references(() => salesOrder.id, { onDelete: 'set null' }),
    creditMemoId: integer('credit_memo_id').references(() => creditMemo.id, {
      onDelete: 'set null',
    }),
    /** The balance after this movement (a check: it equals the running sum). */
    balanceAfter: integer('balance_after').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('store_credit_entry_customer_idx').on(table.customerId, table.id),
    // One movement per (order, reason) and per credit memo: a retried spend or refund writes nothing new.
    unique('store_credit_entry_order_reason_unique').on(table.orderId, table.reason),
    unique('store_credit_entry_credit_memo_unique').on(table.creditMemoId),
  ],
);

/** What a purchase of a downloadable product gives: its links, counted per purchase. */
export const downloadPurchase = pgTable(
  'download_purchase',
  {
    id: serial('id').primaryKey(),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => salesOrderLine.id, { onDelete: 'cascade' }),
    linkId: integer('link_id')
      .notNull()
      .references(() => downloadableLink.id, { onDelete: 'restrict' }),
    customerId: integer('customer_id').references(() => customer.id, { onDelete: 'set null' }),
    downloadsUsed: integer('downloads_used').notNull().default(0),
    /** Null: unlimited. */
    maxDownloads: integer('max_downloads'),
    /** Off until the order is paid; off again when it is cancelled or refunded. */
    active: boolean('active').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('download_purchase_line_link_unique').on(table.orderLineId, table.linkId),
    index('download_purchase_customer_idx').on(table.customerId),
  ],
);
