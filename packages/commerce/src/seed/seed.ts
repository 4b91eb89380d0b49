import { getTableColumns, getTableName, is, SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { PgliteSession } from 'drizzle-orm/pglite';

import { type Database, selectRows } from '../db/database';
import * as schema from '../db/schema';
import { refreshCategoryListing } from '../listing/categoryListing';
import { attributes, rootCategoryId } from './catalogData';
import { cmsBlocks, cmsPages, faqEntries, featureFlags, redirects } from './content';
import { type CatalogSeed, locales } from './catalog/catalogSeed';
import { generateCatalog } from './generateCatalog';
import type { SeedProfile } from './profiles';
import { type CatalogChunk, streamCatalog } from './streamCatalog';

/** Rows per INSERT: well below PostgreSQL's 65,535 bind parameters for our widest table. */
const batchSize = 1000;

/** Writes rows into a table (multi-row INSERTs, or COPY on PGlite). */
type Insert = <Row extends Record<string, unknown>>(table: PgTable, rows: Row[]) => Promise<void>;

function insertBatches(db: Database): Insert {
  return async (table, rows) => {
    for (let start = 0; start < rows.length; start += batchSize) {
      await db.insert(table).values(rows.slice(start, start + batchSize) as never);
    }
  };
}

interface PgliteConnection {
  query(query: string, params: unknown[], options: { blob: Blob }): Promise<unknown>;
}

/** PGlite's connection under a Drizzle database or transaction; undefined on a PostgreSQL server. */
function pgliteConnection(db: Database): PgliteConnection | undefined {
  const session: unknown = (db as unknown as { session?: unknown }).session;
  return is(session, PgliteSession)
    ? (session as unknown as { client: PgliteConnection }).client
    : undefined;
}

/** A value in COPY's text format: `\N` for null, backslash escapes for the separators. */
function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  const text =
    typeof value === 'boolean'
      ? value
        ? 't'
        : 'f'
      : typeof value === 'string'
        ? value
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
  return text.replace(
    /[\\\t\n\r]/g,
    (character) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[character]!,
  );
}

/**
 * The columns some row gives, by key, for a bulk write of `rows` that says what their INSERT says; undefined
 * when it cannot: a row leaves out a column whose default is computed (`now()`). A row without a column gets
 * its default, as in an INSERT; only a constant default can be written in the rows' text.
 */
function bulkColumns(table: PgTable, rows: Record<string, unknown>[]) {
  const columns = Object.entries(getTableColumns(table)).filter(([key]) =>
    rows.some((row) => row[key] !== undefined),
  );
  const constantDefault = (column: (typeof columns)[number][1]) =>
    column.default !== undefined && !is(column.default, SQL);
  const computedDefaultLeftOut = rows.some((row) =>
    columns.some(([key, column]) => row[key] === undefined && !constantDefault(column)),
  );
  return computedDefaultLeftOut ? undefined : columns;
}

/**
 * The rows as the text of `COPY table (columns) FROM …`, each value mapped by its Drizzle column as an
 * INSERT would (jsonb, dates), a column left out of a row as its constant default; undefined when COPY cannot
 * say what the INSERT says: a column given in some rows and left to a computed default (`now()`) in others.
 */
export function copyText(
  table: PgTable,
  rows: Record<string, unknown>[],
): { columns: string[]; text: string } | undefined {
  const columns = bulkColumns(table, rows);
  if (!columns) return undefined;
  const lines = rows.map(
    (row) =>
      `${columns
        .map(([key, column]) => {
          const value = row[key] === undefined ? column.default : row[key];
          return copyValue(value === null ? null : column.mapToDriverValue(value));
        })
        .join('\t')}\n`,
  );
  return { columns: columns.map(([, column]) => column.name), text: lines.join('') };
}

/**
 * COPY from an in-memory blob on PGlite (`/dev/blob`: about a third of the CPU of the same rows as INSERTs),
 * multi-row INSERTs on a server (node-postgres has no COPY without another package) or when COPY cannot
 * express the rows.
 */
