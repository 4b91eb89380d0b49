import { sql } from 'drizzle-orm';

import { type Database, selectRows } from '../db/database';
import type { LocalizedText, ProductType } from '../db/schema';

/** A product with its locale's text and its stock, as the resolvers use it. */
export interface ProductRow {
  id: number;
  sku: string;
  type: ProductType;
  visibility: number;
  price: number;
  specialPrice: number | null;
  specialActive: boolean;
  minPrice: number;
  image: string | null;
  brand: string | null;
  updatedAt: string;
  name: string;
  urlKey: string;
  shortDescription: string | null;
  description: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  qty: number;
  isInStock: boolean;
  stockLabel: string;
}

const productColumns = sql`
  p.id, p.sku, p.type, p.visibility, p.price, p.special_price AS "specialPrice",
  (p.special_price IS NOT NULL AND (p.special_from IS NULL OR p.special_from <= current_date)
    AND (p.special_to IS NULL OR p.special_to >= current_date)) AS "specialActive",
  p.min_price AS "minPrice", p.image, p.brand, p.updated_at::text AS "updatedAt",
  pl.name, pl.url_key AS "urlKey", pl.short_description AS "shortDescription", pl.description,
  pl.meta_title AS "metaTitle", pl.meta_description AS "metaDescription",
  coalesce(s.qty, 0) AS qty, coalesce(s.is_in_stock, false) AS "isInStock",
  coalesce(s.label, 'out_of_stock') AS "stockLabel"`;

/** Products by id, for one locale (one query whatever the number of ids). */
export function selectProductsById(db: Database, locale: string, ids: readonly number[]) {
  return selectRows<ProductRow>(
    db,
    sql`SELECT ${productColumns}
      FROM product p
      JOIN product_locale pl ON pl.product_id = p.id AND pl.locale = ${locale}
      LEFT JOIN stock_item s ON s.product_id = p.id
      WHERE p.is_active AND p.id = ANY(${sql.param([...ids])}::int[])`,
  );
}

/** Products by SKU, for one locale. */
export function selectProductsBySku(db: Database, locale: string, skus: readonly string[]) {
  return selectRows<ProductRow>(
    db,
    sql`SELECT ${productColumns}
      FROM product p
      JOIN product_locale pl ON pl.product_id = p.id AND pl.locale = ${locale}
      LEFT JOIN stock_item s ON s.product_id = p.id
      WHERE p.is_active AND p.sku = ANY(${sql.param([...skus])}::text[])`,
  );
}

/**
 * A product row with what every product card and page also needs: its tier prices and its review summary
 * (two correlated sub-selects on indexed columns), so that a listing or a page reads them in the same
 * statement instead of one more statement each (the request's DataLoaders are primed with them).
 */
export interface ProductRowWithPricing extends ProductRow {
  tierPrices: TierPriceRow[];
  reviewSummary: { total: number; ratingAverage: number | null };
}

/**
 * Reviews are per site language, as Magento's are per store view (issue 20): a page shows, counts and averages
 * only the reviews written on its own site.
 */
const pricingColumns = (locale: string) => sql`
  (SELECT coalesce(json_agg(json_build_object('productId', t.product_id, 'customerGroupId', t.customer_group_id,
      'qty', t.qty, 'price', t.price) ORDER BY t.qty), '[]'::json)
    FROM product_tier_price t WHERE t.product_id = p.id) AS "tierPrices",
  (SELECT json_build_object('total', count(*)::int, 'ratingAverage', round(avg(r.rating)::numeric, 2)::float8)
    FROM review r WHERE r.product_id = p.id AND r.status = 'approved' AND r.locale = ${locale}) AS "reviewSummary"`;

/** Products by id or by SKU with their tier prices and review summary, for one locale (one statement). */
export function selectProductsWithPricing(
  db: Database,
  locale: string,
  key: { ids: readonly number[] } | { skus: readonly string[] },
) {
  const condition =
    'ids' in key
      ? sql`p.id = ANY(${sql.param([...key.ids])}::int[])`
      : sql`p.sku = ANY(${sql.param([...key.skus])}::text[])`;
  return selectRows<ProductRowWithPricing>(
    db,
    sql`SELECT ${productColumns}, ${pricingColumns(locale)}
      FROM product p
      JOIN product_locale pl ON pl.product_id = p.id AND pl.locale = ${locale}
      LEFT JOIN stock_item s ON s.product_id = p.id
      WHERE p.is_active AND ${condition}`,
  );
}

