/**
 * The customer's wishlist (issue 17 item 1, decision 0770): one per customer, lines by product and chosen
 * options, each with a quantity and a comment. Every function takes the customer id the caller got from the
 * session, and every statement matches it: another customer's line is "not found", never changed. Input is
 * checked with zod and against the catalogue before anything is written; a refusal writes nothing.
 */
import { randomBytes } from 'node:crypto';

import { sql } from 'drizzle-orm';
import { z } from 'zod';

import * as rows from '../catalog/productRows';
import type { SiteLocale } from '../config';
import { selectRows, type Database } from '../db/database';
import { WishlistError } from './messages';
import type { WishlistSelectedOption } from './schema';

/** Most lines of one wishlist. */
export const maxWishlistItems = 100;
/** Largest quantity of one line (the cart's bound). */
export const maxWishlistQuantity = 9999;
/** Longest comment of one line. */
export const maxCommentLength = 500;

const numericId = z
  .string()
  .regex(/^[1-9]\d{0,8}$/)
  .transform(Number);

const addSchema = z.object({
  sku: z.string().trim().min(1).max(64),
  quantity: z.number().int().nullish(),
  selectedOptions: z
    .array(z.object({ attributeCode: z.string().min(1).max(64), value: numericId }))
    .max(20)
    .nullish(),
  comment: z.string().nullish(),
});
export type WishlistAddInput = z.input<typeof addSchema>;

const updateSchema = z.object({
  itemId: numericId,
  quantity: z.number().int(),
  comment: z.string().nullish(),
});
export type WishlistUpdateInput = z.input<typeof updateSchema>;

export interface WishlistItemRow {
  id: number;
  productId: number;
  sku: string;
  selectedOptions: WishlistSelectedOption[];
  qty: number;
  comment: string | null;
  addedAt: string;
}

export interface WishlistView {
  /** 0 until the customer's first item (the row is created then). */
  id: number;
  shareCode: string | null;
  items: WishlistItemRow[];
}

const itemColumns = sql`i.id, i.product_id AS "productId", p.sku, i.selected_options AS "selectedOptions",
  i.qty, i.comment, to_char(i.added_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "addedAt"`;

/** The lines of a wishlist, oldest first (inactive products left out: they cannot be shown or bought). */
export function selectWishlistItems(db: Database, wishlistId: number) {
  return selectRows<WishlistItemRow>(
    db,
    sql`SELECT ${itemColumns} FROM wishlist_item i JOIN product p ON p.id = i.product_id
      WHERE i.wishlist_id = ${wishlistId} AND p.is_active ORDER BY i.id`,
  );
}

/** The customer's wishlist (empty, id 0, when it has none yet). */
export async function loadWishlist(db: Database, customerId: number): Promise<WishlistView> {
  const [row] = await selectRows<{ id: number; shareCode: string | null }>(
    db,
    sql`SELECT id, share_code AS "shareCode" FROM wishlist WHERE customer_id = ${customerId}`,
  );
  if (!row) return { id: 0, shareCode: null, items: [] };
  return { ...row, items: await selectWishlistItems(db, row.id) };
}

/** The customer's wishlist row, created if missing, locked for the rest of the caller's transaction. */
async function lockWishlist(db: Database, customerId: number): Promise<number> {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`INSERT INTO wishlist (customer_id) VALUES (${customerId})
      ON CONFLICT (customer_id) DO UPDATE SET updated_at = now() RETURNING id`,
  );
  return row!.id;
}

function parse<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (!result.success) throw new WishlistError('invalidInput');
  return result.data;
}

function checkQuantity(qty: number) {
  if (!Number.isInteger(qty) || qty < 1 || qty > maxWishlistQuantity)
    throw new WishlistError('invalidQuantity', { max: maxWishlistQuantity });
}

function cleanComment(comment: string | null | undefined): string | null {
  const text = comment?.trim() ?? '';
  if (text.length > maxCommentLength)
    throw new WishlistError('commentTooLong', { max: maxCommentLength });
  return text === '' ? null : text;
}

