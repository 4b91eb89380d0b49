import { useContext } from 'react';

import * as styles from './Price.css';
import { type PriceSize } from './Price.css';
import { convertMoney, DisplayCurrencyContext } from './displayCurrency';
import { discountPercent, formatMoney, type Money, type PriceAmounts } from './formatMoney';
import { visuallyHidden } from '../styles/visuallyHidden.css';

export { priceSizes, type PriceSize } from './Price.css';
export { discountPercent, formatMoney, type Money, type PriceAmounts } from './formatMoney';
export { convertMoney, type DisplayCurrency, DisplayCurrencyContext } from './displayCurrency';

export const taxDisplays = ['incl', 'excl'] as const;
/** Shoppers see prices including tax; professional customers see them excluding tax. */
export type TaxDisplay = (typeof taxDisplays)[number];

export interface TierPrice {
  qty: number;
  price: PriceAmounts;
}

/** Every text the price shows; the storefront passes them translated. */
export interface PriceLabels {
  /** Before a minimum price. @defaultValue 'From' */
  from: string;
  /** @defaultValue 'incl. tax' */
  inclTax: string;
  /** @defaultValue 'excl. tax' */
  exclTax: string;
  /** Read before the struck-through price. @defaultValue 'Regular price:' */
  regularPrice: string;
  /** Read before a discounted price. @defaultValue 'Special price:' */
  finalPrice: string;
  /** One tier price. @defaultValue (qty, price) => `Buy ${qty} for ${price} each` */
  tier: (qty: number, price: string) => string;
  /** @defaultValue (percent) => `-${percent}%` */
  discount: (percent: number) => string;
}

const defaultLabels: PriceLabels = {
  from: 'From',
  inclTax: 'incl. tax',
  exclTax: 'excl. tax',
  regularPrice: 'Regular price:',
  finalPrice: 'Special price:',
  tier: (qty, price) => `Buy ${qty} for ${price} each`,
  discount: (percent) => `-${percent}%`,
};

export interface PriceProps {
  /** The price before any discount. */
  regular: PriceAmounts;
  /** The price to pay, when lower than `regular`. */
  final?: PriceAmounts;
  /** Shows 'From' before the price (the minimum price of a configurable product). @defaultValue false */
  from?: boolean;
  /** Quantity prices ('x for y'). */
  tierPrices?: readonly TierPrice[];
  /** @defaultValue 'incl' */
  taxDisplay?: TaxDisplay;
  /** Professional display: also shows the price including tax beside. @defaultValue false */
  showOtherTax?: boolean;
  /** BCP 47 locale used to format amounts, e.g. 'fr-FR'. */
  locale: string;
  /** @defaultValue 'medium' */
  size?: PriceSize;
  labels?: Partial<PriceLabels>;
  className?: string;
}

function pick(amounts: PriceAmounts, tax: TaxDisplay): Money {
  return tax === 'incl' ? amounts.priceInclTax : amounts.priceExclTax;
}

/** A product price: regular vs final with the discount, 'from', incl./excl. tax, tier prices. */
export function Price({
  regular,
  final,
  from = false,
  tierPrices = [],
  taxDisplay = 'incl',
  showOtherTax = false,
  locale,
  size = 'medium',
  labels: labelOverrides,
  className,
}: PriceProps) {
  const labels = { ...defaultLabels, ...labelOverrides };
  // A chosen display currency converts what is shown; the discount is computed on the charged amounts.
  const display = useContext(DisplayCurrencyContext);
  const show = (money: Money) => formatMoney(convertMoney(money, display), locale);
  const regularMoney = pick(regular, taxDisplay);
  const finalMoney = final ? pick(final, taxDisplay) : regularMoney;
  const percent = discountPercent(regularMoney, finalMoney);
  const taxLabel = taxDisplay === 'incl' ? labels.inclTax : labels.exclTax;
  const other = taxDisplay === 'incl' ? 'excl' : 'incl';
  const paid = final && percent > 0 ? final : regular;

  return (
    <div className={[styles.root({ size }), className].filter(Boolean).join(' ')} data-price="">
      {from ? <span className={styles.from}>{labels.from}</span> : null}
      {percent > 0 ? (
        <>
          <span className={`${styles.final} ${styles.discounted}`} data-price-final="">
            <span className={visuallyHidden}>{labels.finalPrice} </span>
            {show(finalMoney)}
          </span>
          <s className={styles.regular} data-price-regular="">
            <span className={visuallyHidden}>{labels.regularPrice} </span>
            {show(regularMoney)}
          </s>
          <span className={styles.discount}>{labels.discount(percent)}</span>
        </>
      ) : (
        <span className={styles.final} data-price-final="">
          {show(finalMoney)}
        </span>
      )}
      <span className={styles.tax}>{taxLabel}</span>
      {showOtherTax ? (
        <span className={styles.tax} data-price-other-tax="">
          {/* One text node: React separates adjacent ones with `<!-- -->` (decision 0903). */}
          {`(${show(pick(paid, other))} ${other === 'incl' ? labels.inclTax : labels.exclTax})`}
        </span>
      ) : null}
      {tierPrices.length > 0 ? (
        <ul className={styles.tiers}>
          {tierPrices.map((tier) => (
            <li key={tier.qty}>{labels.tier(tier.qty, show(pick(tier.price, taxDisplay)))}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