export interface TierPriceRow {
  productId: number;
  customerGroupId: number | null;
  qty: number;
  price: number;
}

export function selectTierPrices(db: Database, ids: readonly number[]) {
  return selectRows<TierPriceRow>(
    db,
    sql`SELECT product_id AS "productId", customer_group_id AS "customerGroupId", qty, price
      FROM product_tier_price WHERE product_id = ANY(${sql.param([...ids])}::int[]) ORDER BY qty`,
  );
}

export interface ReviewSummaryRow {
  productId: number;
  total: number;
  ratingAverage: number | null;
}

export function selectReviewSummaries(db: Database, locale: string, ids: readonly number[]) {
  return selectRows<ReviewSummaryRow>(
    db,
    sql`SELECT product_id AS "productId", count(*)::int AS total, round(avg(rating)::numeric, 2)::float8 AS "ratingAverage"
      FROM review WHERE status = 'approved' AND locale = ${locale}
        AND product_id = ANY(${sql.param([...ids])}::int[])
      GROUP BY product_id`,
  );
}

export interface AttributeValueRow {
  productId: number;
  attributeId: number;
  code: string;
  attributeLabel: LocalizedText;
  optionId: number;
  optionLabel: LocalizedText;
  swatchType: string | null;
  swatchValue: string | null;
  attributePosition: number;
  optionPosition: number;
}

export function selectAttributeValues(db: Database, ids: readonly number[]) {
  return selectRows<AttributeValueRow>(
    db,
    sql`SELECT v.product_id AS "productId", a.id AS "attributeId", a.code, a.label AS "attributeLabel",
        o.id AS "optionId", o.label AS "optionLabel", o.swatch_type AS "swatchType", o.swatch_value AS "swatchValue",
        a.position AS "attributePosition", o.position AS "optionPosition"
      FROM product_attribute_value v
      JOIN attribute a ON a.id = v.attribute_id
      JOIN attribute_option o ON o.id = v.option_id
      WHERE v.product_id = ANY(${sql.param([...ids])}::int[])
      ORDER BY a.position, o.position`,
  );
}

export interface MediaRow {
  productId: number;
  path: string;
  label: LocalizedText | null;
  position: number;
}

export function selectMedia(db: Database, ids: readonly number[]) {
  return selectRows<MediaRow>(
    db,
    sql`SELECT product_id AS "productId", path, label, position FROM product_media
      WHERE product_id = ANY(${sql.param([...ids])}::int[]) ORDER BY position, id`,
  );
}

export interface LinkRow {
  parentId: number;
  childId: number;
  kind: string;
  position: number;
  qty: number;
}

export function selectLinks(db: Database, ids: readonly number[]) {
  return selectRows<LinkRow>(
    db,
    sql`SELECT parent_id AS "parentId", child_id AS "childId", kind, position, qty FROM product_link
      WHERE parent_id = ANY(${sql.param([...ids])}::int[]) ORDER BY position`,
  );
}

export interface ProductCategoryRow {
  productId: number;
  categoryId: number;
  path: string;
  level: number;
}

export function selectProductCategories(db: Database, ids: readonly number[]) {
  return selectRows<ProductCategoryRow>(
    db,
    sql`SELECT pc.product_id AS "productId", c.id AS "categoryId", c.path, c.level
      FROM product_category pc JOIN category c ON c.id = pc.category_id
      WHERE c.is_active AND pc.product_id = ANY(${sql.param([...ids])}::int[])`,
  );
}

export interface CustomOptionRow {
  id: number;
  productId: number;
  type: string;
  title: LocalizedText;
  isRequired: boolean;
  maxCharacters: number | null;
  sortOrder: number;
  price: number | null;
  priceType: string | null;
  values: {
    id: number;
    title: LocalizedText;
    sortOrder: number;
    price: number | null;
    priceType: string | null;
  }[];
}

