/**
 * Add to cart by reference (`/ajoutparref/`, `/quick-order`; issue 7, item 3): many `{ sku, quantity }` lines
 * validated together — one query for every SKU whatever the number of lines — each answered with its own
 * status and translated message, the valid ones added in one transaction (duplicates merged).
 */
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';

import type { SiteLocale } from '../config';
import { selectRows, type Database } from '../db/database';
import { cartLine } from '../db/schema';
import {
  type CartServices,
  type CartSession,
  type CartView,
  loadCatalog,
  maxQuantity,
  mutate,
  readCart,
  stockDemand,
} from './cartService';
import { hasStockToSell } from '../catalog/stockRule';
import { stockProblem } from './cartStock';
import { CartError, cartMessage } from './messages';

/** Most lines of one call (a pasted or uploaded list). */
export const maxReferenceLines = 500;
/** Longest reference taken as one (longer ones are unknown). */
const maxSkuLength = 64;

export type LineStatus =
  'ADDED' | 'UNKNOWN_SKU' | 'NOT_ORDERABLE' | 'INVALID_QUANTITY' | 'QUANTITY_ABOVE_STOCK';

export interface LineReport {
  /** Index of the line in the request. */
  line: number;
  sku: string;
  quantity: number | null;
  status: LineStatus;
  name: string | null;
  message: string;
}

export interface AddBySkuResult {
  success: boolean;
  errorMessage: string | null;
  addedCount: number;
  lines: LineReport[];
  cart: CartView;
}

const inputSchema = z
  .array(
    z.object({
      // Overlong text is refused per line (unknown reference), not for the whole call; this only bounds abuse.
      sku: z.string().max(1000),
      quantity: z.number().int().nullish(),
    }),
  )
  .max(maxReferenceLines);

/** What one query says about the referenced products (whether active or not). */
interface ReferencedProduct {
  id: number;
  sku: string;
  type: string;
  isActive: boolean;
  visibility: number;
  name: string | null;
  qty: number;
  isInStock: boolean;
  hasRequiredOption: boolean;
}

/** Types bought as they are; the others need choices on their product page. */
const directTypes = new Set(['simple', 'virtual', 'downloadable']);

/** Every referenced product in one query; references match exactly or upper-cased. */
async function selectReferenced(db: Database, locale: SiteLocale, skus: string[]) {
  const candidates = [...new Set(skus.flatMap((sku) => [sku, sku.toUpperCase()]))];
  if (candidates.length === 0) return [];
  return selectRows<ReferencedProduct>(
    db,
    sql`SELECT p.id, p.sku, p.type, p.is_active AS "isActive", p.visibility, pl.name,
        coalesce(s.qty, 0) AS qty, coalesce(s.is_in_stock, false) AS "isInStock",
        EXISTS (SELECT 1 FROM custom_option o WHERE o.product_id = p.id AND o.is_required)
          AS "hasRequiredOption"
      FROM product p
      LEFT JOIN product_locale pl ON pl.product_id = p.id AND pl.locale = ${locale}
      LEFT JOIN stock_item s ON s.product_id = p.id
      WHERE p.sku = ANY(${sql.param(candidates)}::text[])`,
  );
}

/**
 * Adds the valid lines of a reference list to the session's cart. Unknown references, products that cannot
 * be bought as they are, bad quantities and quantities above the stock (counting what the cart already
 * holds and the earlier lines of the list) are reported per line and skipped. The call is refused as a
 * whole (nothing added) above {@link maxReferenceLines} lines, without lines, or when the cart would hold
 * too many lines.
 */
