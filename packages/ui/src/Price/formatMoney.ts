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

/** Formatters by `locale currency`: building an `Intl.NumberFormat` costs far more than formatting with one. */
const formatters = new Map<string, Intl.NumberFormat>();
/** Sites × display currencies are a handful; the cap only bounds a caller passing arbitrary pairs. */
const formattersCap = 64;

function currencyFormatter(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale} ${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    if (formatters.size >= formattersCap) formatters.clear();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Formats cents as a localized currency amount ('12,50 €' in fr-FR, '€12.50' in en-GB). */
export function formatMoney(money: Money, locale: string): string {
  return currencyFormatter(locale, money.currency).format(money.amount / 100);
}

/** The discount from `regular` to `final` in whole percent, 0 when there is none. */
export function discountPercent(regular: Money, final: Money): number {
  if (regular.amount <= 0 || final.amount >= regular.amount) return 0;
  return Math.round(((regular.amount - final.amount) / regular.amount) * 100);
}
