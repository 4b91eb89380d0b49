import { describe, expect, it } from 'vitest';

import {
  customOptionsCost,
  linePrice,
  type LineToPrice,
  percentOf,
  type PricingCatalog,
} from './linePrice';
import { customOption, productRow, tier } from './testRows';

const shop = { taxFactor: 1.2 };

const catalog: PricingCatalog = {
  products: new Map(
    [productRow(1, 4158), productRow(2, 1158), productRow(3, 3743), productRow(4, 1348)].map(
      (row) => [row.id, row],
    ),
  ),
  tiers: new Map([[2, [tier(2, 3, 1100)]]]),
  customOptions: new Map([
    [
      1,
      [
        customOption(10, 1, 1000, 'percent'),
        customOption(11, 1, null, null, [
          { id: 110, price: 292, priceType: 'fixed' },
          { id: 111, price: 500, priceType: 'percent' },
          { id: 112, price: 0, priceType: 'fixed' },
        ]),
      ],
    ],
    [9, [customOption(90, 9, 1000, 'percent')]],
  ]),
  bundleSelectionProduct: new Map([
    [501, 2],
    [502, 3],
    [503, 4],
  ]),
};

const line = (extra: Partial<LineToPrice>): LineToPrice => ({
  productId: 1,
  childId: null,
  qty: 1,
  customOptions: [],
  bundleSelections: [],
  ...extra,
});

describe('a line unit price (decision 0740)', () => {
  it('is the product price, converted once', () => {
    expect(linePrice(catalog, line({}), 0, shop)).toEqual({
      base: { exclTax: 4158, inclTax: 4990 },
      options: { exclTax: 0, inclTax: 0 },
      unit: { exclTax: 4158, inclTax: 4990 },
    });
  });

  it('adds fixed options converted once and percentages of the unit price each way', () => {
    const priced = linePrice(
      catalog,
      line({
        customOptions: [
          { optionId: 10, valueIds: [], text: 'Rex' },
          { optionId: 11, valueIds: [110, 111], text: null },
        ],
      }),
      0,
      shop,
    );
    // 10 % of 49.90 € = 4.99 €; 3.50 € fixed (292 × 1.2 = 350.4); 5 % of 49.90 € = 2.50 € (2.495).
    expect(priced.options).toEqual({ inclTax: 499 + 350 + 250, exclTax: 416 + 292 + 208 });
    expect(priced.unit.inclTax).toBe(4990 + 1099);
  });

  it('prices a configurable line from its child, at the tier its quantity reaches', () => {
    expect(linePrice(catalog, line({ childId: 2, qty: 2 }), 0, shop).unit).toEqual({
      exclTax: 1158,
      inclTax: 1390,
    });
    expect(linePrice(catalog, line({ childId: 2, qty: 3 }), 0, shop).unit).toEqual({
      exclTax: 1100,
      inclTax: 1320,
    });
  });

  it('prices a bundle as the sum of its parts incl. tax, as the page shows them (issue 14: 2 cents apart before)', () => {
    const bundle = line({
      productId: 9,
      bundleSelections: [
        { selectionId: 501, qty: 2 },
        { selectionId: 502, qty: 1 },
        { selectionId: 503, qty: 2 },
      ],
    });
    const { unit } = linePrice(catalog, bundle, 0, shop);
    expect(unit.inclTax).toBe(2 * 1390 + 4492 + 2 * 1618);
    expect(unit.exclTax).toBe(2 * 1158 + 3743 + 2 * 1348);
    // The old rule rounded the sum excl. tax: 8755 × 1.2 = 105.06 €, not the 105.08 € of the parts.
    expect(Math.round(unit.exclTax * 1.2)).toBe(unit.inclTax - 2);
  });

  it('reaches a bundle part tier by what the whole line takes of it', () => {
    const bundle = (qty: number) =>
      line({ productId: 9, qty, bundleSelections: [{ selectionId: 501, qty: 2 }] });
    expect(linePrice(catalog, bundle(1), 0, shop).unit.inclTax).toBe(2 * 1390);
    expect(linePrice(catalog, bundle(2), 0, shop).unit.inclTax).toBe(2 * 1320);
  });

  it('takes a percentage option of a bundle on each part', () => {
    const priced = linePrice(
      catalog,
      line({
        productId: 9,
        bundleSelections: [
          { selectionId: 501, qty: 2 },
          { selectionId: 502, qty: 1 },
        ],
        customOptions: [{ optionId: 90, valueIds: [], text: 'Rex' }],
      }),
      0,
      shop,
    );
    expect(priced.options.inclTax).toBe(2 * 139 + 449);
  });

  it('ignores choices the product does not have', () => {
    expect(
      customOptionsCost(
        [{ unit: { inclTax: 1000, exclTax: 833 }, qty: 1 }],
        [],
        [{ optionId: 99, valueIds: [], text: 'x' }],
        shop,
      ),
    ).toEqual({ inclTax: 0, exclTax: 0 });
    expect(percentOf({ inclTax: 4990, exclTax: 4158 }, 1000)).toEqual({
      inclTax: 499,
      exclTax: 416,
    });
  });

  it('says which product is missing rather than pricing it at nothing', () => {
    expect(() => linePrice(catalog, line({ childId: 77 }), 0, shop)).toThrow(/77/);
  });
});
