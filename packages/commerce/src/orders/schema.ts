/**
 * Orders, their payments and the outgoing e-mail (issue 7, items 5 and 6; decision 0731). Amounts are integer
 * cents. Every statement must run on PGlite (PostgreSQL 18) and PostgreSQL 15.
 */
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

import { customer } from '../customers/schema';
import { cart, product } from '../db/schema';

export const orderStatuses = [
  'PENDING_PAYMENT',
  'PROCESSING',
  'COMPLETE',
  'CLOSED',
  'CANCELED',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** A postal address as the checkout validated it. */
export interface OrderAddress {
  firstname: string;
  lastname: string;
  company: string | null;
  street: string[];
  postcode: string;
  city: string;
  countryCode: string;
  telephone: string | null;
}

export interface OrderAddresses {
  shipping: OrderAddress;
  billing: OrderAddress;
}

/** The pickup point chosen at placement, kept as it was then. */
export interface OrderPickupPoint {
  id: string;
  name: string;
  street: string[];
  postcode: string;
  city: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  schedule: { day: number; opens: string; closes: string }[];
}

/** Units an order took from stock, per product: what a cancellation gives back. */
export interface OrderStockDemand {
  productId: number;
  qty: number;
}

/** An order number as the shop writes it: `TR-` and the sequence, 6 digits at least (`TR-000123`). */
export const orderNumberFormat = /^TR-\d{6,12}$/;

/** Source of the human-readable order numbers (`TR-000123`). */
export const salesOrderNumberSeq = pgSequence('sales_order_number_seq', { startWith: 1 });

export const salesOrder = pgTable(
  'sales_order',
  {
    id: serial('id').primaryKey(),
    number: text('number')
      .notNull()
      .unique()
      .default(sql`'TR-' || lpad(nextval('sales_order_number_seq')::text, 6, '0')`),
    cartId: integer('cart_id').references(() => cart.id, { onDelete: 'set null' }),
    /** The SHA-256 of the session token that placed it: only that session reads it. */
    sessionTokenHash: text('session_token_hash').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the cart content it was placed from: a key reused for another content is refused. */
    cartFingerprint: text('cart_fingerprint').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('PENDING_PAYMENT'),
    locale: text('locale').notNull(),
    customerGroupId: integer('customer_group_id').notNull().default(0),
    /** The signed-in customer who placed it (issue 15), or null for a guest. */
    customerId: integer('customer_id').references(() => customer.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    addresses: jsonb('addresses').$type<OrderAddresses>().notNull(),
    shippingMethodCode: text('shipping_method_code').notNull(),
    shippingMethodTitle: text('shipping_method_title').notNull(),
    pickupPoint: jsonb('pickup_point').$type<OrderPickupPoint>(),
    paymentMethodCode: text('payment_method_code').notNull(),
    paymentMethodTitle: text('payment_method_title').notNull(),
    currency: text('currency').notNull().default('EUR'),
    subtotalExclTax: integer('subtotal_excl_tax').notNull(),
    subtotalInclTax: integer('subtotal_incl_tax').notNull(),
    shippingInclTax: integer('shipping_incl_tax').notNull(),
    grandTotalExclTax: integer('grand_total_excl_tax').notNull(),
    grandTotal: integer('grand_total').notNull(),
    /** Store credit spent on this order (issue 16), incl. tax; the payment is the grand total minus it. */
    storeCreditUsed: integer('store_credit_used').notNull().default(0),
    stockDemand: jsonb('stock_demand').$type<OrderStockDemand[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('sales_order_session_key_unique').on(table.sessionTokenHash, table.idempotencyKey),
    index('sales_order_status_idx').on(table.status, table.createdAt),
    index('sales_order_customer_idx').on(table.customerId, table.createdAt),
  ],
);

export const salesOrderLine = pgTable(
  'sales_order_line',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => salesOrder.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => product.id, { onDelete: 'set null' }),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    qty: integer('qty').notNull(),
    unitPriceExclTax: integer('unit_price_excl_tax').notNull(),
    unitPriceInclTax: integer('unit_price_incl_tax').notNull(),
    rowTotalExclTax: integer('row_total_excl_tax').notNull(),
    rowTotalInclTax: integer('row_total_incl_tax').notNull(),
    /** `[{ label, value }]` as the shopper read them. */
    options: jsonb('options').$type<{ label: string; value: string }[]>().notNull().default([]),
  },
  (table) => [index('sales_order_line_order_idx').on(table.orderId)],
);

export const paymentStatuses = [
  'pending',
  'requires_action',
  'authorized',
  'captured',
  'declined',
  'canceled',
  'refunded',
] as const;

/** The one payment of an order; its id is the provider's idempotency key. */
export const payment = pgTable(
  'payment',
  {
    id: uuid('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => salesOrder.id, { onDelete: 'cascade' }),
    providerCode: text('provider_code').notNull(),
    providerPaymentId: text('provider_payment_id'),
    status: text('status').$type<(typeof paymentStatuses)[number]>().notNull().default('pending'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('EUR'),
    redirectUrl: text('redirect_url'),
    /** Sequence of the last provider event applied; older events are ignored. */
    lastEventSequence: integer('last_event_sequence').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_status_idx').on(table.status, table.createdAt)],
);

/** Provider events received, by their id: a delivery seen before is a no-op. */
export const paymentEvent = pgTable(
  'payment_event',
  {
    eventId: text('event_id').primaryKey(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payment.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    sequence: integer('sequence').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_event_payment_idx').on(table.paymentId)],
);

/** Outgoing e-mail, written in the transaction that decides to send it and delivered after the commit. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    /** At most one message per key (e.g. `order-confirmation:TR-000123`). */
    dedupeKey: text('dedupe_key').unique(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When a delivery run took it (a run that died leaves it to be taken again later). */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** After a failed attempt: not tried again before this (the back-off grows with the attempts). */
    retryAt: timestamp('retry_at', { withTimezone: true }),
  },
  (table) => [index('email_outbox_unsent_idx').on(table.sentAt)],
);
