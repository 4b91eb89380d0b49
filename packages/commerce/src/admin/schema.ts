/**
 * The back office's staff (issue 18; decision 0780): accounts with one role each, their sessions (only the
 * SHA-256 of the cookie token, like the customers'), and the append-only audit log of every staff write. The
 * log refuses UPDATE and DELETE through a trigger that `ensureAuditLogGuard` (auditLog.ts) installs when the
 * back office starts. Every statement here must run on PGlite (PostgreSQL 18) and PostgreSQL 15.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { accessActionIn } from './accessLog';

export const staffRoles = ['manager', 'customerService', 'catalogEditor'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staffAccount = pgTable(
  'staff_account',
  {
    id: serial('id').primaryKey(),
    /** As typed (trimmed); unique regardless of case. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    /** Self-describing scrypt hash, the customers' format (src/customers/password.ts). */
    passwordHash: text('password_hash').notNull(),
    /** Base32 TOTP secret (RFC 6238), shown once by the creation command as an otpauth:// URI. */
    totpSecret: text('totp_secret').notNull(),
    /** The last accepted TOTP time step: a code is never accepted twice (replay). */
    lastTotpStep: integer('last_totp_step'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('staff_account_email_unique').on(sql`lower(${table.email})`)],
);

/** A signed-in staff browser; expires when idle and absolutely. */
export const staffSession = pgTable(
  'staff_session',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccount.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('staff_session_staff_idx').on(table.staffId)],
);

/** Who did what, when, with the object before and after. Append-only (trigger, auditLog.ts). */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null for the creation command run from a shell (`actor` says so). */
    staffId: integer('staff_id'),
    /** The e-mail of the staff member at the time (kept if the account is renamed), or `command`. */
    actor: text('actor').notNull(),
    /** The operation, e.g. `order.ship`, `review.approve`, `product.update`. */
    action: text('action').notNull(),
    /** The object, e.g. `order:000000012`, `product:DOG-001`. */
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('staff_audit_target_idx').on(table.target),
    index('staff_audit_at_idx').on(table.at),
    // The access entries by age, for their retention's purge (accessLog.ts, decision 0931).
    index('staff_audit_access_at_idx')
      .on(table.at)
      .where(sql.raw(accessActionIn('action'))),
  ],
);
