import { queueSetCookie, readCookie } from './editor/editorSession';

/** Cookie of the cart session (decision 0701): an opaque token, stored hashed by @truffe/commerce. */
export const cartCookieName = 'truffe_cart';
/** Lifetime of the cart cookie: 30 days. */
const cartCookieMaxAge = 30 * 24 * 3600;

/** The `cartSession` of a GraphQL context (@truffe/commerce cart resolvers). */
export interface CartSession {
  token: string | undefined;
  issue(token: string): void;
}

/**
 * The cart session of a request: the token of its cookie, and `issue` queueing the `Set-Cookie` of a new one
 * (HttpOnly; SameSite=Lax; Secure in production or over HTTPS) on the response.
 */
export function cartSessionOf(request: Request, production: boolean): CartSession {
  const token = readCookie(request.headers.get('cookie'), cartCookieName) ?? undefined;
  return {
    token: token && /^[\w-]{20,100}$/.test(token) ? token : undefined,
    issue(issued) {
      const secure = production || new URL(request.url).protocol === 'https:';
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
    },
  };
}
