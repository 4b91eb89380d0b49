/** Money as the API returns it (spec §3, ARCHITECTURE "Money"): an integer amount in cents. */
export interface Money {
  amount: number;
  currency: string;
}

/** A price both including and excluding tax. */
export interface PriceAmounts {
  priceInclTax: Money;
  priceExclTax: Money;
}

/** Formats cents as a localized currency amount ('12,50 €' in fr-FR, '€12.50' in en-GB). */
export function formatMoney(money: Money, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: money.currency }).format(
    money.amount / 100,
  );
}

/** The discount from `regular` to `final` in whole percent, 0 when there is none. */
export function discountPercent(regular: Money, final: Money): number {
  if (regular.amount <= 0 || final.amount >= regular.amount) return 0;
  return Math.round(((regular.amount - final.amount) / regular.amount) * 100);
}
