import { PlacedOrderQueryDocument, type PlacedOrderQueryQuery } from '@truffe/graphql/documents';
import { Link } from '@truffe/ui/Link';
import { useIntl } from 'react-intl';
import { data, type LoaderFunctionArgs, useLoaderData } from 'react-router';

import * as styles from '../../components/checkout/checkout.css';
import { checkoutPageMessages } from '../../components/checkout/checkoutMessages';
import { PlacedOrderDetails } from '../../components/checkout/PlacedOrderDetails';
import { localizePath, type SiteLocale } from '../../i18n/locales';
import { type LazyScreenRoute } from '../category/lazyScreenRoute';
import { checkoutHandle } from './checkoutHead';
import { privateQuery } from './privateQuery';

type PlacedOrder = NonNullable<PlacedOrderQueryQuery['placedOrder']>;

interface SuccessData {
  order: PlacedOrder;
  cataloguePath: string;
  trackPath: string;
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
  return {
    order: placedOrder,
    cataloguePath: localizePath('/', locale),
    trackPath: localizePath('/orders/', locale),
  };
}

/** The success page (spec §2 `/checkout/success`): the order number, what was ordered, the e-mail notice. */
export function CheckoutSuccessScreen({
  data: { order, cataloguePath, trackPath },
}: {
  data: SuccessData;
}) {
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
      <PlacedOrderDetails order={order} headingId="success-summary" />
      <div className={styles.successLinks}>
        <Link to={cataloguePath} appearance="primary">
          {intl.formatMessage(checkoutPageMessages.successContinue)}
        </Link>
        {/* A guest finds the order again by its number and e-mail; a customer in the account (decision 0919). */}
        <Link to={trackPath}>{intl.formatMessage(checkoutPageMessages.successTrack)}</Link>
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
