/**
 * The store's tables, modelled on a Magento store (spec §3). Amounts are integer cents excluding tax.
 * Small per-locale labels (attribute and option labels, custom option titles) are `jsonb` maps keyed by
 * locale; entities with URL keys and search text (categories, products) have a per-locale table.
 * Every statement here must run on PGlite (PostgreSQL 18) and PostgreSQL 15.
 */
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { customer } from '../customers/schema';

/** Labels per locale, e.g. `{ "fr-FR": "Couleur", "en-GB": "Colour" }`. */
export type LocalizedText = Record<string, string>;

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const productTypes = [
  'simple',
  'configurable',
  'bundle',
  'grouped',
  'virtual',
  'downloadable',
] as const;
export type ProductType = (typeof productTypes)[number];

export const configEntry = pgTable('config_entry', {
  path: text('path').primaryKey(),
  value: text('value').notNull(),
});

export const customerGroup = pgTable('customer_group', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
});

export const category = pgTable(
  'category',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id'),
    /** Ids from the root down to this category, joined with '/', e.g. '1/2/14'. */
    path: text('path').notNull(),
    level: smallint('level').notNull(),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    includeInMenu: boolean('include_in_menu').notNull().default(true),
    image: text('image'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('category_parent_idx').on(table.parentId),
    index('category_path_idx').on(table.path),
  ],
);

export const categoryLocale = pgTable(
  'category_locale',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => category.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    urlKey: text('url_key').notNull(),
    urlPath: text('url_path').notNull(),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
  },
  (table) => [primaryKey({ columns: [table.categoryId, table.locale] })],
);

export const attribute = pgTable('attribute', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  /** 'select' | 'swatch_visual' | 'swatch_text' | 'text'. */
  input: text('input').notNull(),
  isFilterable: boolean('is_filterable').notNull().default(false),
  position: integer('position').notNull().default(0),
  label: jsonb('label').$type<LocalizedText>().notNull(),
});

export const attributeOption = pgTable(
  'attribute_option',
  {
    id: integer('id').primaryKey(),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attribute.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    /** 'color' | 'text' | 'image' for swatch attributes. */
    swatchType: text('swatch_type'),
    swatchValue: text('swatch_value'),
    label: jsonb('label').$type<LocalizedText>().notNull(),
  },
  (table) => [index('attribute_option_attribute_idx').on(table.attributeId)],
);

export const product = pgTable(
  'product',
  {
    id: integer('id').primaryKey(),
    sku: text('sku').notNull().unique(),
    type: text('type').$type<ProductType>().notNull(),
    /** Magento visibility: 1 not visible individually, 2 catalogue, 3 search, 4 both. */
    visibility: smallint('visibility').notNull().default(4),
    isActive: boolean('is_active').notNull().default(true),
    price: integer('price').notNull(),
    specialPrice: integer('special_price'),
    specialFrom: date('special_from'),
    specialTo: date('special_to'),
    /** Lowest price of the product's children or selections (configurable, bundle, grouped), else price. */
    minPrice: integer('min_price').notNull(),
    image: text('image'),
    brand: text('brand'),
    weight: integer('weight'),
    newsFrom: date('news_from'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('product_min_price_idx').on(table.minPrice)],
);

export const productLocale = pgTable(
  'product_locale',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    shortDescription: text('short_description'),
    description: text('description'),
    urlKey: text('url_key').notNull(),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    /** Lower-cased, unaccented name for trigram (typo-tolerant) matching. */
    searchName: text('search_name').notNull(),
    /** Weighted full-text document of the locale's configuration (french / english), unaccented. */
    searchVector: tsvector('search_vector'),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.locale] }),
    index('product_locale_search_idx').using('gin', table.searchVector),
    index('product_locale_trgm_idx').using('gin', table.searchName.op('gin_trgm_ops')),
  ],
);

export const productAttributeValue = pgTable(
  'product_attribute_value',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attribute.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => attributeOption.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.attributeId, table.optionId] }),
    index('product_attribute_value_option_idx').on(table.attributeId, table.optionId),
  ],
);

export const productCategory = pgTable(
  'product_category',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => category.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.categoryId] }),
    index('product_category_category_idx').on(table.categoryId),
  ],
);

export const productMedia = pgTable(
  'product_media',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    label: jsonb('label').$type<LocalizedText>(),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('product_media_product_idx').on(table.productId)],
);

/** Tier prices (qty > 1) and professional-group prices (qty 1); `customer_group_id` null applies to all. */
export const productTierPrice = pgTable(
  'product_tier_price',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    customerGroupId: integer('customer_group_id').references(() => customerGroup.id),
    qty: integer('qty').notNull(),
    price: integer('price').notNull(),
  },
  (table) => [index('product_tier_price_product_idx').on(table.productId)],
);

export const stockItem = pgTable('stock_item', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => product.id, { onDelete: 'cascade' }),
  qty: integer('qty').notNull(),
  isInStock: boolean('is_in_stock').notNull(),
  /** 'in_stock' | 'low_stock' | 'out_of_stock' | 'on_order'. */
  label: text('label').notNull(),
});

