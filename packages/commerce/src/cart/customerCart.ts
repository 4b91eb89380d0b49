/**
 * The cart at sign-in (issue 15 item 5): the browser's guest cart becomes the customer's, and a cart the
 * customer kept from an earlier visit joins it, each line capped by what stock can still serve. A customer has
 * one cart; the browser that signs in last holds it (decision 0758).
 */
import { inArray, sql } from 'drizzle-orm';

import { prefillCheckout } from '../checkout/customerCheckout';
import { selectRows, type Database } from '../db/database';
import { cart, cartLine } from '../db/schema';
import { maxLines, maxQuantity } from './cartInput';
import {
  type CartSession,
  findCartId,
  hashSessionToken,
  type LineRow,
  newSessionToken,
  selectLines,
} from './cartSession';
import { stockDemand } from './cartStock';
import { type CartServices, type LoadedCatalog, loadCatalog } from './cartView';

/** What the merge did, for the screens (a line left out or cut down is worth a word) and the tests. */
export interface CartClaim {
  /** The cart the browser holds now, or null when neither the browser nor the customer had one. */
  cartId: number | null;
  /** Lines of the kept cart moved over (whole or cut down to the stock). */
  merged: number;
  /** Lines of the kept cart left out: no stock left for them, or the cart was full. */
  dropped: number;
}

/** Two lines are one when they are the same choice (product, variant, options, bundle selections). */
function sameChoice(a: LineRow, b: LineRow): boolean {
  return (
    a.productId === b.productId &&
    a.childId === b.childId &&
    JSON.stringify(a.customOptions) === JSON.stringify(b.customOptions) &&
    JSON.stringify(a.bundleSelections) === JSON.stringify(b.bundleSelections)
  );
}

/** How many of `line` stock can still serve beside `demand` (what the cart already asks per product). */
function servable(catalog: LoadedCatalog, line: LineRow, demand: Map<number, number>): number {
  let most = line.qty;
  for (const [productId, perUnit] of stockDemand(catalog, { ...line, qty: 1 })) {
    const product = catalog.products.get(productId);
    if (!product || !product.isInStock || perUnit <= 0) return 0;
    const left = product.qty - (demand.get(productId) ?? 0);
    most = Math.min(most, Math.floor(left / perUnit));
  }
  return Math.max(0, most);
}

function addDemand(
  catalog: LoadedCatalog,
  demand: Map<number, number>,
  line: LineRow,
  qty: number,
): void {
  for (const [productId, perUnit] of stockDemand(catalog, { ...line, qty: 1 }))
    demand.set(productId, (demand.get(productId) ?? 0) + perUnit * qty);
}

/**
 * Makes the browser's cart the customer's at sign-in, in one transaction: the guest cart (the cookie's, owned
 * by nobody) is claimed; the customer's other carts are merged into it line by line (the same choice adds up)
 * and deleted. Without a guest cart the customer's latest cart comes to this browser under a new token.
 */
export async function claimCartAtSignIn(
  services: Pick<CartServices, 'db' | 'locale'>,
  session: Pick<CartSession, 'token' | 'issue'>,
  customerId: number,
): Promise<CartClaim> {
  let issued: string | undefined;
  const claim = await services.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const guestId = await findCartId(db, session.token, true, customerId);
    const kept = await selectRows<{ id: number }>(
      db,
      sql`SELECT id FROM cart WHERE customer_id = ${customerId} AND id <> ${guestId ?? 0}
        ORDER BY updated_at DESC, id DESC FOR UPDATE`,
    );
    let targetId = guestId;
    let others = kept.map((row) => row.id);
    if (targetId === undefined) {
      if (others.length === 0) return { cartId: null, merged: 0, dropped: 0 };
      [targetId, ...others] = others as [number, ...number[]];
      issued = newSessionToken();
      await db.execute(
        sql`UPDATE cart SET token_hash = ${hashSessionToken(issued)} WHERE id = ${targetId}`,
      );
    }
    const result = await mergeInto(services, db, targetId, others);
    await db.execute(
      sql`UPDATE cart SET customer_id = ${customerId}, updated_at = now() WHERE id = ${targetId}`,
    );
    await prefillCheckout(db, targetId, customerId);
    return result;
  });
  if (issued) session.issue(issued);
  return claim;
}

async function mergeInto(
  services: Pick<CartServices, 'locale'>,
  db: Database,
  targetId: number,
  otherIds: number[],
): Promise<CartClaim> {
  if (otherIds.length === 0) return { cartId: targetId, merged: 0, dropped: 0 };
  const target = await selectLines(db, targetId);
  const incoming: LineRow[] = [];
  for (const id of otherIds) incoming.push(...(await selectLines(db, id)));
  const catalog = await loadCatalog(db, services.locale, [...target, ...incoming]);
  const demand = new Map<number, number>();
  for (const line of target) addDemand(catalog, demand, line, line.qty);
  let merged = 0;
  let dropped = 0;
  let lineCount = target.length;
  for (const line of incoming) {
    const same = target.find((existing) => sameChoice(existing, line));
    const qty = Math.min(servable(catalog, line, demand), maxQuantity - (same?.qty ?? 0));
    if (qty <= 0 || (!same && lineCount >= maxLines)) {
      dropped += 1;
      continue;
    }
    addDemand(catalog, demand, line, qty);
    merged += 1;
    if (same) {
      same.qty += qty;
      await db.execute(sql`UPDATE cart_line SET qty = ${same.qty} WHERE id = ${same.id}`);
    } else {
      lineCount += 1;
      await db.insert(cartLine).values({
        cartId: targetId,
        productId: line.productId,
        childId: line.childId,
        qty,
        customOptions: line.customOptions,
        bundleSelections: line.bundleSelections,
      });
    }
  }
  await db.delete(cart).where(inArray(cart.id, otherIds));
  return { cartId: targetId, merged, dropped };
}
