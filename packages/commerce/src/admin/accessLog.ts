/**
 * The staff's access log: their sign-ins (signed in or refused) and sign-outs, kept in `staff_audit` beside the
 * data writes (decision 0927) but, unlike them, not forever. Security logs of personal data are kept for a
 * limited time (RGPD art. 5(1)(e); the CNIL recommends 6 months to 1 year for access logs, « La
 * journalisation », 2021): an access entry older than {@link accessLogRetentionMonths} months is deleted, a few
 * at a time, each time an access entry is written (decision 0931). No timer: every process of the database
 * purges the same way, on the database's clock, whenever the back office is used.
 */
import { sql } from 'drizzle-orm';

import { selectRows, type Database } from '../db/database';

/** The actions of the access log; every other action of `staff_audit` (a data write) is kept for good. */
export const staffAccessActions = ['staff.signIn', 'staff.signInFailed', 'staff.signOut'] as const;

/** How long an access entry is kept: 12 months, the top of the CNIL's recommendation (a year of comparison). */
export const accessLogRetentionMonths = 12;

/**
 * The most expired entries one write deletes: each access entry written deletes up to this many, so the log
 * cannot outgrow its retention however fast entries come, and no write waits on a long delete.
 */
export const accessLogPurgeBatch = 100;

/**
 * `<column> IN (…)` of the access actions, as SQL text: DDL (the trigger, the partial index) takes no
 * parameters, and the purge must name the very rows that the trigger lets it delete.
 */
export function accessActionIn(column: string): string {
  return `${column} IN (${staffAccessActions.map((action) => `'${action}'`).join(', ')})`;
}

/** The retention as an SQL interval, for the purge and the trigger that lets only it through. */
export const accessLogRetention = `interval '${accessLogRetentionMonths} months'`;

/**
 * Deletes up to {@link accessLogPurgeBatch} access entries older than the retention, oldest first (the partial
 * index `staff_audit_access_at_idx`), skipping those another process is deleting; answers how many it deleted.
 * The audit log's trigger refuses any other delete.
 */
export async function purgeExpiredAccessEntries(db: Database): Promise<number> {
  const deleted = await selectRows<{ id: number }>(
    db,
    sql`DELETE FROM staff_audit WHERE id IN (
        SELECT id FROM staff_audit
        WHERE ${sql.raw(accessActionIn('action'))}
          AND at < now() - ${sql.raw(accessLogRetention)}
        ORDER BY at LIMIT ${accessLogPurgeBatch}
        FOR UPDATE SKIP LOCKED)
      RETURNING id`,
  );
  return deleted.length;
}
