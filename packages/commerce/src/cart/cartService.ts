/**
 * The cart (issue 7, item 1): lines stored per session, prices and totals computed from the catalogue
 * on every read, stock checked on every change, each change in one transaction that changes nothing when it
 * is refused. Session, input, stock and view are their own modules; this one holds the mutations.
 */
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';

import type { Database } from '../db/database';
import { cart, cartLine } from '../db/schema';
import {
  addInputSchema,
  maxLines,
  maxQuantity,
  type NewLine,
  parse,
  removeInputSchema,
  resolveAdd,
  updateInputSchema,
} from './cartInput';
import {
  type CartSession,
  findCartId,
  hashSessionToken,
  type LineRow,
  newSessionToken,
  selectLines,
} from './cartSession';
import { checkStock } from './cartStock';
import { buildView, type CartResult, type CartServices, emptyView, readCart } from './cartView';
import { CartError, cartMessage } from './messages';
import { prefillCheckout } from '../checkout/customerCheckout';

// The cart's public names, where its callers have always found them.
export { type AddToCartInput, maxLines, maxQuantity } from './cartInput';
export {
  cartCookieName,
  type CartSession,
  findCartId,
  hashSessionToken,
  type LineRow,
  newSessionToken,
} from './cartSession';
export { stockDemand } from './cartStock';
export {
  type CartItemView,
  type CartResult,
  type CartServices,
  type CartView,
  type LoadedCatalog,
  loadCatalog,
  readCart,
  readCartById,
  type UnavailableItemView,
} from './cartView';

/**
 * Runs one change of the session's cart in a transaction (the cart row locked), then checks stock for the
 * lines the change returns; a refusal rolls everything back and answers the unchanged cart.
 */
export async function mutate(
  services: CartServices,
  session: CartSession,
  change: (db: Database, cartId: number, lines: LineRow[]) => Promise<number[]>,
  /** Answers a session without a cart instead of creating one (removing, emptying). */
  withoutCart?: () => CartResult,
): Promise<CartResult> {
  if (
    withoutCart &&
    (await findCartId(services.db, session.token, false, services.customerId)) === undefined
  )
    return withoutCart();
  let issued: string | undefined;
  try {
    const view = await services.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      let cartId = await findCartId(db, session.token, true, services.customerId);
      if (cartId === undefined) {
        issued = newSessionToken();
        const [created] = await db
          .insert(cart)
          .values({ tokenHash: hashSessionToken(issued), customerId: services.customerId })
          .returning({ id: cart.id });
        cartId = created!.id;
        // A signed-in customer's new cart comes with its checkout filled in from the account.
        if (services.customerId !== null) await prefillCheckout(db, cartId, services.customerId);
      }
      const changed = new Set(await change(db, cartId, await selectLines(db, cartId)));
      const lines = await selectLines(db, cartId);
      if (lines.length > maxLines)
        throw new CartError(cartMessage(services.locale, 'tooManyLines', { max: maxLines }));
      const { view, catalog } = await buildView(services, db, lines);
      checkStock(services, catalog, lines, changed);
      await db.update(cart).set({ updatedAt: new Date() }).where(eq(cart.id, cartId));
      return view;
    });
    if (issued) session.issue(issued);
    return { success: true, errorMessage: null, cart: view };
  } catch (error) {
    if (!(error instanceof CartError)) throw error;
    return {
      success: false,
      errorMessage: error.message,
      cart: await readCart(services, session.token),
    };
  }
}

async function refusal(services: CartServices, session: CartSession, error: unknown) {
  if (!(error instanceof CartError)) throw error;
  return {
    success: false,
    errorMessage: error.message,
    cart: await readCart(services, session.token),
  } satisfies CartResult;
}

const sameLine = (line: LineRow, next: NewLine) =>
  line.productId === next.productId &&
  line.childId === next.childId &&
  JSON.stringify(line.customOptions) === JSON.stringify(next.customOptions) &&
  JSON.stringify(line.bundleSelections) === JSON.stringify(next.bundleSelections);

/** Adds a product (merged into an equal line); refuses bad input, unknown products and missing stock. */
export async function addToCart(
  services: CartServices,
  session: CartSession,
  rawInput: unknown,
): Promise<CartResult> {
  let input: z.output<typeof addInputSchema>;
  try {
    input = parse(services, addInputSchema, rawInput);
  } catch (error) {
    return refusal(services, session, error);
  }
  return mutate(services, session, async (db, cartId, lines) => {
    const changed: number[] = [];
    for (const next of await resolveAdd(services, db, input)) {
      const existing = lines.find((line) => sameLine(line, next));
      if (existing) {
        const qty = existing.qty + next.qty;
        if (qty > maxQuantity)
          throw new CartError(
            cartMessage(services.locale, 'invalidQuantity', { max: maxQuantity }),
          );
        await db.update(cartLine).set({ qty }).where(eq(cartLine.id, existing.id));
        existing.qty = qty;
        changed.push(existing.id);
      } else {
        const [created] = await db
          .insert(cartLine)
          .values({ cartId, ...next })
          .returning();
        lines.push(created!);
        changed.push(created!.id);
      }
    }
    return changed;
  });
}

/** Sets a line's quantity, stock checked. */
export async function updateCartItemQuantity(
  services: CartServices,
  session: CartSession,
  rawInput: unknown,
): Promise<CartResult> {
  let input: z.output<typeof updateInputSchema>;
  try {
    input = parse(services, updateInputSchema, rawInput);
  } catch (error) {
    return refusal(services, session, error);
  }
  return mutate(services, session, async (db, cartId) => {
    const updated = await db
      .update(cartLine)
      .set({ qty: input.quantity })
      .where(and(eq(cartLine.id, input.itemId), eq(cartLine.cartId, cartId)))
      .returning({ id: cartLine.id });
    if (updated.length === 0) throw new CartError(cartMessage(services.locale, 'lineNotFound'));
    return [input.itemId];
  });
}

/** Removes a line of the session's cart. */
export async function removeCartItem(
  services: CartServices,
  session: CartSession,
  rawInput: unknown,
): Promise<CartResult> {
  let input: z.output<typeof removeInputSchema>;
  try {
    input = parse(services, removeInputSchema, rawInput);
  } catch (error) {
    return refusal(services, session, error);
  }
  return mutate(
    services,
    session,
    async (db, cartId) => {
      const removed = await db
        .delete(cartLine)
        .where(and(eq(cartLine.id, input.itemId), eq(cartLine.cartId, cartId)))
        .returning({ id: cartLine.id });
      if (removed.length === 0) throw new CartError(cartMessage(services.locale, 'lineNotFound'));
      return [];
    },
    () => ({
      success: false,
      errorMessage: cartMessage(services.locale, 'lineNotFound'),
      cart: emptyView,
    }),
  );
}

/** Removes every line of the session's cart. */
export function emptyCart(services: CartServices, session: CartSession): Promise<CartResult> {
  return mutate(
    services,
    session,
    async (db, cartId) => {
      await db.delete(cartLine).where(eq(cartLine.cartId, cartId));
      return [];
    },
    () => ({ success: true, errorMessage: null, cart: emptyView }),
  );
}
