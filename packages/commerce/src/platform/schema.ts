/**
 * State that every server process must agree on (issue 19 item 1, decision 0890): with `DATABASE_URL` any number
 * of storefront processes share one PostgreSQL server, so what used to live in one process lives here — the
 * operator's switches (maintenance), the rate-limit counters of business operations and the test gateway's
 * charges. Cache purges are not rows: they are broadcast with LISTEN/NOTIFY (platform/events.ts). Every
 * statement here must run on PGlite and PostgreSQL 15.
 */
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One shared setting per key (`maintenance`: `{ enabled: boolean }`), changed by the operator at runtime. */
export const sharedSetting = pgTable('shared_setting', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  /** Who changed it last (the operator's address and request id), for the log and `/admin/maintenance`. */
  changedBy: text('changed_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Fixed-window counters (platform/rateLimits.ts): one row per limited key (`placeOrder:session:<hash>`), counted
 * by one atomic upsert, so that concurrent requests on several processes can never all slip under the limit.
 * Rows whose window ended are deleted now and then.
 */
export const rateLimitWindow = pgTable(
  'rate_limit_window',
  {
    key: text('key').primaryKey(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (table) => [index('rate_limit_window_started_idx').on(table.windowStartedAt)],
);

/**
 * The built-in test gateway's charges (payments/testGateway): the hosted page of a payment started on one
 * process may be served by another, and its webhook is answered by any. The charge is the gateway's own record
 * (`GatewayCharge`) as JSON; the two ids are its lookups.
 */
export const testGatewayCharge = pgTable('test_gateway_charge', {
  providerPaymentId: text('provider_payment_id').primaryKey(),
  paymentId: text('payment_id').notNull().unique(),
  charge: jsonb('charge').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
