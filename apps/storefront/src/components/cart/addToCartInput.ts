import { type AddToCartInput } from '@truffe/graphql/documents';

/** A whole number from a form field; anything else is 0, which the server refuses with its own message. */
function wholeNumber(value: FormDataEntryValue | null, fallback: number): number {
  if (value === null || (typeof value === 'string' && value.trim() === '')) return fallback;
  const text = typeof value === 'string' ? value.trim() : '';
  return /^\d{1,6}$/.test(text) ? Number(text) : 0;
}

/** `name[a]` → `a`, `name[a][b]` → `[a, b]`. */
function keysOf(field: string, prefix: string): string[] | null {
  if (!field.startsWith(`${prefix}[`)) return null;
  const keys = [...field.slice(prefix.length).matchAll(/\[([^\]]*)\]/g)].map((match) => match[1]!);
  return keys.length > 0 ? keys : null;
}

/**
 * The add-to-cart input of a product form (product page or product card), from its fields: `sku`, `qty`,
 * `super[attributeCode]` (configurable choice), `options[id]` with `optionType[id]` (custom options: text or
 * value ids), `bundle[optionId]` and `bundleQty[optionId][selectionId]`, `grouped[sku]`. Never a price: the
 * server prices the line and validates every choice.
 */
export function addToCartInputFromForm(form: FormData): AddToCartInput {
  const input: AddToCartInput = {
    sku: String(form.get('sku') ?? ''),
    quantity: wholeNumber(form.get('qty'), 1),
  };
  const selectedOptions: NonNullable<AddToCartInput['selectedOptions']> = [];
  const custom = new Map<string, string[]>();
  const types = new Map<string, string>();
  const bundle = new Map<string, number | null>();
  const bundleQty = new Map<string, number>();
  const grouped: NonNullable<AddToCartInput['groupedItems']> = [];
  for (const [field, value] of form) {
    if (typeof value !== 'string') continue;
    const superKeys = keysOf(field, 'super');
    if (superKeys && value !== '') selectedOptions.push({ attributeCode: superKeys[0]!, value });
    const optionKeys = keysOf(field, 'options');
    if (optionKeys && value !== '')
      custom.set(optionKeys[0]!, [...(custom.get(optionKeys[0]!) ?? []), value]);
    const typeKeys = keysOf(field, 'optionType');
    if (typeKeys) types.set(typeKeys[0]!, value);
    const bundleKeys = keysOf(field, 'bundle');
    if (bundleKeys && value !== '') bundle.set(value, null);
    const bundleQtyKeys = keysOf(field, 'bundleQty');
    if (bundleQtyKeys?.[1]) bundleQty.set(bundleQtyKeys[1], wholeNumber(value, 1));
    const groupedKeys = keysOf(field, 'grouped');
    if (groupedKeys) {
      const quantity = wholeNumber(value, 0);
      if (quantity > 0) grouped.push({ sku: groupedKeys[0]!, quantity });
    }
  }
  if (selectedOptions.length > 0) input.selectedOptions = selectedOptions;
  if (custom.size > 0)
    input.customOptions = [...custom].map(([optionId, values]) =>
      types.get(optionId) === 'field' || types.get(optionId) === 'area'
        ? { optionId, text: values.join('') }
        : { optionId, valueIds: values },
    );
  if (bundle.size > 0)
    input.bundleOptions = [...bundle.keys()].map((selectionId) => ({
      selectionId,
      quantity: bundleQty.get(selectionId) ?? null,
    }));
  if (grouped.length > 0) input.groupedItems = grouped;
  return input;
}
