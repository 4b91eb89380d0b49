/** Catalogue rows for the money module's unit tests (only the fields pricing reads matter). */
import type { CustomOptionRow, ProductRow, TierPriceRow } from '../catalog/productRows';

/** A product row priced `price` cents excl. tax. */
export function productRow(id: number, price: number, extra: Partial<ProductRow> = {}): ProductRow {
  return {
    id,
    sku: `SKU-${id}`,
    type: 'simple',
    visibility: 4,
    price,
    specialPrice: null,
    specialActive: false,
    minPrice: price,
    image: null,
    brand: null,
    updatedAt: '2026-01-01',
    name: `Product ${id}`,
    urlKey: `product-${id}`,
    shortDescription: null,
    description: null,
    metaTitle: null,
    metaDescription: null,
    qty: 100,
    isInStock: true,
    stockLabel: 'in_stock',
    ...extra,
  };
}

/** A tier price (everyone when `customerGroupId` is null). */
export function tier(
  productId: number,
  qty: number,
  price: number,
  customerGroupId: number | null = null,
): TierPriceRow {
  return { productId, customerGroupId, qty, price };
}

/** A custom option; `values` empty for a text option. */
export function customOption(
  id: number,
  productId: number,
  price: number | null,
  priceType: string | null,
  values: { id: number; price: number | null; priceType: string | null }[] = [],
): CustomOptionRow {
  return {
    id,
    productId,
    type: values.length === 0 ? 'field' : 'checkbox',
    title: { 'fr-FR': `Option ${id}`, 'en-GB': `Option ${id}` },
    isRequired: false,
    maxCharacters: null,
    sortOrder: id,
    price,
    priceType,
    values: values.map((value) => ({ ...value, title: {}, sortOrder: value.id })),
  };
}
