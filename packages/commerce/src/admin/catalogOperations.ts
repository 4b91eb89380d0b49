/**
 * Catalogue and reviews in the back office (issue 18 items 6 and 8). A save writes the product in one
 * transaction with its audit entry, then does what every catalogue write must: rebuild the search documents
 * and the precomputed category listings (`refreshCategoryListing`, decision 0871) and announce the change so
 * that the storefront's HTML cache drops the pages tagged with the product (`announceStockChange`, the
 * Cache-Tag purge of decision 0852, which also covers the parents that show the product). A moderated review
 * is announced the same way: the product page shows it, and its rating, at once.
 */
import { sql, type SQL } from 'drizzle-orm';

import { announceStockChange } from '../catalog/stockChanges';
import { lowStockThreshold } from '../catalog/stockRule';
import { notifyRestocked } from '../wishlist/stockAlerts';
import { selectRows, type Database } from '../db/database';
import { refreshCategoryListing } from '../listing/categoryListing';
import { exclTax, inclTax, type TaxRule } from '../money/tax';
import { inTransaction } from '../orders/transaction';
import { refreshSearchDocuments } from '../seed/seed';
import { isUnchanged, NothingChanged, recordAudit } from './auditLog';
import {
  actorOf,
  type AdminContext,
  isCalendarDay,
  isRecordId,
  wholeNumberOf,
  limitOf,
  type Page,
  type PageRequest,
} from './context';
import { AdminError } from './messages';
import { requirePermission } from './permissions';
import { type ProductImage, productImages } from './productImages';

const locales = ['fr-FR', 'en-GB'] as const;
type Locale = (typeof locales)[number];

export interface ProductTexts {
  name: string;
  shortDescription: string | null;
  description: string | null;
}

export interface ProductRow {
  id: number;
  sku: string;
  type: string;
  name: string;
  price: number;
  specialPrice: number | null;
  qty: number | null;
  isActive: boolean;
}

/**
 * A tier price: from `qty` units, `price` cents each, for one customer group (`groupId`, a row of
 * `customer_group`: 0 not signed in, 1 general, 2 professional in the seed) or for all (`groupId` null). At
 * quantity 1 it is a group's own price (the professional prices), so it needs a group.
 */
export interface TierPrice {
  groupId: number | null;
  qty: number;
  price: number;
}

export interface ProductDetail extends ProductRow {
  specialFrom: string | null;
  specialTo: string | null;
  texts: Record<Locale, ProductTexts>;
  tierPrices: TierPrice[];
  images: ProductImage[];
}