function bulkInsert(db: Database): Insert {
  const connection = pgliteConnection(db);
  const fallback = insertBatches(db);
  if (!connection) return fallback;
  return async (table, rows) => {
    const copy = rows.length > 0 ? copyText(table, rows) : undefined;
    if (!copy) return fallback(table, rows);
    const columns = copy.columns.map((name) => `"${name}"`).join(', ');
    await connection.query(`COPY "${getTableName(table)}" (${columns}) FROM '/dev/blob'`, [], {
      blob: new Blob([copy.text]),
    });
  };
}

/**
 * Rows as one statement per batch on a PostgreSQL server: `INSERT … SELECT … FROM json_populate_recordset`
 * with the batch as a single JSON parameter. node-postgres has no COPY without another package, and a
 * multi-row INSERT binds one parameter per value (65,535 at most, and Drizzle's per-value work); the server
 * parses one JSON text instead, several times faster for the large profile's millions of rows. A column left
 * out of a row takes its constant default, as in {@link copyText}; rows COPY cannot express fall back to INSERTs.
 */
function jsonInsert(db: Database): Insert {
  const fallback = insertBatches(db);
  return async (table, rows) => {
    for (let start = 0; start < rows.length; start += jsonBatchSize) {
      const batch = rows.slice(start, start + jsonBatchSize);
      const records = jsonRecords(table, batch);
      if (!records) {
        await fallback(table, batch);
        continue;
      }
      const columns = sql.join(
        records.columns.map((name) => sql.identifier(name)),
        sql`, `,
      );
      await db.execute(
        sql`INSERT INTO ${table} (${columns}) SELECT ${columns}
          FROM json_populate_recordset(NULL::${table}, ${records.json}::json)`,
      );
    }
  };
}

/** Rows per JSON statement: a few megabytes of text. */
const jsonBatchSize = 10_000;

/** The rows as a JSON array keyed by column name, values mapped as an INSERT would (jsonb kept as JSON). */
export function jsonRecords(
  table: PgTable,
  rows: Record<string, unknown>[],
): { columns: string[]; json: string } | undefined {
  const columns = bulkColumns(table, rows);
  if (!columns) return undefined;
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = row[key] === undefined ? column.default : row[key];
      const json = column.getSQLType() === 'jsonb' || column.getSQLType() === 'json';
      record[column.name] =
        value === null || value === undefined
          ? null
          : json
            ? value
            : column.mapToDriverValue(value);
    }
    return record;
  });
  return { columns: columns.map(([, column]) => column.name), json: JSON.stringify(records) };
}

/** The tables the seed fills (their secondary indexes and foreign keys are rebuilt after the load). */
const seededTables = [
  schema.configEntry,
  schema.customerGroup,
  schema.category,
  schema.categoryLocale,
  schema.attribute,
  schema.attributeOption,
  schema.product,
  schema.productLocale,
  schema.productAttributeValue,
  schema.productCategory,
  schema.productMedia,
  schema.stockItem,
  schema.productTierPrice,
  schema.productLink,
  schema.productSuperAttribute,
  schema.customOption,
  schema.customOptionValue,
  schema.bundleOption,
  schema.bundleSelection,
  schema.downloadableLink,
  schema.review,
  schema.cmsPage,
  schema.cmsBlock,
  schema.faqEntry,
  schema.urlRewrite,
].map((table) => getTableName(table));

interface Definition {
  table: string;
  name: string;
  definition: string;
}

/**
 * Runs `load` with the seeded tables' non-unique indexes and foreign keys dropped, then creates them again
 * from their own definitions (PostgreSQL's advice for populating a database): one sort per index and one
 * join per foreign key instead of an index update and a row lock per inserted row. Primary keys and unique
 * indexes stay (they also check the load). Run inside the seed's transaction: nobody sees the tables
 * without them, and a failure rolls everything back.
 */
