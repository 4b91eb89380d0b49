import type { NextFunction, Request, Response } from 'express';

/**
 * Headers every response carries (issue 20 item 8; OWASP secure headers): no MIME sniffing, a referrer cut to
 * the origin when it leaves the shop, powerful browser features off except payment on the shop itself, and —
 * when the shop is served over TLS — HSTS for a year. Pages add their Content-Security-Policy (csp.ts).
 */
export function securityHeaders(options: { https: boolean }) {
  const headers: [string, string][] = [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    [
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), usb=(), interest-cohort=(), payment=(self)',
    ],
    ['X-Frame-Options', 'SAMEORIGIN'],
    ...(options.https
      ? ([['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']] as [
          string,
          string,
        ][])
      : []),
  ];
  return (_req: Request, res: Response, next: NextFunction) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
