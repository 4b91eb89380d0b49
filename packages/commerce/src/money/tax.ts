/**
 * Tax and rounding (decision 0740): prices are stored excluding tax, in integer cents; a rate (the tax factor,
 * or a custom option's percentage) is applied to ONE unit amount and rounded to the cent there, half up.
 * Everything after that is integer sums and products, which never round.
 */

/** Money of spec §3: integer cents and a currency code. */
export interface Money {
  amount: number;
  currency: string;
}

export interface Price {
  priceInclTax: Money;
  priceExclTax: Money;
}

/** An amount in cents both ways: what a shopper pays (incl. tax) and what a pro reads (excl. tax). */
export interface Amounts {
  inclTax: number;
  exclTax: number;
}

/** The shop's tax rule (ShopConfig satisfies it): the factor that turns a price excl. tax into incl. tax. */
export interface TaxRule {
  readonly taxFactor: number;
}

export const zero: Amounts = { inclTax: 0, exclTax: 0 };

/** The one rounding of a rate applied to cents: to the nearest cent, half up. */
export function roundCents(value: number): number {
  return Math.round(value);
}

/** A unit price excluding tax as the shopper reads it: × tax factor, rounded to the cent. */
export function inclTax(exclTax: number, tax: TaxRule): number {
  return roundCents(exclTax * tax.taxFactor);
}

/** An amount including tax without its tax: ÷ tax factor, rounded to the cent (a factor of 0 counts as 1). */
export function exclTax(inclTaxCents: number, tax: TaxRule): number {
  return roundCents(inclTaxCents / (tax.taxFactor || 1));
}

/** A stored price (excl. tax, cents) with its incl.-tax twin: the one conversion of a catalogue price. */
export function amountsOf(exclTaxCents: number, tax: TaxRule): Amounts {
  return { exclTax: exclTaxCents, inclTax: inclTax(exclTaxCents, tax) };
}

/** Sum of amounts, both ways. */
export function addAmounts(...parts: Amounts[]): Amounts {
  let incl = 0;
  let excl = 0;
  for (const part of parts) {
    incl += part.inclTax;
    excl += part.exclTax;
  }
  return { inclTax: incl, exclTax: excl };
}

/** Amounts times an integer quantity (no rounding: quantities are whole). */
export function timesQty(amounts: Amounts, qty: number): Amounts {
  return { inclTax: amounts.inclTax * qty, exclTax: amounts.exclTax * qty };
}

/** The GraphQL Price of amounts. */
export function priceOfAmounts(amounts: Amounts, currency = 'EUR'): Price {
  return {
    priceExclTax: { amount: amounts.exclTax, currency },
    priceInclTax: { amount: amounts.inclTax, currency },
  };
}

/** A price excluding tax (cents) with its tax-inclusive twin; prices are stored excluding tax. */
export function toPrice(exclTaxCents: number, tax: TaxRule, currency = 'EUR'): Price {
  return priceOfAmounts(amountsOf(exclTaxCents, tax), currency);
}
