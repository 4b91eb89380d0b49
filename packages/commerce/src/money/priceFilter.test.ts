import { describe, expect, it } from 'vitest';

import { filterBoundExclTax, filterBoundInclTax, rangeBoundCents } from './priceFilter';

const shop = { taxFactor: 1.2 };

describe('price filter bounds (spec §5)', () => {
  it('divides a bound from the URL by the tax factor, 2 decimals (1 when there is none)', () => {
    expect(filterBoundExclTax(10, shop)).toBe(8.33);
    expect(filterBoundExclTax(20, shop)).toBe(16.67);
    expect(filterBoundExclTax(15, { taxFactor: 0 })).toBe(15);
  });

  it('shows an applied bound incl. tax again', () => {
    expect(filterBoundInclTax(8.33, shop)).toBe(10);
    expect(filterBoundInclTax(16.67, shop)).toBe(20);
    expect(filterBoundInclTax(41.67, shop)).toBe(50);
    for (const value of [10, 11, 15, 20, 49.99, 100])
      expect(filterBoundInclTax(filterBoundExclTax(value, shop), shop)).toBeCloseTo(value, 1);
  });

  it('starts a fixed range at the lowest price excl. tax whose price incl. tax reaches it', () => {
    expect(rangeBoundCents(10, shop)).toBe(834); // 833 × 1.2 = 9.996 € < 10 €
    expect(rangeBoundCents(20, shop)).toBe(1667);
    expect(rangeBoundCents(0, shop)).toBe(0);
  });
});
