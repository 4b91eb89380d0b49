/**
 * Preview links of the back office (issue 18 item 8, spec §4 preview mode): a staff member editing a CMS page or
 * block opens the shop's page in preview mode, where unpublished content shows. The admin and the shop have
 * different origins, so the admin cannot set the shop's editor cookies: it hands out a link to
 * `/contribution/preview` signed with the shop's EDITOR_TOKEN (HMAC-SHA256 of the path and an expiry a few
 * minutes ahead); the shop checks it, sets the editor cookies (HttpOnly) with preview on, and redirects to the
 * page. A link is worth nothing once expired, for another path, or without EDITOR_TOKEN (then the admin links to
 * the published page only). The path must be the shop's own (`/…`, never `//host`): no open redirect.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

import type { Express, Request, Response } from 'express';

import { editorModesSetCookie, editorTokenCookie } from './editorSession';

/** How long a preview link works. */
export const previewLinkLifetimeSeconds = 10 * 60;

const signature = (editorToken: string, path: string, expires: number) =>
  createHmac('sha256', editorToken).update(`preview\n${path}\n${expires}`).digest('hex');

/** A path of the shop itself: `/…`, without a scheme-relative `//` or a backslash browsers read as `/`. */
function isShopPath(path: string): boolean {
  return (
    path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') && path.length <= 2000
  );
}

/** The signed preview address of a page of the shop (`shopUrl` is the shop's public URL). */
export function signedPreviewUrl(
  shopUrl: string,
  pageUrl: string,
  editorToken: string,
  now = Date.now(),
): string {
  const page = new URL(pageUrl, shopUrl);
  const path = `${page.pathname}${page.search}`;
  const expires = Math.floor(now / 1000) + previewLinkLifetimeSeconds;
  const link = new URL('contribution/preview', shopUrl.endsWith('/') ? shopUrl : `${shopUrl}/`);
  link.search = new URLSearchParams({
    to: path,
    expires: String(expires),
    sig: signature(editorToken, path, expires),
  }).toString();
  return link.toString();
}

/** Whether a preview link's parameters are valid now. */
export function isValidPreviewLink(
  editorToken: string,
  params: { to?: unknown; expires?: unknown; sig?: unknown },
  now = Date.now(),
): params is { to: string; expires: string; sig: string } {
  const { to, expires, sig } = params;
  if (typeof to !== 'string' || typeof expires !== 'string' || typeof sig !== 'string')
    return false;
  if (!isShopPath(to) || !/^\d{1,12}$/.test(expires) || !/^[0-9a-f]{64}$/.test(sig)) return false;
  const at = Number(expires);
  const seconds = now / 1000;
  if (at < seconds || at > seconds + previewLinkLifetimeSeconds + 60) return false;
  return timingSafeEqual(
    Buffer.from(signature(editorToken, to, at), 'hex'),
    Buffer.from(sig, 'hex'),
  );
}

/** `GET {baseUrl}contribution/preview`: a valid link turns preview on in this browser and opens the page. */
export function mountPreviewLinks(
  app: Express,
  baseUrl: string,
  editorToken: string | undefined,
  secure: boolean,
  now: () => number = Date.now,
): void {
  app.get(`${baseUrl}contribution/preview`, (req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'private, no-store, max-age=0');
    res.setHeader('X-Robots-Tag', 'noindex');
    if (!editorToken || !isValidPreviewLink(editorToken, req.query, now())) {
      res
        .status(403)
        .type('text/plain; charset=utf-8')
        .send(
          'Ce lien d’aperçu n’est pas valable ou a expiré : rouvrez-le depuis le back-office.\n' +
            'This preview link is not valid or has expired: open it again from the back office.\n',
        );
      return;
    }
    const attributes = ['Path=/', 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])];
    res.setHeader('Set-Cookie', [
      [`${editorTokenCookie}=${encodeURIComponent(editorToken)}`, ...attributes].join('; '),
      editorModesSetCookie(new Set(['preview']), secure),
    ]);
    res.redirect(303, req.query.to as string);
  });
}
