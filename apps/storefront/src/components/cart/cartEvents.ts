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

let listeners = 0;
/** The last change announced while nobody listened (the header not hydrated yet, decision 0910). */
let unheard: CartChange | undefined;

/** Tells the header that the cart changed; a change nobody hears yet goes to the first listener. */
export function announceCartChange(change: CartChange): void {
  if (typeof window === 'undefined') return;
  if (listeners === 0) {
    unheard = { ...change, added: change.added ?? unheard?.added };
    return;
  }
  window.dispatchEvent(new CustomEvent<CartChange>(eventName, { detail: change }));
}

/** Listens to cart changes (first the one nobody heard, if any); returns the unsubscribe function. */
export function onCartChange(listener: (change: CartChange) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<CartChange>).detail);
  window.addEventListener(eventName, handle);
  listeners += 1;
  if (unheard) {
    const change = unheard;
    unheard = undefined;
    listener(change);
  }
  return () => {
    listeners -= 1;
    window.removeEventListener(eventName, handle);
  };
}