/**
 * Checks a configurable product's chosen values against its variants: each attribute one of the product's
 * configurable attributes, at most once, each value one a variant has. A choice may be partial (a heart on a
 * listing chooses nothing); the cart asks for the rest. Other product types take no chosen values.
 */
async function checkOptions(
  db: Database,
  product: rows.ProductRow,
  selected: { attributeCode: string; value: number }[],
): Promise<WishlistSelectedOption[]> {
  if (selected.length === 0) return [];
  const unknown = new WishlistError('unknownOption', { sku: product.sku });
  if (product.type !== 'configurable') throw unknown;
  const codes = new Set(selected.map((option) => option.attributeCode));
  if (codes.size !== selected.length) throw unknown;
  const superAttributes = await rows.selectSuperAttributes(db, [product.id]);
  const childIds = (await rows.selectLinks(db, [product.id]))
    .filter((link) => link.kind === 'configurable')
    .map((link) => link.childId);
  const values = await rows.selectAttributeValues(db, childIds);
  for (const option of selected) {
    if (!superAttributes.some((attribute) => attribute.code === option.attributeCode))
      throw unknown;
    if (
      !values.some(
        (value) => value.code === option.attributeCode && value.optionId === option.value,
      )
    )
      throw unknown;
  }
  return [...selected]
    .sort((a, b) => a.attributeCode.localeCompare(b.attributeCode))
    .map((option) => ({ attributeCode: option.attributeCode, value: option.value }));
}

/**
 * Adds a product to the customer's wishlist: the same product with the same choices adds to its line's
 * quantity (bounded), a comment replaces the line's. Answers the line's id.
 */
export async function addToWishlist(
  db: Database,
  customerId: number,
  locale: SiteLocale,
  rawInput: unknown,
): Promise<number> {
  const input = parse(addSchema, rawInput);
  const qty = input.quantity ?? 1;
  checkQuantity(qty);
  const comment = cleanComment(input.comment);
  const [product] = await rows.selectProductsBySku(db, locale, [input.sku]);
  if (!product) throw new WishlistError('unknownSku', { sku: input.sku });
  const options = await checkOptions(db, product, input.selectedOptions ?? []);
  const optionsKey = options.map((option) => `${option.attributeCode}=${option.value}`).join('&');
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const wishlistId = await lockWishlist(t, customerId);
    const [existing] = await selectRows<{ id: number; qty: number }>(
      t,
      sql`SELECT id, qty FROM wishlist_item WHERE wishlist_id = ${wishlistId}
        AND product_id = ${product.id} AND options_key = ${optionsKey}`,
    );
    if (existing) {
      await t.execute(
        sql`UPDATE wishlist_item SET qty = ${Math.min(existing.qty + qty, maxWishlistQuantity)},
          comment = coalesce(${comment}, comment) WHERE id = ${existing.id}`,
      );
      return existing.id;
    }
    const [count] = await selectRows<{ n: number }>(
      t,
      sql`SELECT count(*)::int AS n FROM wishlist_item WHERE wishlist_id = ${wishlistId}`,
    );
    if ((count?.n ?? 0) >= maxWishlistItems)
      throw new WishlistError('tooManyItems', { max: maxWishlistItems });
    const [created] = await selectRows<{ id: number }>(
      t,
      sql`INSERT INTO wishlist_item (wishlist_id, product_id, selected_options, options_key, qty, comment)
        VALUES (${wishlistId}, ${product.id}, ${JSON.stringify(options)}::jsonb, ${optionsKey}, ${qty},
          ${comment})
        RETURNING id`,
    );
    return created!.id;
  });
}

/** Removes every line of a product (by its SKU) from the customer's wishlist; answers how many. */
export async function removeProductFromWishlist(
  db: Database,
  customerId: number,
  sku: string,
): Promise<number> {
  if (sku.length === 0 || sku.length > 64) throw new WishlistError('invalidInput');
  const removed = await selectRows<{ id: number }>(
    db,
    sql`DELETE FROM wishlist_item i USING wishlist w, product p
      WHERE w.id = i.wishlist_id AND w.customer_id = ${customerId}
        AND p.id = i.product_id AND p.sku = ${sku}
      RETURNING i.id`,
  );
  return removed.length;
}

