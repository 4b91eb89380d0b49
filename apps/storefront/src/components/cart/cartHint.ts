/**
 * The cart hint (decision 0810): a cookie the browser can read (the cart session cookie is HttpOnly) that says
 * "this browser may have items in its cart". Without it, the header's badge knows the cart is empty and asks
 * nothing after start-up — most visitors. A false "yes" costs one count query, after which the browser drops
 * the hint; a false "no" must never happen, so the server sets it with every new cart session and on every
 * cart-changing request (server/cartSession.ts), and the browser sets it again whenever it learns of items.
 */
export const cartHintCookieName = 'truffe_has_cart';

/** Same lifetime as the cart session cookie: 30 days. */
export const cartHintMaxAge = 30 * 24 * 3600;

/** Whether a `Cookie` header / `document.cookie` string carries the hint. */
export function hasCartHint(cookies: string | null | undefined): boolean {
  return (cookies ?? '')
    .split(';')
    .some((part) => part.trim().startsWith(`${cartHintCookieName}=`));
}

/** The `Set-Cookie` / `document.cookie` value that sets the hint (`present`) or removes it. */
export function cartHintCookie(present: boolean, secure: boolean): string {
  return [
    `${cartHintCookieName}=${present ? '1' : ''}`,
    'Path=/',
    `Max-Age=${present ? cartHintMaxAge : 0}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** Keeps the browser's hint in step with a cart count it has just learnt. */
export function syncCartHint(totalQuantity: number): void {
  if (typeof document === 'undefined') return;
  const present = totalQuantity > 0;
  if (present === hasCartHint(document.cookie)) return;
  document.cookie = cartHintCookie(present, window.location.protocol === 'https:');
}