export async function withDeferredIndexes(
  db: Database,
  tables: string[],
  load: () => Promise<void>,
): Promise<void> {
  const names = sql.join(
    tables.map((table) => sql`${table}`),
    sql`, `,
  );
  const foreignKeys = await selectRows<Definition>(
    db,
    sql`SELECT t.relname AS "table", c.conname AS name, pg_get_constraintdef(c.oid) AS definition
      FROM pg_constraint AS c JOIN pg_class AS t ON t.oid = c.conrelid
      WHERE c.contype = 'f' AND t.relnamespace = current_schema()::regnamespace
        AND t.relname IN (${names})
      ORDER BY t.relname, c.conname`,
  );
  const indexes = await selectRows<Definition>(
    db,
    sql`SELECT t.relname AS "table", x.relname AS name, pg_get_indexdef(i.indexrelid) AS definition
      FROM pg_index AS i JOIN pg_class AS t ON t.oid = i.indrelid JOIN pg_class AS x ON x.oid = i.indexrelid
      WHERE NOT i.indisunique AND NOT i.indisprimary AND t.relnamespace = current_schema()::regnamespace
        AND t.relname IN (${names})
        AND NOT EXISTS (SELECT 1 FROM pg_constraint AS c WHERE c.conindid = i.indexrelid)
      ORDER BY t.relname, x.relname`,
  );
  for (const key of foreignKeys) {
    await db.execute(
      sql`ALTER TABLE ${sql.identifier(key.table)} DROP CONSTRAINT ${sql.identifier(key.name)}`,
    );
  }
  for (const index of indexes) {
    await db.execute(sql`DROP INDEX ${sql.identifier(index.name)}`);
  }
  await load();
  // Sorting for the index builds: more memory than the default 64 MB-ish keeps them off temporary files.
  await db.execute(sql`SET LOCAL maintenance_work_mem = '256MB'`);
  for (const index of indexes) await db.execute(sql.raw(index.definition));
  for (const key of foreignKeys) {
    await db.execute(
      sql`ALTER TABLE ${sql.identifier(key.table)} ADD CONSTRAINT ${sql.identifier(key.name)} ${sql.raw(key.definition)}`,
    );
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

/** What a seed loaded: the catalogue's categories and pictures (to draw) and its number of products. */
export interface SeededCatalog {
  categories: CatalogSeed['categories'];
  pictures: CatalogSeed['pictures'];
  productCount: number;
}

/**
 * Loads the profile's catalogue and content into an empty database, in one transaction: small and medium
 * generated whole, large streamed chunk by chunk (PostgreSQL server only).
 */
export async function seedCatalog(
  db: Database,
  profile: SeedProfile,
  options: SeedCatalogOptions = {},
): Promise<SeededCatalog> {
  if (options.stream ?? profile === 'large') return seedStreamedCatalog(db, profile, options.log);
  const catalog = generateCatalog(profile);
  await db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    if (options.bulkLoad === false) {
      await loadCatalog(profile, catalog, insertBatches(db));
      await refreshSearchDocuments(db);
    } else {
      await withDeferredIndexes(db, seededTables, async () => {
        await loadCatalog(profile, catalog, bulkInsert(db));
        // Statistics of the fresh rows: without them the search documents' query probes every category of
        // the locale for each product (minutes at medium instead of seconds).
        await db.execute(
          sql`ANALYZE ${sql.join(
            seededTables.map((table) => sql.identifier(table)),
            sql`, `,
          )}`,
        );
        await refreshSearchDocuments(db);
      });
    }
    // Last: the precomputed category listings of the catalogue just written (H9e, decision 0871).
    await refreshCategoryListing(db);
  });
  return { ...catalog, productCount: catalog.products.length };
}

/**
 * The large profile (decision 0894): the catalogue streamed chunk by chunk (streamCatalog.ts) so that memory
 * holds one chunk, each written as JSON batches on a server (COPY on PGlite, which refuses large: it would hold
 * half a million products in its WebAssembly memory) into tables without their secondary indexes and foreign
 * keys, the product texts with their search columns computed as they are written; then statistics, the
 * indexes and the precomputed listings, each once over the whole catalogue.
 */
