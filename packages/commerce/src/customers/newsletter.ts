/**
 * Newsletter subscription with its proof of consent (RGPD): every choice is a new row with its date and where it
 * was made; the latest one counts.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';

import { selectRows, type Database } from '../db/database';
import { inTransaction } from '../orders/transaction';
import { type CustomerDeps, nowOf } from './context';
import { timestampOf } from './customerRecord';
import { parseCustomerInput } from './input';

const sourceInput = z.object({
  source: z
    .string({ error: 'required' })
    .regex(/^[a-z][a-z0-9_-]{0,39}$/, { error: 'required' })
    .default('account'),
  wording: z.string().max(2000, { error: 'tooLong' }).nullable().default(null),
});

/** Where a choice was made and the text shown beside it. */
export interface NewsletterChoiceInput {
  /** @defaultValue 'account' */
  source?: string;
  /** The exact text the customer saw (stored as the proof of consent). @defaultValue null */
  wording?: string | null;
}

/**
 * Records a choice in the caller's transaction, with the exact text the customer saw when making it
 * (`wording`, RGPD art. 7 proof of consent) when the caller showed one.
 */
export async function recordNewsletterChoice(
  db: Database,
  customerId: number,
  subscribed: boolean,
  source: string,
  now: Date,
  wording: string | null = null,
): Promise<void> {
  await db.execute(
    sql`INSERT INTO newsletter_consent (customer_id, subscribed, source, wording, recorded_at)
      VALUES (${customerId}, ${subscribed}, ${source}, ${wording}, ${timestampOf(now)})`,
  );
}

export interface NewsletterStatus {
  subscribed: boolean;
  /** When the choice in force was made; null when the customer never chose. */
  since: Date | null;
  source: string | null;
  /** The text shown when the choice in force was made, when it was recorded. */
  wording: string | null;
}

/** The customer's choice in force. */
export async function newsletterStatus(
  deps: CustomerDeps,
  customerId: number,
  db: Database = deps.db,
): Promise<NewsletterStatus> {
  const [row] = await selectRows<{
    subscribed: boolean;
    since: string | Date;
    source: string;
    wording: string | null;
  }>(
    db,
    sql`SELECT subscribed, recorded_at AS since, source, wording FROM newsletter_consent
      WHERE customer_id = ${customerId} ORDER BY id DESC LIMIT 1`,
  );
  if (!row) return { subscribed: false, since: null, source: null, wording: null };
  return {
    subscribed: row.subscribed,
    since: new Date(row.since),
    source: row.source,
    wording: row.wording,
  };
}

async function setSubscription(
  deps: CustomerDeps,
  customerId: number,
  subscribed: boolean,
  input: NewsletterChoiceInput,
): Promise<NewsletterStatus> {
  const { source, wording } = parseCustomerInput(sourceInput, input);
  return inTransaction(deps.db, async (tx: Database) => {
    await recordNewsletterChoice(tx, customerId, subscribed, source, nowOf(deps), wording);
    return newsletterStatus(deps, customerId, tx);
  });
}

/** Subscribes the signed-in customer; the consent is recorded with its date and source. */
export function subscribeNewsletter(
  deps: CustomerDeps,
  customerId: number,
  input: NewsletterChoiceInput = {},
): Promise<NewsletterStatus> {
  return setSubscription(deps, customerId, true, input);
}

/** Unsubscribes the signed-in customer; the withdrawal is recorded with its date and source. */
export function unsubscribeNewsletter(
  deps: CustomerDeps,
  customerId: number,
  input: NewsletterChoiceInput = {},
): Promise<NewsletterStatus> {
  return setSubscription(deps, customerId, false, input);
}
