/**
 * The append-only audit log of staff writes (issue 18 item 2): who, what, when, before and after. Rows are
 * only ever inserted; a trigger refuses UPDATE, DELETE and TRUNCATE for everyone, staff operation or SQL
 * client alike — but for the one delete of the access log's retention (accessLog.ts, decision 0931): a sign-in
 * or sign-out entry older than the retention. The trigger is installed by `ensureAuditLogGuard` when the back
 * office opens (idempotent): migrations are generated from the Drizzle schema, which has no triggers.
 */
import { sql } from 'drizzle-orm';

import { selectRows, type Database } from '../db/database';
import { accessActionIn, accessLogRetention } from './accessLog';

/** The actor of an audit entry: a signed-in staff member, or the shell command (`staffId` null). */
export interface AuditActor {
  staffId: number | null;
  actor: string;
}

export async function ensureAuditLogGuard(db: Database): Promise<void> {
  await db.execute(sql`CREATE OR REPLACE FUNCTION staff_audit_append_only() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' THEN
        IF ${sql.raw(accessActionIn('OLD.action'))} AND OLD.at < now() - ${sql.raw(accessLogRetention)} THEN
          RETURN OLD;
        END IF;
      END IF;
      RAISE EXCEPTION 'staff_audit is append-only' USING ERRCODE = 'insufficient_privilege';
    END $$`);
  await db.execute(sql`CREATE OR REPLACE TRIGGER staff_audit_no_change
    BEFORE UPDATE OR DELETE ON staff_audit
    FOR EACH ROW EXECUTE FUNCTION staff_audit_append_only()`);
  await db.execute(sql`CREATE OR REPLACE TRIGGER staff_audit_no_truncate
    BEFORE TRUNCATE ON staff_audit
    FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_append_only()`);
}

/** Appends one entry, in the caller's transaction when it has one. */
export async function recordAudit(
  db: Database,
  who: AuditActor,
  action: string,
  target: string,
  before: unknown,
  after: unknown,
): Promise<void> {
  await db.execute(
    sql`INSERT INTO staff_audit (staff_id, actor, action, target, before, after)
      VALUES (${who.staffId}, ${who.actor}, ${action}, ${target},
        ${before === undefined ? null : JSON.stringify(before)}::jsonb,
        ${after === undefined ? null : JSON.stringify(after)}::jsonb)`,
  );
}

/** JSON with the keys of every object sorted: two readings of one record compare equal whatever their key order. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : inner,
  );
}

/** Whether a write left its record as it was (its before and after the same): then it is not audited. */
export function isUnchanged(before: unknown, after: unknown): boolean {
  return canonicalJson(before) === canonicalJson(after);
}

/**
 * Thrown inside a write's transaction when the write changed nothing: the transaction rolls back (no
 * `updated_at` bumped, no audit entry), and the operation answers the record as it was.
 */
export class NothingChanged<Record> extends Error {
  constructor(readonly record: Record) {
    super('nothing changed');
  }
}

export interface AuditEntry {
  id: number;
  staffId: number | null;
  actor: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  at: string;
}

export interface AuditFilter {
  target?: string;
  action?: string;
  /** The e-mail of the staff member (or as typed at a refused sign-in), regardless of case. */
  actor?: string;
}

function auditConditions(filter: AuditFilter) {
  const conditions = [sql`true`];
  if (filter.target) conditions.push(sql`target = ${filter.target}`);
  if (filter.action) conditions.push(sql`action = ${filter.action}`);
  if (filter.actor) conditions.push(sql`lower(actor) = lower(${filter.actor.trim()})`);
  return sql.join(conditions, sql` AND `);
}

/** The newest entries first, optionally of one target or action. */
export function listAudit(
  db: Database,
  filter: AuditFilter & { limit?: number; offset?: number } = {},
): Promise<AuditEntry[]> {
  return selectRows<AuditEntry>(
    db,
    sql`SELECT id::int AS id, staff_id AS "staffId", actor, action, target, before, after,
        to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at
      FROM staff_audit WHERE ${auditConditions(filter)}
      ORDER BY id DESC LIMIT ${Math.min(filter.limit ?? 50, 500)} OFFSET ${filter.offset ?? 0}`,
  );
}

/** How many entries `listAudit` pages through with the same filter (a list's total). */
export async function countAudit(db: Database, filter: AuditFilter = {}): Promise<number> {
  const [row] = await selectRows<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM staff_audit WHERE ${auditConditions(filter)}`,
  );
  return row?.total ?? 0;
}
