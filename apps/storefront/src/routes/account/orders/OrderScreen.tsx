import {
  type CheckoutAddressFragmentFragment,
  type UserOrderQueryQuery,
} from '@truffe/graphql/documents';
import { Button } from '@truffe/ui/Button';
import { Link } from '@truffe/ui/Link';
import { visuallyHidden } from '@truffe/ui/visuallyHidden';
import { type IntlShape, useIntl } from 'react-intl';
import { Form, useActionData, useLoaderData, useNavigation } from 'react-router';

import { countryName } from '../../../components/checkout/AddressText';
import { localizePath, type SiteLocale } from '../../../i18n/locales';
import * as accountStyles from '../account.css';
import {
  creditMemoDestination,
  creditMemoStatus,
  money,
  orderDate,
  orderDateTime,
  orderStatus,
} from './orderFormat';
import * as styles from './orders.css';
import { ordersMessages } from './ordersMessages';
import { ordersPaths } from './ordersPaths';
import { type ReorderAnswer } from './reorderAction';
import { returnStatus } from '../afterSales/afterSalesFormat';
import { afterSalesMessages } from '../afterSales/afterSalesMessages';
import { TableFrame } from './TableFrame';

type Me = NonNullable<UserOrderQueryQuery['me']>;
export type CustomerOrder = NonNullable<Me['order']>;
export interface OrderData {
  me: Me;
  order: CustomerOrder;
}

function PostalAddress({ address }: { address: CheckoutAddressFragmentFragment }) {
  const intl = useIntl();
  return (
    <address className={styles.address}>
      {address.firstname} {address.lastname}
      {address.company ? (
        <>
          <br />
          {address.company}
        </>
      ) : null}
      {address.street.map((line) => (
        <span key={line}>
          <br />
          {line}
        </span>
      ))}
      <br />
      {address.postcode} {address.city}
      <br />
      {countryName(intl, address.countryCode)}
      {address.telephone ? (
        <>
          <br />
          {address.telephone}
        </>
      ) : null}
    </address>
  );
}

function refundText(intl: IntlShape, memo: CustomerOrder['creditMemos'][number]) {
  return intl.formatMessage(ordersMessages.refundOf, {
    number: memo.number,
    date: orderDate(intl, memo.createdAt),
    amount: money(intl, memo.amount),
    destination: creditMemoDestination(intl, memo.refundTo),
    status: creditMemoStatus(intl, memo.status),
  });
}