function like(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listProducts(
  ctx: AdminContext,
  filter: { q?: string; isActive?: boolean } = {},
  page?: PageRequest,
): Promise<Page<ProductRow>> {
  requirePermission(ctx.staff, 'products.read');
  const { limit, offset } = limitOf(page);
  const conditions: SQL[] = [sql`true`];
  if (filter.q) {
    const pattern = like(String(filter.q).trim());
    conditions.push(sql`(p.sku ILIKE ${pattern} OR l.name ILIKE ${pattern})`);
  }
  if (typeof filter.isActive === 'boolean') conditions.push(sql`p.is_active = ${filter.isActive}`);
  const where = sql.join(conditions, sql` AND `);
  const from = sql`product p LEFT JOIN product_locale l ON l.product_id = p.id AND l.locale = ${ctx.locale}
    LEFT JOIN stock_item s ON s.product_id = p.id`;
  const stored = await selectRows<ProductRow>(
    ctx.store.db,
    sql`SELECT p.id, p.sku, p.type, coalesce(l.name, p.sku) AS name, p.price, p.special_price AS "specialPrice",
        s.qty, p.is_active AS "isActive"
      FROM ${from} WHERE ${where} ORDER BY p.sku LIMIT ${limit} OFFSET ${offset}`,
  );
  const tax = ctx.store.config;
  const rows = stored.map((row) => ({
    ...row,
    price: inclTax(row.price, tax),
    specialPrice: row.specialPrice === null ? null : inclTax(row.specialPrice, tax),
  }));
  const [count] = await selectRows<{ total: number }>(
    ctx.store.db,
    sql`SELECT count(*)::int AS total FROM ${from} WHERE ${where}`,
  );
  return { rows, total: count?.total ?? 0 };
}

/**
 * The product as the staff read and write it: prices INCLUDING tax, as the shop shows them to a shopper
 * (the catalogue stores them excluding tax, decision 0740; `updateProduct` converts back, to the cent).
 */
async function productDetail(
  db: Database,
  id: number,
  locale: string,
  tax: TaxRule,
): Promise<ProductDetail> {
  const [row] = await selectRows<Omit<ProductDetail, 'images'>>(
    db,
    sql`SELECT p.id, p.sku, p.type,
        coalesce((SELECT name FROM product_locale WHERE product_id = p.id AND locale = ${locale}), p.sku) AS name,
        p.price, p.special_price AS "specialPrice", p.special_from::text AS "specialFrom",
        p.special_to::text AS "specialTo", s.qty, p.is_active AS "isActive",
        (SELECT coalesce(json_object_agg(l.locale, json_build_object('name', l.name,
            'shortDescription', l.short_description, 'description', l.description)), '{}')
          FROM product_locale l WHERE l.product_id = p.id) AS texts,
        (SELECT coalesce(json_agg(json_build_object('groupId', t.customer_group_id, 'qty', t.qty,
            'price', t.price) ORDER BY t.customer_group_id NULLS FIRST, t.qty), '[]')
          FROM product_tier_price t WHERE t.product_id = p.id) AS "tierPrices"
      FROM product p LEFT JOIN stock_item s ON s.product_id = p.id WHERE p.id = ${id}`,
  );
  if (!row) throw new AdminError('notFound');
  return {
    ...row,
    price: inclTax(row.price, tax),
    specialPrice: row.specialPrice === null ? null : inclTax(row.specialPrice, tax),
    tierPrices: row.tierPrices.map((tier) => ({ ...tier, price: inclTax(tier.price, tax) })),
    images: await productImages(db, id),
  };
}

export async function getProduct(ctx: AdminContext, id: number): Promise<ProductDetail> {
  requirePermission(ctx.staff, 'products.read');
  if (!isRecordId(Number(id))) throw new AdminError('notFound');
  return productDetail(ctx.store.db, Number(id), ctx.locale, ctx.store.config);
}

export interface ProductUpdate {
  texts?: Partial<Record<Locale, Partial<ProductTexts>>>;
  /** Cents, tax included (as the shop shows them; stored excluding tax). */
  price?: number;
  specialPrice?: number | null;
  specialFrom?: string | null;
  specialTo?: string | null;
  qty?: number;
  isActive?: boolean;
  /** Replaces every tier price of the product. */
  tierPrices?: TierPrice[];
}

const maxCents = 100_000_000;

const maxTiers = 20;

/** Tier prices: each a known group (or all), a quantity, a positive price; one per group and quantity. */
function parseTierPrices(
  value: unknown,
  cents: (field: string, value: unknown) => number,
  groupIds: ReadonlySet<number>,
): TierPrice[] {
  if (!Array.isArray(value) || value.length > maxTiers)
    throw new AdminError('invalidInput', { field: 'tierPrices' });
  const seen = new Set<string>();
  return value.map((entry: unknown, index) => {
    const field = `tierPrices.${index}`;
    if (typeof entry !== 'object' || entry === null)
      throw new AdminError('invalidInput', { field });
    const { groupId, qty, price } = entry as Record<string, unknown>;
    const group =
      groupId === null || groupId === undefined || groupId === '' ? null : wholeNumberOf(groupId);
    if (group !== null && !groupIds.has(group))
      throw new AdminError('invalidInput', { field: `${field}.groupId` });
    const quantity = wholeNumberOf(qty);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 10_000)
      throw new AdminError('invalidInput', { field: `${field}.qty` });
    // At quantity 1 a price for everyone would be the list price: that is `price`, not a tier.
    if (quantity === 1 && group === null) throw new AdminError('tierNeedsGroup');
    const amount = cents(`${field}.price`, price);
    if (amount === 0) throw new AdminError('invalidInput', { field: `${field}.price` });
    const key = `${group ?? ''}:${quantity}`;
    if (seen.has(key)) throw new AdminError('tierDuplicate', { qty: quantity });
    seen.add(key);
    return { groupId: group, qty: quantity, price: amount };
  });
}

