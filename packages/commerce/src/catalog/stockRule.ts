/**
 * The stock rule, written once: whether a product's stock can serve a quantity. The cart (adding, changing,
 * reading lines), adding by reference and order placement all ask it; the SQL that takes and gives back stock
 * (orders/placeOrder.ts, orders/paymentState.ts) writes the same rule in its WHERE and CASE clauses.
 */

/** Below this many units left, a product in stock is labelled `low_stock` (the `stockLabel` of spec §3). */
export const lowStockThreshold = 10;

/** What the rule reads of a product's stock row (`stock_item`). */
export interface StockLevel {
  /** The stock row's switch: false when the product may not be sold from stock at all. */
  isInStock: boolean;
  /** Units left. */
  qty: number;
}

/** Why stock cannot serve a demand: nothing to sell at all, or fewer units than asked for. */
export type StockShortage = 'outOfStock' | 'aboveStock';

/** Whether the product has any unit to sell: switched in stock with at least one unit left. */
export function hasStockToSell(stock: StockLevel): boolean {
  return stock.isInStock && stock.qty > 0;
}

/**
 * What keeps `wanted` units (everything asked of the product, over all lines) from being sold, or null when
 * the stock serves them. Out of stock wins over a quantity above the stock.
 */
export function stockShortage(stock: StockLevel, wanted: number): StockShortage | null {
  if (!hasStockToSell(stock)) return 'outOfStock';
  return wanted > stock.qty ? 'aboveStock' : null;
}
