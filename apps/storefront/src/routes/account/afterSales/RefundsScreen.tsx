import { Link } from '@truffe/ui/Link';
import { useIntl } from 'react-intl';
import { useLoaderData } from 'react-router';

import { type SiteLocale } from '../../../i18n/locales';
import * as accountStyles from '../account.css';
import { creditMemoDestination, creditMemoStatus, money, orderDate } from '../orders/orderFormat';
import { type OrderData } from '../orders/OrderScreen';
import * as ordersStyles from '../orders/orders.css';
import { ordersPaths } from '../orders/ordersPaths';
import { afterSalesMessages as m } from './afterSalesMessages';
import * as styles from './afterSales.css';

/**
 * `/user/orders/:orderId/refunds` (spec §2, issue 16 item 5): the credit memos of one of the customer's orders,
 * each with its date, amount, where the money went (the payment or store credit), its state and its items.
 */
export function RefundsScreen() {
  const intl = useIntl();
  const { order } = useLoaderData<OrderData>();
  const paths = ordersPaths(intl.locale as SiteLocale);
  return (
    <div className={accountStyles.screen} data-testid="order-refunds-page">
      <h1 className={accountStyles.title}>
        {intl.formatMessage(m.refundsTitle, { number: order.number })}
      </h1>
      {order.creditMemos.length === 0 ? (
        <p className={accountStyles.muted}>{intl.formatMessage(m.refundsEmpty)}</p>
      ) : (
        order.creditMemos.map((memo) => {
          return (
            <section
              key={memo.id}
              className={accountStyles.section}
              aria-labelledby={`memo-${memo.id}`}
              data-testid="credit-memo"
            >
              <h2 id={`memo-${memo.id}`} className={accountStyles.subtitle}>
                {intl.formatMessage(m.refundHeading, { number: memo.number })}
              </h2>
              <p className={accountStyles.muted}>
                {intl.formatMessage(m.refundSummary, {
                  date: orderDate(intl, memo.createdAt),
                  amount: money(intl, memo.amount),
                  destination: creditMemoDestination(intl, memo.refundTo),
                  status: creditMemoStatus(intl, memo.status),
                })}
              </p>
              <ul className={ordersStyles.plainList}>
                {memo.items.length === 0 ? (
                  <li className={styles.minorHeading}>{intl.formatMessage(m.shippingOnly)}</li>
                ) : (
                  memo.items.map((item) => (
                    <li key={item.sku}>
                      {intl.formatMessage(m.refundItem, {
                        quantity: item.quantity,
                        name: item.name,
                      })}
                    </li>
                  ))
                )}
              </ul>
            </section>
          );
        })
      )}
      <p>
        <Link to={paths.order(order.order_id)}>{intl.formatMessage(m.backToOrder)}</Link>
      </p>
    </div>
  );
}
