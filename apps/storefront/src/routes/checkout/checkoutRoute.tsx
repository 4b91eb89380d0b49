import {
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
  useLoaderData,
} from 'react-router';

import { type CheckoutActionData } from '../../components/checkout/checkoutActionData';
import { CheckoutScreen, type CheckoutScreenData } from '../../components/checkout/CheckoutScreen';
import { type SiteLocale } from '../../i18n/locales';
import { type LazyScreenRoute } from '../category/lazyScreenRoute';
import { checkoutAction } from './checkoutAction';
import { checkoutHandle } from './checkoutHead';
import { loadCheckoutScreen } from './loadCheckoutScreen';

function CheckoutRoute() {
  return <CheckoutScreen data={useLoaderData<CheckoutScreenData>()} />;
}

/**
 * After a form: a refused step changes nothing, so the page keeps its data — except a refused "Place
 * order", whose totals may have changed (the server says "prices changed") and whose next attempt needs a
 * new idempotency key. When the server could not be reached the key is kept: the retry must send the same.
 */
export function shouldRevalidateCheckout({
  actionResult,
  actionStatus,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  const refused = actionResult as CheckoutActionData | undefined;
  if (refused?.ok === false && refused.intent === 'placeOrder') return actionStatus === 422;
  return defaultShouldRevalidate;
}

/** The lazy route `/checkout` of a site (spec §2 "checkout (exact)"): a personal page, never cached. */
export function checkoutRoute(locale: SiteLocale): LazyScreenRoute {
  return {
    loader: ({ request, context }: LoaderFunctionArgs) =>
      loadCheckoutScreen({ context, url: request.url, locale }),
    action: checkoutAction(locale),
    shouldRevalidate: shouldRevalidateCheckout,
    Component: CheckoutRoute,
    handle: checkoutHandle('checkout'),
  };
}
