/**
 * The listing's price filter (spec §5): shoppers type and read bounds incl. tax, in euros; the catalogue
 * filters on prices excl. tax. Bounds are euros with 2 decimals, not cents (they come from the URL).
 */
import type { TaxRule } from './tax';

const twoDecimals = (value: number) => Math.round(value * 100) / 100;

/** A bound incl. tax from the URL as the catalogue filters on it: ÷ tax factor (1 if none), 2 decimals. */
export function filterBoundExclTax(inclTaxEuros: number, tax: TaxRule): number {
  return twoDecimals(inclTaxEuros / (tax.taxFactor || 1));
}

/** An applied bound (excl. tax) as the shopper reads it: × tax factor (1 if none), 2 decimals. */
export function filterBoundInclTax(exclTaxEuros: number, tax: TaxRule): number {
  return twoDecimals(exclTaxEuros * (tax.taxFactor || 1));
}

/**
 * The lowest price excl. tax (cents) whose price incl. tax reaches a fixed range's bound (euros incl. tax):
 * the price ranges of the facets count products by what the shopper reads.
 */
export function rangeBoundCents(inclTaxEuros: number, tax: TaxRule): number {
  return Math.ceil((inclTaxEuros * 100) / tax.taxFactor);
}
