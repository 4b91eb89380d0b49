import { type UserStoreCreditQueryQuery } from '@truffe/graphql/documents';
import { Link } from '@truffe/ui/Link';
import { useIntl } from 'react-intl';
import { useLoaderData } from 'react-router';

import { type SiteLocale } from '../../../i18n/locales';
import * as accountStyles from '../account.css';
import { money, orderDate } from '../orders/orderFormat';
import * as ordersStyles from '../orders/orders.css';
import { ordersPaths } from '../orders/ordersPaths';
import * as styles from './afterSales.css';
import { afterSalesMessages as m } from './afterSalesMessages';
import { TableFrame } from '../orders/TableFrame';

export type StoreCreditData = { me: NonNullable<UserStoreCreditQueryQuery['me']> };
type Movement = StoreCreditData['me']['storeCredit']['history'][number];

function MovementText({ movement }: { movement: Movement }) {
  const intl = useIntl();
  const paths = ordersPaths(intl.locale as SiteLocale);
  const order = movement.orderNumber;
  const values = { order: order ?? '', memo: movement.creditMemoNumber ?? '' };
  const text = intl.formatMessage(
    movement.reason === 'refund'
      ? m.movementRefund
      : movement.reason === 'order'
        ? m.movementOrder
        : movement.reason === 'order_canceled'
          ? m.movementOrderCanceled
          : m.movementStaff,
    values,
  );
  return order ? <Link to={paths.order(order)}>{text}</Link> : <>{text}</>;
}

/**
 * `/user/store-credit` (spec §2, issue 16 item 6): the balance, how to use it, and every movement with the
 * balance after it (the ledger's own figures: the balance is their sum).
 */
export function StoreCreditScreen() {
  const intl = useIntl();
  const { me } = useLoaderData<StoreCreditData>();
  const { balance, history } = me.storeCredit;
  return (
    <div className={accountStyles.screen} data-testid="user-store-credit">
      <h1 className={accountStyles.title}>{intl.formatMessage(m.storeCreditTitle)}</h1>
      <p className={styles.balance} data-testid="store-credit-balance">
        {intl.formatMessage(m.storeCreditBalance, { amount: money(intl, balance) })}
      </p>
      <p className={accountStyles.muted}>{intl.formatMessage(m.storeCreditHint)}</p>
      <h2 className={accountStyles.subtitle}>{intl.formatMessage(m.storeCreditHistory)}</h2>
      {history.length === 0 ? (
        <p className={accountStyles.muted}>{intl.formatMessage(m.storeCreditEmpty)}</p>
      ) : (
        <TableFrame label={intl.formatMessage(m.storeCreditHistory)}>
          <table className={ordersStyles.table} data-testid="store-credit-history">
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(m.storeCreditDate)}</th>
                <th scope="col">{intl.formatMessage(m.storeCreditMovement)}</th>
                <th scope="col" className={ordersStyles.amount}>
                  {intl.formatMessage(m.storeCreditAmount)}
                </th>
                <th scope="col" className={ordersStyles.amount}>
                  {intl.formatMessage(m.storeCreditAfter)}
                </th>
              </tr>
            </thead>
            <tbody>
              {history.map((movement) => (
                <tr key={movement.id}>
                  <td>{orderDate(intl, movement.createdAt, 'medium')}</td>
                  <td>
                    <MovementText movement={movement} />
                  </td>
                  <td className={ordersStyles.amount}>{money(intl, movement.amount)}</td>
                  <td className={ordersStyles.amount}>{money(intl, movement.balanceAfter)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
    </div>
  );
}