async function seedStreamedCatalog(
  db: Database,
  profile: SeedProfile,
  log: (message: string) => void = () => undefined,
): Promise<SeededCatalog> {
  if (profile === 'large' && pgliteConnection(db))
    throw new Error(
      `The ${profile} profile needs a PostgreSQL server (DATABASE_URL): embedded PGlite cannot hold it.`,
    );
  const catalog = streamCatalog(profile);
  let productCount = 0;
  const started = Date.now();
  const lap = (what: string) => log(`  ${what} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  await db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const insert = pgliteConnection(db) ? bulkInsert(db) : jsonInsert(db);
    await withDeferredIndexes(db, seededTables, async () => {
      await loadBase(profile, catalog.categories, insert);
      await loadContent(insert);
      await insert(schema.urlRewrite, [
        ...categoryRewrites(catalog.categories),
        ...contentRewrites(),
      ]);
      const texts = productTextsWithSearch(db, catalog.categories);
      for (const chunk of catalog.chunks()) {
        await loadProducts(chunk, insert, texts);
        await insert(schema.urlRewrite, productRewrites(chunk.products));
        productCount += chunk.products.length;
        if (productCount % 50_000 < chunk.products.length) lap(`${productCount} products written`);
      }
      lap(`${productCount} products written`);
      await db.execute(
        sql`ANALYZE ${sql.join(
          seededTables.map((table) => sql.identifier(table)),
          sql`, `,
        )}`,
      );
    });
    lap('indexes and foreign keys built');
    await refreshCategoryListing(db);
    lap('category listings precomputed');
  });
  return { categories: catalog.categories, pictures: catalog.pictures, productCount };
}

export interface SeedCatalogOptions {
  /**
   * Bulk load: COPY on PGlite, secondary indexes and foreign keys built after the rows are in, statistics
   * before the search documents are computed. `false`: row-by-row INSERTs into the indexed tables (the
   * same data; tests compare the two). @defaultValue true
   */
  bulkLoad?: boolean;
  /**
   * Stream the catalogue chunk by chunk (streamCatalog.ts; other random draws than the whole catalogue's).
   * @defaultValue true for large, false otherwise
   */
  stream?: boolean;
  /** Progress of a long (large) load. */
  log?: (message: string) => void;
}

async function loadCatalog(
  profile: SeedProfile,
  catalog: ReturnType<typeof generateCatalog>,
  insert: Insert,
): Promise<void> {
  await loadBase(profile, catalog.categories, insert);
  await loadProducts(catalog, insert);
  await loadContent(insert);
  await insert(schema.urlRewrite, [
    ...categoryRewrites(catalog.categories),
    ...productRewrites(catalog.products),
    ...contentRewrites(),
  ]);
}

/** Configuration, customer groups, the category tree and the attributes. */
async function loadBase(
  profile: SeedProfile,
  categories: CatalogSeed['categories'],
  insert: Insert,
): Promise<void> {
  const catalog = { categories };
  await insert(schema.configEntry, [
    ...Object.entries(featureFlags).map(([name, active]) => ({
      path: `feature/${name}`,
      value: active ? '1' : '0',
    })),
    { path: 'catalog/seed_profile', value: profile },
    { path: 'web/default/cms_home_page', value: 'home' },
    { path: 'web/default/cms_no_route', value: 'no-route' },
  ]);
  await insert(schema.customerGroup, [
    { id: 0, code: 'NOT LOGGED IN' },
    { id: 1, code: 'General' },
    { id: 2, code: 'Professionnel' },
  ]);
  await insert(schema.category, [
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
  await insert(
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
  await insert(
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
  await insert(
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
}

/**
 * Products and every row that hangs from them (a whole catalogue, or one chunk of a streamed one); `texts`
 * writes the product texts instead of `insert` (the streamed load computes their search columns as it writes).
 */
async function loadProducts(
  catalog: CatalogChunk,
  insert: Insert,
  texts?: (products: CatalogChunk['products']) => Promise<void>,
): Promise<void> {
  await insert(
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
  if (texts) await texts(catalog.products);
  else
    await insert(
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
  await insert(
    schema.productAttributeValue,
    catalog.products.flatMap((product) =>
      [...product.attributeValues.entries()].flatMap(([attributeId, optionIds]) =>
        optionIds.map((optionId) => ({ productId: product.id, attributeId, optionId })),
      ),
    ),
  );
  await insert(
    schema.productCategory,
    catalog.products.flatMap((product) =>
      product.categoryIds.map((categoryId, position) => ({
        productId: product.id,
        categoryId,
        position,
      })),
    ),
  );
  await insert(
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
  await insert(schema.stockItem, catalog.stock);
  await insert(schema.productTierPrice, catalog.tierPrices);
  await insert(schema.productLink, catalog.links);
  await insert(schema.productSuperAttribute, catalog.superAttributes);
  await insert(
    schema.customOption,
    catalog.customOptions.map(({ values: _values, ...option }) => option),
  );
  await insert(
    schema.customOptionValue,
    catalog.customOptions.flatMap((option) =>
      option.values.map((value) => ({ ...value, optionId: option.id })),
    ),
  );
  await insert(
    schema.bundleOption,
    catalog.bundleOptions.map(({ selections: _selections, ...option }) => option),
  );
  await insert(
    schema.bundleSelection,
    catalog.bundleOptions.flatMap((option) =>
      option.selections.map((selection) => ({ ...selection, optionId: option.id })),
    ),
  );
  await insert(schema.downloadableLink, catalog.downloadableLinks);
  await insert(schema.review, catalog.reviews);
}

/** CMS pages and blocks, and the FAQ. */
async function loadContent(insert: Insert): Promise<void> {
  await insert(
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
  await insert(
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
  await insert(
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
}

function categoryRewrites(categories: CatalogSeed['categories']) {
  return [
    ...categories
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
  ];
}

function productRewrites(products: CatalogChunk['products']) {
  return [
    ...products
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
  ];
}

function contentRewrites() {
  return [
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
  ];
}

/**
 * Writes the product texts of a chunk with their search columns computed in the same statement, from the
 * same expressions as {@link refreshSearchDocuments} (the brand and the names of the product's categories in
 * the locale, ordered by category id, given with each row): the large load's half million products then need
 * no UPDATE of a million rows afterwards (a second write of every row and a join per row).
 */
function productTextsWithSearch(
  db: Database,
  categories: CatalogSeed['categories'],
): (products: CatalogChunk['products']) => Promise<void> {
  const names = new Map(categories.map((category) => [category.id, category.name]));
  return async (products) => {
    const rows = products.flatMap((product) =>
      locales.map((locale) => ({
        product_id: product.id,
        locale,
        name: product.names[locale]!,
        short_description: product.shortDescriptions[locale] ?? null,
        description: product.descriptions[locale] ?? null,
        url_key: product.urlKeys[locale]!,
        brand: product.brand ?? '',
        categories: [...new Set(product.categoryIds)]
          .sort((a, b) => a - b)
          .map((id) => names.get(id)?.[locale])
          .filter((name) => name !== undefined)
          .join(' '),
      })),
    );
    for (let start = 0; start < rows.length; start += jsonBatchSize) {
      await db.execute(sql`
        INSERT INTO product_locale (product_id, locale, name, short_description, description, url_key,
          meta_title, meta_description, search_name, search_vector)
        SELECT r.product_id, r.locale, r.name, r.short_description, r.description, r.url_key,
          r.name, r.short_description, lower(unaccent(r.name)),
          setweight(to_tsvector(c.config, unaccent(r.name)), 'A') ||
          setweight(to_tsvector(c.config, unaccent(r.brand || ' ' || r.categories)), 'B') ||
          setweight(to_tsvector(c.config, unaccent(coalesce(r.short_description, ''))), 'C') ||
          setweight(to_tsvector(c.config, unaccent(coalesce(r.description, ''))), 'D')
        FROM json_to_recordset(${JSON.stringify(rows.slice(start, start + jsonBatchSize))}::json)
          AS r(product_id int, locale text, name text, short_description text, description text,
            url_key text, brand text, categories text),
          LATERAL (SELECT CASE WHEN r.locale = 'fr-FR' THEN 'french'::regconfig
            ELSE 'english'::regconfig END AS config) AS c`);
    }
  };
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
          SELECT string_agg(cl.name, ' ' ORDER BY pc.category_id)
          FROM product_category AS pc
          JOIN category_locale AS cl ON cl.category_id = pc.category_id AND cl.locale = l.locale
          WHERE pc.product_id = p.id
        ), '') AS categories
      FROM product_locale AS l JOIN product AS p ON p.id = l.product_id
    ) AS d
    WHERE d.product_id = pl.product_id AND d.locale = pl.locale`);
}
