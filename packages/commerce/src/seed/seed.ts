import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

import { type Database, selectRows } from '../db/database';
import * as schema from '../db/schema';
import { refreshCategoryListing } from '../listing/categoryListing';
import { attributes, rootCategoryId } from './catalogData';
import { cmsBlocks, cmsPages, faqEntries, featureFlags, redirects } from './content';
import { generateCatalog, locales } from './generateCatalog';
import type { SeedProfile } from './profiles';

/** Rows per INSERT: well below PostgreSQL's 65,535 bind parameters for our widest table. */
const batchSize = 1000;

async function insertBatches<Row extends Record<string, unknown>>(
  db: Database,
  table: PgTable,
  rows: Row[],
) {
  for (let start = 0; start < rows.length; start += batchSize) {
    await db.insert(table).values(rows.slice(start, start + batchSize) as never);
  }
}

/** Whether the catalogue has been loaded. */
export async function isSeeded(db: Database): Promise<boolean> {
  const [row] = await selectRows<{ seeded: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM product) AS seeded`,
  );
  return row?.seeded === true;
}

/** Loads the profile's catalogue and content into an empty database, in one transaction. */
export async function seedCatalog(
  db: Database,
  profile: SeedProfile,
): Promise<ReturnType<typeof generateCatalog>> {
  const catalog = generateCatalog(profile);
  await db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    await insertBatches(db, schema.configEntry, [
      ...Object.entries(featureFlags).map(([name, active]) => ({
        path: `feature/${name}`,
        value: active ? '1' : '0',
      })),
      { path: 'catalog/seed_profile', value: profile },
      { path: 'web/default/cms_home_page', value: 'home' },
      { path: 'web/default/cms_no_route', value: 'no-route' },
    ]);
    await insertBatches(db, schema.customerGroup, [
      { id: 0, code: 'NOT LOGGED IN' },
      { id: 1, code: 'General' },
      { id: 2, code: 'Professionnel' },
    ]);
    await insertBatches(db, schema.category, [
      {
        id: rootCategoryId,
        parentId: null,
        path: String(rootCategoryId),
        level: 0,
        position: 0,
        includeInMenu: false,
      },
      ...catalog.categories.map((category) => ({
        id: category.id,
        parentId: category.parentId,
        path: category.path,
        level: category.level,
        position: category.position,
        image: category.level === 2 ? `catalog/category/${category.id}.png` : null,
        includeInMenu: category.level > 1,
      })),
    ]);
    await insertBatches(
      db,
      schema.categoryLocale,
      catalog.categories.flatMap((category) =>
        locales.map((locale) => ({
          categoryId: category.id,
          locale,
          name: category.name[locale]!,
          description: category.description?.[locale] ?? null,
          urlKey: category.urlPaths[locale]!.split('/').pop() ?? '',
          urlPath: category.urlPaths[locale]!,
          metaTitle: category.name[locale]!,
          metaDescription: category.description?.[locale] ?? null,
        })),
      ),
    );
    await insertBatches(
      db,
      schema.attribute,
      attributes.map((attribute, position) => ({
        id: attribute.id,
        code: attribute.code,
        input: attribute.input,
        isFilterable: true,
        position,
        label: attribute.label,
      })),
    );
    await insertBatches(
      db,
      schema.attributeOption,
      attributes.flatMap((attribute) =>
        attribute.options.map((option, position) => ({
          id: option.id,
          attributeId: attribute.id,
          position,
          swatchType: option.swatch?.type ?? null,
          swatchValue: option.swatch?.value ?? null,
          label: option.label,
        })),
      ),
    );
    await insertBatches(
      db,
      schema.product,
      catalog.products.map((product) => ({
        id: product.id,
        sku: product.sku,
        type: product.type,
        visibility: product.visibility,
        price: product.price,
        specialPrice: product.specialPrice,
        specialFrom: product.specialFrom,
        specialTo: product.specialTo,
        minPrice: product.minPrice,
        image: product.image,
        brand: product.brand,
        newsFrom: product.newsFrom,
      })),
    );
    await insertBatches(
      db,
      schema.productLocale,
      catalog.products.flatMap((product) =>
        locales.map((locale) => ({
          productId: product.id,
          locale,
          name: product.names[locale]!,
          shortDescription: product.shortDescriptions[locale] ?? null,
          description: product.descriptions[locale] ?? null,
          urlKey: product.urlKeys[locale]!,
          metaTitle: product.names[locale]!,
          metaDescription: product.shortDescriptions[locale] ?? null,
          searchName: '',
        })),
      ),
    );
    await insertBatches(
      db,
      schema.productAttributeValue,
      catalog.products.flatMap((product) =>
        [...product.attributeValues.entries()].flatMap(([attributeId, optionIds]) =>
          optionIds.map((optionId) => ({ productId: product.id, attributeId, optionId })),
        ),
      ),
    );
    await insertBatches(
      db,
      schema.productCategory,
      catalog.products.flatMap((product) =>
        product.categoryIds.map((categoryId, position) => ({
          productId: product.id,
          categoryId,
          position,
        })),
      ),
    );
    await insertBatches(
      db,
      schema.productMedia,
      catalog.products.flatMap((product) =>
        [product.image, ...product.gallery].map((path, position) => ({
          productId: product.id,
          path,
          label: product.names,
          position,
        })),
      ),
    );
    await insertBatches(db, schema.stockItem, catalog.stock);
    await insertBatches(db, schema.productTierPrice, catalog.tierPrices);
    await insertBatches(db, schema.productLink, catalog.links);
    await insertBatches(db, schema.productSuperAttribute, catalog.superAttributes);
    await insertBatches(
      db,
      schema.customOption,
      catalog.customOptions.map(({ values: _values, ...option }) => option),
    );
    await insertBatches(
      db,
      schema.customOptionValue,
      catalog.customOptions.flatMap((option) =>
        option.values.map((value) => ({ ...value, optionId: option.id })),
      ),
    );
    await insertBatches(
      db,
      schema.bundleOption,
      catalog.bundleOptions.map(({ selections: _selections, ...option }) => option),
    );
    await insertBatches(
      db,
      schema.bundleSelection,
      catalog.bundleOptions.flatMap((option) =>
        option.selections.map((selection) => ({ ...selection, optionId: option.id })),
      ),
    );
    await insertBatches(db, schema.downloadableLink, catalog.downloadableLinks);
    await insertBatches(db, schema.review, catalog.reviews);
    await insertBatches(
      db,
      schema.cmsPage,
      cmsPages.flatMap((page) =>
        locales.map((locale) => ({
          identifier: page.identifier,
          locale,
          title: page.title[locale],
          metaTitle: page.metaTitle?.[locale] ?? null,
          metaDescription: page.metaDescription?.[locale] ?? null,
          metaKeywords: page.metaKeywords?.[locale] ?? null,
          contentHeading: page.contentHeading?.[locale] ?? null,
          content: page.content[locale],
        })),
      ),
    );
    await insertBatches(
      db,
      schema.cmsBlock,
      cmsBlocks.flatMap((block) =>
        locales.map((locale) => ({
          identifier: block.identifier,
          locale,
          title: block.title[locale],
          content: block.content[locale],
        })),
      ),
    );
    await insertBatches(
      db,
      schema.faqEntry,
      locales.flatMap((locale) =>
        faqEntries[locale].map(([section, question, answer], position) => ({
          locale,
          section,
          question,
          answer,
          position,
        })),
      ),
    );
    await insertBatches(db, schema.urlRewrite, [
      ...catalog.categories
        .filter((category) => category.level > 1)
        .flatMap((category) =>
          locales.map((locale) => ({
            locale,
            requestPath: category.urlPaths[locale]!,
            targetPath: `category/${category.id}`,
            entityType: 'category',
            entityId: String(category.id),
          })),
        ),
      ...catalog.products
        .filter((product) => product.visibility !== 1)
        .flatMap((product) =>
          locales.map((locale) => ({
            locale,
            requestPath: product.urlKeys[locale]!,
            targetPath: `product/${product.sku}`,
            entityType: 'product',
            entityId: product.sku,
          })),
        ),
      ...cmsPages
        .filter((page) => page.identifier !== 'home')
        .flatMap((page) =>
          locales.map((locale) => ({
            locale,
            requestPath: page.identifier,
            targetPath: `cms/${page.identifier}`,
            entityType: 'cms-page',
            entityId: page.identifier,
          })),
        ),
      ...locales.flatMap((locale) =>
        redirects[locale].map(([requestPath, targetPath, redirectType]) => ({
          locale,
          requestPath,
          targetPath,
          entityType: null,
          entityId: null,
          redirectType,
        })),
      ),
    ]);
    await refreshSearchDocuments(db);
    // Last: the precomputed category listings of the catalogue just written (H9e, decision 0871).
    await refreshCategoryListing(db);
  });
  return catalog;
}

/**
 * Rebuilds the search columns of product_locale: the unaccented lower-case name for trigram matching and a
 * weighted tsvector (name A, brand and categories B, short description C, description D) in the locale's
 * text search configuration, built from unaccented text so that accents never matter.
 */
export async function refreshSearchDocuments(db: Database): Promise<void> {
  await db.execute(sql`
    UPDATE product_locale AS pl SET
      search_name = lower(unaccent(pl.name)),
      search_vector =
        setweight(to_tsvector(d.config, unaccent(pl.name)), 'A') ||
        setweight(to_tsvector(d.config, unaccent(d.brand || ' ' || d.categories)), 'B') ||
        setweight(to_tsvector(d.config, unaccent(coalesce(pl.short_description, ''))), 'C') ||
        setweight(to_tsvector(d.config, unaccent(coalesce(pl.description, ''))), 'D')
    FROM (
      SELECT l.product_id, l.locale,
        CASE WHEN l.locale = 'fr-FR' THEN 'french'::regconfig ELSE 'english'::regconfig END AS config,
        coalesce(p.brand, '') AS brand,
        coalesce((
          SELECT string_agg(cl.name, ' ')
          FROM product_category AS pc
          JOIN category_locale AS cl ON cl.category_id = pc.category_id AND cl.locale = l.locale
          WHERE pc.product_id = p.id
        ), '') AS categories
      FROM product_locale AS l JOIN product AS p ON p.id = l.product_id
    ) AS d
    WHERE d.product_id = pl.product_id AND d.locale = pl.locale`);
}
