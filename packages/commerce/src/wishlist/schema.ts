/**
 * Wishlists, shared wishlists and in-stock alerts (issue 17 items 1–3, decision 0770). Every statement here
 * must run on PGlite (PostgreSQL 18) and PostgreSQL 15.
 */
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { customer } from '../customers/schema';
import { product } from '../db/schema';

/** A configurable product's choice, as the cart's add input takes it. */
export interface WishlistSelectedOption {
  attributeCode: string;
  value: number;
}

/**
 * One wishlist per customer. `share_code` is the random capability of the shared view (null: not shared);
 * revoking clears it, so an old link is unknown (404) at once.
 */
export const wishlist = pgTable('wishlist', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .unique()
    .references(() => customer.id, { onDelete: 'cascade' }),
  shareCode: text('share_code').unique(),
  sharedAt: timestamp('shared_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A product in a wishlist, by the product's (parent) SKU and the options chosen for it. `options_key` is the
 * canonical text of the options: the same product with the same options is one line (adding it again adds to
 * its quantity).
 */
export const wishlistItem = pgTable(
  'wishlist_item',
  {
    id: serial('id').primaryKey(),
    wishlistId: integer('wishlist_id')
      .notNull()
      .references(() => wishlist.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    selectedOptions: jsonb('selected_options')
      .$type<WishlistSelectedOption[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    optionsKey: text('options_key').notNull().default(''),
    qty: integer('qty').notNull().default(1),
    comment: text('comment'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('wishlist_item_line_idx').on(table.wishlistId, table.productId, table.optionsKey),
  ],
);

/**
 * "Prévenez-moi" (issue 17 item 3): a subscriber waiting for one product (a simple product or a configurable's
 * variant) to come back in stock. An alert fires once: the stock write that brings the product back sets
 * `notified_at` under the row's lock in its own transaction and queues the e-mail, so a second change — in a
 * row or in parallel — finds nothing left to notify. A later subscription is a new row.
 */
export const stockAlert = pgTable(
  'stock_alert',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customer.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    /** Random token of the unsubscribe link (the link is the only way to it). */
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (table) => [
    // One waiting subscription per product and address.
    uniqueIndex('stock_alert_waiting_idx')
      .on(table.productId, table.email)
      .where(sql`notified_at IS NULL AND unsubscribed_at IS NULL`),
    index('stock_alert_product_idx').on(table.productId),
  ],
);
