import { priceOfChoice } from '@truffe/graphql/price-sheet';
import { describe, expect, it } from 'vitest';

import { linePrice, type PricingCatalog } from './linePrice';
import { buildPriceSheet, priceSheetOutput } from './priceSheet';
import { customOption, productRow, tier } from './testRows';

const shop = { taxFactor: 1.2 };
const options = [
  customOption(10, 1, 1000, 'percent'),
  customOption(11, 1, null, null, [
    { id: 110, price: 292, priceType: 'fixed' },
    { id: 111, price: 500, priceType: 'percent' },
  ]),
];
const product = productRow(1, 4158);
const child = productRow(2, 1158);
const tiers = [tier(2, 3, 1100), tier(2, 6, 1050)];

describe('the product page price sheet (decision 0740)', () => {
  const sheet = buildPriceSheet(
    [
      { product, tiers: [], selectionId: null },
      { product: child, tiers, selectionId: null },
    ],
    options,
    0,
    shop,
  );

  it('lists each part from each tier on, with its percentage option costs, and the fixed costs apart', () => {
    expect(sheet.fixedCosts).toEqual([
      { optionId: 11, valueId: 110, cost: { exclTax: 292, inclTax: 350 } },
    ]);
    expect(sheet.parts[1]!.steps.map((step) => [step.minQty, step.unit.inclTax])).toEqual([
      [1, 1390],
      [3, 1320],
      [6, 1260],
    ]);
    expect(sheet.parts[0]!.steps[0]!.optionCosts).toEqual([
      { optionId: 10, valueId: null, cost: { inclTax: 499, exclTax: 416 } },
      { optionId: 11, valueId: 111, cost: { inclTax: 250, exclTax: 208 } },
    ]);
  });

  it('adds up, for every quantity and choice, to the unit price the cart computes', () => {
    const catalog: PricingCatalog = {
      products: new Map([
        [1, product],
        [2, child],
      ]),
      tiers: new Map([[2, tiers]]),
      customOptions: new Map([[1, options]]),
      bundleSelectionProduct: new Map(),
    };
    const choices = [[], [10], [10, 110], [111], [10, 110, 111]];
    for (const childId of [null, 2])
      for (const chosen of choices)
        for (let qty = 1; qty <= 8; qty += 1) {
          const customOptions = [
            ...(chosen.includes(10) ? [{ optionId: 10, valueIds: [], text: 'Rex' }] : []),
            ...(chosen.some((id) => id > 100)
              ? [{ optionId: 11, valueIds: chosen.filter((id) => id > 100), text: null }]
              : []),
          ];
          const cart = linePrice(
            catalog,
            { productId: 1, childId, qty, customOptions, bundleSelections: [] },
            0,
            shop,
          );
          const page = priceOfChoice(priceSheetOutput(sheet), {
            parts: [{ sku: childId === null ? product.sku : child.sku, qty: 1 }],
            quantity: qty,
            options: chosen.map((id) =>
              id === 10
                ? { optionId: '10', valueId: null }
                : { optionId: '11', valueId: String(id) },
            ),
          });
          expect(page, `child ${childId}, options ${chosen.join()}, qty ${qty}`).toEqual(cart);
        }
  });
});
