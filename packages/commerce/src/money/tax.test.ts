import { describe, expect, it } from 'vitest';

import { addAmounts, amountsOf, exclTax, inclTax, timesQty, toPrice } from './tax';

const shop = { taxFactor: 1.2 };

describe('tax and rounding (decision 0740)', () => {
  it('converts a stored price excl. tax to incl. tax once, to the nearest cent', () => {
    expect(inclTax(1158, shop)).toBe(1390); // 1389.6
    expect(inclTax(3742, shop)).toBe(4490); // 4490.4
    expect(inclTax(408, shop)).toBe(490); // 489.6: the pickup point's 4.90 €
    expect(inclTax(0, shop)).toBe(0);
  });

  it('derives an amount excl. tax from one incl. tax, a factor of 0 counting as 1', () => {
    expect(exclTax(9730, shop)).toBe(8108); // 8108.33
    expect(exclTax(1390, shop)).toBe(1158);
    expect(exclTax(1500, { taxFactor: 0 })).toBe(1500);
  });

  it('adds and multiplies amounts without rounding again', () => {
    const unit = amountsOf(1158, shop);
    expect(unit).toEqual({ exclTax: 1158, inclTax: 1390 });
    expect(timesQty(unit, 7)).toEqual({ exclTax: 8106, inclTax: 9730 });
    expect(addAmounts(unit, amountsOf(3742, shop))).toEqual({ exclTax: 4900, inclTax: 5880 });
    expect(addAmounts()).toEqual({ exclTax: 0, inclTax: 0 });
  });

  it('gives the GraphQL price of a stored price', () => {
    expect(toPrice(1158, shop)).toEqual({
      priceExclTax: { amount: 1158, currency: 'EUR' },
      priceInclTax: { amount: 1390, currency: 'EUR' },
    });
  });
});
