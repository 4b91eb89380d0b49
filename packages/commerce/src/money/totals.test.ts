import { describe, expect, it } from 'vitest';

import { amountsOf } from './tax';
import { documentTotal, lineTotal, priceBasisOf, professionalCustomerGroupId } from './totals';

const shop = { taxFactor: 1.2 };

describe('line and document totals (decision 0740)', () => {
  it('charges a shopper the unit price incl. tax times the quantity (issue 14: 97,27 € and 89,81 € before)', () => {
    expect(lineTotal(amountsOf(1158, shop), 7, 'inclTax', shop)).toEqual({
      inclTax: 9730,
      exclTax: 8108,
    });
    expect(lineTotal(amountsOf(3742, shop), 2, 'inclTax', shop)).toEqual({
      inclTax: 8980,
      exclTax: 7483,
    });
  });

  it('adds a professional line up excl. tax, the incl. figure derived from the line', () => {
    expect(lineTotal(amountsOf(1158, shop), 7, 'exclTax', shop)).toEqual({
      exclTax: 8106,
      inclTax: 9727,
    });
  });

  it('sums the rows on the basis and derives the other figure once from the sum', () => {
    const rows = [
      lineTotal(amountsOf(1158, shop), 7, 'inclTax', shop),
      lineTotal(amountsOf(3742, shop), 2, 'inclTax', shop),
    ];
    expect(documentTotal(rows, 'inclTax', shop)).toEqual({ inclTax: 18710, exclTax: 15592 });
    const pro = [
      lineTotal(amountsOf(1158, shop), 7, 'exclTax', shop),
      lineTotal(amountsOf(3742, shop), 2, 'exclTax', shop),
    ];
    expect(documentTotal(pro, 'exclTax', shop)).toEqual({ exclTax: 15590, inclTax: 18708 });
    expect(documentTotal([], 'inclTax', shop)).toEqual({ inclTax: 0, exclTax: 0 });
  });

  it('adds up incl. tax for shoppers and excl. tax for professionals', () => {
    expect(priceBasisOf(0)).toBe('inclTax');
    expect(priceBasisOf(1)).toBe('inclTax');
    expect(priceBasisOf(professionalCustomerGroupId)).toBe('exclTax');
  });
});
