import {
  type InvoicePartyFragmentFragment,
  type UserInvoiceQueryQuery,
} from '@truffe/graphql/documents';
import { Link } from '@truffe/ui/Link';
import { visuallyHidden } from '@truffe/ui/visuallyHidden';
import { useIntl } from 'react-intl';
import { useLoaderData } from 'react-router';

import { countryName } from '../../../components/checkout/AddressText';
import { type SiteLocale } from '../../../i18n/locales';
import * as accountStyles from '../account.css';
import { money, orderDate } from './orderFormat';
import * as styles from './orders.css';
import { ordersMessages } from './ordersMessages';
import { ordersPaths } from './ordersPaths';
import { TableFrame } from './TableFrame';

type Order = NonNullable<NonNullable<UserInvoiceQueryQuery['me']>['order']>;
export interface InvoiceData {
  order: Pick<Order, 'order_id' | 'number' | 'payment'>;
  invoice: Order['invoices'][number];
}

function Party({ party }: { party: InvoicePartyFragmentFragment }) {
  const intl = useIntl();
  return (
    <address className={styles.address}>
      {party.company ? (
        <>
          <strong>{party.company}</strong>
          <br />
        </>
      ) : null}
      {party.name}
      {party.street.map((line) => (
        <span key={line}>
          <br />
          {line}
        </span>
      ))}
      <br />
      {party.postcode} {party.city} {countryName(intl, party.countryCode)}
      {party.siret ? (
        <>
          <br />
          {intl.formatMessage(ordersMessages.siret, { value: party.siret })}
        </>
      ) : null}
      {party.vatNumber ? (
        <>
          <br />
          {intl.formatMessage(ordersMessages.vatNumber, { value: party.vatNumber })}
        </>
      ) : null}
    </address>
  );
}

/**
 * `/user/orders/:orderId/invoice/:invoiceId/` (spec §2, displayable invoice): the invoice as issued — seller and
 * buyer, lines with their VAT rate and amounts, totals — and a link to download its PDF (served by the server).
 */
export function InvoiceScreen() {
  const intl = useIntl();
  const locale = intl.locale as SiteLocale;
  const { order, invoice } = useLoaderData<InvoiceData>();
  const paths = ordersPaths(locale);
  const rate = (value: number) =>
    intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 2 });
  return (
    <div className={styles.screen} data-testid="user-invoice">
      <div className={accountStyles.section}>
        <p>
          <Link to={paths.order(order.order_id)}>
            {intl.formatMessage(ordersMessages.backToOrder, { number: order.number })}
          </Link>
        </p>
        <h1 className={accountStyles.title}>
          {intl.formatMessage(ordersMessages.invoiceTitle, { number: invoice.number })}
        </h1>
        <p className={accountStyles.muted}>
          {intl.formatMessage(ordersMessages.invoiceDate, {
            date: orderDate(intl, invoice.creationDate),
          })}
          {' · '}
          {intl.formatMessage(ordersMessages.invoiceOrder, { number: order.number })}
          {' · '}
          {order.payment.title}
        </p>
        <p>
          {/* A file, not a page: a plain anchor (spec §2 links), downloaded by the browser. */}
          <a href={paths.invoicePdf(order.order_id, invoice.id)} download>
            {intl.formatMessage(ordersMessages.downloadPdf)}
          </a>
        </p>
      </div>
      <div className={styles.columns}>
        <section className={accountStyles.section} aria-labelledby="invoice-seller">
          <h2 id="invoice-seller" className={accountStyles.subtitle}>
            {intl.formatMessage(ordersMessages.seller)}
          </h2>
          <Party party={invoice.seller} />
        </section>
        <section className={accountStyles.section} aria-labelledby="invoice-buyer">
          <h2 id="invoice-buyer" className={accountStyles.subtitle}>
            {intl.formatMessage(ordersMessages.buyer)}
          </h2>
          <Party party={invoice.buyer} />
        </section>
      </div>
      <TableFrame
        label={intl.formatMessage(ordersMessages.invoiceTitle, { number: invoice.number })}
      >
        <table className={styles.table} data-testid="invoice-lines">
          <caption className={visuallyHidden}>
            {intl.formatMessage(ordersMessages.invoiceTitle, { number: invoice.number })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(ordersMessages.product)}</th>
              <th scope="col">{intl.formatMessage(ordersMessages.quantity)}</th>
              <th scope="col" className={styles.amount}>
                {intl.formatMessage(ordersMessages.unitPrice)}
              </th>
              <th scope="col" className={styles.amount}>
                {intl.formatMessage(ordersMessages.taxRate)}
              </th>
              <th scope="col" className={styles.amount}>
                {intl.formatMessage(ordersMessages.lineExclTax)}
              </th>
              <th scope="col" className={styles.amount}>
                {intl.formatMessage(ordersMessages.taxAmount)}
              </th>
              <th scope="col" className={styles.amount}>
                {intl.formatMessage(ordersMessages.lineInclTax)}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.items.map((item) => (
              <tr key={item.id}>
                <th scope="row">
                  {item.name}
                  <br />
                  <span className={accountStyles.muted}>{item.sku}</span>
                </th>
                <td>{item.quantity}</td>
                <td className={styles.amount}>
                  {intl.formatMessage(ordersMessages.exclTax, {
                    amount: money(intl, item.price.priceExclTax),
                  })}
                </td>
                <td className={styles.amount}>{rate(item.taxRate)}</td>
                <td className={styles.amount}>{money(intl, item.subtotal.priceExclTax)}</td>
                <td className={styles.amount}>{money(intl, item.taxAmount)}</td>
                <td className={styles.amount}>{money(intl, item.subtotal.priceInclTax)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
      <dl className={styles.totals} data-testid="invoice-totals">
        <dt>{intl.formatMessage(ordersMessages.invoiceSubtotal)}</dt>
        <dd>{money(intl, invoice.totals.subtotal)}</dd>
        <dt>{intl.formatMessage(ordersMessages.invoiceShipping)}</dt>
        <dd>{money(intl, invoice.totals.shippingAmount)}</dd>
        <dt>{intl.formatMessage(ordersMessages.invoiceTax)}</dt>
        <dd>{money(intl, invoice.totals.taxAmount)}</dd>
        <dt>{intl.formatMessage(ordersMessages.invoiceGrandTotal)}</dt>
        <dd>
          <strong>{money(intl, invoice.totals.grandTotal)}</strong>
        </dd>
      </dl>
    </div>
  );
}
