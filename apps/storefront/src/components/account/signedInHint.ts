/**
 * The signed-in hint (like the cart hint, decision 0810): a cookie the browser can read (the session cookie is
 * HttpOnly) saying "this browser has a customer session". Shared pages are rendered for anonymous visitors and
 * never read the session; the header learns the sign-in state from this hint after the app starts. It is a
 * hint only: the server decides with the session cookie, never with this one.
 */
export const signedInHintCookieName = 'truffe_signed_in';

/** Whether a `Cookie` header / `document.cookie` string carries the hint. */
export function hasSignedInHint(cookies: string | null | undefined): boolean {
  return (cookies ?? '').split(';').some((part) => part.trim() === `${signedInHintCookieName}=1`);
}

/**
 * The `Set-Cookie` value that sets the hint (`maxAgeSeconds` like the session cookie's: none for a
 * browser-session cookie) or removes it (`present` false).
 */
export function signedInHintCookie(
  present: boolean,
  secure: boolean,
  maxAgeSeconds?: number,
): string {
  return [
    `${signedInHintCookieName}=${present ? '1' : ''}`,
    'Path=/',
    ...(present
      ? maxAgeSeconds === undefined
        ? []
        : [`Max-Age=${maxAgeSeconds}`]
      : ['Max-Age=0']),
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
