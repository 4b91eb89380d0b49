import { RouteQueryDocument } from '@truffe/graphql/documents';
import { type LoaderFunctionArgs, redirect } from 'react-router';

import { queryData } from '../../data/queryData';
import { localePathPrefixes, stripLocalePrefix } from '../../i18n/locales';
import { appPathname } from '../../render/documentHead';
import { notFoundPage } from '../cms/cmsPageData';
import { type DispatchData, type DispatchOptions, loadScreen } from './dispatchScreens';
import { redirectTarget } from './redirectTarget';

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
  switch (route.__typename) {
    case 'Redirect': {
      const target = redirectTarget(route.redirectTo, route.redirectType, prefix);
      throw redirect(target.location, target.status);
    }
    case 'Category': {
      const [module] = await Promise.all([
        import('../category/categoryScreen'),
        loadScreen('category'),
      ]);
      const screen = await module.loadCategoryScreen({
        context,
        id: route.identifier,
        url: request.url,
        locale,
      });
      return { kind: 'category', screen } satisfies DispatchData;
    }
    case 'Product': {
      const [module] = await Promise.all([
        import('../product/productScreen'),
        loadScreen('product'),
      ]);
      const screen = await module.loadProductScreen({
        context,
        sku: route.sku,
        url: request.url,
        locale,
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
