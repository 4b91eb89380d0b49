import { describe, expect, it } from 'vitest';

import { priceOfChoice, type PriceSheetLike } from './priceSheet';

const price = (inclTax: number, exclTax: number) => ({
  priceInclTax: { amount: inclTax },
  priceExclTax: { amount: exclTax },
});

const sheet: PriceSheetLike = {
  parts: [
    {
      sku: 'A',
      steps: [
        {
          minQty: 1,
          unit: price(1390, 1158),
          optionCosts: [{ optionId: '1', valueId: null, cost: price(139, 116) }],
        },
        {
          minQty: 3,
          unit: price(1320, 1100),
          optionCosts: [{ optionId: '1', valueId: null, cost: price(132, 110) }],
        },
      ],
    },
    { sku: 'B', selectionId: '7', steps: [{ minQty: 1, unit: price(500, 417), optionCosts: [] }] },
  ],
  fixedCosts: [{ optionId: '2', valueId: '20', cost: price(350, 292) }],
};

describe('reading a price sheet (decision 0740)', () => {
  it('adds the step each part reaches and the chosen options, without rounding', () => {
    const choice = (quantity: number) =>
      priceOfChoice(sheet, {
        parts: [{ sku: 'A', qty: 1 }],
        quantity,
        options: [
          { optionId: '1', valueId: null },
          { optionId: '2', valueId: '20' },
        ],
      });
    expect(choice(2)).toEqual({
      base: { inclTax: 1390, exclTax: 1158 },
      options: { inclTax: 139 + 350, exclTax: 116 + 292 },
      unit: { inclTax: 1879, exclTax: 1566 },
    });
    expect(choice(3)!.unit).toEqual({ inclTax: 1320 + 132 + 350, exclTax: 1100 + 110 + 292 });
  });

  it('reaches a bundle part step by the line quantity times the part quantity', () => {
    const bundle = priceOfChoice(sheet, {
      parts: [{ selectionId: '7', qty: 2 }],
      quantity: 1,
      options: [],
    });
    expect(bundle!.unit).toEqual({ inclTax: 1000, exclTax: 834 });
    expect(
      priceOfChoice(sheet, { parts: [{ sku: 'A', qty: 3 }], quantity: 1, options: [] })!.unit,
    ).toEqual({ inclTax: 3 * 1320, exclTax: 3 * 1100 });
  });

  it('answers null for a part the sheet does not have', () => {
    expect(
      priceOfChoice(sheet, { parts: [{ sku: 'B', qty: 1 }], quantity: 1, options: [] }),
    ).toBeNull();
    expect(
      priceOfChoice(sheet, { parts: [{ selectionId: '9', qty: 1 }], quantity: 1, options: [] }),
    ).toBeNull();
  });
});
