import { describe, expect, it } from 'vitest';

import { appliedPriceRange, displayedBound, parsePriceRange } from './priceFilter';

describe('price filter (spec §5)', () => {
  it('shows the applied bounds including tax as the catalogue returns them', () => {
    expect(appliedPriceRange({ minPriceInclTax: 10, maxPriceInclTax: 20 })).toEqual({
      min: 10,
      max: 20,
    });
    expect(appliedPriceRange({ minPriceInclTax: null, maxPriceInclTax: 50 })).toEqual({
      min: null,
      max: 50,
    });
    expect(appliedPriceRange({ minPriceInclTax: null, maxPriceInclTax: null })).toBeNull();
  });

  it('reads the fixed price ranges of the catalogue', () => {
    expect(parsePriceRange('10-20')).toEqual({ min: 10, max: 20 });
    expect(parsePriceRange('100-')).toEqual({ min: 100, max: null });
    expect(parsePriceRange('-')).toBeNull();
    expect(parsePriceRange('cheap')).toBeNull();
  });

  it('writes whole euros without decimals', () => {
    expect(displayedBound(20)).toBe('20');
    expect(displayedBound(8.5)).toBe('8.50');
  });
});