/** Links between products: configurable children, grouped items, related products. */
export const productLink = pgTable(
  'product_link',
  {
    parentId: integer('parent_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    childId: integer('child_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    /** 'configurable' | 'grouped' | 'related'. */
    kind: text('kind').notNull(),
    position: integer('position').notNull().default(0),
    qty: integer('qty').notNull().default(1),
  },
  (table) => [
    primaryKey({ columns: [table.parentId, table.childId, table.kind] }),
    index('product_link_child_idx').on(table.childId),
  ],
);

export const productSuperAttribute = pgTable(
  'product_super_attribute',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attribute.id),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.productId, table.attributeId] })],
);

export const customOption = pgTable(
  'custom_option',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    /** 'field' | 'area' | 'drop_down' | 'radio' | 'checkbox'. */
    type: text('type').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    isRequired: boolean('is_required').notNull().default(false),
    maxCharacters: integer('max_characters'),
    sortOrder: integer('sort_order').notNull().default(0),
    price: integer('price'),
    /** 'fixed' (cents) | 'percent' (price holds the rate in hundredths of a percent). */
    priceType: text('price_type'),
  },
  (table) => [index('custom_option_product_idx').on(table.productId)],
);

export const customOptionValue = pgTable(
  'custom_option_value',
  {
    id: serial('id').primaryKey(),
    optionId: integer('option_id')
      .notNull()
      .references(() => customOption.id, { onDelete: 'cascade' }),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    price: integer('price'),
    priceType: text('price_type'),
  },
  (table) => [index('custom_option_value_option_idx').on(table.optionId)],
);

export const bundleOption = pgTable(
  'bundle_option',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    isRequired: boolean('is_required').notNull().default(true),
    /** 'select' | 'radio' | 'checkbox' | 'multi'. */
    type: text('type').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('bundle_option_product_idx').on(table.productId)],
);

export const bundleSelection = pgTable(
  'bundle_selection',
  {
    id: serial('id').primaryKey(),
    optionId: integer('option_id')
      .notNull()
      .references(() => bundleOption.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    defaultQty: integer('default_qty').notNull().default(1),
    canChangeQty: boolean('can_change_qty').notNull().default(false),
    isDefault: boolean('is_default').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('bundle_selection_option_idx').on(table.optionId)],
);

export const downloadableLink = pgTable('downloadable_link', {
  id: serial('id').primaryKey(),
  productId: integer('product_id')
    .notNull()
    .references(() => product.id, { onDelete: 'cascade' }),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  sampleUrl: text('sample_url'),
  price: integer('price').notNull().default(0),
  position: integer('position').notNull().default(0),
});

export const reviewStatuses = ['pending', 'approved', 'rejected'] as const;

export const review = pgTable(
  'review',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    rating: real('rating').notNull(),
    authorName: text('author_name').notNull(),
    title: text('title').notNull(),
    comment: text('comment').notNull(),
    status: text('status').$type<(typeof reviewStatuses)[number]>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('review_product_idx').on(table.productId, table.status)],
);

export const cmsPage = pgTable(
  'cms_page',
  {
    id: serial('id').primaryKey(),
    identifier: text('identifier').notNull(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    metaKeywords: text('meta_keywords'),
    contentHeading: text('content_heading'),
    content: text('content').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('cms_page_identifier_locale_idx').on(table.identifier, table.locale)],
);

export const cmsBlock = pgTable(
  'cms_block',
  {
    id: serial('id').primaryKey(),
    identifier: text('identifier').notNull(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('cms_block_identifier_locale_idx').on(table.identifier, table.locale)],
);

/** Request paths (without leading slash) to entities, and redirects (301/302). */
export const urlRewrite = pgTable(
  'url_rewrite',
  {
    id: serial('id').primaryKey(),
    locale: text('locale').notNull(),
    requestPath: text('request_path').notNull(),
    targetPath: text('target_path').notNull(),
    /** 'category' | 'product' | 'cms-page', or null for a custom redirect. */
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    /** 0 for an entity path, 301 or 302 for a redirect to `target_path`. */
    redirectType: smallint('redirect_type').notNull().default(0),
  },
  (table) => [uniqueIndex('url_rewrite_request_idx').on(table.locale, table.requestPath)],
);

export const faqEntry = pgTable(
  'faq_entry',
  {
    id: serial('id').primaryKey(),
    locale: text('locale').notNull(),
    section: text('section').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('faq_entry_locale_idx').on(table.locale, table.position)],
);

/** A shopper's cart, reached only through its session: the SHA-256 of the opaque cookie token (issue 7). */
export const cart = pgTable(
  'cart',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The signed-in customer it belongs to (issue 15): only that customer's session reaches it. */
    customerId: integer('customer_id').references(() => customer.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('cart_customer_idx').on(table.customerId)],
);

/** One cart line: the product, its configured child, custom option values and bundle selections; no price. */
export const cartLine = pgTable(
  'cart_line',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => cart.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    /** The configurable product's chosen child. */
    childId: integer('child_id').references(() => product.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull(),
    /** `[{ optionId, valueIds?, text? }]`. */
    customOptions: jsonb('custom_options').$type<CartLineCustomOption[]>().notNull().default([]),
    /** `[{ selectionId, qty }]` (bundle products). */
    bundleSelections: jsonb('bundle_selections')
      .$type<CartLineBundleSelection[]>()
      .notNull()
      .default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('cart_line_cart_idx').on(table.cartId)],
);

export interface CartLineCustomOption {
  optionId: number;
  valueIds: number[];
  text: string | null;
}

export interface CartLineBundleSelection {
  selectionId: number;
  qty: number;
}
