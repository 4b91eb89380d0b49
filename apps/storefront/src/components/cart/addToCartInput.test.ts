import { describe, expect, it } from 'vitest';

import { addToCartInputFromForm } from './addToCartInput';

function form(entries: [string, string][]) {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe('addToCartInputFromForm', () => {
  it('turns the product form fields into the add-to-cart input, never a price', () => {
    expect(
      addToCartInputFromForm(
        form([
          ['intent', 'add'],
          ['sku', 'CONF-1'],
          ['qty', '3'],
          ['price', '1'],
          ['super[color]', '12'],
          ['super[size]', '40'],
          ['optionType[5]', 'field'],
          ['options[5]', 'Rex'],
          ['optionType[6]', 'checkbox'],
          ['options[6]', '61'],
          ['options[6]', '62'],
          ['optionType[7]', 'drop_down'],
          ['options[7]', ''],
          ['bundle[1]', '101'],
          ['bundle[2]', '201'],
          ['bundleQty[1][101]', '2'],
        ]),
      ),
    ).toEqual({
      sku: 'CONF-1',
      quantity: 3,
      selectedOptions: [
        { attributeCode: 'color', value: '12' },
        { attributeCode: 'size', value: '40' },
      ],
      customOptions: [
        { optionId: '5', text: 'Rex' },
        { optionId: '6', valueIds: ['61', '62'] },
      ],
      bundleOptions: [
        { selectionId: '101', quantity: 2 },
        { selectionId: '201', quantity: null },
      ],
    });
  });

  it('reads grouped items and leaves a bad quantity for the server to refuse', () => {
    expect(
      addToCartInputFromForm(
        form([
          ['sku', 'GROUP-1'],
          ['grouped[A]', '2'],
          ['grouped[B]', '0'],
          ['grouped[C]', ''],
        ]),
      ),
    ).toEqual({ sku: 'GROUP-1', quantity: 1, groupedItems: [{ sku: 'A', quantity: 2 }] });
    expect(
      addToCartInputFromForm(
        form([
          ['sku', 'X'],
          ['qty', '-2'],
        ]),
      ).quantity,
    ).toBe(0);
    expect(
      addToCartInputFromForm(
        form([
          ['sku', 'X'],
          ['qty', 'abc'],
        ]),
      ).quantity,
    ).toBe(0);
  });
});
