import { type SiteLocale } from '@truffe/graphql/locales';

/**
 * The two sites of spec §9: French at `/`, English at `/en`. The locales are defined once in the contract
 * (@truffe/graphql/locales, which ships to the browser); this module adds the storefront's path rules.
 */
export { defaultLocale, isSiteLocale, type SiteLocale, siteLocales } from '@truffe/graphql/locales';

/** Path prefix of each site inside the app's base URL. */
export const localePathPrefixes: Record<SiteLocale, '' | '/en'> = { 'fr-FR': '', 'en-GB': '/en' };

/** The language part used by `hreflang` and the language switch. */
export const localeLanguages: Record<SiteLocale, 'fr' | 'en'> = { 'fr-FR': 'fr', 'en-GB': 'en' };

/** The site of a path relative to the base URL: `/en` and `/en/…` are English, everything else French. */
export function localeFromPathname(pathname: string): SiteLocale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en-GB' : 'fr-FR';
}

/** The path without its site prefix: `/en/cart` → `/cart`, `/en` → `/`. */
export function stripLocalePrefix(pathname: string): string {
  const prefix = localePathPrefixes[localeFromPathname(pathname)];
  const rest = pathname.slice(prefix.length);
  return rest === '' ? '/' : rest;
}

/** The same page in another site: `localizePath('/cart', 'en-GB')` → `/en/cart`. */
export function localizePath(pathname: string, locale: SiteLocale): string {
  const neutral = stripLocalePrefix(pathname);
  const prefix = localePathPrefixes[locale];
  if (prefix === '') return neutral;
  return neutral === '/' ? `${prefix}/` : `${prefix}${neutral}`;
}
