import { sql } from 'drizzle-orm';

import { isSiteLocale, type SiteLocale } from '../config';
import { selectRows, type Database } from '../db/database';
import { professionalCustomerGroupId } from '../money/totals';
import type { CustomerGroup, ProDetails, ProStatus } from './schema';

/** Customer group id of the catalogue's prices (seed: 1 General, 2 Professionnel). */
export const generalCustomerGroupId = 1;

/** A customer as the services answer it: never its password hash. */
export interface CustomerView {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  locale: SiteLocale;
  group: CustomerGroup;
  /** The catalogue's customer group of its prices (1 general, 2 professional). */
  customerGroupId: number;
  proStatus: ProStatus;
  proDetails: ProDetails | null;
  createdAt: Date;
  emailVerifiedAt: Date | null;
}

/** A customer row with its password hash (inside the services only). */
export interface CustomerRow extends CustomerView {
  passwordHash: string;
}

const customerColumns = sql`id, email, firstname, lastname, locale, "group", pro_status AS "proStatus",
  pro_details AS "proDetails", created_at AS "createdAt", email_verified_at AS "emailVerifiedAt",
  password_hash AS "passwordHash"`;

interface RawRow extends Omit<CustomerRow, 'customerGroupId' | 'createdAt' | 'emailVerifiedAt'> {
  createdAt: Date | string;
  emailVerifiedAt: Date | string | null;
}

function toRow(raw: RawRow): CustomerRow {
  return {
    ...raw,
    locale: isSiteLocale(raw.locale) ? raw.locale : 'fr-FR',
    customerGroupId:
      raw.group === 'professional' ? professionalCustomerGroupId : generalCustomerGroupId,
    createdAt: new Date(raw.createdAt),
    emailVerifiedAt: raw.emailVerifiedAt === null ? null : new Date(raw.emailVerifiedAt),
  };
}

/** The view of a row: everything but the password hash. */
export function toCustomerView(row: CustomerRow): CustomerView {
  const { passwordHash: _hash, ...view } = row;
  return view;
}

/** The customer with this e-mail regardless of case; `forUpdate` locks its row in the caller's transaction. */
export async function findCustomerByEmail(
  db: Database,
  email: string,
  options: { forUpdate?: boolean } = {},
): Promise<CustomerRow | undefined> {
  const rows = await selectRows<RawRow>(
    db,
    sql`SELECT ${customerColumns} FROM customer WHERE lower(email) = lower(${email.trim()})
      ${options.forUpdate ? sql`FOR UPDATE` : sql``}`,
  );
  return rows[0] && toRow(rows[0]);
}

export async function findCustomerById(
  db: Database,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<CustomerRow | undefined> {
  const rows = await selectRows<RawRow>(
    db,
    sql`SELECT ${customerColumns} FROM customer WHERE id = ${id}
      ${options.forUpdate ? sql`FOR UPDATE` : sql``}`,
  );
  return rows[0] && toRow(rows[0]);
}

/** A timestamp parameter both drivers pass the same way. */
export const timestampOf = (date: Date) => sql`${date.toISOString()}::timestamptz`;
