import { computePrices } from '../catalog/pricing';
import type { CustomOptionRow, ProductRow, TierPriceRow } from '../catalog/productRows';
import type { CartLineBundleSelection, CartLineCustomOption } from '../db/schema';

/**
 * Unit price of a product at a line quantity, excluding tax (cents): the final price (special price, group
 * price) or the best tier price whose quantity the line reaches.
 */
export function unitPriceAt(
  product: ProductRow,
  tiers: TierPriceRow[],
  customerGroupId: number,
  qty: number,
): number {
  const prices = computePrices(product, tiers, customerGroupId);
  return Math.min(
    prices.final,
    ...prices.tiers.filter((tier) => tier.qty <= qty).map((tier) => tier.price),
  );
}

/** Extra cost of one price setting: fixed cents, or a percentage of the base (price in hundredths of %). */
export function extraCostOf(base: number, price: number | null, priceType: string | null): number {
  if (price === null || priceType === null) return 0;
  if (priceType === 'percent') return Math.round((base * price) / 10000);
  return price;
}

/** Extra cost of the chosen custom options on a base unit price. */
export function customOptionsCost(
  base: number,
  options: CustomOptionRow[],
  chosen: CartLineCustomOption[],
): number {
  let total = 0;
  for (const choice of chosen) {
    const option = options.find((candidate) => candidate.id === choice.optionId);
    if (!option) continue;
    if (option.values.length === 0) {
      total += extraCostOf(base, option.price, option.priceType);
      continue;
    }
    for (const valueId of choice.valueIds) {
      const value = option.values.find((candidate) => candidate.id === valueId);
      if (value) total += extraCostOf(base, value.price, value.priceType);
    }
  }
  return total;
}

export interface PricingCatalog {
  products: Map<number, ProductRow>;
  tiers: Map<number, TierPriceRow[]>;
  customOptions: Map<number, CustomOptionRow[]>;
  /** Bundle selection id -> selected product id. */
  bundleSelectionProduct: Map<number, number>;
}

export interface LineToPrice {
  productId: number;
  childId: number | null;
  qty: number;
  customOptions: CartLineCustomOption[];
  bundleSelections: CartLineBundleSelection[];
}

/** Unit price of a cart line excluding tax: its product (or child, or bundle parts) plus custom options. */
export function linePriceExclTax(
  catalog: PricingCatalog,
  line: LineToPrice,
  customerGroupId: number,
): number {
  const priceOf = (productId: number, qty: number) => {
    const product = catalog.products.get(productId);
    if (!product) throw new Error(`Product ${productId} is missing from the pricing catalogue.`);
    return unitPriceAt(product, catalog.tiers.get(productId) ?? [], customerGroupId, qty);
  };
  let base: number;
  if (line.bundleSelections.length > 0) {
    base = 0;
    for (const selection of line.bundleSelections) {
      const productId = catalog.bundleSelectionProduct.get(selection.selectionId);
      if (productId === undefined)
        throw new Error(`Unknown bundle selection ${selection.selectionId}.`);
      base += priceOf(productId, selection.qty * line.qty) * selection.qty;
    }
  } else {
    base = priceOf(line.childId ?? line.productId, line.qty);
  }
  return (
    base +
    customOptionsCost(base, catalog.customOptions.get(line.productId) ?? [], line.customOptions)
  );
}
