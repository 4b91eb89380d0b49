import { type PriceBasis } from '@truffe/graphql/documents';
import { formatMoney, type Money, type PriceAmounts, type TaxDisplay } from '@truffe/ui/Price';
import { defineMessages, type IntlShape } from 'react-intl';

/**
 * How a price reads for the request's customer (issue 15 item 3; ARCHITECTURE "Sites, languages, money"):
 * including tax for shoppers; excluding tax first, the figure including tax beside, for approved professionals.
 * The server decides it (`ProductPrices.basis`, `Cart.priceBasis`, from the session's customer group); a screen
 * never chooses it itself.
 */
export const priceDisplayMessages = defineMessages({
  exclTaxFirst: {
    id: 'catalogue.price.exclTaxFirst',
    defaultMessage: '{price} excl. tax ({other} incl. tax)',
  },
});

/** The `Price` props of a basis. */
export function priceDisplayOf(basis: PriceBasis | null | undefined): {
  taxDisplay: TaxDisplay;
  showOtherTax: boolean;
} {
  return basis === 'exclTax'
    ? { taxDisplay: 'excl', showOtherTax: true }
    : { taxDisplay: 'incl', showOtherTax: false };
}

/**
 * One figure of a price as text on its basis: '14,40 €' for shoppers, '12,00 € HT (14,40 € TTC)' for
 * professionals (cart lines, mini cart, checkout summary).
 */
export function priceText(
  intl: IntlShape,
  price: PriceAmounts,
  basis: PriceBasis | null | undefined,
): string {
  const money = (value: Money) => formatMoney(value, intl.locale);
  if (basis !== 'exclTax') return money(price.priceInclTax);
  return intl.formatMessage(priceDisplayMessages.exclTaxFirst, {
    price: money(price.priceExclTax),
    other: money(price.priceInclTax),
  });
}
