import { type PriceBasis } from '@truffe/graphql/documents';
import { formatMoney, type Money } from '@truffe/ui/Price';
import { useIntl } from 'react-intl';

import { priceText } from '../product/priceDisplay';
import { priceMessages } from '../product/useCatalogueFormat';

import * as styles from './checkout.css';
import { checkoutMessages } from './checkoutMessages';
import { ChargedInEurosNote } from '../currency/CurrencySwitch';

export interface SummaryLine {
  key: string;
  name: string;
  options: readonly { label: string; value: string }[];
  quantity: number;
  /** Row total including tax. */
  rowTotal: Money;
  /** Row total excluding tax, shown first to professionals (`basis: 'exclTax'`). */
  rowTotalExclTax?: Money;
}

export interface SummaryTotals {
  subtotal: Money;
  shipping: Money;
  tax: Money;
  grandTotalExclTax: Money;
  grandTotal: Money;
  /** Subtotal excluding tax, shown to professionals instead of `subtotal`. */
  subtotalExclTax?: Money;
}

/** The lines of a cart or order and its totals including and excluding tax. */
export function OrderSummary({
  lines,
  totals,
  headingLevel = 3,
  basis = 'inclTax',
  shippingPending = false,
}: {
  lines: readonly SummaryLine[];
  totals: SummaryTotals;
  /**
   * No delivery method is chosen yet: the delivery line says it comes at that step instead of a figure (a
   * "free" delivery that becomes 5,90 € later misleads). @defaultValue false
   */
  shippingPending?: boolean;
  /** @defaultValue 3 */
  headingLevel?: 2 | 3;
  /** The server's basis of the customer: professionals read excl. tax first. @defaultValue 'inclTax' */
  basis?: PriceBasis;
}) {
  const intl = useIntl();
  const money = (value: Money) => formatMoney(value, intl.locale);
  const pro = basis === 'exclTax';
  const lineText = (line: SummaryLine) =>
    pro && line.rowTotalExclTax
      ? priceText(intl, { priceExclTax: line.rowTotalExclTax, priceInclTax: line.rowTotal }, basis)
      : money(line.rowTotal);
  const subtotal = pro && totals.subtotalExclTax ? totals.subtotalExclTax : totals.subtotal;
  const Heading = `h${headingLevel}` as const;
  return (
    <>
      <Heading className={styles.subheading}>{intl.formatMessage(checkoutMessages.items)}</Heading>
      <ul className={styles.lines} data-testid="checkout-lines">
        {lines.map((line) => (
          <li key={line.key} className={styles.line}>
            <div className={styles.choiceText}>
              <span className={styles.choiceTitle}>{line.name}</span>
              {line.options.map((option) => (
                <span key={option.label} className={styles.muted}>
                  {intl.formatMessage(checkoutMessages.option, option)}
                </span>
              ))}
              <span className={styles.muted}>
                {intl.formatMessage(checkoutMessages.quantity, { quantity: line.quantity })}
              </span>
            </div>
            <span>{lineText(line)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals} data-testid="checkout-totals" data-price-basis={basis}>
        <dt>
          {intl.formatMessage(checkoutMessages.subtotal)}
          {pro && totals.subtotalExclTax ? ` ${intl.formatMessage(priceMessages.exclTax)}` : ''}
        </dt>
        <dd className={styles.noMargin}>{money(subtotal)}</dd>
        <dt>{intl.formatMessage(checkoutMessages.shippingAmount)}</dt>
        <dd className={styles.noMargin}>
          {shippingPending
            ? intl.formatMessage(checkoutMessages.shippingPending)
            : totals.shipping.amount === 0
              ? intl.formatMessage(checkoutMessages.free)
              : money(totals.shipping)}
        </dd>
        <dt className={pro ? styles.grandTotal : undefined}>
          {intl.formatMessage(checkoutMessages.grandTotalExclTax)}
        </dt>
        <dd
          className={pro ? `${styles.noMargin} ${styles.grandTotal}` : styles.noMargin}
          data-testid="grand-total-excl"
        >
          {money(totals.grandTotalExclTax)}
        </dd>
        <dt>{intl.formatMessage(checkoutMessages.tax)}</dt>
        <dd className={styles.noMargin}>{money(totals.tax)}</dd>
        <dt className={styles.grandTotal}>{intl.formatMessage(checkoutMessages.grandTotal)}</dt>
        <dd className={`${styles.noMargin} ${styles.grandTotal}`} data-testid="grand-total">
          {money(totals.grandTotal)}
        </dd>
      </dl>
      <ChargedInEurosNote />
    </>
  );
}

/** The summary lines of the checkout's cart (the configured child's name when there is one). */
export function cartSummaryLines(
  items: readonly {
    id: string;
    quantity: number;
    product: { name: string };
    configuredProduct: { name: string } | null;
    options: readonly { label: string; value: string }[];
    rowTotal: { priceInclTax: Money; priceExclTax?: Money };
  }[],
): SummaryLine[] {
  return items.map((item) => ({
    key: item.id,
    name: item.configuredProduct?.name ?? item.product.name,
    options: item.options,
    quantity: item.quantity,
    rowTotal: item.rowTotal.priceInclTax,
    rowTotalExclTax: item.rowTotal.priceExclTax,
  }));
}