/** The answer of the reorder form: what went to the cart and, translated by the server, what did not. */
function ReorderReport({ answer, locale }: { answer: ReorderAnswer; locale: SiteLocale }) {
  const intl = useIntl();
  return (
    <div
      className={answer.success ? accountStyles.notice : accountStyles.alert}
      role={answer.success ? 'status' : 'alert'}
      data-testid="reorder-report"
    >
      {answer.unavailable ? <p>{intl.formatMessage(ordersMessages.reorderUnavailable)}</p> : null}
      {answer.errorMessage ? <p>{answer.errorMessage}</p> : null}
      {answer.success ? (
        <p>
          {intl.formatMessage(ordersMessages.reorderDone, { count: answer.addedCount })}{' '}
          <Link to={localizePath('/cart', locale)}>
            {intl.formatMessage(ordersMessages.goToCart)}
          </Link>
        </p>
      ) : null}
      {answer.notAdded.length > 0 ? (
        <>
          <p>{intl.formatMessage(ordersMessages.reorderNotAdded)}</p>
          <ul>
            {answer.notAdded.map((line) => (
              <li key={line.sku}>{line.message}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/**
 * `/user/orders/:orderId/` (spec §2): everything of one of the customer's orders — lines with their options and
 * prices, totals incl. and excl. tax, addresses, delivery or pickup point, payment, status history, shipments
 * linked to the carrier's tracking page (a new tab, said to screen readers), invoices, refunds and returns —
 * and a reorder button, a plain form that works without JavaScript.
 */
export function OrderScreen() {
  const intl = useIntl();
  const locale = intl.locale as SiteLocale;
  const { me, order } = useLoaderData<OrderData>();
  const answer = useActionData<ReorderAnswer>();
  const navigation = useNavigation();
  const paths = ordersPaths(locale);
  // Shipped units not yet being returned can be sent back: the server says whether any are left.
  const returnable = me.returnableOrder !== null && me.returnableOrder !== undefined;
  const price = (value: { priceInclTax: { amount: number; currency: string } }) =>
    money(intl, value.priceInclTax);
  const exclTax = (value: { priceExclTax: { amount: number; currency: string } }) =>
    intl.formatMessage(ordersMessages.exclTax, { amount: money(intl, value.priceExclTax) });
  return (
    <div className={styles.screen} data-testid="user-order">
      <div className={accountStyles.section}>
        <p>
          <Link to={paths.list}>{intl.formatMessage(ordersMessages.backToOrders)}</Link>
        </p>
        <h1 className={accountStyles.title}>
          {intl.formatMessage(ordersMessages.orderTitle, { number: order.number })}
        </h1>
        <p className={accountStyles.muted}>
          {intl.formatMessage(ordersMessages.placedOn, { date: orderDate(intl, order.createdAt) })}
          {' · '}
          <span data-testid="order-status">{orderStatus(intl, order.status)}</span>
        </p>
      </div>

      {answer?.intent === 'reorder' ? <ReorderReport answer={answer} locale={locale} /> : null}
      <Form method="post">
        <input type="hidden" name="intent" value="reorder" />
        <Button type="submit" pending={navigation.state === 'submitting'}>
          {intl.formatMessage(ordersMessages.reorder)}
        </Button>
      </Form>

      <section className={accountStyles.section} aria-labelledby="order-items">
        <h2 id="order-items" className={accountStyles.subtitle}>
          {intl.formatMessage(ordersMessages.items)}
        </h2>
        <TableFrame label={intl.formatMessage(ordersMessages.items)}>
          <table className={styles.table} data-testid="order-lines">
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(ordersMessages.product)}</th>
                <th scope="col">{intl.formatMessage(ordersMessages.quantity)}</th>
                <th scope="col" className={styles.amount}>
                  {intl.formatMessage(ordersMessages.unitPrice)}
                </th>
                <th scope="col" className={styles.amount}>
                  {intl.formatMessage(ordersMessages.rowTotal)}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line) => (
                <tr key={line.id}>
                  <th scope="row">
                    {line.name}
                    <br />
                    <span className={accountStyles.muted}>
                      {intl.formatMessage(ordersMessages.sku)} {line.sku}
                    </span>
                    {line.options.length > 0 ? (
                      <ul className={styles.plainList}>
                        {line.options.map((option) => (
                          <li key={option.label}>
                            {intl.formatMessage(afterSalesMessages.optionValue, option)}
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </th>
                  <td>{line.quantity}</td>
                  <td className={styles.amount}>
                    {price(line.unitPrice)}
                    <br />
                    <span className={accountStyles.muted}>{exclTax(line.unitPrice)}</span>
                  </td>
                  <td className={styles.amount}>
                    {price(line.rowTotal)}
                    <br />
                    <span className={accountStyles.muted}>{exclTax(line.rowTotal)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      </section>

      <section className={accountStyles.section} aria-labelledby="order-totals">
        <h2 id="order-totals" className={accountStyles.subtitle}>
          {intl.formatMessage(ordersMessages.totals)}
        </h2>
        <dl className={styles.totals} data-testid="order-totals">
          <dt>{intl.formatMessage(ordersMessages.subtotal)}</dt>
          <dd>{price(order.totals.subtotal)}</dd>
          <dt>{intl.formatMessage(ordersMessages.shippingAmount)}</dt>
          <dd>{money(intl, order.totals.shipping)}</dd>
          {order.totals.storeCreditUsed.amount > 0 ? (
            <>
              <dt>{intl.formatMessage(ordersMessages.storeCreditUsed)}</dt>
              <dd>−{money(intl, order.totals.storeCreditUsed)}</dd>
            </>
          ) : null}
          <dt>{intl.formatMessage(ordersMessages.grandTotalExclTax)}</dt>
          <dd>{money(intl, order.totals.grandTotal.priceExclTax)}</dd>
          <dt>{intl.formatMessage(ordersMessages.tax)}</dt>
          <dd>{money(intl, order.totals.tax)}</dd>
          <dt>{intl.formatMessage(ordersMessages.grandTotal)}</dt>
          <dd>
            <strong>{price(order.totals.grandTotal)}</strong>
          </dd>
        </dl>
      </section>

      <div className={styles.columns}>
        <section className={accountStyles.section} aria-labelledby="order-delivery">
          <h2 id="order-delivery" className={accountStyles.subtitle}>
            {intl.formatMessage(ordersMessages.delivery)}
          </h2>
          <p>{order.shippingMethod.title}</p>
          {order.pickupPoint ? (
            <p>
              {intl.formatMessage(ordersMessages.pickupPoint, { name: order.pickupPoint.name })}
              <br />
              {order.pickupPoint.street.join(', ')}, {order.pickupPoint.postcode}{' '}
              {order.pickupPoint.city}
            </p>
          ) : null}
          <h3 className={accountStyles.subtitle}>
            {intl.formatMessage(ordersMessages.shippingAddress)}
          </h3>
          <PostalAddress address={order.shippingAddress} />
        </section>
        <section className={accountStyles.section} aria-labelledby="order-payment">
          <h2 id="order-payment" className={accountStyles.subtitle}>
            {intl.formatMessage(ordersMessages.payment)}
          </h2>
          <p>{order.payment.title}</p>
          <h3 className={accountStyles.subtitle}>
            {intl.formatMessage(ordersMessages.billingAddress)}
          </h3>
          <PostalAddress address={order.billingAddress} />
        </section>
      </div>

      <section className={accountStyles.section} aria-labelledby="order-shipments">
        <h2 id="order-shipments" className={accountStyles.subtitle}>
          {intl.formatMessage(ordersMessages.shipments)}
        </h2>
        {order.shipments.length === 0 ? (
          <p className={accountStyles.muted}>{intl.formatMessage(ordersMessages.noShipment)}</p>
        ) : (
          <ul className={styles.plainList} data-testid="order-shipments">
            {order.shipments.map((shipment) => (
              <li key={shipment.id}>
                {intl.formatMessage(ordersMessages.shipmentOf, {
                  carrier: shipment.name,
                  date: orderDate(intl, shipment.createdAt),
                  tracking: shipment.trackingId,
                })}
                {shipment.url ? (
                  <>
                    {' '}
                    <a href={shipment.url} target="_blank" rel="noopener noreferrer">
                      {intl.formatMessage(ordersMessages.track, { tracking: shipment.trackingId })}
                      <span className={visuallyHidden}>
                        {' '}
                        {intl.formatMessage(ordersMessages.newTab)}
                      </span>
                    </a>
                  </>
                ) : null}
                <ul>
                  {shipment.items.map((item) => (
                    <li key={item.sku}>
                      {item.quantity} × {item.name}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={accountStyles.section} aria-labelledby="order-invoices">
        <h2 id="order-invoices" className={accountStyles.subtitle}>
          {intl.formatMessage(ordersMessages.invoices)}
        </h2>
        {order.invoices.length === 0 ? (
          <p className={accountStyles.muted}>{intl.formatMessage(ordersMessages.noInvoice)}</p>
        ) : (
          <ul className={styles.plainList} data-testid="order-invoices">
            {order.invoices.map((invoice) => (
              <li key={invoice.id}>
                {intl.formatMessage(ordersMessages.invoiceOf, {
                  number: invoice.number,
                  date: orderDate(intl, invoice.creationDate),
                  amount: money(intl, invoice.totals.grandTotal),
                })}{' '}
                <Link to={paths.invoice(order.order_id, invoice.id)}>
                  {intl.formatMessage(ordersMessages.viewInvoice, { number: invoice.number })}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      {order.creditMemos.length > 0 ? (
        <section className={accountStyles.section} aria-labelledby="order-refunds">
          <h2 id="order-refunds" className={accountStyles.subtitle}>
            {intl.formatMessage(ordersMessages.refunds)}
          </h2>
          <ul className={styles.plainList}>
            {order.creditMemos.map((memo) => (
              <li key={memo.id}>{refundText(intl, memo)}</li>
            ))}
          </ul>
          <p>
            <Link to={`${paths.order(order.order_id)}refunds`}>
              {intl.formatMessage(ordersMessages.refundsDetail)}
            </Link>
          </p>
        </section>
      ) : null}

      {order.returns.length > 0 || returnable ? (
        <section className={accountStyles.section} aria-labelledby="order-returns">
          <h2 id="order-returns" className={accountStyles.subtitle}>
            {intl.formatMessage(ordersMessages.returns)}
          </h2>
          {returnable ? (
            <p>
              <Link to={`${paths.order(order.order_id)}returns/create`} data-testid="return-link">
                {intl.formatMessage(ordersMessages.returnItems)}
              </Link>
            </p>
          ) : null}
          <ul className={styles.plainList}>
            {order.returns.map((entry) => (
              <li key={entry.id}>
                {intl.formatMessage(ordersMessages.returnOf, {
                  number: entry.number,
                  date: orderDate(intl, entry.createdAt),
                  status: returnStatus(intl, entry.status),
                })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className={accountStyles.section} aria-labelledby="order-history">
        <h2 id="order-history" className={accountStyles.subtitle}>
          {intl.formatMessage(ordersMessages.history)}
        </h2>
        <ol className={styles.plainList} data-testid="order-history">
          {order.statusHistory.length === 0 ? (
            <li>
              {orderDateTime(intl, order.createdAt)} — {orderStatus(intl, order.status)}
            </li>
          ) : (
            order.statusHistory.map((change, index) => (
              <li key={`${change.createdAt}-${index}`}>
                {orderDateTime(intl, change.createdAt)} — {orderStatus(intl, change.status)}
                {change.comment ? ` (${change.comment})` : ''}
              </li>
            ))
          )}
        </ol>
      </section>
    </div>
  );
}
