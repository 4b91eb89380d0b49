/**
 * Precomputed category listings (decision 0871): the listing read from `category_listing` /
 * `category_listing_facet` equals the one computed from the catalogue tables, for random categories, filters,
 * price ranges, sorts and pages (fast-check); catalogue writes make it stale (never read) until a refresh;
 * stock does not.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { CategoryRow } from '../src/catalog/productRows';
import { selectRows } from '../src/db/database';
import { isCategoryListingFresh, refreshCategoryListing } from '../src/listing/categoryListing';
import { listProducts, type ListingOptions } from '../src/listing/listProducts';
import { parseListingQuery } from '../src/listing/parseListingQuery';
import { servicesOf } from '../src/store/requestContext';
import { openTestShop, type TestShop } from './harness';

let shop: TestShop;
let categories: { id: number; level: number }[];
/** Attribute codes with the option ids used by products, and some option ids of other attributes. */
let options: { code: string; ids: number[] }[];
beforeAll(async () => {
  shop = await openTestShop();
  categories = await selectRows(
    shop.store.db,
    sql`SELECT id, level FROM category WHERE level >= 2 ORDER BY id`,
  );
  options = await selectRows(
    shop.store.db,
    sql`SELECT a.code, array_agg(DISTINCT v.option_id ORDER BY v.option_id) AS ids
      FROM product_attribute_value v JOIN attribute a ON a.id = v.attribute_id
      GROUP BY a.code ORDER BY a.code`,
  );
});
afterAll(() => shop?.close());

/** One listing of a category through a fresh request context (no per-request memo between the two sources). */
async function listing(
  id: number,
  query: string,
  locale: string,
  source: ListingOptions['source'],
  facets = true,
) {
  const services = servicesOf(shop.store.createContext(locale));
  const category = (await services.loaders.categoryById.load(id)) as CategoryRow;
  const params = parseListingQuery(query, {
    availablePageSizes: services.config.availablePageSizes,
    taxFactor: services.config.taxFactor,
    warn: () => undefined,
  });
  return listProducts(services, { kind: 'category', category }, params, { facets, source });
}

const queryArbitrary = () =>
  fc
    .record({
      filters: fc.array(
        fc.record({
          attribute: fc.nat({ max: 1000 }),
          picks: fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 3 }),
        }),
        { maxLength: 3 },
      ),
      category: fc.option(fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 2 })),
      minPrice: fc.option(fc.integer({ min: 0, max: 120 })),
      maxPrice: fc.option(fc.integer({ min: 5, max: 300 })),
      sort: fc.option(
        fc.record({
          field: fc.constantFrom('position', 'name', 'price', 'newest', 'relevance'),
          direction: fc.constantFrom('asc', 'desc'),
        }),
      ),
      page: fc.integer({ min: 1, max: 4 }),
      pageLength: fc.constantFrom(1, 9, 16, 32, 64),
    })
    .map((draw) => {
      const query = new URLSearchParams();
      for (const filter of draw.filters) {
        const attribute = options[filter.attribute % options.length]!;
        for (const pick of filter.picks)
          query.append(attribute.code, String(attribute.ids[pick % attribute.ids.length]));
      }
      for (const pick of draw.category ?? [])
        query.append('category', String(categories[pick % categories.length]!.id));
      if (draw.minPrice !== null) query.set('minPrice', String(draw.minPrice));
      if (draw.maxPrice !== null) query.set('maxPrice', String(draw.maxPrice));
      if (draw.sort) query.set('sort', JSON.stringify(draw.sort));
      query.set('page', String(draw.page));
      query.set('pageLength', String(draw.pageLength));
      return query.toString();
    });

