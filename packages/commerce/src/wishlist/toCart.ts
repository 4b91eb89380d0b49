/**
 * Wishlist lines into a cart (issue 17 items 1–2): each line goes through the cart's own `addToCart`, with its
 * input checks and stock checks, into the cart of the REQUEST's session — the owner's for `/user/wishlist`, the
 * visitor's for a shared wishlist. A line the cart refuses (out of stock, a configurable without its choices)
 * is reported with the cart's translated message; the others are added.
 */
import { addToCart, type CartServices, type CartSession } from '../cart/cartService';
import type { WishlistItemRow } from './wishlist';

export interface ToCartReport {
  addedCount: number;
  /** The cart's translated refusal of each line that was not added. */
  messages: string[];
}

export async function wishlistItemsToCart(
  services: CartServices,
  session: CartSession,
  items: readonly WishlistItemRow[],
): Promise<ToCartReport> {
  // A session without a cart gets one with the first line; the next lines must go into the same one.
  const shared: CartSession = {
    token: session.token,
    issue(token) {
      shared.token = token;
      session.issue(token);
    },
    clear: session.clear,
  };
  const report: ToCartReport = { addedCount: 0, messages: [] };
  for (const item of items) {
    const result = await addToCart(services, shared, {
      sku: item.sku,
      quantity: item.qty,
      selectedOptions: item.selectedOptions.map((option) => ({
        attributeCode: option.attributeCode,
        value: String(option.value),
      })),
    });
    if (result.success) report.addedCount += 1;
    else if (result.errorMessage) report.messages.push(result.errorMessage);
  }
  return report;
}
