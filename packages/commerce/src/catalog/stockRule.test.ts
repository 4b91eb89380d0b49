import { describe, expect, it } from 'vitest';

import { hasStockToSell, stockShortage } from './stockRule';

describe('hasStockToSell', () => {
  it('needs the in-stock switch and at least one unit', () => {
    expect(hasStockToSell({ isInStock: true, qty: 1 })).toBe(true);
    expect(hasStockToSell({ isInStock: true, qty: 0 })).toBe(false);
    expect(hasStockToSell({ isInStock: false, qty: 25 })).toBe(false);
    expect(hasStockToSell({ isInStock: true, qty: -2 })).toBe(false);
  });
});

describe('stockShortage', () => {
  const five = { isInStock: true, qty: 5 };

  it('serves any demand up to the units left, the last unit included', () => {
    expect(stockShortage(five, 0)).toBeNull();
    expect(stockShortage(five, 1)).toBeNull();
    expect(stockShortage(five, 5)).toBeNull();
  });

  it('refuses one unit more than is left as above the stock', () => {
    expect(stockShortage(five, 6)).toBe('aboveStock');
    expect(stockShortage({ isInStock: true, qty: 1 }, 2)).toBe('aboveStock');
  });

  it('says out of stock, whatever is asked, when nothing can be sold', () => {
    expect(stockShortage({ isInStock: true, qty: 0 }, 1)).toBe('outOfStock');
    expect(stockShortage({ isInStock: true, qty: 0 }, 0)).toBe('outOfStock');
    expect(stockShortage({ isInStock: false, qty: 40 }, 1)).toBe('outOfStock');
  });

  it('says out of stock rather than above the stock when both are true', () => {
    expect(stockShortage({ isInStock: false, qty: 3 }, 10)).toBe('outOfStock');
  });
});
