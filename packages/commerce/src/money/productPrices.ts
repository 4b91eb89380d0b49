/**
 * What a product costs a customer group, excluding tax (decision 0740): list, special, group and tier prices.
 */
import type { ProductRow, TierPriceRow } from '../catalog/productRows';

const composite = new Set(['configurable', 'bundle', 'grouped']);

/** The customer group's own price at quantity 1 (professional prices), if any. */
function groupPrice(tierPrices: TierPriceRow[], customerGroupId: number): number | undefined {
  const prices = tierPrices
    .filter((tier) => tier.qty <= 1 && tier.customerGroupId === customerGroupId)
    .map((tier) => tier.price);
  return prices.length > 0 ? Math.min(...prices) : undefined;
}

export interface ProductPriceAmounts {
  regular: number;
  final: number;
  min: number;
  tiers: { qty: number; price: number }[];
}

/**
 * Prices of a product for a customer group, excluding tax: regular (list price), final (after a current
 * special price and the group's price), min (lowest price a shopper can pay: children of composite products)
 * and tier prices (quantity > 1, for everyone or for the group) below the final price.
 */
export function computePrices(
  product: ProductRow,
  tierPrices: TierPriceRow[],
  customerGroupId: number,
): ProductPriceAmounts {
  if (composite.has(product.type)) {
    const min =
      product.specialActive && product.specialPrice !== null
        ? Math.min(product.minPrice, product.specialPrice)
        : product.minPrice;
    return { regular: product.minPrice, final: min, min, tiers: [] };
  }
  const candidates = [product.price];
  if (product.specialActive && product.specialPrice !== null) candidates.push(product.specialPrice);
  const group = groupPrice(tierPrices, customerGroupId);
  if (group !== undefined) candidates.push(group);
  const final = Math.min(...candidates);
  const tiers = tierPrices
    .filter(
      (tier) =>
        tier.qty > 1 && (tier.customerGroupId === null || tier.customerGroupId === customerGroupId),
    )
    .filter((tier) => tier.price < final)
    .map((tier) => ({ qty: tier.qty, price: tier.price }));
  return { regular: product.price, final, min: final, tiers };
}

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
  return unitPriceFrom(computePrices(product, tiers, customerGroupId), qty);
}

/** The unit price at a quantity from computed prices. */
export function unitPriceFrom(prices: ProductPriceAmounts, qty: number): number {
  return Math.min(
    prices.final,
    ...prices.tiers.filter((tier) => tier.qty <= qty).map((tier) => tier.price),
  );
}

/**
 * The quantities from which the unit price may change (1 and each tier's), ascending: the unit price is
 * constant from one to the next, so a page can look a quantity's price up instead of computing it.
 */
export function priceBreaks(prices: ProductPriceAmounts): number[] {
  return [...new Set([1, ...prices.tiers.map((tier) => tier.qty)])].sort((a, b) => a - b);
}
