import type { ProductRow, TierPriceRow } from './productRows';

/** Money of spec §3: integer cents and a currency code. */
export interface Money {
  amount: number;
  currency: string;
}

export interface Price {
  priceInclTax: Money;
  priceExclTax: Money;
}

/** A price excluding tax (cents) with its tax-inclusive twin; prices are stored excluding tax. */
export function toPrice(exclTax: number, taxFactor: number, currency = 'EUR'): Price {
  return {
    priceExclTax: { amount: exclTax, currency },
    priceInclTax: { amount: Math.round(exclTax * taxFactor), currency },
  };
}

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
