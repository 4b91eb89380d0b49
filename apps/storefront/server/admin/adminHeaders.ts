/**
 * The admin origin's response headers (issue 18 item 9; decision 0780): never stored by a browser or a proxy,
 * never indexed, never framed, and a Content-Security-Policy of its own — the SPA's scripts from this origin
 * only; styles also inline, because Material UI (react-admin) injects its styles at run time (emotion).
 */
import type { NextFunction, Request, Response } from 'express';

export const adminContentSecurityPolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ');

export function adminHeaders(secure: boolean) {
  return (_req: Request, res: Response, next: NextFunction) => {
    res.set({
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex, nofollow, noarchive',
      'Content-Security-Policy': adminContentSecurityPolicy,
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'no-referrer',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Resource-Policy': 'same-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    });
    if (secure) res.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
    next();
  };
}