/** Sets a line's quantity and comment. */
export async function updateWishlistItem(
  db: Database,
  customerId: number,
  rawInput: unknown,
): Promise<void> {
  const input = parse(updateSchema, rawInput);
  checkQuantity(input.quantity);
  const comment = cleanComment(input.comment);
  const updated = await selectRows<{ id: number }>(
    db,
    sql`UPDATE wishlist_item i SET qty = ${input.quantity}, comment = ${comment}
      FROM wishlist w WHERE w.id = i.wishlist_id AND w.customer_id = ${customerId} AND i.id = ${input.itemId}
      RETURNING i.id`,
  );
  if (updated.length === 0) throw new WishlistError('itemNotFound');
}

/** Removes a line of the customer's wishlist. */
export async function removeWishlistItem(
  db: Database,
  customerId: number,
  rawItemId: unknown,
): Promise<void> {
  const itemId = parse(numericId, rawItemId);
  const removed = await selectRows<{ id: number }>(
    db,
    sql`DELETE FROM wishlist_item i USING wishlist w
      WHERE w.id = i.wishlist_id AND w.customer_id = ${customerId} AND i.id = ${itemId}
      RETURNING i.id`,
  );
  if (removed.length === 0) throw new WishlistError('itemNotFound');
}

/** A share code: 128 random bits, base64url (22 characters) — unguessable, and nothing else to find it by. */
export function newShareCode(): string {
  return randomBytes(16).toString('base64url');
}

/** What a share code looks like; anything else is unknown without a query. */
export const shareCodePattern = /^[A-Za-z0-9_-]{22}$/;

/** Makes the wishlist shareable: keeps the live code, or draws a new one. Answers the code. */
export async function shareWishlist(db: Database, customerId: number): Promise<string> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const wishlistId = await lockWishlist(t, customerId);
    const [row] = await selectRows<{ shareCode: string }>(
      t,
      sql`UPDATE wishlist SET share_code = coalesce(share_code, ${newShareCode()}),
          shared_at = coalesce(shared_at, now())
        WHERE id = ${wishlistId} RETURNING share_code AS "shareCode"`,
    );
    return row!.shareCode;
  });
}

/** Revokes the share link: the code is forgotten, so the old link is unknown (404) at once. */
export async function revokeWishlistShare(db: Database, customerId: number): Promise<void> {
  await db.execute(
    sql`UPDATE wishlist SET share_code = NULL, shared_at = NULL, updated_at = now()
      WHERE customer_id = ${customerId}`,
  );
}

/** A shared wishlist's lines by its live code; null for an unknown, malformed or revoked code. */
export async function findSharedWishlist(
  db: Database,
  shareCode: string,
): Promise<{ shareCode: string; items: WishlistItemRow[] } | null> {
  if (!shareCodePattern.test(shareCode)) return null;
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`SELECT id FROM wishlist WHERE share_code = ${shareCode}`,
  );
  return row ? { shareCode, items: await selectWishlistItems(db, row.id) } : null;
}

/** Labels of chosen values, as shoppers read them (one query for every line). */
export async function optionLabels(
  db: Database,
  locale: SiteLocale,
  items: readonly WishlistItemRow[],
): Promise<Map<string, { label: string; valueLabel: string }>> {
  const valueIds = [
    ...new Set(items.flatMap((item) => item.selectedOptions.map((option) => option.value))),
  ];
  const labels = new Map<string, { label: string; valueLabel: string }>();
  if (valueIds.length === 0) return labels;
  const found = await selectRows<{ code: string; id: number; label: string; valueLabel: string }>(
    db,
    sql`SELECT a.code, o.id, coalesce(a.label ->> ${locale}, a.code) AS label,
        coalesce(o.label ->> ${locale}, o.id::text) AS "valueLabel"
      FROM attribute_option o JOIN attribute a ON a.id = o.attribute_id
      WHERE o.id = ANY(${sql.param(valueIds)}::int[])`,
  );
  for (const row of found)
    labels.set(`${row.code}=${row.id}`, { label: row.label, valueLabel: row.valueLabel });
  return labels;
}
