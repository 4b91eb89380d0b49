import { type ActionFunctionArgs, type LoaderFunctionArgs, useLoaderData } from 'react-router';

import { type SiteLocale } from '../../i18n/locales';
import { type LazyScreenRoute } from '../category/lazyScreenRoute';
import { headHandle } from '../../seo/pageHead';
import { productHead } from './productHead';
import { ProductScreen, type ProductScreenData, loadProductScreen } from './ProductScreen';
import { cacheHandle, sharedPage } from '../../data/cachePolicy';

function ProductRoute() {
  return <ProductScreen data={useLoaderData<ProductScreenData>()} />;
}

/**
 * The lazy route `/product/:id` of a site (spec §2, `:id` is the SKU; the lazy screen named product): its
 * action takes the write-a-review form, also for the product's friendly URL.
 */
export function productRoute(locale: SiteLocale): LazyScreenRoute {
  return {
    loader: ({ params, request, context }: LoaderFunctionArgs) =>
      loadProductScreen({ context, sku: params.id ?? '', url: request.url, locale }),
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
    handle: { ...headHandle(productHead), ...cacheHandle(sharedPage()) },
  };
}
