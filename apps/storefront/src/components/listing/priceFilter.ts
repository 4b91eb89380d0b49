/**
 * Bounds of the price filter (spec §5, ARCHITECTURE.md "Sites, languages, money"): shoppers type and read
 * prices including tax; the catalogue converts them (the store's money module, decision 0740) and returns
 * the applied bounds both ways, so nothing here converts a price.
 */

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
 * The applied price filter including tax, as the catalogue returns it: what the active filters show. A bound
 * the catalogue refused (not a number) is not shown.
 */
export function appliedPriceRange(applied: {
  minPriceInclTax?: number | null;
  maxPriceInclTax?: number | null;
}): PriceRange | null {
  const min = applied.minPriceInclTax ?? null;
  const max = applied.maxPriceInclTax ?? null;
  if (min === null && max === null) return null;
  return { min, max };
}
