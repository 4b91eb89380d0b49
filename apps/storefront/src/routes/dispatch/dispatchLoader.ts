import { RouteQueryDocument } from '@truffe/graphql/documents';
import { type LoaderFunctionArgs, redirect } from 'react-router';

import { queryData } from '../../data/queryData';
import { localePathPrefixes, stripLocalePrefix } from '../../i18n/locales';
import { importOnce } from '../../platform/importOnce';
import { appPathname } from '../../render/documentHead';
import { notFoundPage } from '../cms/cmsPageData';
import {
  categoryScreenModule,
  type DispatchData,
  type DispatchOptions,
  loadScreen,
  productScreenModule,
  type ScreenKind,
} from './dispatchScreens';
import { dispatchScreenModules } from './dispatchScreenModules';
import { redirectTarget } from './redirectTarget';

// Imported on first use and kept: this loader runs on every catalogue page (decision 0905).
const listingUrlStateModule = importOnce(() => import('../../components/listing/listingUrlState'));

const screenKinds: Partial<Record<string, ScreenKind>> = {
  Category: 'category',
  Product: 'product',
};

/**
 * In a client navigation, the screen's files are linked as it loads (decision 0913): its chunk has no preload
 * list of Vite's in the shell, and would otherwise find its imports one after another. At start the server
 * named them to the page; on the server there is nothing to link.
 */
function linkScreenFiles(kind: ScreenKind): void {
  if (typeof window === 'undefined') return;
  import('../../navigation/preloadRoutes').then(
    ({ linkModuleFiles }) => linkModuleFiles(dispatchScreenModules[kind]),
    () => undefined,
  );
}

/**
 * The entity dispatch of spec §2 for any address no other route matched: RouteQuery tells what the address
 * is. NotFound → the no-route CMS page with HTTP 404; Redirect → `redirectTo` with the status of
 * `redirectType` (a real 301/302 on the server, a router redirect in the browser); Category, Product,
 * CmsPage → their screens. `/home` goes to the root (the home path is rewritten to the root).
 */
export async function dispatchLoader(
  { request, context }: LoaderFunctionArgs,
  { locale, baseUrl }: DispatchOptions,
) {
  const url = new URL(request.url);
  const prefix = localePathPrefixes[locale];
  const path = stripLocalePrefix(appPathname(url.pathname, baseUrl));
  if (/^\/home\/?$/i.test(path)) throw redirect(`${prefix}/${url.search}`, 301);

  const { route } = await queryData(context, RouteQueryDocument, { url: `${path}${url.search}` });
  if (route.__typename !== 'Redirect') linkScreenFiles(screenKinds[route.__typename] ?? 'cms-page');
  switch (route.__typename) {
    case 'Redirect': {
      const target = redirectTarget(route.redirectTo, route.redirectType, prefix);
      throw redirect(target.location, target.status);
    }
    case 'Category': {
      const [module, { listingQueryFromUrl }] = await Promise.all([
        categoryScreenModule(),
        listingUrlStateModule(),
        loadScreen('category'),
      ]);
      // The route query already read the category and its listing for the URL's query string: that is the
      // screen's data when the query string is the one the screen would send (the canonical listing state,
      // as the app's own links write it). Otherwise the screen asks again with its normalized query.
      if (listingQueryFromUrl(url) === url.searchParams.toString()) {
        return { kind: 'category', screen: { category: route, locale } } satisfies DispatchData;
      }
      const screen = await module.loadCategoryScreen({
        context,
        id: route.identifier,
        url: request.url,
        locale,
      });
      return { kind: 'category', screen } satisfies DispatchData;
    }
    case 'Product': {
      const [module] = await Promise.all([productScreenModule(), loadScreen('product')]);
      // The route query read the product page's data (ProductPageFragment): the screen does not ask again.
      const screen = await module.loadProductScreen({
        context,
        sku: route.sku,
        url: request.url,
        locale,
        product: route,
      });
      return { kind: 'product', screen } satisfies DispatchData;
    }
    case 'CmsPage':
      await loadScreen('cms-page');
      return { kind: 'cms-page', page: route, notFound: false } satisfies DispatchData;
    default:
      await loadScreen('cms-page');
      return notFoundPage(context);
  }
}
