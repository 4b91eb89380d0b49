import { ConfirmPaymentReturnMutationDocument } from '@truffe/graphql/documents';
import { Link } from '@truffe/ui/Link';
import { useIntl } from 'react-intl';
import { data, type LoaderFunctionArgs, redirect, useLocation } from 'react-router';

import * as styles from '../../components/checkout/checkout.css';
import { checkoutPageMessages } from '../../components/checkout/checkoutMessages';
import { shopClientOf } from '../../data/shopClient';
import { type SiteLocale } from '../../i18n/locales';
import { type LazyScreenRoute } from '../category/lazyScreenRoute';
import { checkoutHandle } from './checkoutHead';
import { checkoutPaths, paymentDeclinedParam } from './loadCheckoutScreen';

/**
 * Where the shopper goes back to after a payment that did not go through: the payment step, with the message
 * of what happened — declined by the bank, or cancelled by the shopper (never called a refusal).
 */
export function declinedPaymentPath(
  checkoutPath: string,
  outcome: 'declined' | 'canceled' = 'declined',
): string {
  return `${checkoutPath}?edit=payment&${paymentDeclinedParam}=${outcome}`;
}

/**
 * `/checkout/payment-return?paymentId=…`: the payment provider sends the shopper back here. The server asks
 * the provider and syncs the order (`confirmPaymentReturn`); a paid order goes to the success page, a
 * declined or canceled payment back to the payment step with its message (the cart is intact), a
 * payment the provider has not settled yet shows a page to check again, and an unknown payment (or another
 * session's) is the 404 page.
 */
async function paymentReturnLoader(context: unknown, url: string, locale: SiteLocale) {
  const paths = checkoutPaths(locale);
  const paymentId = new URL(url, 'http://localhost').searchParams.get('paymentId')?.trim() ?? '';
  if (paymentId === '' || paymentId.length > 100) {
    throw data(null, { status: 404, statusText: 'Not Found' });
  }
  const result = await shopClientOf(context)
    .mutation(ConfirmPaymentReturnMutationDocument, { paymentId })
    .toPromise();
  const answer = result.data?.confirmPaymentReturn;
  if (result.error || !answer) {
    throw data(null, { status: 503, statusText: 'Service Unavailable' });
  }
  const order = answer.order;
  // No order: an unknown payment, or another session's.
  if (!order) throw data(null, { status: 404, statusText: 'Not Found' });
  if (answer.success && order.status === 'PROCESSING') {
    return redirect(`${paths.success}?order=${encodeURIComponent(order.number)}`, 303);
  }
  if (order.status === 'PENDING_PAYMENT') return { pending: true };
  return redirect(
    declinedPaymentPath(
      paths.checkout,
      order.paymentStatus === 'canceled' ? 'canceled' : 'declined',
    ),
    303,
  );
}

function PaymentPendingScreen() {
  const intl = useIntl();
  const location = useLocation();
  return (
    <div className={styles.page} data-testid="payment-pending">
      <h1 className={styles.title}>{intl.formatMessage(checkoutPageMessages.pendingTitle)}</h1>
      <p role="status" className={styles.noMargin}>
        {intl.formatMessage(checkoutPageMessages.pendingBody)}
      </p>
      <div>
        <Link to={`${location.pathname}${location.search}`} appearance="primary">
          {intl.formatMessage(checkoutPageMessages.pendingRetry)}
        </Link>
      </div>
    </div>
  );
}

/** The lazy route `/checkout/payment-return` of a site (personal, never cached). */
export function paymentReturnRoute(locale: SiteLocale): LazyScreenRoute {
  return {
    loader: ({ request, context }: LoaderFunctionArgs) =>
      paymentReturnLoader(context, request.url, locale),
    // The return is handled once: never replay the confirmation because a form elsewhere was sent.
    shouldRevalidate: () => false,
    Component: PaymentPendingScreen,
    handle: checkoutHandle('paymentReturn'),
  };
}
