/**
 * Customers and pros in the back office (issue 18 item 5): search, the pending professional accounts with
 * their SIRET and VAT number, approval (the customers' `approvePro`: group, e-mail) or refusal, and a change
 * of group. What is read here is chosen column by column: never a password hash, a session or a token.
 */
import { sql, type SQL } from 'drizzle-orm';

import type { SiteLocale } from '../config';
import { approvePro } from '../customers/approvePro';
import { siteLink } from '../customers/context';
import { proRefusedEmail } from '../customers/emails';
import { customerGroups } from '../customers/schema';
import { selectRows, type Database } from '../db/database';
import { queueEmail } from '../email/mailer';
import { inTransaction } from '../orders/transaction';
import { recordAudit } from './auditLog';
import {
  actorOf,
  type AdminContext,
  isRecordId,
  limitOf,
  type Page,
  type PageRequest,
} from './context';
import { AdminError } from './messages';
import { requirePermission } from './permissions';

export interface CustomerRow {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  group: string;
  proStatus: string;
  company: string | null;
  siret: string | null;
  vatNumber: string | null;
  activity: string | null;
  locale: string;
  createdAt: string;
}

/** The only columns the back office reads of a customer. */
const customerColumns = sql`c.id, c.email, c.firstname, c.lastname, c."group", c.pro_status AS "proStatus",
  c.pro_details->>'company' AS company, c.pro_details->>'siret' AS siret,
  c.pro_details->>'vatNumber' AS "vatNumber", c.pro_details->>'activity' AS activity, c.locale,
  to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"`;

function like(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listCustomers(
  ctx: AdminContext,
  filter: { q?: string; proStatus?: string; group?: string } = {},
  page?: PageRequest,
): Promise<Page<CustomerRow>> {
  requirePermission(ctx.staff, 'customers.read');
  const { limit, offset } = limitOf(page);
  const conditions: SQL[] = [sql`true`];
  if (filter.q) {
    const pattern = like(String(filter.q).trim());
    conditions.push(sql`(c.email ILIKE ${pattern} OR c.firstname || ' ' || c.lastname ILIKE ${pattern}
      OR c.pro_details->>'company' ILIKE ${pattern} OR c.pro_details->>'siret' ILIKE ${pattern})`);
  }
  if (filter.proStatus) conditions.push(sql`c.pro_status = ${String(filter.proStatus)}`);
  if (filter.group) conditions.push(sql`c."group" = ${String(filter.group)}`);
  const where = sql.join(conditions, sql` AND `);
  const rows = await selectRows<CustomerRow>(
    ctx.store.db,
    sql`SELECT ${customerColumns} FROM customer c WHERE ${where}
      ORDER BY c.created_at DESC, c.id DESC LIMIT ${limit} OFFSET ${offset}`,
  );
  const [count] = await selectRows<{ total: number }>(
    ctx.store.db,
    sql`SELECT count(*)::int AS total FROM customer c WHERE ${where}`,
  );
  return { rows, total: count?.total ?? 0 };
}

async function customerById(db: Database, id: number, lock = false): Promise<CustomerRow> {
  if (!isRecordId(id)) throw new AdminError('notFound');
  const [row] = await selectRows<CustomerRow>(
    db,
    sql`SELECT ${customerColumns} FROM customer c WHERE c.id = ${id} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  if (!row) throw new AdminError('notFound');
  return row;
}

export async function getCustomer(ctx: AdminContext, id: number): Promise<CustomerRow> {
  requirePermission(ctx.staff, 'customers.read');
  return customerById(ctx.store.db, Number(id));
}

/** Approves a pending pro through the customers' own `approvePro` (group, status, e-mail). */
export async function approveProAsStaff(ctx: AdminContext, id: number): Promise<CustomerRow> {
  requirePermission(ctx.staff, 'customers.approvePro');
  const before = await customerById(ctx.store.db, Number(id));
  if (before.proStatus !== 'pending') throw new AdminError('proNotPending');
  await approvePro({ db: ctx.store.db, shopUrl: ctx.store.config.url }, before.email);
  await ctx.store.mailer.deliverQueued();
  const after = await customerById(ctx.store.db, before.id);
  await recordAudit(
    ctx.store.db,
    actorOf(ctx.staff),
    'customer.approvePro',
    `customer:${before.id}`,
    before,
    after,
  );
  return after;
}

/**
 * Refuses a pending pro with a reason: the account stays a general customer's (status back to `none`; the
 * details stay for the record and the audit log keeps the request), and the customer gets the reason by
 * e-mail in their language, queued in the same transaction as the refusal.
 */
export async function refuseProAsStaff(
  ctx: AdminContext,
  id: number,
  input: Record<string, unknown> = {},
): Promise<CustomerRow> {
  requirePermission(ctx.staff, 'customers.approvePro');
  const reason = typeof input.reason === 'string' ? input.reason.trim() : '';
  if (!reason || reason.length > 1000) throw new AdminError('reasonRequired');
  const after = await inTransaction(ctx.store.db, async (tx) => {
    const before = await customerById(tx, Number(id), true);
    if (before.proStatus !== 'pending') throw new AdminError('proNotPending');
    await tx.execute(
      sql`UPDATE customer SET pro_status = 'none', updated_at = now() WHERE id = ${before.id}`,
    );
    const locale: SiteLocale = before.locale === 'en-GB' ? 'en-GB' : 'fr-FR';
    await queueEmail(
      tx,
      proRefusedEmail(before.email, locale, {
        firstname: before.firstname,
        company: before.company ?? '',
        reason,
        link: siteLink({ db: tx, shopUrl: ctx.store.config.url }, locale, '/contact'),
        // One e-mail per refusal: a customer may ask again and be refused again.
        dedupeKey: `pro-refused:${before.id}:${Date.now()}`,
      }),
    );
    const after = await customerById(tx, before.id);
    await recordAudit(
      tx,
      actorOf(ctx.staff),
      'customer.refusePro',
      `customer:${before.id}`,
      before,
      { ...after, reason },
    );
    return after;
  });
  await ctx.store.mailer.deliverQueued();
  return after;
}

export async function changeCustomerGroup(
  ctx: AdminContext,
  id: number,
  group: unknown,
): Promise<CustomerRow> {
  requirePermission(ctx.staff, 'customers.changeGroup');
  if (typeof group !== 'string' || !(customerGroups as readonly string[]).includes(group))
    throw new AdminError('invalidInput', { field: 'group' });
  return inTransaction(ctx.store.db, async (tx) => {
    const before = await customerById(tx, Number(id), true);
    await tx.execute(
      sql`UPDATE customer SET "group" = ${group}, updated_at = now() WHERE id = ${before.id}`,
    );
    const after = await customerById(tx, before.id);
    await recordAudit(
      tx,
      actorOf(ctx.staff),
      'customer.changeGroup',
      `customer:${before.id}`,
      before,
      after,
    );
    return after;
  });
}