/** Checks every field before anything is written: a refusal names the field and changes nothing. */
function parseUpdate(
  input: Record<string, unknown>,
  current: ProductDetail,
  groupIds: ReadonlySet<number>,
): ProductUpdate {
  const update: ProductUpdate = {};
  const cents = (field: string, value: unknown) => {
    const number = wholeNumberOf(value);
    if (!Number.isInteger(number) || number < 0 || number > maxCents)
      throw new AdminError('invalidInput', { field });
    return number;
  };
  if (input.price !== undefined) {
    update.price = cents('price', input.price);
    if (update.price === 0) throw new AdminError('invalidInput', { field: 'price' });
  }
  if (input.specialPrice !== undefined)
    update.specialPrice =
      input.specialPrice === null || input.specialPrice === ''
        ? null
        : cents('specialPrice', input.specialPrice);
  for (const field of ['specialFrom', 'specialTo'] as const) {
    const value = input[field];
    if (value === undefined) continue;
    if (value !== null && value !== '' && !isCalendarDay(value))
      throw new AdminError('invalidInput', { field });
    update[field] = value ? (value as string) : null;
  }
  const from = update.specialFrom === undefined ? current.specialFrom : update.specialFrom;
  const to = update.specialTo === undefined ? current.specialTo : update.specialTo;
  if (from && to && from > to) throw new AdminError('specialDatesReversed');
  const price = update.price ?? current.price;
  const special = update.specialPrice === undefined ? current.specialPrice : update.specialPrice;
  if (special !== null && special >= price) throw new AdminError('specialAbovePrice');
  if (input.qty !== undefined) {
    const qty = wholeNumberOf(input.qty);
    if (!Number.isInteger(qty) || qty < 0 || qty > 1_000_000)
      throw new AdminError('invalidInput', { field: 'qty' });
    update.qty = qty;
  }
  if (input.isActive !== undefined) {
    if (typeof input.isActive !== 'boolean')
      throw new AdminError('invalidInput', { field: 'isActive' });
    update.isActive = input.isActive;
  }
  if (input.tierPrices !== undefined)
    update.tierPrices = parseTierPrices(input.tierPrices, cents, groupIds);
  if (input.texts !== undefined) {
    if (typeof input.texts !== 'object' || input.texts === null)
      throw new AdminError('invalidInput', { field: 'texts' });
    update.texts = {};
    for (const locale of locales) {
      const texts = (input.texts as Record<string, unknown>)[locale];
      if (texts === undefined) continue;
      const { name, shortDescription, description } = (texts ?? {}) as Record<string, unknown>;
      const parsed: Partial<ProductTexts> = {};
      if (name !== undefined) {
        if (typeof name !== 'string' || !name.trim() || name.length > 255)
          throw new AdminError('invalidInput', { field: `texts.${locale}.name` });
        parsed.name = name.trim();
      }
      for (const [field, value, max] of [
        ['shortDescription', shortDescription, 2000],
        ['description', description, 65_000],
      ] as const) {
        if (value === undefined) continue;
        if (value !== null && (typeof value !== 'string' || value.length > max))
          throw new AdminError('invalidInput', { field: `texts.${locale}.${field}` });
        parsed[field] = value === null || value.trim() === '' ? null : value;
      }
      update.texts[locale] = parsed;
    }
  }
  return update;
}

/**
 * Saves a product (names and descriptions in both languages, price, special price, tier prices, stock, status); audited
 * with the product before and after; listings refreshed and pages purged.
 */
