/**
 * Input of the cart mutations (decision 0701): zod at the boundary, then the add input checked against the
 * product (options, child, bundle parts, grouped items) and turned into the lines to add.
 */
import { z } from 'zod';

import * as rows from '../catalog/productRows';
import type { Database } from '../db/database';
import type { CartLineBundleSelection, CartLineCustomOption } from '../db/schema';
import type { CartServices } from './cartView';
import { CartError, cartMessage } from './messages';

/** Largest quantity of one line. */
export const maxQuantity = 9999;
/** Most lines in one cart: a quick order of hundreds of references fits (decision 0710). */
export const maxLines = 500;
const quantity = z.number().int().min(1).max(maxQuantity);
const numericId = z
  .string()
  .regex(/^[1-9]\d{0,8}$/)
  .transform(Number);
const skuText = z.string().trim().min(1).max(64);

export const addInputSchema = z.object({
  sku: skuText,
  quantity: quantity.nullish(),
  selectedOptions: z
    .array(z.object({ attributeCode: z.string().min(1).max(64), value: numericId }))
    .max(20)
    .nullish(),
  customOptions: z
    .array(
      z.object({
        optionId: numericId,
        valueIds: z.array(numericId).max(50).nullish(),
        text: z.string().max(2000).nullish(),
      }),
    )
    .max(50)
    .nullish(),
  bundleOptions: z
    .array(z.object({ selectionId: numericId, quantity: quantity.nullish() }))
    .max(50)
    .nullish(),
  groupedItems: z
    .array(z.object({ sku: skuText, quantity: z.number().int().min(0).max(maxQuantity) }))
    .max(maxLines)
    .nullish(),
});
export type AddToCartInput = z.input<typeof addInputSchema>;

export const updateInputSchema = z.object({ itemId: numericId, quantity });
export const removeInputSchema = z.object({ itemId: numericId });

/** zod at the boundary: bad input becomes a translated refusal before anything is read or written. */
export function parse<Schema extends z.ZodType>(
  services: CartServices,
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const quantityIssue = result.error.issues.some((issue) =>
    issue.path.some((part) => part === 'quantity'),
  );
  throw new CartError(
    quantityIssue
      ? cartMessage(services.locale, 'invalidQuantity', { max: maxQuantity })
      : cartMessage(services.locale, 'invalidInput'),
  );
}

export interface NewLine {
  productId: number;
  childId: number | null;
  qty: number;
  customOptions: CartLineCustomOption[];
  bundleSelections: CartLineBundleSelection[];
}

/** Checks the custom option choices against the product's options; answers them normalized. */
function resolveCustomOptions(
  services: CartServices,
  product: rows.ProductRow,
  options: rows.CustomOptionRow[],
  input: z.output<typeof addInputSchema>['customOptions'],
): CartLineCustomOption[] {
  const chosen: CartLineCustomOption[] = [];
  const unknown = () =>
    new CartError(cartMessage(services.locale, 'unknownOption', { sku: product.sku }));
  for (const entry of input ?? []) {
    const option = options.find((candidate) => candidate.id === entry.optionId);
    if (!option || chosen.some((choice) => choice.optionId === entry.optionId)) throw unknown();
    const title = option.title[services.locale] ?? '';
    if (option.values.length === 0) {
      const text = entry.text?.trim() ?? '';
      if ((entry.valueIds?.length ?? 0) > 0) throw unknown();
      if (text === '') continue;
      if (option.maxCharacters !== null && text.length > option.maxCharacters)
        throw new CartError(
          cartMessage(services.locale, 'optionTooLong', {
            option: title,
            max: option.maxCharacters,
          }),
        );
      chosen.push({ optionId: option.id, valueIds: [], text });
      continue;
    }
    const valueIds = [...new Set(entry.valueIds ?? [])].sort((a, b) => a - b);
    if (entry.text) throw unknown();
    if (valueIds.some((id) => !option.values.some((value) => value.id === id))) throw unknown();
    if (valueIds.length > 1 && option.type !== 'checkbox') throw unknown();
    if (valueIds.length > 0) chosen.push({ optionId: option.id, valueIds, text: null });
  }
  for (const option of options)
    if (option.isRequired && !chosen.some((choice) => choice.optionId === option.id))
      throw new CartError(
        cartMessage(services.locale, 'requiredOption', {
          option: option.title[services.locale] ?? '',
        }),
      );
  return chosen.sort((a, b) => a.optionId - b.optionId);
}

