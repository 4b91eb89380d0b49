import { PlacedOrderQueryDocument, type PlacedOrderQueryQuery } from '@truffe/graphql/documents';
import { Link } from '@truffe/ui/Link';
import { useIntl } from 'react-intl';
import { data, type LoaderFunctionArgs, useLoaderData } from 'react-router';

import { AddressText } from '../../components/checkout/AddressText';
import * as styles from '../../components/checkout/checkout.css';
import { checkoutMessages, checkoutPageMessages } from '../../components/checkout/checkoutMessages';
import { OrderSummary } from '../../components/checkout/OrderSummary';
import { localizePath, type SiteLocale } from '../../i18n/locales';
import { type LazyScreenRoute } from '../category/lazyScreenRoute';
import { checkoutHandle } from './checkoutHead';
import { privateQuery } from './privateQuery';

type PlacedOrder = NonNullable<PlacedOrderQueryQuery['placedOrder']>;

interface SuccessData {
  order: PlacedOrder;
  cataloguePath: string;
}

function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

/** The order of `?order=<number>`, only for the session that placed it; any other visitor gets the 404 page. */
async function loadSuccess(
  context: unknown,
  url: string,
  locale: SiteLocale,
): Promise<SuccessData> {
  const number = new URL(url, 'http://localhost').searchParams.get('order')?.trim() ?? '';
  if (number === '' || number.length > 64) notFound();
  const { placedOrder } = await privateQuery(context, PlacedOrderQueryDocument, { number });
  if (!placedOrder) notFound();
  return { order: placedOrder, cataloguePath: localizePath('/', locale) };
}

/** The success page (spec §2 `/checkout/success`): the order number, what was ordered, the e-mail notice. */
export function CheckoutSuccessScreen({ data: { order, cataloguePath } }: { data: SuccessData }) {
  const intl = useIntl();
  return (
    <div className={styles.page} data-testid="checkout-success">
      <h1 className={styles.title}>{intl.formatMessage(checkoutPageMessages.successTitle)}</h1>
      <p className={styles.noMargin} data-testid="order-number">
        {intl.formatMessage(checkoutPageMessages.successNumber, {
          number: <strong key="number">{order.number}</strong>,
        })}
      </p>
      <p role="status" className={styles.notice}>
        {intl.formatMessage(checkoutPageMessages.successEmail, { email: order.email })}
      </p>
      <section className={styles.aside} aria-labelledby="success-summary">
        <h2 id="success-summary" className={styles.subheading}>
          {intl.formatMessage(checkoutMessages.orderSummary)}
        </h2>
        <OrderSummary
          lines={order.lines.map((line, index) => ({
            key: `${line.sku}-${index}`,
            name: line.name,
            options: line.options,
            quantity: line.quantity,
            rowTotal: line.rowTotal,
            rowTotalExclTax: line.rowTotalExclTax,
          }))}
          totals={{ ...order.totals, subtotalExclTax: order.subtotalExclTax }}
          basis={order.priceBasis}
        />
        <div className={styles.reviewGrid}>
          <div>
            <h3 className={styles.subheading}>
              {intl.formatMessage(checkoutPageMessages.successDelivery)}
            </h3>
            <p className={styles.noMargin}>{order.shippingMethodTitle}</p>
            {order.pickupPoint ? (
              <p className={styles.noMargin}>
                {intl.formatMessage(checkoutMessages.pickupAt, { name: order.pickupPoint.name })}
                <br />
                {order.pickupPoint.street.join(', ')}, {order.pickupPoint.postcode}{' '}
                {order.pickupPoint.city}
              </p>
            ) : (
              <AddressText address={order.shippingAddress} />
            )}
          </div>
          <div>
            <h3 className={styles.subheading}>
              {intl.formatMessage(checkoutMessages.stepPayment)}
            </h3>
            <p className={styles.noMargin}>
              {intl.formatMessage(checkoutPageMessages.successPayment, {
                method: order.paymentMethodTitle,
              })}
            </p>
          </div>
        </div>
      </section>
      <div>
        <Link to={cataloguePath} appearance="primary">
          {intl.formatMessage(checkoutPageMessages.successContinue)}
        </Link>
      </div>
    </div>
  );
}

function CheckoutSuccessRoute() {
  return <CheckoutSuccessScreen data={useLoaderData<SuccessData>()} />;
}

/** The lazy route `/checkout/success` of a site (personal, never cached). */
export function checkoutSuccessRoute(locale: SiteLocale): LazyScreenRoute {
  return {
    loader: ({ request, context }: LoaderFunctionArgs) => loadSuccess(context, request.url, locale),
    Component: CheckoutSuccessRoute,
    handle: checkoutHandle('success'),
  };
}