export async function updateProduct(
  ctx: AdminContext,
  id: number,
  input: Record<string, unknown>,
): Promise<ProductDetail> {
  requirePermission(ctx.staff, 'products.update');
  const productId = Number(id);
  if (!isRecordId(productId)) throw new AdminError('notFound');
  const db = ctx.store.db;
  const result = await inTransaction(db, async (tx) => {
    await tx.execute(sql`SELECT id FROM product WHERE id = ${productId} FOR UPDATE`);
    const tax = ctx.store.config;
    const before = await productDetail(tx, productId, ctx.locale, tax);
    const groups = await selectRows<{ id: number }>(tx, sql`SELECT id FROM customer_group`);
    const staffUpdate = parseUpdate(input, before, new Set(groups.map((group) => group.id)));
    // Checked as the staff wrote them (incl. tax), stored excluding tax.
    const update: ProductUpdate = {
      ...staffUpdate,
      price: staffUpdate.price === undefined ? undefined : exclTax(staffUpdate.price, tax),
      specialPrice:
        staffUpdate.specialPrice === undefined || staffUpdate.specialPrice === null
          ? staffUpdate.specialPrice
          : exclTax(staffUpdate.specialPrice, tax),
      tierPrices: staffUpdate.tierPrices?.map((tier) => ({
        ...tier,
        price: exclTax(tier.price, tax),
      })),
    };
    const sets: SQL[] = [];
    if (update.price !== undefined) sets.push(sql`price = ${update.price}`);
    if (update.specialPrice !== undefined) sets.push(sql`special_price = ${update.specialPrice}`);
    if (update.specialFrom !== undefined)
      sets.push(sql`special_from = ${update.specialFrom}::date`);
    if (update.specialTo !== undefined) sets.push(sql`special_to = ${update.specialTo}::date`);
    if (update.isActive !== undefined) sets.push(sql`is_active = ${update.isActive}`);
    if (sets.length > 0) {
      sets.push(sql`updated_at = now()`);
      await tx.execute(sql`UPDATE product SET ${sql.join(sets, sql`, `)} WHERE id = ${productId}`);
    }
    if (update.price !== undefined) {
      // A simple product's lowest price is its price; the configurable or grouped parents showing it take
      // their children's lowest (the catalogue builder's rule).
      await tx.execute(
        sql`UPDATE product SET min_price = price WHERE id = ${productId}
          AND NOT EXISTS (SELECT 1 FROM product_link WHERE parent_id = ${productId} AND kind IN ('configurable', 'grouped'))`,
      );
      await tx.execute(
        sql`UPDATE product p SET min_price = sub.low, updated_at = now() FROM (
            SELECT k.parent_id, min(c.price) AS low FROM product_link k JOIN product c ON c.id = k.child_id
            WHERE k.kind IN ('configurable', 'grouped')
              AND k.parent_id IN (SELECT parent_id FROM product_link WHERE child_id = ${productId})
            GROUP BY k.parent_id) sub
          WHERE p.id = sub.parent_id`,
      );
    }
    if (update.qty !== undefined)
      await tx.execute(
        sql`INSERT INTO stock_item (product_id, qty, is_in_stock, label)
          VALUES (${productId}, ${update.qty}, ${update.qty > 0},
            CASE WHEN ${update.qty}::int = 0 THEN 'out_of_stock' WHEN ${update.qty}::int < ${lowStockThreshold} THEN 'low_stock' ELSE 'in_stock' END)
          ON CONFLICT (product_id) DO UPDATE SET qty = excluded.qty, is_in_stock = excluded.is_in_stock,
            label = excluded.label`,
      );
    if (update.tierPrices !== undefined) {
      await tx.execute(sql`DELETE FROM product_tier_price WHERE product_id = ${productId}`);
      for (const tier of update.tierPrices)
        await tx.execute(
          sql`INSERT INTO product_tier_price (product_id, customer_group_id, qty, price)
            VALUES (${productId}, ${tier.groupId}, ${tier.qty}, ${tier.price})`,
        );
    }
    // Back in stock: the in-stock alerts go out in the same transaction, once per return (decision 0770).
    if (update.qty !== undefined && update.qty > 0) await notifyRestocked(tx, [productId]);
    for (const [locale, texts] of Object.entries(update.texts ?? {})) {
      const sets: SQL[] = [];
      if (texts.name !== undefined) sets.push(sql`name = ${texts.name}`);
      if (texts.shortDescription !== undefined)
        sets.push(sql`short_description = ${texts.shortDescription}`);
      if (texts.description !== undefined) sets.push(sql`description = ${texts.description}`);
      if (sets.length > 0)
        await tx.execute(
          sql`UPDATE product_locale SET ${sql.join(sets, sql`, `)}
            WHERE product_id = ${productId} AND locale = ${locale}`,
        );
    }
    const after = await productDetail(tx, productId, ctx.locale, tax);
    // react-admin sends the whole form: a save that changes nothing is rolled back (the writes above would
    // bump `updated_at` and could move a price by the tax rounding), not audited, and refreshes nothing.
    if (isUnchanged(before, after)) throw new NothingChanged(before);
    await recordAudit(
      tx,
      actorOf(ctx.staff),
      'product.update',
      `product:${before.sku}`,
      before,
      after,
    );
    return { after, textsChanged: Object.keys(update.texts ?? {}).length > 0 };
  }).catch((error: unknown) => {
    if (error instanceof NothingChanged) return { unchanged: error.record as ProductDetail };
    throw error;
  });
  if ('unchanged' in result) return result.unchanged;
  if (result.textsChanged) await refreshSearchDocuments(db);
  await refreshCategoryListing(db);
  await announceStockChange(db, [productId]);
  return result.after;
}

