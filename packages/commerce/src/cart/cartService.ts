/**
 * The cart (issue 7, item 1): lines stored per session, prices and totals computed here from the catalogue
 * on every read, stock checked on every change, each change in one transaction that changes nothing when it
 * is refused.
 */
import { createHash, randomBytes } from 'node:crypto';

import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';

import * as rows from '../catalog/productRows';
import { stockShortage } from '../catalog/stockRule';
import type { SiteLocale } from '../config';
import { selectRows, type Database } from '../db/database';
import {
  cart,
  cartLine,
  type CartLineBundleSelection,
  type CartLineCustomOption,
} from '../db/schema';
import { linePrice, type PricingCatalog } from '../money/linePrice';
import { type TaxRule } from '../money/tax';
import { documentTotal, lineTotal, priceBasisOf } from '../money/totals';
import { CartError, cartMessage } from './messages';

/** Largest quantity of one line. */
export const maxQuantity = 9999;
/** Most lines in one cart: a quick order of hundreds of references fits (decision 0710). */
export const maxLines = 500;
/** Name of the cart session cookie. */
export const cartCookieName = 'truffe_cart';

/** The request's cart session: the cookie's token, and a way to hand a new one to the browser. */
export interface CartSession {
  token: string | undefined;
  /** Called after the commit that created the cart: sets the cookie. */
  issue(token: string): void;
}

/** A new opaque session token: 256 random bits, base64url. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256 (a leaked table does not give sessions away). */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface CartServices {
  db: Database;
  locale: SiteLocale;
  customerGroupId: number;
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

const emptyView: CartView = {
  items: [],
  unavailableItems: [],
  totalQuantity: 0,
  subtotalExclTax: 0,
  subtotalInclTax: 0,
};

export type LineRow = typeof cartLine.$inferSelect;

async function findCartId(db: Database, token: string | undefined, lock: boolean) {
  if (!token || token.length > 200) return undefined;
  const found = await selectRows<{ id: number }>(
    db,
    lock
      ? sql`SELECT id FROM cart WHERE token_hash = ${hashSessionToken(token)} FOR UPDATE`
      : sql`SELECT id FROM cart WHERE token_hash = ${hashSessionToken(token)}`,
  );
  return found[0]?.id;
}

function selectLines(db: Database, cartId: number) {
  return db.select().from(cartLine).where(eq(cartLine.cartId, cartId)).orderBy(asc(cartLine.id));
}

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

/** Product ids and quantities a line takes from stock. */
export function stockDemand(catalog: PricingCatalog, line: LineRow): [number, number][] {
  if (line.bundleSelections.length > 0)
    return line.bundleSelections.map((selection) => [
      catalog.bundleSelectionProduct.get(selection.selectionId) ?? 0,
      selection.qty * line.qty,
    ]);
  return [[line.childId ?? line.productId, line.qty]];
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

/** Stock each product of the cart is asked for, over all lines (a product can be in several lines). */
function demandByProduct(catalog: LoadedCatalog, lines: LineRow[]) {
  const demand = new Map<number, number>();
  for (const line of lines)
    for (const [productId, qty] of stockDemand(catalog, line))
      demand.set(productId, (demand.get(productId) ?? 0) + qty);
  return demand;
}

/** The translated stock problem of a line, or null. */
function lineStockError(
  services: CartServices,
  catalog: LoadedCatalog,
  demand: Map<number, number>,
  line: LineRow,
): string | null {
  for (const [productId] of stockDemand(catalog, line)) {
    const product = catalog.products.get(productId);
    if (!product) continue;
    const shortage = stockShortage(product, demand.get(productId) ?? 0);
    if (shortage)
      return cartMessage(services.locale, shortage, { name: product.name, qty: product.qty });
  }
  return null;
}

/**
 * The view of a cart's lines, priced from the catalogue; lines whose product is gone are listed apart
 * (unavailable, not in the totals), lines asking more than the stock carry their stock problem.
 */
async function buildView(
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
  const cartId = await findCartId(services.db, token, false);
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

/** Refuses the change when a product the changed lines use has less stock than the cart asks for. */
function checkStock(
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
    const shortage = stockShortage(product, demand.get(productId) ?? 0);
    if (shortage)
      throw new CartError(
        cartMessage(services.locale, shortage, { name: product.name, qty: product.qty }),
      );
  }
}

/**
 * Runs one change of the session's cart in a transaction (the cart row locked), then checks stock for the
 * lines the change returns; a refusal rolls everything back and answers the unchanged cart.
 */
export async function mutate(
  services: CartServices,
  session: CartSession,
  change: (db: Database, cartId: number, lines: LineRow[]) => Promise<number[]>,
  /** Answers a session without a cart instead of creating one (removing, emptying). */
  withoutCart?: () => CartResult,
): Promise<CartResult> {
  if (withoutCart && (await findCartId(services.db, session.token, false)) === undefined)
    return withoutCart();
  let issued: string | undefined;
  try {
    const view = await services.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      let cartId = await findCartId(db, session.token, true);
      if (cartId === undefined) {
        issued = newSessionToken();
        const [created] = await db
          .insert(cart)
          .values({ tokenHash: hashSessionToken(issued) })
          .returning({ id: cart.id });
        cartId = created!.id;
      }
      const changed = new Set(await change(db, cartId, await selectLines(db, cartId)));
      const lines = await selectLines(db, cartId);
      if (lines.length > maxLines)
        throw new CartError(cartMessage(services.locale, 'tooManyLines', { max: maxLines }));
      const { view, catalog } = await buildView(services, db, lines);
      checkStock(services, catalog, lines, changed);
      await db.update(cart).set({ updatedAt: new Date() }).where(eq(cart.id, cartId));
      return view;
    });
    if (issued) session.issue(issued);
    return { success: true, errorMessage: null, cart: view };
  } catch (error) {
    if (!(error instanceof CartError)) throw error;
    return {
      success: false,
      errorMessage: error.message,
      cart: await readCart(services, session.token),
    };
  }
}

