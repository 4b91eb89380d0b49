/**
 * Server-side sessions of signed-in customers (ASVS 5.0 V7; decision 0750): the browser holds an opaque token
 * of 256 random bits, the database its SHA-256 with idle and absolute expiry. The storefront puts the token in
 * an `HttpOnly; Secure; SameSite=Lax` cookie.
 */
import { sql } from 'drizzle-orm';

import { selectRows, type Database } from '../db/database';
import { type CustomerDeps, nowOf, sessionPolicyOf } from './context';
import { type CustomerView, findCustomerById, timestampOf, toCustomerView } from './customerRecord';
import { hashToken, newToken, presentedToken } from './tokens';

/** A request that touches a session less than this after the previous one does not write. */
const touchIntervalMs = 60_000;

export interface SessionInfo {
  /** The SHA-256 of the token: names the session without giving it away. */
  id: string;
  customerId: number;
  remember: boolean;
  createdAt: Date;
  idleExpiresAt: Date;
  absoluteExpiresAt: Date;
}

export interface NewSession extends SessionInfo {
  /** The cookie value; only its hash is stored. */
  token: string;
}

/** Starts a session for the customer (in the caller's transaction when `db` is one). */
export async function createSession(
  deps: CustomerDeps,
  customerId: number,
  options: { remember?: boolean; db?: Database } = {},
): Promise<NewSession> {
  const policy = sessionPolicyOf(deps);
  const now = nowOf(deps);
  const remember = options.remember ?? false;
  const absoluteExpiresAt = new Date(
    now.getTime() + (remember ? policy.rememberAbsoluteMs : policy.absoluteMs),
  );
  const idleExpiresAt = new Date(
    Math.min(
      now.getTime() + (remember ? policy.rememberIdleMs : policy.idleMs),
      absoluteExpiresAt.getTime(),
    ),
  );
  const token = newToken();
  const id = hashToken(token);
  await (options.db ?? deps.db).execute(
    sql`INSERT INTO customer_session
        (token_hash, customer_id, remember, created_at, last_seen_at, idle_expires_at, absolute_expires_at)
      VALUES (${id}, ${customerId}, ${remember}, ${timestampOf(now)}, ${timestampOf(now)},
        ${timestampOf(idleExpiresAt)}, ${timestampOf(absoluteExpiresAt)})`,
  );
  return { token, id, customerId, remember, createdAt: now, idleExpiresAt, absoluteExpiresAt };
}

interface SessionRow {
  id: string;
  customerId: number;
  remember: boolean;
  createdAt: string | Date;
  lastSeenAt: string | Date;
  idleExpiresAt: string | Date;
  absoluteExpiresAt: string | Date;
}

/**
 * Whether the `presented` token is a customer session that is still alive, read without touching it: the HTML
 * cache asks this before it lets a request with a session cookie skip the shared pages, so that an invented
 * cookie cannot force a fresh render (issue 20 item 8). One indexed read; nothing is written.
 */
export async function isLiveSession(
  db: Database,
  presented: string | undefined | null,
): Promise<boolean> {
  const token = presentedToken(presented);
  if (token === null) return false;
  const rows = await selectRows<{ live: number }>(
    db,
    sql`SELECT 1 AS live FROM customer_session
      WHERE token_hash = ${hashToken(token)} AND idle_expires_at > now() AND absolute_expires_at > now()`,
  );
  return rows.length > 0;
}

/**
 * The session of a token and its customer, or null when the token is unknown or the session expired (an
 * expired session is deleted). Each use pushes the idle expiry back, never past the absolute one.
 */
export async function readSession(
  deps: CustomerDeps,
  presented: string | undefined | null,
): Promise<{ session: SessionInfo; customer: CustomerView } | null> {
  const token = presentedToken(presented);
  if (token === null) return null;
  const now = nowOf(deps);
  const id = hashToken(token);
  const [row] = await selectRows<SessionRow>(
    deps.db,
    sql`SELECT token_hash AS id, customer_id AS "customerId", remember, created_at AS "createdAt",
        last_seen_at AS "lastSeenAt", idle_expires_at AS "idleExpiresAt",
        absolute_expires_at AS "absoluteExpiresAt"
      FROM customer_session WHERE token_hash = ${id}`,
  );
  if (!row) return null;
  const absoluteExpiresAt = new Date(row.absoluteExpiresAt);
  let idleExpiresAt = new Date(row.idleExpiresAt);
  if (idleExpiresAt <= now || absoluteExpiresAt <= now) {
    await deps.db.execute(sql`DELETE FROM customer_session WHERE token_hash = ${id}`);
    return null;
  }
  const customer = await findCustomerById(deps.db, row.customerId);
  if (!customer) return null;
  if (now.getTime() - new Date(row.lastSeenAt).getTime() >= touchIntervalMs) {
    const policy = sessionPolicyOf(deps);
    idleExpiresAt = new Date(
      Math.min(
        now.getTime() + (row.remember ? policy.rememberIdleMs : policy.idleMs),
        absoluteExpiresAt.getTime(),
      ),
    );
    await deps.db.execute(
      sql`UPDATE customer_session SET last_seen_at = ${timestampOf(now)},
          idle_expires_at = ${timestampOf(idleExpiresAt)}
        WHERE token_hash = ${id}`,
    );
  }
  return {
    session: {
      id,
      customerId: row.customerId,
      remember: row.remember,
      createdAt: new Date(row.createdAt),
      idleExpiresAt,
      absoluteExpiresAt,
    },
    customer: toCustomerView(customer),
  };
}

/** Ends the session of a token (sign-out); answers whether there was one. */
export async function endSession(
  deps: CustomerDeps,
  token: string | undefined | null,
  db: Database = deps.db,
): Promise<boolean> {
  if (!token) return false;
  const rows = await selectRows<{ id: string }>(
    db,
    sql`DELETE FROM customer_session WHERE token_hash = ${hashToken(token)} RETURNING token_hash AS id`,
  );
  return rows.length > 0;
}

/** Ends every session of the customer but the one whose id (token hash) is kept; answers how many ended. */
export async function endOtherSessions(
  deps: CustomerDeps,
  customerId: number,
  keepSessionId: string | null,
  db: Database = deps.db,
): Promise<number> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`DELETE FROM customer_session WHERE customer_id = ${customerId}
        ${keepSessionId ? sql`AND token_hash <> ${keepSessionId}` : sql``}
      RETURNING token_hash AS id`,
  );
  return rows.length;
}

/** Ends every session of the customer (password reset). */
export function endAllSessions(deps: CustomerDeps, customerId: number, db: Database = deps.db) {
  return endOtherSessions(deps, customerId, null, db);
}
