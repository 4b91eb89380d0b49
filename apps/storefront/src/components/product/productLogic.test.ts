import { describe, expect, it } from 'vitest';

import {
  bundlePrice,
  chooseBundleValue,
  defaultBundleSelection,
  missingBundleOptions,
  setBundleQuantity,
} from './bundleSelection';
import {
  chooseOptionValue,
  isOptionValueAvailable,
  selectedConfiguration,
  selectionFromSearch,
} from './configurableOptions';
import { addAmounts, customOptionsExtraCost, extraCostAmounts } from './customOptionPrice';

// A colour × size configurable product: black/M is out of stock, red exists only in S.
const options = [
  { attribute: { code: 'color' }, values: [{ value: '49' }, { value: '51' }] },
  { attribute: { code: 'size' }, values: [{ value: '185' }, { value: '186' }] },
];
const child = (color: string, size: string, isInStock = true) => ({
  attributes: [
    { code: 'color', value: color },
    { code: 'size', value: size },
  ],
  product: { sku: `C-${color}-${size}`, stock: { isInStock } },
});
const configurations = [child('49', '185'), child('49', '186', false), child('51', '185')];

describe('configurable options', () => {
  it('disables values that no child in stock has with the other choices', () => {
    expect(isOptionValueAvailable(configurations, {}, 'size', '186')).toBe(false);
    expect(isOptionValueAvailable(configurations, {}, 'size', '185')).toBe(true);
    expect(isOptionValueAvailable(configurations, { color: '49' }, 'size', '186')).toBe(false);
    expect(isOptionValueAvailable(configurations, { size: '185' }, 'color', '51')).toBe(true);
    expect(isOptionValueAvailable(configurations, { color: '51' }, 'size', '186')).toBe(false);
  });

  it('finds the child of a complete choice only', () => {
    expect(selectedConfiguration(options, configurations, { color: '49' })).toBeNull();
    expect(
      selectedConfiguration(options, configurations, { color: '51', size: '185' })?.product.sku,
    ).toBe('C-51-185');
  });

  it('drops a choice that no longer fits the new one', () => {
    expect(chooseOptionValue(configurations, { size: '185', color: '49' }, 'color', '51')).toEqual({
      color: '51',
      size: '185',
    });
    expect(chooseOptionValue(configurations, { size: '186' }, 'color', '51')).toEqual({
      color: '51',
    });
  });

  it('reads a shared choice from the URL, known values only', () => {
    expect(selectionFromSearch(options, new URLSearchParams('color=51&size=999&x=1'))).toEqual({
      color: '51',
    });
  });
});

describe('custom option extra cost', () => {
  const base = { inclTax: 4990, exclTax: 4158 };
  const customOptions = [
    {
      option_id: '1',
      type: 'area',
      extraCost: { type: 'percentage', rate: 10 },
      values: [],
    },
    {
      option_id: '2',
      type: 'drop_down',
      extraCost: null,
      values: [
        { option_value_id: '20', extraCost: null },
        {
          option_value_id: '21',
          extraCost: {
            type: 'fixed',
            prices: { priceInclTax: { amount: 350 }, priceExclTax: { amount: 292 } },
          },
        },
        { option_value_id: '22', extraCost: { type: 'percentage', rate: 5 } },
      ],
    },
    {
      option_id: '3',
      type: 'checkbox',
      values: [
        {
          option_value_id: '30',
          extraCost: {
            type: 'fixed',
            prices: { priceInclTax: { amount: 100 }, priceExclTax: { amount: 83 } },
          },
        },
        {
          option_value_id: '31',
          extraCost: {
            type: 'fixed',
            prices: { priceInclTax: { amount: 200 }, priceExclTax: { amount: 167 } },
          },
        },
      ],
    },
  ];

  it('costs nothing while nothing is entered, or only blanks', () => {
    expect(customOptionsExtraCost(customOptions, {}, base)).toEqual({ inclTax: 0, exclTax: 0 });
    expect(customOptionsExtraCost(customOptions, { '1': '   ' }, base)).toEqual({
      inclTax: 0,
      exclTax: 0,
    });
  });

  it('adds a percentage of the product price for a filled text option', () => {
    expect(customOptionsExtraCost(customOptions, { '1': 'Rex' }, base)).toEqual({
      inclTax: 499,
      exclTax: 416,
    });
  });

  it('adds the fixed and percentage costs of chosen values', () => {
    expect(customOptionsExtraCost(customOptions, { '2': '21' }, base)).toEqual({
      inclTax: 350,
      exclTax: 292,
    });
    expect(customOptionsExtraCost(customOptions, { '2': '22', '3': ['30', '31'] }, base)).toEqual({
      inclTax: 250 + 300,
      exclTax: 208 + 250,
    });
    expect(addAmounts(base, extraCostAmounts(null, base))).toEqual(base);
  });
});

describe('bundle options', () => {
  const price = (incl: number) => ({
    finalPrice: {
      priceInclTax: { amount: incl },
      priceExclTax: { amount: Math.round(incl / 1.2) },
    },
  });
  const bundle = [
    {
      id: '1',
      type: 'radio',
      required: true,
      values: [
        {
          value: 'a',
          defaultQuantity: 1,
          userDefinedQuantity: true,
          isDefault: false,
          prices: price(1000),
        },
        {
          value: 'b',
          defaultQuantity: 1,
          userDefinedQuantity: true,
          isDefault: false,
          prices: price(2000),
        },
      ],
    },
    {
      id: '2',
      type: 'checkbox',
      required: false,
      values: [
        {
          value: 'c',
          defaultQuantity: 2,
          userDefinedQuantity: false,
          isDefault: true,
          prices: price(500),
        },
        {
          value: 'd',
          defaultQuantity: 1,
          userDefinedQuantity: true,
          isDefault: false,
          prices: price(300),
        },
      ],
    },
  ];

  it('starts from the defaults, a required single option taking its first value', () => {
    const selection = defaultBundleSelection(bundle);
    expect(selection).toEqual({ '1': { a: 1 }, '2': { c: 2 } });
    expect(bundlePrice(bundle, selection).inclTax).toBe(1000 + 2 * 500);
  });

  it('follows choices and quantities the shopper may change', () => {
    let selection = defaultBundleSelection(bundle);
    selection = chooseBundleValue(bundle, selection, '1', 'b');
    selection = chooseBundleValue(bundle, selection, '2', 'd');
    selection = setBundleQuantity(bundle, selection, '1', 'b', 3);
    selection = setBundleQuantity(bundle, selection, '2', 'c', 9);
    expect(selection).toEqual({ '1': { b: 3 }, '2': { c: 2, d: 1 } });
    expect(bundlePrice(bundle, selection).inclTax).toBe(3 * 2000 + 2 * 500 + 300);
    selection = chooseBundleValue(bundle, selection, '2', 'c');
    expect(selection['2']).toEqual({ d: 1 });
    expect(missingBundleOptions(bundle, selection)).toEqual([]);
    expect(missingBundleOptions(bundle, { '2': {} })).toEqual(['1']);
  });
});
