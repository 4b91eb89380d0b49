/** Shared pieces of the customer tests: a real store, a movable clock, counts of what a refusal must not write. */
import { sql } from 'drizzle-orm';

import { customerDepsOf, type CustomerDeps } from '../src/customers/context';
import { selectRows, type Database } from '../src/db/database';
import type { Store } from '../src/store/openStore';

export const strongPassword = 'croquettes du mardi soir';

export interface Clock {
  now(): Date;
  advance(ms: number): void;
}

export function testClock(start = new Date('2026-03-02T09:00:00Z')): Clock {
  let current = start.getTime();
  return { now: () => new Date(current), advance: (ms) => (current += ms) };
}

export function depsWithClock(store: Store, clock: Clock, extra: Partial<CustomerDeps> = {}) {
  return customerDepsOf(store, { now: clock.now, ...extra });
}

let counter = 0;
/** A fresh e-mail address for each test. */
export function uniqueEmail(name: string): string {
  counter += 1;
  return `${name}.${process.pid}.${Date.now()}.${counter}@example.fr`;
}

type TableCounts = Record<
  | 'customer'
  | 'sessions'
  | 'tokens'
  | 'emailChanges'
  | 'addresses'
  | 'consents'
  | 'terms'
  | 'outbox',
  number
>;

/** Rows of every customer table and of the outbox: a refused operation leaves them all unchanged. */
export async function customerTableCounts(db: Database): Promise<TableCounts> {
  const [row] = await selectRows<TableCounts>(
    db,
    sql`SELECT (SELECT count(*)::int FROM customer) AS customer,
      (SELECT count(*)::int FROM customer_session) AS sessions,
      (SELECT count(*)::int FROM customer_token) AS tokens,
      (SELECT count(*)::int FROM customer_email_change) AS "emailChanges",
      (SELECT count(*)::int FROM customer_address) AS addresses,
      (SELECT count(*)::int FROM newsletter_consent) AS consents,
      (SELECT count(*)::int FROM terms_acceptance) AS terms,
      (SELECT count(*)::int FROM email_outbox) AS outbox`,
  );
  return row!;
}

/** The outbox messages to an address, oldest first. */
export function outboxTo(db: Database, to: string) {
  return selectRows<{ subject: string; text: string; dedupeKey: string | null }>(
    db,
    sql`SELECT subject, text, dedupe_key AS "dedupeKey" FROM email_outbox WHERE lower("to") = lower(${to})
      ORDER BY id`,
  );
}

/** The token of the last link to `path` e-mailed to an address. */
export async function linkToken(db: Database, to: string, path: string): Promise<string> {
  const messages = await outboxTo(db, to);
  for (const message of messages.reverse()) {
    const match = new RegExp(`${path.replace(/[/?]/g, '\\$&')}\\?token=([\\w-]+)`).exec(
      message.text,
    );
    if (match) return match[1]!;
  }
  throw new Error(`No ${path} link e-mailed to ${to}`);
}
