import { routerBasename } from '../baseUrl';
import {
  defaultLocale,
  localeLanguages,
  localizePath,
  type SiteLocale,
  siteLocales,
} from '../i18n/locales';

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

/** The path of a URL inside the app (without the base URL). */
export function appPathname(pathname: string, baseUrl: string): string {
  const basename = routerBasename(baseUrl);
  if (basename === '/') return pathname;
  if (pathname === basename) return '/';
  return pathname.startsWith(`${basename}/`) ? pathname.slice(basename.length) : pathname;
}

export interface Alternate {
  hreflang: string;
  href: string;
}

/**
 * `hreflang` alternates of a page (spec §2): the same path in each site, and `x-default` pointing to the
 * French site (the shop's default).
 */
export function hreflangAlternates(
  pathname: string,
  { baseUrl, publicUrl }: { baseUrl: string; publicUrl: string },
): Alternate[] {
  const basename = routerBasename(baseUrl);
  const prefix = basename === '/' ? '' : basename;
  const href = (locale: SiteLocale) => `${publicUrl}${prefix}${localizePath(pathname, locale)}`;
  return [
    ...siteLocales.map((locale) => ({ hreflang: localeLanguages[locale], href: href(locale) })),
    { hreflang: 'x-default', href: href(defaultLocale) },
  ];
}

export function alternatesHtml(alternates: Alternate[]): string {
  return alternates
    .map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}">`,
    )
    .join('');
}
