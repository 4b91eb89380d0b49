/**
 * The cart of a session (decision 0701): opaque tokens, the hash the database keeps of them, and the session's
 * cart row and lines.
 */
import { createHash, randomBytes } from 'node:crypto';

import { asc, eq, sql } from 'drizzle-orm';

import { selectRows, type Database } from '../db/database';
import { cartLine } from '../db/schema';

/** Name of the cart session cookie. */
export const cartCookieName = 'truffe_cart';

/** The request's cart session: the cookie's token, and a way to hand a new one to the browser. */
export interface CartSession {
  token: string | undefined;
  /** Called after the commit that created the cart: sets the cookie. */
  issue(token: string): void;
  /** Removes the cookie (sign-out: the cart stays with its customer, not with the browser). */
  clear?(): void;
}

/** A new opaque session token: 256 random bits, base64url. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256 (a leaked table does not give sessions away). */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A stored cart line: what the shopper chose, never a price. */
export type LineRow = typeof cartLine.$inferSelect;

/**
 * Which carts a request may reach: a visitor only carts that belong to nobody, a signed-in customer those and
 * its own (issue 15), so that a cart cookie left behind after sign-out, or copied, opens nothing of a customer.
 */
export function ownedBy(customerId: number | null) {
  return customerId === null
    ? sql`customer_id IS NULL`
    : sql`(customer_id IS NULL OR customer_id = ${customerId})`;
}

/**
 * The id of the token's cart (locked for the transaction when `lock`), if the database knows the token and the
 * cart is the request's to see ({@link ownedBy}).
 */
export async function findCartId(
  db: Database,
  token: string | undefined,
  lock: boolean,
  customerId: number | null,
) {
  if (!token || token.length > 200) return undefined;
  const where = sql`token_hash = ${hashSessionToken(token)} AND ${ownedBy(customerId)}`;
  const found = await selectRows<{ id: number }>(
    db,
    lock
      ? sql`SELECT id FROM cart WHERE ${where} FOR UPDATE`
      : sql`SELECT id FROM cart WHERE ${where}`,
  );
  return found[0]?.id;
}

/** The cart's lines in the order they were added. */
export function selectLines(db: Database, cartId: number) {
  return db.select().from(cartLine).where(eq(cartLine.cartId, cartId)).orderBy(asc(cartLine.id));
}
