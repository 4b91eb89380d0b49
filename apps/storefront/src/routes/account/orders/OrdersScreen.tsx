import { type UserOrdersQueryQuery } from '@truffe/graphql/documents';
import { Link } from '@truffe/ui/Link';
import { visuallyHidden } from '@truffe/ui/visuallyHidden';
import { Pagination } from '@truffe/ui/Pagination';
import { useIntl } from 'react-intl';
import { useLoaderData } from 'react-router';

import { localizePath, type SiteLocale } from '../../../i18n/locales';
import * as accountStyles from '../account.css';
import { money, orderDate, orderStatus } from './orderFormat';
import * as styles from './orders.css';
import { ordersMessages } from './ordersMessages';
import { ordersPaths } from './ordersPaths';
import { TableFrame } from './TableFrame';

export type OrdersData = UserOrdersQueryQuery & { me: NonNullable<UserOrdersQueryQuery['me']> };

/**
 * `/user/orders/` (spec §2): the customer's orders, newest first, ten a page — number (a link to the order),
 * date, status and total — with page links that work without JavaScript, or an empty state.
 */
export function OrdersScreen() {
  const intl = useIntl();
  const locale = intl.locale as SiteLocale;
  const { me } = useLoaderData<OrdersData>();
  const { orders } = me;
  const paths = ordersPaths(locale);
  return (
    <div className={styles.screen} data-testid="user-orders">
      <h1 className={accountStyles.title}>{intl.formatMessage(ordersMessages.listTitle)}</h1>
      {orders.totalCount === 0 ? (
        <div className={accountStyles.section}>
          <p>{intl.formatMessage(ordersMessages.empty)}</p>
          <p>
            <Link to={localizePath('/', locale)}>{intl.formatMessage(ordersMessages.shop)}</Link>
          </p>
        </div>
      ) : orders.items.length === 0 ? (
        <div className={accountStyles.section}>
          <p>{intl.formatMessage(ordersMessages.emptyPage)}</p>
          <p>
            <Link to={paths.list}>{intl.formatMessage(ordersMessages.firstPage)}</Link>
          </p>
        </div>
      ) : (
        <>
          <p className={accountStyles.muted}>
            {intl.formatMessage(ordersMessages.count, { count: orders.totalCount })}
          </p>
          <TableFrame label={intl.formatMessage(ordersMessages.listTitle)}>
            <table className={styles.table}>
              <caption className={visuallyHidden}>
                {intl.formatMessage(ordersMessages.listTitle)}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{intl.formatMessage(ordersMessages.number)}</th>
                  <th scope="col">{intl.formatMessage(ordersMessages.date)}</th>
                  <th scope="col">{intl.formatMessage(ordersMessages.status)}</th>
                  <th scope="col" className={styles.amount}>
                    {intl.formatMessage(ordersMessages.total)}
                  </th>
                </tr>
              </thead>
              <tbody>
                {orders.items.map((order) => (
                  <tr key={order.order_id} data-testid="order-row">
                    <th scope="row">
                      <Link
                        to={paths.order(order.order_id)}
                        aria-label={intl.formatMessage(ordersMessages.viewLabel, {
                          number: order.number,
                        })}
                      >
                        {order.number}
                      </Link>
                    </th>
                    <td>{orderDate(intl, order.createdAt)}</td>
                    <td>{orderStatus(intl, order.status)}</td>
                    <td className={styles.amount}>
                      {money(intl, order.totals.grandTotal.priceInclTax)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
          <Pagination
            page={orders.page}
            pageCount={orders.totalPages}
            hrefForPage={paths.page}
            label={intl.formatMessage(ordersMessages.pagination)}
            previousLabel={intl.formatMessage(ordersMessages.previousPage)}
            nextLabel={intl.formatMessage(ordersMessages.nextPage)}
            pageLabel={(page) => intl.formatMessage(ordersMessages.pageLabel, { page })}
          />
        </>
      )}
    </div>
  );
}
