/**
 * The two sites of spec §9: French at `/`, English at `/en`. The one definition of the locales that the
 * storefront (browser and server) and the store share; it lives in the contract because both sides import it
 * and `graphql` imports neither of them.
 */
export const siteLocales = ['fr-FR', 'en-GB'] as const;
export type SiteLocale = (typeof siteLocales)[number];

/** The shop's first site, and the language of a request that names no other. */
export const defaultLocale: SiteLocale = 'fr-FR';

export function isSiteLocale(value: unknown): value is SiteLocale {
  return typeof value === 'string' && (siteLocales as readonly string[]).includes(value);
}
