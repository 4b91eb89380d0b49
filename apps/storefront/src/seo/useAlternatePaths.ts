import { useLocation, useMatches } from 'react-router';

import { localizePath, type SiteLocale, siteLocales } from '../i18n/locales';
import { usePageConfig } from '../PageConfigProvider';
import { pageEntityPath } from './headHandle';
import { withoutCampaignParameters } from '../navigation/campaignParameters';

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
  const location = useLocation();
  const siteLocale = usePageConfig().locale as SiteLocale;
  // The page's own parameters, not a campaign's (decision 0918).
  const search = withoutCampaignParameters(location.search);
  const notFound = matches.some((match) => isNotFound(match.data));
  // The head's alternates of a product or category are its entity route on each site (decision 0906: the
  // route's entity path, so that the switch does not need the head's code).
  const entityPath = notFound ? undefined : pageEntityPath(matches);
  const paths = {} as AlternatePaths;
  for (const locale of siteLocales) {
    if (locale === siteLocale) {
      // This site: the page itself, at the address the visitor used.
      paths[locale] = { pathname: location.pathname, search, hash: location.hash };
    } else if (notFound) {
      paths[locale] = { pathname: localizePath('/', locale), search: '', hash: '' };
    } else {
      paths[locale] = {
        pathname: localizePath(entityPath ?? location.pathname, locale),
        search,
        hash: location.hash,
      };
    }
  }
  return paths;
}
