import { createHash, randomBytes } from 'node:crypto';

/** A new opaque token of 256 random bits (cookies and e-mailed links). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256 (a leaked table gives no session or reset link away). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** The longest token a request may present: ours are 43 characters ({@link newToken}); anything longer is not one. */
export const longestToken = 100;

/**
 * The token a request presented (a link's `token`, a session cookie) when it could be one of ours — a string of 1
 * to {@link longestToken} characters — else null, so that nothing else is hashed or looked up.
 */
export function presentedToken(input: unknown): string | null {
  return typeof input === 'string' && input !== '' && input.length <= longestToken ? input : null;
}
