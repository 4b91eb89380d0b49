/**
 * Newsletter subscriptions of the public `/newsletter` page (issue 17 item 4, decision 0772): double opt-in by
 * e-mail, one row per request, kept as the proof of consent (RGPD art. 7: when, on which site, the exact wording
 * shown). The confirmation token is stored as its SHA-256 only. Every statement here must run on PGlite and PostgreSQL 15.
 */
import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** `pending`: waiting for the link to be followed; `confirmed`: subscribed; `unsubscribed`: withdrawn. */
export const subscriptionStatuses = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export const newsletterSubscription = pgTable(
  'newsletter_subscription',
  {
    id: serial('id').primaryKey(),
    /** As typed (trimmed); compared in lower case. */
    email: text('email').notNull(),
    /** The site the request was made on (its language for every e-mail). */
    locale: text('locale').notNull(),
    /** The exact consent text shown beside the form. */
    wording: text('wording').notNull(),
    status: text('status').$type<SubscriptionStatus>().notNull().default('pending'),
    confirmTokenHash: text('confirm_token_hash').notNull().unique(),
    /**
     * The token of the unsubscribe link of every newsletter e-mail, kept as is (not hashed): each e-mail sent
     * later must carry it, and all it can do is withdraw this subscription (decision 0772).
     */
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (table) => [index('newsletter_subscription_email_idx').on(table.email)],
);