export function selectCustomOptions(db: Database, ids: readonly number[]) {
  return selectRows<CustomOptionRow>(
    db,
    sql`SELECT o.id, o.product_id AS "productId", o.type, o.title, o.is_required AS "isRequired",
        o.max_characters AS "maxCharacters", o.sort_order AS "sortOrder", o.price, o.price_type AS "priceType",
        coalesce((SELECT json_agg(json_build_object('id', v.id, 'title', v.title, 'sortOrder', v.sort_order,
            'price', v.price, 'priceType', v.price_type) ORDER BY v.sort_order)
          FROM custom_option_value v WHERE v.option_id = o.id), '[]'::json) AS values
      FROM custom_option o WHERE o.product_id = ANY(${sql.param([...ids])}::int[]) ORDER BY o.sort_order`,
  );
}

export interface BundleOptionRow {
  id: number;
  productId: number;
  title: LocalizedText;
  isRequired: boolean;
  type: string;
  selections: {
    id: number;
    productId: number;
    defaultQty: number;
    canChangeQty: boolean;
    isDefault: boolean;
  }[];
}

export function selectBundleOptions(db: Database, ids: readonly number[]) {
  return selectRows<BundleOptionRow>(
    db,
    sql`SELECT o.id, o.product_id AS "productId", o.title, o.is_required AS "isRequired", o.type,
        coalesce((SELECT json_agg(json_build_object('id', s.id, 'productId', s.product_id, 'defaultQty', s.default_qty,
            'canChangeQty', s.can_change_qty, 'isDefault', s.is_default) ORDER BY s.position)
          FROM bundle_selection s WHERE s.option_id = o.id), '[]'::json) AS selections
      FROM bundle_option o WHERE o.product_id = ANY(${sql.param([...ids])}::int[]) ORDER BY o.position`,
  );
}

export interface SuperAttributeRow {
  productId: number;
  attributeId: number;
  code: string;
  label: LocalizedText;
}

export function selectSuperAttributes(db: Database, ids: readonly number[]) {
  return selectRows<SuperAttributeRow>(
    db,
    sql`SELECT s.product_id AS "productId", a.id AS "attributeId", a.code, a.label
      FROM product_super_attribute s JOIN attribute a ON a.id = s.attribute_id
      WHERE s.product_id = ANY(${sql.param([...ids])}::int[]) ORDER BY s.position`,
  );
}

export interface DownloadableLinkRow {
  id: number;
  productId: number;
  title: LocalizedText;
  sampleUrl: string | null;
  price: number;
}

export function selectDownloadableLinks(db: Database, ids: readonly number[]) {
  return selectRows<DownloadableLinkRow>(
    db,
    sql`SELECT id, product_id AS "productId", title, sample_url AS "sampleUrl", price FROM downloadable_link
      WHERE product_id = ANY(${sql.param([...ids])}::int[]) ORDER BY position`,
  );
}

export interface CategoryRow {
  id: number;
  parentId: number | null;
  path: string;
  level: number;
  position: number;
  image: string | null;
  includeInMenu: boolean;
  updatedAt: string;
  name: string;
  description: string | null;
  urlPath: string;
  metaTitle: string | null;
  metaDescription: string | null;
}

const categoryColumns = sql`c.id, c.parent_id AS "parentId", c.path, c.level, c.position, c.image,
  c.include_in_menu AS "includeInMenu", c.updated_at::text AS "updatedAt", cl.name, cl.description,
  cl.url_path AS "urlPath", cl.meta_title AS "metaTitle", cl.meta_description AS "metaDescription"`;

export function selectCategoriesById(db: Database, locale: string, ids: readonly number[]) {
  return selectRows<CategoryRow>(
    db,
    sql`SELECT ${categoryColumns} FROM category c
      JOIN category_locale cl ON cl.category_id = c.id AND cl.locale = ${locale}
      WHERE c.is_active AND c.id = ANY(${sql.param([...ids])}::int[])`,
  );
}

export function selectCategoryChildren(db: Database, locale: string, parentIds: readonly number[]) {
  return selectRows<CategoryRow>(
    db,
    sql`SELECT ${categoryColumns} FROM category c
      JOIN category_locale cl ON cl.category_id = c.id AND cl.locale = ${locale}
      WHERE c.is_active AND c.parent_id = ANY(${sql.param([...parentIds])}::int[]) ORDER BY c.position`,
  );
}

export interface AttributeRow {
  id: number;
  code: string;
  label: LocalizedText;
  isFilterable: boolean;
}

export function selectAttributes(db: Database) {
  return selectRows<AttributeRow>(
    db,
    sql`SELECT id, code, label, is_filterable AS "isFilterable" FROM attribute ORDER BY position, id`,
  );
}