const quantity = z.number().int().min(1).max(maxQuantity);
const numericId = z
  .string()
  .regex(/^[1-9]\d{0,8}$/)
  .transform(Number);
const skuText = z.string().trim().min(1).max(64);

const addInputSchema = z.object({
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

const updateInputSchema = z.object({ itemId: numericId, quantity });
const removeInputSchema = z.object({ itemId: numericId });

/** zod at the boundary: bad input becomes a translated refusal before anything is read or written. */
function parse<Schema extends z.ZodType>(
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

async function refusal(services: CartServices, session: CartSession, error: unknown) {
  if (!(error instanceof CartError)) throw error;
  return {
    success: false,
    errorMessage: error.message,
    cart: await readCart(services, session.token),
  } satisfies CartResult;
}

interface NewLine {
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
async function resolveAdd(
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

const sameLine = (line: LineRow, next: NewLine) =>
  line.productId === next.productId &&
  line.childId === next.childId &&
  JSON.stringify(line.customOptions) === JSON.stringify(next.customOptions) &&
  JSON.stringify(line.bundleSelections) === JSON.stringify(next.bundleSelections);

/** Adds a product (merged into an equal line); refuses bad input, unknown products and missing stock. */
export async function addToCart(
  services: CartServices,
  session: CartSession,
  rawInput: unknown,
): Promise<CartResult> {
  let input: z.output<typeof addInputSchema>;
  try {
    input = parse(services, addInputSchema, rawInput);
  } catch (error) {
    return refusal(services, session, error);
  }
  return mutate(services, session, async (db, cartId, lines) => {
    const changed: number[] = [];
    for (const next of await resolveAdd(services, db, input)) {
      const existing = lines.find((line) => sameLine(line, next));
      if (existing) {
        const qty = existing.qty + next.qty;
        if (qty > maxQuantity)
          throw new CartError(
            cartMessage(services.locale, 'invalidQuantity', { max: maxQuantity }),
          );
        await db.update(cartLine).set({ qty }).where(eq(cartLine.id, existing.id));
        existing.qty = qty;
        changed.push(existing.id);
      } else {
        const [created] = await db
          .insert(cartLine)
          .values({ cartId, ...next })
          .returning();
        lines.push(created!);
        changed.push(created!.id);
      }
    }
    return changed;
  });
}

/** Sets a line's quantity, stock checked. */
export async function updateCartItemQuantity(
  services: CartServices,
  session: CartSession,
  rawInput: unknown,
): Promise<CartResult> {
  let input: z.output<typeof updateInputSchema>;
  try {
    input = parse(services, updateInputSchema, rawInput);
  } catch (error) {
    return refusal(services, session, error);
  }
  return mutate(services, session, async (db, cartId) => {
    const updated = await db
      .update(cartLine)
      .set({ qty: input.quantity })
      .where(and(eq(cartLine.id, input.itemId), eq(cartLine.cartId, cartId)))
      .returning({ id: cartLine.id });
    if (updated.length === 0) throw new CartError(cartMessage(services.locale, 'lineNotFound'));
    return [input.itemId];
  });
}

/** Removes a line of the session's cart. */
export async function removeCartItem(
  services: CartServices,
  session: CartSession,
  rawInput: unknown,
): Promise<CartResult> {
  let input: z.output<typeof removeInputSchema>;
  try {
    input = parse(services, removeInputSchema, rawInput);
  } catch (error) {
    return refusal(services, session, error);
  }
  return mutate(
    services,
    session,
    async (db, cartId) => {
      const removed = await db
        .delete(cartLine)
        .where(and(eq(cartLine.id, input.itemId), eq(cartLine.cartId, cartId)))
        .returning({ id: cartLine.id });
      if (removed.length === 0) throw new CartError(cartMessage(services.locale, 'lineNotFound'));
      return [];
    },
    () => ({
      success: false,
      errorMessage: cartMessage(services.locale, 'lineNotFound'),
      cart: emptyView,
    }),
  );
}

/** Removes every line of the session's cart. */
export function emptyCart(services: CartServices, session: CartSession): Promise<CartResult> {
  return mutate(
    services,
    session,
    async (db, cartId) => {
      await db.delete(cartLine).where(eq(cartLine.cartId, cartId));
      return [];
    },
    () => ({ success: true, errorMessage: null, cart: emptyView }),
  );
}
