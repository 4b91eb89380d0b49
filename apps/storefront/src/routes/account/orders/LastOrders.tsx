import { type UserOrdersQueryQuery } from '@truffe/graphql/documents';
import { Link } from '@truffe/ui/Link';
import { useIntl } from 'react-intl';

import { type SiteLocale } from '../../../i18n/locales';
import * as accountStyles from '../account.css';
import { money, orderDate, orderStatus } from './orderFormat';
import * as styles from './orders.css';
import { ordersMessages } from './ordersMessages';
import { ordersPaths } from './ordersPaths';

type Orders = NonNullable<UserOrdersQueryQuery['me']>['orders'];

/** The dashboard's last orders (at most three): number, date, status, total, and a link to the full list. */
export function LastOrders({ orders }: { orders?: Orders }) {
  const intl = useIntl();
  const paths = ordersPaths(intl.locale as SiteLocale);
  if (!orders || orders.items.length === 0)
    return (
      <p className={accountStyles.muted}>{intl.formatMessage(ordersMessages.dashboardNoOrder)}</p>
    );
  return (
    <>
      <ul className={styles.plainList} data-testid="dashboard-orders">
        {orders.items.map((order) => (
          <li key={order.order_id}>
            <Link
              to={paths.order(order.order_id)}
              aria-label={intl.formatMessage(ordersMessages.viewLabel, { number: order.number })}
            >
              {order.number}
            </Link>
            {' · '}
            {orderDate(intl, order.createdAt)} · {orderStatus(intl, order.status)} ·{' '}
            {money(intl, order.totals.grandTotal.priceInclTax)}
          </li>
        ))}
      </ul>
      <p>
        <Link to={paths.list}>{intl.formatMessage(ordersMessages.dashboardAllOrders)}</Link>
      </p>
    </>
  );
}