export interface ReviewRow {
  id: number;
  productId: number;
  sku: string;
  productName: string;
  locale: string;
  rating: number;
  authorName: string;
  title: string;
  comment: string;
  status: string;
  createdAt: string;
}

export async function listReviews(
  ctx: AdminContext,
  filter: { status?: string; productId?: number; q?: string } = {},
  page?: PageRequest,
): Promise<Page<ReviewRow>> {
  requirePermission(ctx.staff, 'reviews.read');
  const { limit, offset } = limitOf(page);
  const conditions: SQL[] = [sql`true`];
  if (filter.status) conditions.push(sql`r.status = ${String(filter.status)}`);
  if (filter.q) {
    const pattern = like(String(filter.q).trim());
    conditions.push(
      sql`(p.sku ILIKE ${pattern} OR r.title ILIKE ${pattern} OR r.author_name ILIKE ${pattern})`,
    );
  }
  // A product id that no row can have (`abc`, beyond the integer column) matches no review.
  if (filter.productId !== undefined)
    conditions.push(
      isRecordId(Number(filter.productId))
        ? sql`r.product_id = ${Number(filter.productId)}`
        : sql`false`,
    );
  const where = sql.join(conditions, sql` AND `);
  const rows = await selectRows<ReviewRow>(
    ctx.store.db,
    sql`SELECT r.id, r.product_id AS "productId", p.sku,
        coalesce((SELECT name FROM product_locale WHERE product_id = p.id AND locale = ${ctx.locale}), p.sku) AS "productName",
        r.locale, r.rating, r.author_name AS "authorName", r.title, r.comment, r.status,
        to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"
      FROM review r JOIN product p ON p.id = r.product_id
      WHERE ${where} ORDER BY r.created_at, r.id LIMIT ${limit} OFFSET ${offset}`,
  );
  const [count] = await selectRows<{ total: number }>(
    ctx.store.db,
    sql`SELECT count(*)::int AS total FROM review r JOIN product p ON p.id = r.product_id WHERE ${where}`,
  );
  return { rows, total: count?.total ?? 0 };
}

/** Approves or rejects a pending review; the product's pages are purged so that it shows (or not) at once. */
export async function moderateReview(
  ctx: AdminContext,
  id: number,
  decision: unknown,
): Promise<{ id: number; status: string }> {
  requirePermission(ctx.staff, 'reviews.moderate');
  if (decision !== 'approved' && decision !== 'rejected')
    throw new AdminError('invalidInput', { field: 'status' });
  const reviewId = Number(id);
  if (!isRecordId(reviewId)) throw new AdminError('notFound');
  const db = ctx.store.db;
  const productId = await inTransaction(db, async (tx) => {
    const [before] = await selectRows<{
      id: number;
      productId: number;
      sku: string;
      status: string;
    }>(
      tx,
      sql`SELECT r.id, r.product_id AS "productId", p.sku, r.status FROM review r
        JOIN product p ON p.id = r.product_id WHERE r.id = ${reviewId} FOR UPDATE OF r`,
    );
    if (!before) throw new AdminError('notFound');
    if (before.status !== 'pending') throw new AdminError('reviewNotPending');
    await tx.execute(sql`UPDATE review SET status = ${decision} WHERE id = ${reviewId}`);
    await recordAudit(
      tx,
      actorOf(ctx.staff),
      `review.${decision === 'approved' ? 'approve' : 'reject'}`,
      `review:${reviewId}`,
      { status: before.status, product: before.sku },
      { status: decision, product: before.sku },
    );
    return before.productId;
  });
  await announceStockChange(db, [productId]);
  return { id: reviewId, status: decision };
}
