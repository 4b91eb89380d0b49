import { useLocation, useMatches } from 'react-router';

import { localeLanguages, localizePath, type SiteLocale, siteLocales } from '../i18n/locales';
import { usePageConfig } from '../PageConfigProvider';
import { useShop } from '../shop/ShopProvider';
import { pageHeadOf } from './pageHead';
import { headSite } from './siteInput';

/** Where the same page is on each site: a path inside the app, with its query and hash. */
export type AlternatePaths = Record<SiteLocale, { pathname: string; search: string; hash: string }>;

/** A not-found page (the no-route CMS page) has no counterpart on the other site. */
function isNotFound(data: unknown): boolean {
  return (data as { notFound?: unknown } | null | undefined)?.notFound === true;
}

/**
 * The current page on each site (issue 20), for the language switch: the `hreflang` alternates of the page's
 * head when it has its own (a product or category, whose friendly URL differs per site: its entity route on
 * the other site), else the same path on the other site (CMS pages share their identifier, the other screens
 * their path), else — on a not-found page — the other site's home.
 */
export function useAlternatePaths(): AlternatePaths {
  const matches = useMatches();
  const config = usePageConfig();
  const shop = useShop();
  const location = useLocation();
  const site = headSite({
    shop,
    locale: config.locale as SiteLocale,
    publicUrl: config.settings.publicUrl,
    baseUrl: config.baseUrl,
    pathname: location.pathname,
  });
  const loaderData: Record<string, unknown> = {};
  for (const match of matches) loaderData[match.id] = match.data;
  const notFound = matches.some((match) => isNotFound(match.data));
  const head = notFound
    ? null
    : pageHeadOf(
        matches.map((match) => ({ route: { id: match.id, handle: match.handle } })),
        loaderData,
        site,
      );
  const paths = {} as AlternatePaths;
  for (const locale of siteLocales) {
    const alternate = head?.alternates?.find(
      ({ hreflang }) => hreflang === localeLanguages[locale],
    );
    if (locale === site.locale) {
      // This site: the page itself, at the address the visitor used.
      paths[locale] = { pathname: location.pathname, search: location.search, hash: location.hash };
    } else if (notFound) {
      paths[locale] = { pathname: localizePath('/', locale), search: '', hash: '' };
    } else if (alternate && alternate.href.startsWith(`${site.origin}/`)) {
      const url = new URL(alternate.href);
      paths[locale] = {
        pathname: alternate.href.slice(site.origin.length).split(/[?#]/)[0]!,
        search: url.search || location.search,
        hash: location.hash,
      };
    } else {
      paths[locale] = {
        pathname: localizePath(location.pathname, locale),
        search: location.search,
        hash: location.hash,
      };
    }
  }
  return paths;
}
