import { type UserReturnsQueryQuery } from '@truffe/graphql/documents';
import { Link } from '@truffe/ui/Link';
import { useIntl } from 'react-intl';
import { useLoaderData, useSearchParams } from 'react-router';

import * as accountStyles from '../account.css';
import { orderDate, orderDateTime } from '../orders/orderFormat';
import * as styles from '../orders/orders.css';
import { ordersPaths } from '../orders/ordersPaths';
import { type SiteLocale } from '../../../i18n/locales';
import {
  label,
  resolutionMessages,
  returnConditionMessages,
  returnReasonMessages,
  returnStatus,
} from './afterSalesFormat';
import { afterSalesMessages as m } from './afterSalesMessages';

export type ReturnsData = { me: NonNullable<UserReturnsQueryQuery['me']> };

/**
 * `/user/returns` (spec §2): the customer's returns, newest first — status, items with reason and condition,
 * the wished resolution, the shop's reason when refused, each step with its date. After a new request the page
 * says its number (`?created=R-…`, the return form's redirect).
 */
export function ReturnsScreen() {
  const intl = useIntl();
  const { me } = useLoaderData<ReturnsData>();
  const [search] = useSearchParams();
  const created = me.returns.find((entry) => entry.number === search.get('created'));
  const paths = ordersPaths(intl.locale as SiteLocale);
  return (
    <div className={accountStyles.screen} data-testid="user-returns">
      <h1 className={accountStyles.title}>{intl.formatMessage(m.returnsTitle)}</h1>
      {created ? (
        <p className={accountStyles.notice} role="status" data-testid="return-created">
          {intl.formatMessage(m.returnCreated, { number: created.number })}
        </p>
      ) : null}
      {me.returns.length === 0 ? (
        <p className={accountStyles.muted}>{intl.formatMessage(m.returnsEmpty)}</p>
      ) : (
        me.returns.map((entry) => (
          <section
            key={entry.id}
            className={accountStyles.section}
            aria-labelledby={`return-${entry.id}`}
            data-testid="return"
          >
            <h2 id={`return-${entry.id}`} className={accountStyles.subtitle}>
              {intl.formatMessage(m.returnHeading, { number: entry.number, order: entry.orderId })}
            </h2>
            <p className={styles.plainList}>
              {intl.formatMessage(m.returnAskedOn, { date: orderDate(intl, entry.createdAt) })}
              <br />
              <strong data-testid="return-status">
                {intl.formatMessage(m.returnStatus, { status: returnStatus(intl, entry.status) })}
              </strong>
              <br />
              {intl.formatMessage(m.returnWish, {
                resolution: label(intl, resolutionMessages, entry.resolution),
              })}
            </p>
            {entry.refusalReason ? (
              <p>{intl.formatMessage(m.returnRefusal, { reason: entry.refusalReason })}</p>
            ) : null}
            <ul className={styles.plainList}>
              {entry.items.map((item) => (
                <li key={item.sku}>
                  {intl.formatMessage(m.returnItem, {
                    quantity: item.quantity,
                    name: item.name,
                    reason: label(intl, returnReasonMessages, item.reason),
                    condition: label(intl, returnConditionMessages, item.condition),
                  })}
                </li>
              ))}
            </ul>
            {entry.comment ? <p className={accountStyles.muted}>{entry.comment}</p> : null}
            <h3 className={styles.plainList}>{intl.formatMessage(m.returnHistory)}</h3>
            <ol className={styles.plainList}>
              {entry.history.map((step, index) => (
                <li key={`${step.createdAt}-${index}`}>
                  {orderDateTime(intl, step.createdAt)} — {returnStatus(intl, step.status)}
                </li>
              ))}
            </ol>
            <p>
              <Link to={paths.order(entry.orderId)}>
                {intl.formatMessage(m.viewOrder, { number: entry.orderId })}
              </Link>
            </p>
          </section>
        ))
      )}
    </div>
  );
}
