/**
 * The unit price of a cart line (decision 0740): the parts it is made of (the product, its configurable child,
 * or the bundle's selections, each at the quantity the line takes of it) plus its custom options. Each part's
 * stored price is converted to incl. tax once; a percentage option is a percentage of each part's unit price;
 * the rest is integer sums and products, so the sum of the parts a page shows is the unit the cart charges.
 */
import type { CustomOptionRow, ProductRow, TierPriceRow } from '../catalog/productRows';
import type { CartLineBundleSelection, CartLineCustomOption } from '../db/schema';
import { computePrices, unitPriceFrom } from './productPrices';
import {
  addAmounts,
  type Amounts,
  amountsOf,
  roundCents,
  type TaxRule,
  timesQty,
  zero,
} from './tax';

/** One part of a line's unit: its unit price (at the quantity the line takes of it) and how many a unit holds. */
export interface PricedPart {
  unit: Amounts;
  qty: number;
}

/** Unit price of a product at a quantity, both ways: the stored price (excl. tax) converted once. */
export function partUnitPrice(
  product: ProductRow,
  tiers: TierPriceRow[],
  customerGroupId: number,
  qty: number,
  tax: TaxRule,
): Amounts {
  return amountsOf(unitPriceFrom(computePrices(product, tiers, customerGroupId), qty), tax);
}

/** A percentage (`rate` in hundredths of a percent) of a unit price, rounded to the cent each way. */
export function percentOf(unit: Amounts, rate: number): Amounts {
  return {
    inclTax: roundCents((unit.inclTax * rate) / 10000),
    exclTax: roundCents((unit.exclTax * rate) / 10000),
  };
}

/**
 * Extra cost of one price setting on a unit made of `parts`: a fixed amount (stored excl. tax, converted
 * once), or a percentage of each part's unit price times its quantity.
 */
export function extraCostOf(
  parts: readonly PricedPart[],
  price: number | null,
  priceType: string | null,
  tax: TaxRule,
): Amounts {
  if (price === null || priceType === null) return zero;
  if (priceType === 'percent')
    return addAmounts(...parts.map((part) => timesQty(percentOf(part.unit, price), part.qty)));
  return amountsOf(price, tax);
}

/** Extra cost of the chosen custom options on a unit made of `parts`. */
export function customOptionsCost(
  parts: readonly PricedPart[],
  options: readonly CustomOptionRow[],
  chosen: readonly CartLineCustomOption[],
  tax: TaxRule,
): Amounts {
  const costs: Amounts[] = [];
  for (const choice of chosen) {
    const option = options.find((candidate) => candidate.id === choice.optionId);
    if (!option) continue;
    if (option.values.length === 0) {
      costs.push(extraCostOf(parts, option.price, option.priceType, tax));
      continue;
    }
    for (const valueId of choice.valueIds) {
      const value = option.values.find((candidate) => candidate.id === valueId);
      if (value) costs.push(extraCostOf(parts, value.price, value.priceType, tax));
    }
  }
  return addAmounts(...costs);
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

/** A line's unit price: its parts (`base`), its custom options, and their sum (`unit`). */
export interface LineUnitPrice {
  base: Amounts;
  options: Amounts;
  unit: Amounts;
}

/** The parts of a line: each bundle selection, else the configurable child, else the product itself. */
export function lineParts(
  catalog: PricingCatalog,
  line: LineToPrice,
  customerGroupId: number,
  tax: TaxRule,
): PricedPart[] {
  const partOf = (productId: number, qty: number): PricedPart => {
    const product = catalog.products.get(productId);
    if (!product) throw new Error(`Product ${productId} is missing from the pricing catalogue.`);
    const tiers = catalog.tiers.get(productId) ?? [];
    // A bundle part's tier is reached by what the whole line takes of it.
    return { unit: partUnitPrice(product, tiers, customerGroupId, qty * line.qty, tax), qty };
  };
  if (line.bundleSelections.length === 0) return [partOf(line.childId ?? line.productId, 1)];
  return line.bundleSelections.map((selection) => {
    const productId = catalog.bundleSelectionProduct.get(selection.selectionId);
    if (productId === undefined)
      throw new Error(`Unknown bundle selection ${selection.selectionId}.`);
    return partOf(productId, selection.qty);
  });
}

/** Unit price of a cart line, both ways: its parts plus its custom options. */
export function linePrice(
  catalog: PricingCatalog,
  line: LineToPrice,
  customerGroupId: number,
  tax: TaxRule,
): LineUnitPrice {
  const parts = lineParts(catalog, line, customerGroupId, tax);
  const base = addAmounts(...parts.map((part) => timesQty(part.unit, part.qty)));
  const options = customOptionsCost(
    parts,
    catalog.customOptions.get(line.productId) ?? [],
    line.customOptions,
    tax,
  );
  return { base, options, unit: addAmounts(base, options) };
}