describe('precomputed category listings (decision 0871)', () => {
  it('are fresh after seeding and are what a category listing reads', async () => {
    expect(await isCategoryListingFresh(shop.store.db)).toBe(true);
    const [row] = await selectRows<{ count: number }>(
      shop.store.db,
      sql`SELECT count(*)::int AS count FROM category_listing`,
    );
    expect(row!.count).toBeGreaterThan(0);
    const precomputed = await listing(categories[0]!.id, '', 'fr-FR', 'precomputed');
    expect(precomputed.total).toBeGreaterThan(0);
    expect(precomputed.facets.length).toBeGreaterThan(0);
    expect(precomputed).toEqual(await listing(categories[0]!.id, '', 'fr-FR', 'direct'));
  });

  it('give the same listing as the catalogue tables for random categories, filters, sorts and pages', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: 1000 }),
        queryArbitrary(),
        fc.constantFrom('fr-FR', 'en-GB'),
        fc.boolean(),
        async (pick, query, locale, facets) => {
          const id = categories[pick % categories.length]!.id;
          const precomputed = await listing(id, query, locale, 'precomputed', facets);
          const direct = await listing(id, query, locale, 'direct', facets);
          expect(precomputed).toEqual(direct);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('give the same unfiltered listing of every category, in both locales', async () => {
    for (const category of categories) {
      for (const locale of ['fr-FR', 'en-GB']) {
        expect(await listing(category.id, 'pageLength=64', locale, 'precomputed')).toEqual(
          await listing(category.id, 'pageLength=64', locale, 'direct'),
        );
      }
    }
  });

  it('count prices over the rows once a special price may have started or ended since the refresh', async () => {
    const ids = categories.slice(0, 6).map((row) => row.id);
    const expected = await Promise.all(ids.map((id) => listing(id, '', 'fr-FR', 'direct')));
    // As if the refresh was yesterday and a special price started today: the histogram is not read.
    await shop.store.db.execute(
      sql`UPDATE category_listing_state SET prices_from = current_date - 1, prices_until = current_date`,
    );
    try {
      for (const [index, id] of ids.entries())
        expect(await listing(id, '', 'fr-FR', 'precomputed')).toEqual(expected[index]);
      await shop.store.db.execute(sql`UPDATE category_listing_state SET prices_until = 'infinity'`);
      for (const [index, id] of ids.entries())
        expect(await listing(id, '', 'fr-FR', 'precomputed')).toEqual(expected[index]);
    } finally {
      await refreshCategoryListing(shop.store.db);
    }
  });

  it('go stale on a catalogue write (the listing stays right) until refreshed; stock takes no part', async () => {
    const category = categories.find((row) => row.level === 2)!;
    const before = await listing(category.id, 'pageLength=64', 'fr-FR', 'auto');
    const [product] = await selectRows<{ id: number }>(
      shop.store.db,
      sql`SELECT product_id AS id FROM category_listing WHERE category_id = ${category.id}
        ORDER BY position, product_id LIMIT 1`,
    );
    expect(before.productIds[0]).toBe(product!.id);

    // Stock moves (orders) leave the listings fresh: they do not depend on it.
    await shop.store.db.execute(
      sql`UPDATE stock_item SET qty = qty WHERE product_id = ${product!.id}`,
    );
    expect(await isCategoryListingFresh(shop.store.db)).toBe(true);

    await shop.store.db.execute(
      sql`UPDATE product SET is_active = false WHERE id = ${product!.id}`,
    );
    try {
      expect(await isCategoryListingFresh(shop.store.db)).toBe(false);
      await expect(listing(category.id, '', 'fr-FR', 'precomputed')).rejects.toThrow(/stale/);
      // Read from the catalogue tables meanwhile: the product is gone from the listing and its counts.
      const stale = await listing(category.id, 'pageLength=64', 'fr-FR', 'auto');
      expect(stale.productIds).not.toContain(product!.id);
      expect(stale.total).toBe(before.total - 1);
      await refreshCategoryListing(shop.store.db);
      expect(await isCategoryListingFresh(shop.store.db)).toBe(true);
      expect(await listing(category.id, 'pageLength=64', 'fr-FR', 'precomputed')).toEqual(stale);
    } finally {
      await shop.store.db.execute(
        sql`UPDATE product SET is_active = true WHERE id = ${product!.id}`,
      );
      await refreshCategoryListing(shop.store.db);
    }
    expect(await listing(category.id, 'pageLength=64', 'fr-FR', 'precomputed')).toEqual(before);
  });
});
