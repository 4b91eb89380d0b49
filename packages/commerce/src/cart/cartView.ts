/**
 * The view of a cart: its lines priced from the catalogue on every read (the money module, decision 0740),
 * described in the shopper's language, with their stock problems; lines whose product is gone listed apart.
 */
import { sql } from 'drizzle-orm';

import * as rows from '../catalog/productRows';
import type { SiteLocale } from '../config';
import { selectRows, type Database } from '../db/database';
import { linePrice, type PricingCatalog } from '../money/linePrice';
import { type TaxRule } from '../money/tax';
import { documentTotal, lineTotal, priceBasisOf } from '../money/totals';
import { findCartId, type LineRow, selectLines } from './cartSession';
import { demandByProduct, lineStockError, stockDemand } from './cartStock';
import { cartMessage } from './messages';

export interface CartServices {
  db: Database;
  locale: SiteLocale;
  customerGroupId: number;
  /** The signed-in customer (the carts it may reach), or null for a visitor. */
  customerId: number | null;
  /** The shop's tax rule (its config). */
  tax: TaxRule;
  currency: string;
}

export interface CartItemView {
  id: number;
  productId: number;
  sku: string;
  childId: number | null;
  childSku: string | null;
  qty: number;
  options: { label: string; value: string }[];
  unitPriceExclTax: number;
  /** The unit price a shopper pays (decision 0740: the sum of the parts the product page shows). */
  unitPriceInclTax: number;
  rowTotalExclTax: number;
  rowTotalInclTax: number;
  /** Translated stock problem of the line (out of stock, above stock), null when it can be ordered. */
  stockError: string | null;
}

/** A line whose product (or chosen child or bundle part) was removed or disabled since it was added. */
export interface UnavailableItemView {
  id: number;
  sku: string;
  name: string;
  qty: number;
  message: string;
}

export interface CartView {
  items: CartItemView[];
  unavailableItems: UnavailableItemView[];
  totalQuantity: number;
  subtotalExclTax: number;
  subtotalInclTax: number;
}

export interface CartResult {
  success: boolean;
  errorMessage: string | null;
  cart: CartView;
}

export const emptyView: CartView = {
  items: [],
  unavailableItems: [],
  totalQuantity: 0,
  subtotalExclTax: 0,
  subtotalInclTax: 0,
};

export interface LoadedCatalog extends PricingCatalog {
  bundleOptions: Map<number, rows.BundleOptionRow[]>;
  attributeValues: Map<number, rows.AttributeValueRow[]>;
  superAttributes: Map<number, rows.SuperAttributeRow[]>;
}

function byProduct<Row extends { productId: number }>(list: Row[]): Map<number, Row[]> {
  const map = new Map<number, Row[]>();
  for (const row of list) map.set(row.productId, [...(map.get(row.productId) ?? []), row]);
  return map;
}

/** Everything needed to price and describe the lines: a fixed number of queries per cart. */
export async function loadCatalog(
  db: Database,
  locale: SiteLocale,
  lines: LineRow[],
): Promise<LoadedCatalog> {
  const parentIds = [...new Set(lines.map((line) => line.productId))];
  const bundleOptionRows = await rows.selectBundleOptions(db, parentIds);
  const bundleSelectionProduct = new Map<number, number>();
  for (const option of bundleOptionRows)
    for (const selection of option.selections)
      bundleSelectionProduct.set(selection.id, selection.productId);
  const childIds = lines.flatMap((line) => (line.childId === null ? [] : [line.childId]));
  const ids = [...new Set([...parentIds, ...childIds, ...bundleSelectionProduct.values()])];
  // One after the other: `db` is often a transaction's single connection, where pg refuses overlapping queries.
  const products = await rows.selectProductsById(db, locale, ids);
  const tiers = await rows.selectTierPrices(db, ids);
  const customOptions = await rows.selectCustomOptions(db, parentIds);
  const attributeValues = await rows.selectAttributeValues(db, childIds);
  const superAttributes = await rows.selectSuperAttributes(db, parentIds);
  return {
    products: new Map(products.map((product) => [product.id, product])),
    tiers: byProduct(tiers),
    customOptions: byProduct(customOptions),
    bundleSelectionProduct,
    bundleOptions: byProduct(bundleOptionRows),
    attributeValues: byProduct(attributeValues),
    superAttributes: byProduct(superAttributes),
  };
}

