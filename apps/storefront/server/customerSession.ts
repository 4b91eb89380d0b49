import { AsyncLocalStorage } from 'node:async_hooks';

import { type NextFunction, type Request as ExpressRequest, type Response } from 'express';

import { signedInHintCookie } from '../src/components/account/signedInHint';
import { queueSetCookie, readCookie } from './editor/editorSession';

/** Cookie of a signed-in customer's session (decision 0750): an opaque token, stored hashed by @truffe/commerce. */
export const sessionCookieName = 'truffe_session';

/** The `customerSession` of a GraphQL context (@truffe/commerce customers/resolvers.ts). */
export interface CustomerSessionCookie {
  token: string | undefined;
  clientAddress: string | undefined;
  issue(token: string, options: { remember: boolean; expiresAt: Date }): void;
  clear(): void;
}

/** The session token of a `Cookie` header when it is well-formed (256 bits in base64url), else undefined. */
export function sessionTokenOf(cookies: string | null | undefined): string | undefined {
  const raw = readCookie(cookies, sessionCookieName) ?? undefined;
  return raw && /^[\w-]{20,100}$/.test(raw) ? raw : undefined;
}

const clientAddresses = new AsyncLocalStorage<string | undefined>();

/**
 * Express middleware: the page requests after it (route actions signing in without JavaScript) know the
 * client's address as Express trusts it (`trust proxy`, server/app.ts) — the page render builds its own
 * request, which carries no address.
 */
export function keepClientAddress(req: ExpressRequest, _res: Response, next: NextFunction): void {
  clientAddresses.run(req.ip, next);
}

/** The client address of the page request being handled, if {@link keepClientAddress} saw it. */
export function currentClientAddress(): string | undefined {
  return clientAddresses.getStore();
}

/**
 * The customer session of a request: the token of its cookie, `issue` queueing the `Set-Cookie` of a new
 * session (HttpOnly; SameSite=Lax; Secure in production or over HTTPS; Max-Age only with "stay signed in",
 * else the cookie ends with the browser) and `clear` removing it, each with the browser-readable signed-in hint
 * (src/components/account/signedInHint.ts).
 */
export function customerSessionOf(
  request: Request,
  production: boolean,
  clientAddress: string | undefined,
): CustomerSessionCookie {
  const token = sessionTokenOf(request.headers.get('cookie'));
  const secure = production || new URL(request.url).protocol === 'https:';
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])];
  return {
    token,
    clientAddress,
    issue(issued, { remember, expiresAt }) {
      const maxAge = remember
        ? Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000))
        : undefined;
      queueSetCookie(
        request,
        [
          `${sessionCookieName}=${issued}`,
          ...(maxAge === undefined ? [] : [`Max-Age=${maxAge}`]),
          ...attributes,
        ].join('; '),
      );
      queueSetCookie(request, signedInHintCookie(true, secure, maxAge));
    },
    clear() {
      queueSetCookie(request, [`${sessionCookieName}=`, 'Max-Age=0', ...attributes].join('; '));
      queueSetCookie(request, signedInHintCookie(false, secure));
    },
  };
}
