/**
 * Failed sign-in counters in the database (ASVS 5.0 V6.3.1; decision 0750), so that every server process counts
 * the same attempts. An attempt is counted before the password is checked (one atomic upsert per key, which
 * locks the key's row): concurrent attempts from several processes can never all slip under the limit. A
 * successful sign-in gives its attempt back.
 */
import { sql } from 'drizzle-orm';

import { selectRows, type Database } from '../db/database';
import { timestampOf } from './customerRecord';
import type { ThrottlePolicy } from './context';

/** The throttle keys of an attempt: the account (known or not, so both behave alike) and the client address. */
export function throttleKeys(email: string, clientAddress: string | undefined): string[] {
  const keys = [`account:${email.trim().toLowerCase()}`];
  if (clientAddress) keys.push(`address:${clientAddress}`);
  return keys;
}

/**
 * Counts an attempt for each key; answers the time until which sign-in is refused, or null when this attempt
 * may go on. After `maxFailures` failures in a row within the window, the next attempt starts the cooldown.
 */
export async function countAttempt(
  db: Database,
  keys: string[],
  now: Date,
  policy: ThrottlePolicy,
): Promise<Date | null> {
  const windowStart = new Date(now.getTime() - policy.windowMs);
  const lockEnd = new Date(now.getTime() + policy.cooldownMs);
  let refusedUntil: Date | null = null;
  for (const key of keys) {
    // A window that ran out, or a cooldown that ended, starts the count again.
    const fresh = sql`(t.window_started_at <= ${timestampOf(windowStart)}
      OR (t.locked_until IS NOT NULL AND t.locked_until <= ${timestampOf(now)}))`;
    const [row] = await selectRows<{ lockedUntil: string | Date | null }>(
      db,
      sql`INSERT INTO sign_in_throttle AS t (key, failures, window_started_at, locked_until)
        VALUES (${key}, 1, ${timestampOf(now)}, NULL)
        ON CONFLICT (key) DO UPDATE SET
          failures = CASE WHEN ${fresh} THEN 1 ELSE t.failures + 1 END,
          window_started_at = CASE WHEN ${fresh} THEN ${timestampOf(now)} ELSE t.window_started_at END,
          locked_until = CASE
            WHEN ${fresh} THEN NULL
            WHEN t.failures + 1 > ${policy.maxFailures} THEN coalesce(t.locked_until, ${timestampOf(lockEnd)})
            ELSE t.locked_until END
        RETURNING locked_until AS "lockedUntil"`,
    );
    if (row?.lockedUntil) {
      const until = new Date(row.lockedUntil);
      if (until > now && (!refusedUntil || until > refusedUntil)) refusedUntil = until;
    }
  }
  return refusedUntil;
}

/** After a successful sign-in: the account starts again from zero, the address gets its attempt back. */
export async function forgiveAttempt(db: Database, keys: string[]): Promise<void> {
  const [accountKey, ...others] = keys;
  if (accountKey) await db.execute(sql`DELETE FROM sign_in_throttle WHERE key = ${accountKey}`);
  for (const key of others)
    await db.execute(
      sql`UPDATE sign_in_throttle SET failures = greatest(failures - 1, 0) WHERE key = ${key}`,
    );
}

/** Forgets an account's failures (after a password reset). */
export async function clearAccountThrottle(db: Database, email: string): Promise<void> {
  const [accountKey] = throttleKeys(email, undefined);
  await db.execute(sql`DELETE FROM sign_in_throttle WHERE key = ${accountKey}`);
}