/** Turns the add input into the lines to add (several for a grouped product). */
export async function resolveAdd(
  services: CartServices,
  db: Database,
  input: z.output<typeof addInputSchema>,
): Promise<NewLine[]> {
  const locale = services.locale;
  const [product] = await rows.selectProductsBySku(db, locale, [input.sku]);
  if (!product) throw new CartError(cartMessage(locale, 'unknownSku', { sku: input.sku }));
  const unknown = () => new CartError(cartMessage(locale, 'unknownOption', { sku: product.sku }));
  const qty = input.quantity ?? 1;
  const hasSelected = (input.selectedOptions?.length ?? 0) > 0;
  const hasBundle = (input.bundleOptions?.length ?? 0) > 0;
  const hasGrouped = (input.groupedItems?.length ?? 0) > 0;
  if (product.type === 'grouped') {
    if (hasSelected || hasBundle || (input.customOptions?.length ?? 0) > 0) throw unknown();
    const links = (await rows.selectLinks(db, [product.id])).filter(
      (link) => link.kind === 'grouped',
    );
    const wanted = (input.groupedItems ?? []).filter((item) => item.quantity > 0);
    if (wanted.length === 0)
      throw new CartError(cartMessage(locale, 'missingGroupedItems', { sku: product.sku }));
    const children = await rows.selectProductsBySku(
      db,
      locale,
      wanted.map((item) => item.sku),
    );
    const lines: NewLine[] = [];
    for (const item of wanted) {
      const child = children.find((candidate) => candidate.sku === item.sku);
      if (!child || !links.some((link) => link.childId === child.id)) throw unknown();
      lines.push({
        productId: child.id,
        childId: null,
        qty: item.quantity,
        customOptions: [],
        bundleSelections: [],
      });
    }
    return lines;
  }
  if (hasGrouped) throw unknown();
  const customOptions = resolveCustomOptions(
    services,
    product,
    await rows.selectCustomOptions(db, [product.id]),
    input.customOptions,
  );
  if (product.type === 'configurable') {
    if (hasBundle) throw unknown();
    const superAttributes = await rows.selectSuperAttributes(db, [product.id]);
    const links = await rows.selectLinks(db, [product.id]);
    const selected = input.selectedOptions ?? [];
    const codes = new Set(selected.map((option) => option.attributeCode));
    if (selected.some((option) => !superAttributes.some((a) => a.code === option.attributeCode)))
      throw unknown();
    if (codes.size !== selected.length || codes.size !== superAttributes.length)
      throw new CartError(cartMessage(locale, 'missingConfiguration', { sku: product.sku }));
    const childIds = links.filter((link) => link.kind === 'configurable').map((l) => l.childId);
    const values = await rows.selectAttributeValues(db, childIds);
    const childId = childIds.find((id) =>
      selected.every((option) =>
        values.some(
          (value) =>
            value.productId === id &&
            value.code === option.attributeCode &&
            value.optionId === option.value,
        ),
      ),
    );
    if (childId === undefined) throw unknown();
    const [child] = await rows.selectProductsById(db, locale, [childId]);
    if (!child) throw new CartError(cartMessage(locale, 'notOrderable', { sku: product.sku }));
    return [{ productId: product.id, childId, qty, customOptions, bundleSelections: [] }];
  }
  if (hasSelected) throw unknown();
  if (product.type === 'bundle') {
    const options = await rows.selectBundleOptions(db, [product.id]);
    const requested = input.bundleOptions ?? [];
    const bundleSelections: CartLineBundleSelection[] = [];
    for (const option of options) {
      const picks = hasBundle
        ? option.selections.filter((selection) =>
            requested.some((entry) => entry.selectionId === selection.id),
          )
        : option.selections.filter((selection) => selection.isDefault);
      if (picks.length > 1 && (option.type === 'select' || option.type === 'radio'))
        throw unknown();
      if (option.isRequired && picks.length === 0)
        throw new CartError(
          cartMessage(locale, 'requiredOption', { option: option.title[locale] ?? '' }),
        );
      for (const pick of picks) {
        const entry = requested.find((candidate) => candidate.selectionId === pick.id);
        const pickQty =
          pick.canChangeQty && entry?.quantity ? entry.quantity : Math.max(1, pick.defaultQty);
        bundleSelections.push({ selectionId: pick.id, qty: pickQty });
      }
    }
    if (
      requested.some(
        (entry) => !bundleSelections.some((chosen) => chosen.selectionId === entry.selectionId),
      )
    )
      throw unknown();
    bundleSelections.sort((a, b) => a.selectionId - b.selectionId);
    return [{ productId: product.id, childId: null, qty, customOptions, bundleSelections }];
  }
  if (hasBundle) throw unknown();
  return [{ productId: product.id, childId: null, qty, customOptions, bundleSelections: [] }];
}