export async function addProductsToCart(
  services: CartServices,
  session: CartSession,
  rawLines: unknown,
): Promise<AddBySkuResult> {
  const locale = services.locale;
  const refuse = async (message: string): Promise<AddBySkuResult> => ({
    success: false,
    errorMessage: message,
    addedCount: 0,
    lines: [],
    cart: await readCart(services, session.token),
  });
  if (Array.isArray(rawLines) && rawLines.length > maxReferenceLines)
    return refuse(
      cartMessage(locale, 'tooManyReferenceLines', {
        max: maxReferenceLines,
        count: rawLines.length,
      }),
    );
  const parsed = inputSchema.safeParse(rawLines);
  if (!parsed.success) return refuse(cartMessage(locale, 'invalidInput'));
  if (parsed.data.length === 0) return refuse(cartMessage(locale, 'noReferenceLines'));
  const input = parsed.data.map((line, index) => ({
    line: index,
    sku: line.sku.trim(),
    quantity: line.quantity ?? null,
  }));

  let reports: LineReport[] = [];
  const result = await mutate(services, session, async (db, cartId, lines) => {
    const found = await selectReferenced(
      db,
      locale,
      input.map((line) => line.sku).filter((sku) => sku !== '' && sku.length <= maxSkuLength),
    );
    const bySku = new Map(found.map((product) => [product.sku, product]));
    // What the cart already takes from each product's stock, and its plain lines to merge into.
    const catalog = await loadCatalog(db, locale, lines);
    const demand = new Map<number, number>();
    for (const line of lines)
      for (const [productId, qty] of stockDemand(catalog, line))
        demand.set(productId, (demand.get(productId) ?? 0) + qty);
    const plainLine = new Map(
      lines
        .filter(
          (line) =>
            line.childId === null &&
            line.customOptions.length === 0 &&
            line.bundleSelections.length === 0,
        )
        .map((line) => [line.productId, line]),
    );
    const adding = new Map<number, number>();
    reports = input.map((line): LineReport => {
      const product = bySku.get(line.sku) ?? bySku.get(line.sku.toUpperCase());
      const base = { line: line.line, sku: line.sku, quantity: line.quantity };
      if (!product || line.sku.length > maxSkuLength)
        return {
          ...base,
          status: 'UNKNOWN_SKU',
          name: null,
          message: cartMessage(locale, 'unknownSku', { sku: line.sku }),
        };
      const name = product.name ?? product.sku;
      const named = { ...base, sku: product.sku, name };
      if (!product.isActive || product.visibility === 1)
        return {
          ...named,
          status: 'NOT_ORDERABLE',
          message: cartMessage(locale, 'notOrderable', { sku: product.sku }),
        };
      if (!directTypes.has(product.type) || product.hasRequiredOption)
        return {
          ...named,
          status: 'NOT_ORDERABLE',
          message: cartMessage(locale, 'needsChoices', { sku: product.sku }),
        };
      if (!hasStockToSell(product))
        return {
          ...named,
          status: 'NOT_ORDERABLE',
          message: cartMessage(locale, 'outOfStock', { name }),
        };
      const qty = line.quantity;
      const merged = (plainLine.get(product.id)?.qty ?? 0) + (adding.get(product.id) ?? 0);
      if (qty === null || qty < 1 || qty > maxQuantity || merged + qty > maxQuantity)
        return {
          ...named,
          status: 'INVALID_QUANTITY',
          message: cartMessage(locale, 'invalidQuantity', { max: maxQuantity }),
        };
      const wanted = (demand.get(product.id) ?? 0) + qty;
      const problem = stockProblem(locale, { ...product, name }, wanted);
      if (problem) return { ...named, status: 'QUANTITY_ABOVE_STOCK', message: problem };
      demand.set(product.id, wanted);
      adding.set(product.id, (adding.get(product.id) ?? 0) + qty);
      return { ...named, status: 'ADDED', message: cartMessage(locale, 'added', { qty, name }) };
    });
    // Nothing valid: roll back (no cart, no cookie created for nothing).
    if (adding.size === 0) throw new CartError(cartMessage(locale, 'noReferenceLines'));
    const changed: number[] = [];
    const fresh = [...adding].filter(([productId]) => !plainLine.has(productId));
    for (const [productId, qty] of adding) {
      const existing = plainLine.get(productId);
      if (!existing) continue;
      await db
        .update(cartLine)
        .set({ qty: existing.qty + qty })
        .where(eq(cartLine.id, existing.id));
      changed.push(existing.id);
    }
    if (fresh.length > 0) {
      // One insert for every new line, whatever their number.
      const created = await db
        .insert(cartLine)
        .values(
          fresh.map(([productId, qty]) => ({
            cartId,
            productId,
            childId: null,
            qty,
            customOptions: [],
            bundleSelections: [],
          })),
        )
        .returning({ id: cartLine.id });
      changed.push(...created.map((row) => row.id));
    }
    return changed;
  });
  const addedCount = reports.filter((report) => report.status === 'ADDED').length;
  // A refusal of the whole change (e.g. the cart would hold too many lines) adds nothing: say so.
  const refusedWhole = !result.success && addedCount > 0;
  return {
    success: !refusedWhole,
    errorMessage: refusedWhole ? result.errorMessage : null,
    addedCount: result.success ? addedCount : 0,
    lines: refusedWhole ? [] : reports,
    cart: result.cart,
  };
}
