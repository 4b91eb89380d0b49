import { describe, expect, it } from 'vitest';

import {
  appliedPriceRange,
  displayedBound,
  parsePriceRange,
  priceExclTax,
  priceInclTax,
} from './priceFilter';

describe('price filter and the tax factor (spec §5)', () => {
  it('divides a price from the query by the tax factor, rounded to 2 decimals', () => {
    expect(priceExclTax(10, 1.2)).toBe(8.33);
    expect(priceExclTax(20, 1.2)).toBe(16.67);
    expect(priceExclTax(15, 0)).toBe(15);
  });

  it('shows the applied bounds including tax again', () => {
    for (const value of [10, 11, 15, 20, 49.99, 100]) {
      expect(priceInclTax(priceExclTax(value, 1.2), 1.2)).toBeCloseTo(value, 1);
    }
    expect(appliedPriceRange({ minPrice: 8.33, maxPrice: 16.67 }, 1.2)).toEqual({
      min: 10,
      max: 20,
    });
    expect(appliedPriceRange({ minPrice: null, maxPrice: 41.67 }, 1.2)).toEqual({
      min: null,
      max: 50,
    });
    expect(appliedPriceRange({ minPrice: null, maxPrice: null }, 1.2)).toBeNull();
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
