/**
 * Cart changes told to the header (badge count, "Added to your cart" toast) by whatever changed the cart:
 * a window event, so the shell's badge does not import the cart screens and the screens do not import the
 * shell.
 */
export interface CartChange {
  /** The cart's item count after the change. */
  totalQuantity: number;
  /** Set when products were added: shows the toast. */
  added?: { name: string | null };
}

const eventName = 'truffe:cart-change';

/** Tells the header that the cart changed. */
export function announceCartChange(change: CartChange): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<CartChange>(eventName, { detail: change }));
}

/** Listens to cart changes; returns the unsubscribe function. */
export function onCartChange(listener: (change: CartChange) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<CartChange>).detail);
  window.addEventListener(eventName, handle);
  return () => window.removeEventListener(eventName, handle);
}