function describeOptions(
  catalog: LoadedCatalog,
  locale: SiteLocale,
  line: LineRow,
): { label: string; value: string }[] {
  const options: { label: string; value: string }[] = [];
  if (line.childId !== null) {
    const codes = new Set(
      (catalog.superAttributes.get(line.productId) ?? []).map((attribute) => attribute.code),
    );
    for (const value of catalog.attributeValues.get(line.childId) ?? [])
      if (codes.has(value.code))
        options.push({
          label: value.attributeLabel[locale] ?? value.code,
          value: value.optionLabel[locale] ?? String(value.optionId),
        });
  }
  for (const option of catalog.bundleOptions.get(line.productId) ?? [])
    for (const selection of option.selections) {
      const chosen = line.bundleSelections.find((entry) => entry.selectionId === selection.id);
      if (chosen)
        options.push({
          label: option.title[locale] ?? '',
          value: `${chosen.qty} × ${catalog.products.get(selection.productId)?.name ?? ''}`,
        });
    }
  for (const choice of line.customOptions) {
    const option = catalog.customOptions
      .get(line.productId)
      ?.find((candidate) => candidate.id === choice.optionId);
    if (!option) continue;
    const value =
      option.values.length === 0
        ? (choice.text ?? '')
        : option.values
            .filter((candidate) => choice.valueIds.includes(candidate.id))
            .map((candidate) => candidate.title[locale] ?? '')
            .join(', ');
    options.push({ label: option.title[locale] ?? '', value });
  }
  return options;
}

/** Name and SKU of products whatever their state (for lines whose product was disabled or removed). */
async function selectAnyProductNames(db: Database, locale: SiteLocale, ids: number[]) {
  if (ids.length === 0) return new Map<number, { sku: string; name: string }>();
  const found = await selectRows<{ id: number; sku: string; name: string | null }>(
    db,
    sql`SELECT p.id, p.sku, pl.name FROM product p
      LEFT JOIN product_locale pl ON pl.product_id = p.id AND pl.locale = ${locale}
      WHERE p.id = ANY(${sql.param(ids)}::int[])`,
  );
  return new Map(found.map((row) => [row.id, { sku: row.sku, name: row.name ?? row.sku }]));
}

/**
 * The view of a cart's lines, priced from the catalogue; lines whose product is gone are listed apart
 * (unavailable, not in the totals), lines asking more than the stock carry their stock problem.
 */
export async function buildView(
  services: CartServices,
  db: Database,
  lines: LineRow[],
): Promise<{ view: CartView; catalog: LoadedCatalog }> {
  const catalog = await loadCatalog(db, services.locale, lines);
  const items: CartItemView[] = [];
  const gone: LineRow[] = [];
  const available: LineRow[] = [];
  for (const line of lines) {
    const parts = stockDemand(catalog, line).map(([id]) => id);
    if (!catalog.products.has(line.productId) || parts.some((id) => !catalog.products.has(id)))
      gone.push(line);
    else available.push(line);
  }
  const demand = demandByProduct(catalog, available);
  const names = await selectAnyProductNames(
    db,
    services.locale,
    gone.map((line) => line.productId),
  );
  const unavailableItems = gone.map((line) => {
    const known = names.get(line.productId);
    const name = catalog.products.get(line.productId)?.name ?? known?.name ?? '';
    return {
      id: line.id,
      sku: known?.sku ?? '',
      name,
      qty: line.qty,
      message: cartMessage(services.locale, 'unavailable', { name }),
    };
  });
  const basis = priceBasisOf(services.customerGroupId);
  for (const line of available) {
    const parent = catalog.products.get(line.productId)!;
    const { unit } = linePrice(catalog, line, services.customerGroupId, services.tax);
    const row = lineTotal(unit, line.qty, basis, services.tax);
    items.push({
      id: line.id,
      productId: line.productId,
      sku: parent.sku,
      childId: line.childId,
      childSku: line.childId === null ? null : (catalog.products.get(line.childId)?.sku ?? null),
      qty: line.qty,
      options: describeOptions(catalog, services.locale, line),
      unitPriceExclTax: unit.exclTax,
      unitPriceInclTax: unit.inclTax,
      rowTotalExclTax: row.exclTax,
      rowTotalInclTax: row.inclTax,
      stockError: lineStockError(services, catalog, demand, line),
    });
  }
  const subtotal = documentTotal(
    items.map((item) => ({ inclTax: item.rowTotalInclTax, exclTax: item.rowTotalExclTax })),
    basis,
    services.tax,
  );
  return {
    catalog,
    view: {
      items,
      unavailableItems,
      totalQuantity: items.reduce((sum, item) => sum + item.qty, 0),
      subtotalExclTax: subtotal.exclTax,
      subtotalInclTax: subtotal.inclTax,
    },
  };
}

/** The session's cart (empty without a session or a cart). */
export async function readCart(services: CartServices, token: string | undefined) {
  const cartId = await findCartId(services.db, token, false, services.customerId);
  if (cartId === undefined) return emptyView;
  return (await buildView(services, services.db, await selectLines(services.db, cartId))).view;
}

/** A cart's view by its id, read with `db` (checkout and order placement know the cart already; H7a edit). */
export async function readCartById(
  services: CartServices,
  cartId: number,
  db: Database = services.db,
): Promise<CartView> {
  return (await buildView(services, db, await selectLines(db, cartId))).view;
}
