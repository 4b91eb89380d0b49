import { type ActionFunctionArgs, type LoaderFunctionArgs, useLoaderData } from 'react-router';

import { type SiteLocale } from '../../i18n/locales';
import { type LazyScreenRoute } from '../category/lazyScreenRoute';
import { importOnce } from '../../platform/importOnce';
import { productEntityPath } from '../../seo/entityPaths';
import { lazyHeadHandle, withHead } from '../../seo/headHandle';
import { ProductScreen, type ProductScreenData, loadProductScreen } from './ProductScreen';
import { cacheHandle, sharedPage } from '../../data/cachePolicy';

// The head's code, loaded by the loader (decision 0906): a server page's own head is the server's.
const loadProductHead = importOnce(async () => (await import('../../seo/productHead')).productHead);

function ProductRoute() {
  return <ProductScreen data={useLoaderData<ProductScreenData>()} />;
}

/**
 * The lazy route `/product/:id` of a site (spec §2, `:id` is the SKU; the lazy screen named product): its
 * action takes the write-a-review form, also for the product's friendly URL.
 */
export function productRoute(locale: SiteLocale): LazyScreenRoute {
  const handle = {
    ...lazyHeadHandle(loadProductHead, {
      entityPath: (data: ProductScreenData) => productEntityPath(data.product.sku),
    }),
    ...cacheHandle(sharedPage()),
  };
  return {
    loader: ({ params, request, context }: LoaderFunctionArgs) =>
      withHead(
        handle,
        loadProductScreen({ context, sku: params.id ?? '', url: request.url, locale }),
      ),
    // The action's validation (zod) is loaded when a review is sent, not with the page (decision 0802).
    // The action's validation (zod) is loaded when a review is sent, not with the page (decision 0802).
    // The add-to-cart form (`intent`) posts here too (components/cart/cartAction.ts).
    action: async (args: ActionFunctionArgs) =>
      (await args.request.clone().formData()).has('intent')
        ? (await import('../../components/cart/cartAction')).cartAction(args)
        : (await import('./reviewAction')).reviewAction(args),
    // A choice of options or a review sent does not change the product: reload only for another page of
    // reviews, another product, or after the form.
    shouldRevalidate: ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
      formMethod !== undefined ||
      currentUrl.pathname !== nextUrl.pathname ||
      currentUrl.searchParams.get('reviewsPage') !== nextUrl.searchParams.get('reviewsPage')
        ? defaultShouldRevalidate
        : false,
    Component: ProductRoute,
    handle,
  };
}
