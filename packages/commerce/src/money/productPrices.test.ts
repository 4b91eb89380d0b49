import { describe, expect, it } from 'vitest';

import { computePrices, priceBreaks, unitPriceAt, unitPriceFrom } from './productPrices';
import { productRow, tier } from './testRows';

describe('product prices for a customer group', () => {
  const tiers = [tier(1, 3, 950), tier(1, 6, 900), tier(1, 1, 800, 2), tier(1, 5, 700, 3)];

  it('takes the lowest of list, current special and group price as the final price', () => {
    expect(computePrices(productRow(1, 1000), [], 0).final).toBe(1000);
    const special = productRow(1, 1000, { specialPrice: 850, specialActive: true });
    expect(computePrices(special, [], 0)).toMatchObject({ regular: 1000, final: 850, min: 850 });
    expect(computePrices(productRow(1, 1000, { specialPrice: 850 }), [], 0).final).toBe(1000);
    expect(computePrices(productRow(1, 1000), tiers, 2).final).toBe(800);
  });

  it('keeps the tiers of everyone and of the group that are below the final price', () => {
    expect(computePrices(productRow(1, 1000), tiers, 0).tiers).toEqual([
      { qty: 3, price: 950 },
      { qty: 6, price: 900 },
    ]);
    expect(computePrices(productRow(1, 1000), tiers, 2).tiers).toEqual([]);
    expect(computePrices(productRow(1, 1000), tiers, 3).tiers).toContainEqual({
      qty: 5,
      price: 700,
    });
  });

  it('prices a quantity at the best tier it reaches, and names the quantities where that changes', () => {
    const product = productRow(1, 1000);
    expect([1, 2, 3, 5, 6, 99].map((qty) => unitPriceAt(product, tiers, 0, qty))).toEqual([
      1000, 1000, 950, 950, 900, 900,
    ]);
    const prices = computePrices(product, tiers, 0);
    expect(priceBreaks(prices)).toEqual([1, 3, 6]);
    for (let qty = 1; qty <= 10; qty += 1) {
      const reached = priceBreaks(prices)
        .filter((step) => step <= qty)
        .at(-1)!;
      expect(unitPriceFrom(prices, reached), `quantity ${qty}`).toBe(unitPriceFrom(prices, qty));
    }
  });

  it('prices a composite product from its lowest child', () => {
    const bundle = productRow(9, 0, { type: 'bundle', minPrice: 4200 });
    expect(computePrices(bundle, [], 0)).toEqual({
      regular: 4200,
      final: 4200,
      min: 4200,
      tiers: [],
    });
  });
});
