import { createHash, randomBytes } from 'node:crypto';

/** A new opaque token of 256 random bits (cookies and e-mailed links). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256 (a leaked table gives no session or reset link away). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
