/**
 * Stock of a cart (decision 0701): what each line takes from stock, checked with the shop's stock rule on
 * every read (a line's problem) and every change (a refusal).
 */
import type { PricingCatalog } from '../money/linePrice';
import { type StockLevel, stockShortage } from '../catalog/stockRule';
import { stockDisclosureLimit } from '../catalog/unpaidHold';
import type { SiteLocale } from '../config';
import type { LineRow } from './cartSession';
import type { CartServices, LoadedCatalog } from './cartView';
import { CartError, cartMessage } from './messages';

/** Product ids and quantities a line takes from stock. */
export function stockDemand(catalog: PricingCatalog, line: LineRow): [number, number][] {
  if (line.bundleSelections.length > 0)
    return line.bundleSelections.map((selection) => [
      catalog.bundleSelectionProduct.get(selection.selectionId) ?? 0,
      selection.qty * line.qty,
    ]);
  return [[line.childId ?? line.productId, line.qty]];
}

/** Stock each product of the cart is asked for, over all lines (a product can be in several lines). */
export function demandByProduct(catalog: LoadedCatalog, lines: LineRow[]) {
  const demand = new Map<number, number>();
  for (const line of lines)
    for (const [productId, qty] of stockDemand(catalog, line))
      demand.set(productId, (demand.get(productId) ?? 0) + qty);
  return demand;
}

/**
 * The translated refusal of `wanted` units of a product, or null when the stock serves them (the stock rule).
 * The exact units left are told only when few (catalog/unpaidHold.ts `stockDisclosureLimit`). The bound of one
 * unpaid order is checked when the order takes its stock (orders/placeOrder.ts), not here: a cart holds nothing.
 */
export function stockProblem(
  locale: SiteLocale,
  product: StockLevel & { name: string },
  wanted: number,
): string | null {
  const name = product.name;
  const shortage = stockShortage(product, wanted);
  if (shortage === 'outOfStock') return cartMessage(locale, 'outOfStock', { name });
  if (shortage === 'aboveStock')
    return product.qty <= stockDisclosureLimit
      ? cartMessage(locale, 'aboveStock', { name, qty: product.qty })
      : cartMessage(locale, 'limitedStock', { name });
  return null;
}

/** The translated stock problem of a line, or null. */
export function lineStockError(
  services: CartServices,
  catalog: LoadedCatalog,
  demand: Map<number, number>,
  line: LineRow,
): string | null {
  for (const [productId] of stockDemand(catalog, line)) {
    const product = catalog.products.get(productId);
    if (!product) continue;
    const problem = stockProblem(services.locale, product, demand.get(productId) ?? 0);
    if (problem) return problem;
  }
  return null;
}

/** Refuses the change when a product the changed lines use has less stock than the cart asks for. */
export function checkStock(
  services: CartServices,
  catalog: LoadedCatalog,
  lines: LineRow[],
  changedLineIds: Set<number>,
) {
  const demand = new Map<number, number>();
  const touched = new Set<number>();
  for (const line of lines)
    for (const [productId, qty] of stockDemand(catalog, line)) {
      demand.set(productId, (demand.get(productId) ?? 0) + qty);
      if (changedLineIds.has(line.id)) touched.add(productId);
    }
  for (const productId of touched) {
    const product = catalog.products.get(productId);
    if (!product) continue;
    const problem = stockProblem(services.locale, product, demand.get(productId) ?? 0);
    if (problem) throw new CartError(problem);
  }
}
