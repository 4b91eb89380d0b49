/**
 * The bulk load of the seed (COPY on PGlite, indexes and foreign keys built after the rows, statistics before
 * the search documents) loads the same data as row-by-row INSERTs into the indexed tables, and leaves the
 * same indexes and constraints as the migrations made. Runs on PGlite, or on the PostgreSQL server named by
 * DATABASE_URL (two fresh databases).
 */
import { randomBytes } from 'node:crypto';

import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { selectRows } from '../src/db/database';
import { openDatabase, type OpenedDatabase } from '../src/db/openDatabase';
import * as schema from '../src/db/schema';
import { copyText, jsonRecords, refreshSearchDocuments, seedCatalog } from '../src/seed/seed';
import { adminStatement } from '../src/testing/adminStatement';

const seededTables = [
  'config_entry',
  'customer_group',
  'category',
  'category_locale',
  'attribute',
  'attribute_option',
  'product',
  'product_locale',
  'product_attribute_value',
  'product_category',
  'product_media',
  'stock_item',
  'product_tier_price',
  'product_link',
  'product_super_attribute',
  'custom_option',
  'custom_option_value',
  'bundle_option',
  'bundle_selection',
  'downloadable_link',
  'review',
  'cms_page',
  'cms_block',
  'faq_entry',
  'url_rewrite',
  // Refreshed from the catalogue at the end of the seed (decision 0871).
  'category_listing',
  'category_listing_facet',
];

