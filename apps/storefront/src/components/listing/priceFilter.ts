/**
 * Prices of the price filter (spec §5, ARCHITECTURE.md "Sites, languages, money"): shoppers type and read
 * prices including tax; the catalogue stores and filters them excluding tax, dividing what the query says
 * by the tax factor and rounding to 2 decimals.
 */

const roundCents = (value: number) => Math.round(value * 100) / 100;

/** A price including tax from the URL, as the catalogue filters on it (÷ tax factor, 2 decimals). */
export function priceExclTax(priceInclTax: number, taxFactor: number): number {
  return roundCents(priceInclTax / (taxFactor || 1));
}

/** An applied bound the catalogue returns (excluding tax) as the shopper reads it (× tax factor, 2 decimals). */
export function priceInclTax(priceExclTaxValue: number, taxFactor: number): number {
  return roundCents(priceExclTaxValue * (taxFactor || 1));
}

/** A bound for the shopper: whole euros stay whole (20, not 20.00), cents otherwise. */
export function displayedBound(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

export interface PriceRange {
  min: number | null;
  max: number | null;
}

/** A fixed price range of the catalogue (`'10-20'`, `'100-'`, euros including tax). */
export function parsePriceRange(value: string): PriceRange | null {
  const match = /^(\d+(?:\.\d+)?)?-(\d+(?:\.\d+)?)?$/.exec(value.trim());
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  return {
    min: match[1] === undefined ? null : Number(match[1]),
    max: match[2] === undefined ? null : Number(match[2]),
  };
}

/**
 * The applied price filter including tax, from what the catalogue applied (excluding tax): what the active
 * filters show. A bound the catalogue refused (not a number) is not shown.
 */
export function appliedPriceRange(
  applied: { minPrice: number | null; maxPrice: number | null },
  taxFactor: number,
): PriceRange | null {
  if (applied.minPrice === null && applied.maxPrice === null) return null;
  return {
    min: applied.minPrice === null ? null : priceInclTax(applied.minPrice, taxFactor),
    max: applied.maxPrice === null ? null : priceInclTax(applied.maxPrice, taxFactor),
  };
}
