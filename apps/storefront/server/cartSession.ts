import { cartHintCookie, hasCartHint } from '../src/components/cart/cartHint';
import { queueSetCookie, readCookie } from './editor/editorSession';

/** Cookie of the cart session (decision 0701): an opaque token, stored hashed by @truffe/commerce. */
export const cartCookieName = 'truffe_cart';
/** Lifetime of the cart cookie: 30 days. */
const cartCookieMaxAge = 30 * 24 * 3600;

/** The `cartSession` of a GraphQL context (@truffe/commerce cart resolvers). */
export interface CartSession {
  token: string | undefined;
  issue(token: string): void;
  /** Removes the cookie and the cart hint (sign-out). */
  clear(): void;
}

/**
 * The cart session of a request: the token of its cookie, and `issue` queueing the `Set-Cookie` of a new one
 * (HttpOnly; SameSite=Lax; Secure in production or over HTTPS) on the response. The browser-readable cart hint
 * (src/components/cart/cartHint.ts, decision 0810) goes with every new session and with every request that may
 * change an existing cart (anything but GET/HEAD: GraphQL mutations, route actions posted without JavaScript)
 * when the browser does not have it, so that the header never skips the count of a cart with items.
 */
export function cartSessionOf(request: Request, production: boolean): CartSession {
  const cookies = request.headers.get('cookie');
  const raw = readCookie(cookies, cartCookieName) ?? undefined;
  const token = raw && /^[\w-]{20,100}$/.test(raw) ? raw : undefined;
  const secure = production || new URL(request.url).protocol === 'https:';
  const changing = request.method !== 'GET' && request.method !== 'HEAD';
  if (token && changing && !hasCartHint(cookies)) {
    queueSetCookie(request, cartHintCookie(true, secure));
  }
  return {
    token,
    issue(issued) {
      queueSetCookie(
        request,
        [
          `${cartCookieName}=${issued}`,
          'Path=/',
          `Max-Age=${cartCookieMaxAge}`,
          'HttpOnly',
          'SameSite=Lax',
          ...(secure ? ['Secure'] : []),
        ].join('; '),
      );
      if (!hasCartHint(cookies)) queueSetCookie(request, cartHintCookie(true, secure));
    },
    clear() {
      queueSetCookie(
        request,
        [
          `${cartCookieName}=`,
          'Path=/',
          'Max-Age=0',
          'HttpOnly',
          'SameSite=Lax',
          ...(secure ? ['Secure'] : []),
        ].join('; '),
      );
      queueSetCookie(request, cartHintCookie(false, secure));
    },
  };
}
