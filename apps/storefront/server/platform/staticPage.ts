import { type Request, type Response } from 'express';

import { localeFromPathname, type SiteLocale } from '../../src/i18n/locales';
import { escapeHtml } from '../../src/render/documentHead';

export interface StaticPageOptions {
  /** Mount path of the shop, with its trailing slash. */
  baseUrl: string;
  siteName: string;
  /** The security headers every page carries (CSP…). */
  setPageHeaders?: (res: Response) => void;
}

/** The site of a request by its path under the mount path. */
export function staticPageLocale(req: Request, baseUrl: string): SiteLocale {
  const path = req.path.startsWith(baseUrl) ? `/${req.path.slice(baseUrl.length)}` : req.path;
  return localeFromPathname(path);
}

/**
 * A small self-contained page in the site's language, branded like the other platform pages, for answers the
 * app cannot render (no render, no database): refused input, a render out of time. Never cached; `links` go
 * under the text (the site's home is added last).
 */
export function sendStaticPage(
  req: Request,
  res: Response,
  options: StaticPageOptions,
  page: {
    status: number;
    title: string;
    text: string;
    homeLabel: string;
    links?: { href: string; label: string }[];
    headers?: Record<string, string>;
    /** A form of one button under the text, posted to `action` with its hidden `fields` (works without JavaScript). */
    form?: { action: string; fields: Record<string, string>; button: string };
  },
): void {
  const locale = staticPageLocale(req, options.baseUrl);
  const lang = locale === 'fr-FR' ? 'fr' : 'en';
  const home = locale === 'fr-FR' ? options.baseUrl : `${options.baseUrl}en/`;
  res.status(page.status);
  res.setHeader('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(page.headers ?? {})) res.setHeader(name, value);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  options.setPageHeaders?.(res);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const links = [...(page.links ?? []), { href: home, label: page.homeLabel }]
    .map((link) => `<a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`)
    .join(' · ');
  const form = page.form
    ? `<form method="post" action="${escapeHtml(page.form.action)}">${Object.entries(
        page.form.fields,
      )
        .map(
          ([name, value]) =>
            `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
        )
        .join('')}<button type="submit">${escapeHtml(page.form.button)}</button></form>\n`
    : '';
  // Colours of the design tokens (packages/ui/src/theme/tokens.ts: primary 700, neutral 900 on 0).
  res.end(`<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)} - ${escapeHtml(options.siteName)}</title>
<style>body{font-family:system-ui,sans-serif;color:#17191C;background:#FFFFFF;margin:0}main{max-width:36rem;margin:4rem auto;padding:0 1rem}p.brand{color:#173F82;font-weight:700;font-size:1.25rem}a{color:#173F82}a:focus-visible,button:focus-visible{outline:3px solid #173F82;outline-offset:2px}button{font:inherit;font-weight:600;color:#FFFFFF;background:#173F82;border:0;border-radius:.5rem;padding:.75rem 1.25rem;min-height:44px;cursor:pointer}</style>
</head>
<body>
<main>
<p class="brand">${escapeHtml(options.siteName)}</p>
<h1>${escapeHtml(page.title)}</h1>
<p>${escapeHtml(page.text)}</p>
${form}<p>${links}</p>
</main>
</body>
</html>
`);
}
