import { type LoaderFunctionArgs, useLoaderData } from 'react-router';

import { type SiteLocale } from '../../i18n/locales';
import { type LazyScreenRoute } from './lazyScreenRoute';
import { categoryEntityPath } from '../../seo/entityPaths';
import { headHandle } from '../../seo/headHandle';
import { categoryHead } from './categoryHead';
import { CategoryScreen, type CategoryScreenData, loadCategoryScreen } from './CategoryScreen';
import { cacheHandle, sharedPage } from '../../data/cachePolicy';

function CategoryRoute() {
  return <CategoryScreen data={useLoaderData<CategoryScreenData>()} />;
}

/**
 * The lazy route `/category/:id` of a site (spec §2; the lazy screen named category): the loader reads the
 * listing parameters from the URL, so a facet change re-runs it without a full page load.
 */
export function categoryRoute(locale: SiteLocale): LazyScreenRoute {
  return {
    loader: ({ params, request, context }: LoaderFunctionArgs) =>
      loadCategoryScreen({ context, id: params.id ?? '', url: request.url, locale }),
    Component: CategoryRoute,
    handle: {
      ...headHandle(categoryHead, {
        entityPath: (data: CategoryScreenData) => categoryEntityPath(data.category.id),
      }),
      ...cacheHandle(sharedPage()),
    },
  };
}
