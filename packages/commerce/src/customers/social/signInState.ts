/**
 * The rows of `oidc_sign_in` (decision 0756). Two kinds, both reached only by the SHA-256 of a random value
 * the browser holds, both single use and expiring after 10 minutes, so that any server process can go on:
 * - a sign-in at the provider: keyed by its `state`, with the nonce, the PKCE verifier, the way back, the locale;
 * - a sign-in waiting for the customer (the password of the account to link, or the CGV of a new account):
 *   keyed by a new token in an HttpOnly cookie. Migration 0007 has no column for the verified identity, so
 *   this row keeps it in `code_verifier` (JSON of subject, e-mail, names) and what it waits for in `nonce`
 *   (`awaiting:link` / `awaiting:terms`) — a reuse recorded in decision 0756 until a `claims` column exists.
 */
import { sql } from 'drizzle-orm';

import { selectRows, type Database } from '../../db/database';
import { timestampOf } from '../customerRecord';
import { hashToken } from '../tokens';

/** How long a sign-in may take at the provider, and how long one may wait for the customer. */
export const signInLifetimeMs = 10 * 60_000;

export interface SignInRow {
  provider: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string | null;
  locale: string;
  expiresAt: Date;
}

export async function saveSignIn(
  db: Database,
  key: string,
  row: Omit<SignInRow, 'expiresAt'>,
  now: Date,
): Promise<void> {
  await db.execute(
    sql`INSERT INTO oidc_sign_in (state_hash, provider, nonce, code_verifier, return_to, locale, created_at,
        expires_at)
      VALUES (${hashToken(key)}, ${row.provider}, ${row.nonce}, ${row.codeVerifier}, ${row.returnTo},
        ${row.locale}, ${timestampOf(now)}, ${timestampOf(new Date(now.getTime() + signInLifetimeMs))})`,
  );
}

const columns = sql`provider, nonce, code_verifier AS "codeVerifier", return_to AS "returnTo", locale,
  expires_at AS "expiresAt"`;

function live(rows: (Omit<SignInRow, 'expiresAt'> & { expiresAt: string | Date })[], now: Date) {
  const [row] = rows;
  if (!row) return { row: null, expired: false };
  const expiresAt = new Date(row.expiresAt);
  return expiresAt <= now
    ? { row: null, expired: true }
    : { row: { ...row, expiresAt }, expired: false };
}

/**
 * Takes a row: deleted in the same statement, so a second use (a replayed callback, two processes) finds
 * nothing. Also purges the rows that expired.
 */
export async function takeSignIn(db: Database, key: string, now: Date) {
  const rows = await selectRows<Omit<SignInRow, 'expiresAt'> & { expiresAt: string | Date }>(
    db,
    sql`DELETE FROM oidc_sign_in WHERE state_hash = ${hashToken(key)} RETURNING ${columns}`,
  );
  await db.execute(sql`DELETE FROM oidc_sign_in WHERE expires_at < ${timestampOf(now)}`);
  return live(rows, now);
}

/** Reads a row without taking it (a wrong password keeps the link page usable). */
export async function peekSignIn(db: Database, key: string, now: Date) {
  const rows = await selectRows<Omit<SignInRow, 'expiresAt'> & { expiresAt: string | Date }>(
    db,
    sql`SELECT ${columns} FROM oidc_sign_in WHERE state_hash = ${hashToken(key)}`,
  );
  return live(rows, now);
}
