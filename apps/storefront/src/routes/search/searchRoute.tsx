import { type LoaderFunctionArgs, useLoaderData } from 'react-router';

import { type SiteLocale } from '../../i18n/locales';
import { type LazyScreenRoute } from '../category/lazyScreenRoute';
import { documentTitle, type HeadInput, type PageHead } from '../../seo/pageHead';
import { headHandle } from '../../seo/headHandle';
import { loadSearchScreen, SearchScreen, type SearchScreenData } from './SearchScreen';
import { cacheHandle, sharedPage } from '../../data/cachePolicy';

function SearchRoute() {
  return <SearchScreen data={useLoaderData<SearchScreenData>()} />;
}

const titles: Record<SiteLocale, (query: string) => string> = {
  'fr-FR': (query) => `Recherche : ${query}`,
  'en-GB': (query) => `Search: ${query}`,
};

/**
 * The head of a search page: its title, the shop's description, and `noindex` — result pages are for
 * shoppers, not for search engines' indexes (their links are still followed).
 */
export function searchHead({ data, shop, locale }: HeadInput<SearchScreenData>): PageHead {
  return {
    title: documentTitle(titles[locale](data.query), shop.defaultTitle),
    meta: [
      { name: 'description', content: shop.defaultDescription },
      { name: 'robots', content: 'noindex, follow' },
    ],
  };
}

/** The lazy route `/search/:query` of a site (spec §2). */
export function searchRoute(locale: SiteLocale): LazyScreenRoute {
  return {
    loader: ({ params, request, context }: LoaderFunctionArgs) =>
      loadSearchScreen({ context, query: params.query ?? '', url: request.url, locale }),
    Component: SearchRoute,
    handle: { ...headHandle(searchHead), ...cacheHandle(sharedPage()) },
  };
}