/** A migrated, empty database: PGlite in memory, or a new database on the server. */
async function emptyDatabase(): Promise<{ database: OpenedDatabase; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({});
    await database.migrate();
    return { database, drop: () => database.close() };
  }
  const name = `truffe_seed_${randomBytes(6).toString('hex')}`;
  await adminStatement(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), statementTimeoutMs: 120_000 });
  await database.migrate();
  return {
    database,
    async drop() {
      await database.close();
      await adminStatement(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** Row count and md5 of every row (sorted; timestamps of the load left out) per seeded table. */
async function contents(database: OpenedDatabase): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of seededTables) {
    const [row] = await selectRows<{ count: number; digest: string }>(
      database.db,
      sql`SELECT count(*)::int AS count,
          md5(coalesce(string_agg(line, E'\n' ORDER BY line), '')) AS digest
        FROM (SELECT (to_jsonb(t) - 'created_at' - 'updated_at')::text AS line
          FROM ${sql.identifier(table)} AS t) AS lines`,
    );
    result[table] = `${row!.count} rows, ${row!.digest}`;
  }
  return result;
}

/** Every index and constraint definition of the schema. */
async function structure(database: OpenedDatabase): Promise<string[]> {
  const rows = await selectRows<{ definition: string }>(
    database.db,
    sql`SELECT indexdef AS definition FROM pg_indexes WHERE schemaname = current_schema()
      UNION ALL
      SELECT conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid)
      FROM pg_constraint WHERE connamespace = current_schema()::regnamespace
      ORDER BY 1`,
  );
  return rows.map((row) => row.definition);
}

describe('seedCatalog bulk load', () => {
  let bulk: Awaited<ReturnType<typeof emptyDatabase>>;
  let rowByRow: Awaited<ReturnType<typeof emptyDatabase>>;
  let structureBefore: string[];

  beforeAll(async () => {
    [bulk, rowByRow] = await Promise.all([emptyDatabase(), emptyDatabase()]);
    structureBefore = await structure(bulk.database);
    await seedCatalog(bulk.database.db, 'small');
    await seedCatalog(rowByRow.database.db, 'small', { bulkLoad: false });
  }, 240_000);

  afterAll(async () => {
    await bulk?.drop();
    await rowByRow?.drop();
  });

  it('loads the same rows as row-by-row inserts, search documents included', async () => {
    const [fast, slow] = await Promise.all([contents(bulk.database), contents(rowByRow.database)]);
    expect(fast.product).toMatch(/^\d{3,} rows/);
    expect(fast.product_locale).toMatch(/^\d{3,} rows/);
    expect(fast).toEqual(slow);
    const [vectors] = await selectRows<{ empty: number }>(
      bulk.database.db,
      sql`SELECT count(*)::int AS empty FROM product_locale WHERE search_vector IS NULL OR search_name = ''`,
    );
    expect(vectors!.empty).toBe(0);
  });

  it('leaves the indexes and constraints of the migrations', async () => {
    expect(await structure(bulk.database)).toEqual(structureBefore);
    expect(await structure(rowByRow.database)).toEqual(structureBefore);
  });
});

describe("seedCatalog streamed (the large profile's load)", () => {
  let streamed: Awaited<ReturnType<typeof emptyDatabase>>;
  let structureBefore: string[];

  beforeAll(async () => {
    streamed = await emptyDatabase();
    structureBefore = await structure(streamed.database);
    // The small profile through the large profile's path: chunks, JSON batches on a server, COPY on PGlite.
    const seeded = await seedCatalog(streamed.database.db, 'small', { stream: true });
    expect(seeded.productCount).toBeGreaterThan(800 + 16 * 25);
  }, 240_000);

  afterAll(async () => {
    await streamed?.drop();
  });

  it('loads every product with its texts, search documents, stock and URL, and fresh listings', async () => {
    const [counts] = await selectRows<Record<string, number>>(
      streamed.database.db,
      sql`SELECT
          (SELECT count(*)::int FROM product WHERE type = 'configurable') AS configurable,
          (SELECT count(*)::int FROM product WHERE type = 'simple' AND visibility = 4) AS simple,
          (SELECT count(*)::int FROM product) AS products,
          (SELECT count(*)::int FROM product_locale) AS texts,
          (SELECT count(*)::int FROM stock_item) AS stock,
          (SELECT count(*)::int FROM product_locale WHERE search_vector IS NULL OR search_name = '') AS unsearchable,
          (SELECT count(*)::int FROM url_rewrite WHERE entity_type = 'product') AS urls,
          (SELECT count(*)::int FROM product WHERE visibility <> 1) AS visible,
          (SELECT count(*)::int FROM category_listing) AS listed,
          (SELECT count(*)::int FROM category_listing_state WHERE fresh) AS fresh`,
    );
    expect(counts).toMatchObject({ configurable: 16, simple: 800, unsearchable: 0, fresh: 1 });
    const { texts, products, stock, urls, visible, listed } = counts as Record<string, number>;
    expect(texts).toBe(2 * products!);
    expect(stock).toBe(products);
    expect(urls).toBe(2 * visible!);
    expect(listed).toBeGreaterThan(0);
    const [attribute] = await selectRows<{ label: unknown }>(
      streamed.database.db,
      sql`SELECT label FROM attribute WHERE code = 'color'`,
    );
    expect(attribute!.label).toEqual({ 'fr-FR': 'Couleur', 'en-GB': 'Colour' });
  });

  it('leaves the indexes and constraints of the migrations', async () => {
    expect(await structure(streamed.database)).toEqual(structureBefore);
  });

  it('computes the search columns as it writes the texts, as refreshSearchDocuments does', async () => {
    const digest = async () =>
      (
        await selectRows<{ digest: string }>(
          streamed.database.db,
          sql`SELECT md5(string_agg(product_id || locale || search_name || search_vector::text, ','
            ORDER BY product_id, locale)) AS digest FROM product_locale`,
        )
      )[0]!.digest;
    const written = await digest();
    await refreshSearchDocuments(streamed.database.db);
    expect(await digest()).toBe(written);
  });
});

describe('jsonRecords', () => {
  // The server path of the large load: one JSON parameter per batch, read by json_populate_recordset.
  it('writes values that json_populate_recordset reads back as they were (jsonb, null, defaults)', async () => {
    const client = await PGlite.create();
    try {
      await client.exec(
        `CREATE TABLE t (path text PRIMARY KEY, value text, label jsonb, kind int NOT NULL DEFAULT 0)`,
      );
      const records = jsonRecords(schema.urlRewrite, [
        {
          locale: 'fr-FR',
          requestPath: 'a\tb "c"',
          targetPath: 'é',
          entityId: null,
          redirectType: 301,
        },
        { locale: 'fr-FR', requestPath: 'c', targetPath: 'd', entityId: null },
      ]);
      expect(records?.columns).toEqual([
        'locale',
        'request_path',
        'target_path',
        'entity_id',
        'redirect_type',
      ]);
      expect(JSON.parse(records!.json)).toEqual([
        {
          locale: 'fr-FR',
          request_path: 'a\tb "c"',
          target_path: 'é',
          entity_id: null,
          redirect_type: 301,
        },
        { locale: 'fr-FR', request_path: 'c', target_path: 'd', entity_id: null, redirect_type: 0 },
      ]);
      const attribute = jsonRecords(schema.attribute, [
        {
          id: 1,
          code: 'color',
          input: 'select',
          isFilterable: true,
          position: 0,
          label: { 'fr-FR': 'Couleur' },
        },
      ]);
      await client.query(
        `INSERT INTO t (path, value, label) SELECT code, input, label
          FROM json_to_recordset($1::json) AS r(code text, input text, label jsonb)`,
        [attribute!.json],
      );
      const stored = await client.query<{ path: string; label: unknown; kind: number }>(
        'SELECT path, label, kind FROM t',
      );
      expect(stored.rows).toEqual([{ path: 'color', label: { 'fr-FR': 'Couleur' }, kind: 0 }]);
    } finally {
      await client.close();
    }
  });
});

describe('copyText', () => {
  // COPY is the PGlite path (a server gets INSERTs): PGlite reads the text as the seed gives it.
  it("writes values that PGlite's COPY reads back as they were (separators, backslashes, null)", async () => {
    const client = await PGlite.create();
    try {
      await client.exec('CREATE TABLE config_entry (path text PRIMARY KEY, value text)');
      const rows = [
        { path: 'tab\there', value: 'line\nbreak, \\ backslash and\r return' },
        { path: 'null value', value: null },
        { path: 'accents', value: 'Éléphant « guillemets » \\N literal' },
      ];
      const copy = copyText(schema.configEntry, rows);
      expect(copy?.columns).toEqual(['path', 'value']);
      await client.query(`COPY config_entry (path, value) FROM '/dev/blob'`, [], {
        blob: new Blob([copy!.text]),
      });
      const stored = await client.query<{ path: string; value: string | null }>(
        'SELECT path, value FROM config_entry',
      );
      expect([...stored.rows].sort((a, b) => a.path.localeCompare(b.path))).toEqual(
        [...rows].sort((a, b) => a.path.localeCompare(b.path)),
      );
    } finally {
      await client.close();
    }
  });

  it('maps values as the INSERT would (jsonb) and leaves unset columns to their defaults', () => {
    const copy = copyText(schema.attribute, [
      {
        id: 1,
        code: 'color',
        input: 'select',
        isFilterable: true,
        position: 0,
        label: { 'fr-FR': 'Couleur' },
      },
    ]);
    expect(copy?.columns).toEqual(['id', 'code', 'input', 'is_filterable', 'position', 'label']);
    expect(copy?.text).toBe('1\tcolor\tselect\tt\t0\t{"fr-FR":"Couleur"}\n');
  });

  it('gives a row without a column its constant default, and gives up on a computed one', () => {
    const withDefault = copyText(schema.urlRewrite, [
      { locale: 'fr-FR', requestPath: 'a', targetPath: 'b', redirectType: 301 },
      { locale: 'fr-FR', requestPath: 'c', targetPath: 'd' },
    ]);
    expect(withDefault?.columns).toEqual([
      'locale',
      'request_path',
      'target_path',
      'redirect_type',
    ]);
    expect(withDefault?.text).toBe('fr-FR\ta\tb\t301\nfr-FR\tc\td\t0\n');
    expect(
      copyText(schema.product, [
        { id: 1, sku: 'a', type: 'simple', price: 1, minPrice: 1, createdAt: new Date(0) },
        { id: 2, sku: 'b', type: 'simple', price: 1, minPrice: 1 },
      ]),
    ).toBeUndefined();
  });
});
