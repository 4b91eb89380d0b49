import { describe, expect, it } from 'vitest';

import {
  bundleParts,
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
import { customOptionChoices } from './customOptionChoice';

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

describe('custom option choices', () => {
  const customOptions = [
    { option_id: '1', type: 'area', values: [] },
    {
      option_id: '2',
      type: 'drop_down',
      values: [{ option_value_id: '20' }, { option_value_id: '21' }, { option_value_id: '22' }],
    },
    {
      option_id: '3',
      type: 'checkbox',
      values: [{ option_value_id: '30' }, { option_value_id: '31' }],
    },
  ];

  it('names nothing while nothing is entered, or only blanks', () => {
    expect(customOptionChoices(customOptions, {})).toEqual([]);
    expect(customOptionChoices(customOptions, { '1': '   ' })).toEqual([]);
  });

  it('names a filled text option and each chosen value, as the price sheet and the cart do', () => {
    expect(customOptionChoices(customOptions, { '1': 'Rex' })).toEqual([
      { optionId: '1', valueId: null },
    ]);
    expect(customOptionChoices(customOptions, { '2': '22', '3': ['30', '31', '99'] })).toEqual([
      { optionId: '2', valueId: '22' },
      { optionId: '3', valueId: '30' },
      { optionId: '3', valueId: '31' },
    ]);
  });
});

describe('bundle options', () => {
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
        },
        {
          value: 'b',
          defaultQuantity: 1,
          userDefinedQuantity: true,
          isDefault: false,
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
        },
        {
          value: 'd',
          defaultQuantity: 1,
          userDefinedQuantity: true,
          isDefault: false,
        },
      ],
    },
  ];

  it('starts from the defaults, a required single option taking its first value', () => {
    const selection = defaultBundleSelection(bundle);
    expect(selection).toEqual({ '1': { a: 1 }, '2': { c: 2 } });
    expect(bundleParts(bundle, selection)).toEqual([
      { selectionId: 'a', qty: 1 },
      { selectionId: 'c', qty: 2 },
    ]);
  });

  it('follows choices and quantities the shopper may change', () => {
    let selection = defaultBundleSelection(bundle);
    selection = chooseBundleValue(bundle, selection, '1', 'b');
    selection = chooseBundleValue(bundle, selection, '2', 'd');
    selection = setBundleQuantity(bundle, selection, '1', 'b', 3);
    selection = setBundleQuantity(bundle, selection, '2', 'c', 9);
    expect(selection).toEqual({ '1': { b: 3 }, '2': { c: 2, d: 1 } });
    expect(bundleParts(bundle, selection)).toEqual([
      { selectionId: 'b', qty: 3 },
      { selectionId: 'c', qty: 2 },
      { selectionId: 'd', qty: 1 },
    ]);
    selection = chooseBundleValue(bundle, selection, '2', 'c');
    expect(selection['2']).toEqual({ d: 1 });
    expect(missingBundleOptions(bundle, selection)).toEqual([]);
    expect(missingBundleOptions(bundle, { '2': {} })).toEqual(['1']);
  });
});
