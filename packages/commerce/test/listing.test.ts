import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { selectRows } from '../src/db/database';
import { openTestShop, type TestShop } from './harness';

let shop: TestShop;
beforeAll(async () => {
  shop = await openTestShop();
});
afterAll(() => shop?.close());

interface Listing {
  total: number;
  page: number;
  pageLength: number;
  pageCount: number;
  minPrice: number | null;
  maxPrice: number | null;
  sort: { field: string; direction: string } | null;
  appliedFilters: { code: string; values: string[] }[];
  items: {
    sku: string;
    prices: {
      finalPrice: { priceExclTax: { amount: number }; priceInclTax: { amount: number } };
      regularPrice: { priceInclTax: { amount: number } };
    };
  }[];
  facets: {
    kind: string;
    code: string;
    label: string;
    buckets: { value: string; label: string; docCount: number; selected: boolean }[];
  }[];
  priceRanges: { name: string; value: string; docCount: number }[];
}

const listingFields = `total page pageLength pageCount minPrice maxPrice sort { field direction } appliedFilters { code values }
  items { sku name path imageUrl stock { isInStock } stockLabel { value label }
    prices { finalPrice { priceExclTax { amount } priceInclTax { amount } } regularPrice { priceInclTax { amount } } }
    overview { path name sku price { priceInclTax { amount } } stock { isInStock } reviews(from: 0, size: 0) { total ratingAverage } } }
  facets { kind code label buckets { value label docCount selected } }
  priceRanges { name value docCount }`;

async function category(id: string, query?: string, locale?: string): Promise<Listing> {
  const result = await shop.execute<{ category: { products: Listing } }>(
    `query ($id: ID!, $query: String) { category(id: $id) { products(query: $query) { ${listingFields} } } }`,
    { id, query },
    { locale },
  );
  expect(JSON.stringify(result.errors)).toBeUndefined();
  return result.data!.category.products;
}

const price = (item: Listing['items'][number]) => item.prices.finalPrice.priceExclTax.amount;

describe('category listing parameters (spec §3, §5)', () => {
  it('defaults to page 1 and 16 products, and caps the page length at 64', async () => {
    const first = await category('10');
    expect(first.page).toBe(1);
    expect(first.pageLength).toBe(16);
    expect(first.items).toHaveLength(16);
    expect(first.pageCount).toBe(Math.ceil(first.total / 16));
    const capped = await category('10', 'pageLength=1000');
    expect(capped.pageLength).toBe(64);
    expect(capped.items).toHaveLength(64);
    expect((await category('10', 'pageLength=0')).pageLength).toBe(16);
  });

  it('pages through the listing without overlap', async () => {
    const one = await category('10', 'pageLength=16&page=1');
    const two = await category('10', 'pageLength=16&page=2');
    expect(two.page).toBe(2);
    expect(
      two.items.map((item) => item.sku).filter((sku) => one.items.some((item) => item.sku === sku)),
    ).toEqual([]);
    const beyond = await category('10', `page=${one.pageCount + 5}`);
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(one.total);
  });

  it('divides min/max prices by the tax factor, rounds them, and filters on prices excluding tax', async () => {
    const listing = await category('11', 'minPrice=25&maxPrice=60&pageLength=64');
    expect(listing.minPrice).toBe(20.83);
    expect(listing.maxPrice).toBe(50);
    expect(listing.items.length).toBeGreaterThan(0);
    for (const item of listing.items) {
      expect(price(item)).toBeGreaterThanOrEqual(2083);
      expect(price(item)).toBeLessThanOrEqual(5000);
    }
    const all = await category('11', 'pageLength=64');
    expect(listing.total).toBeLessThan(all.total);
  });

  it('sorts by a JSON sort and ignores an invalid one with a console warning', async () => {
    const ascending = await category(
      '11',
      `sort=${encodeURIComponent('{"field":"price","direction":"asc"}')}&pageLength=64`,
    );
    expect(ascending.sort).toEqual({ field: 'price', direction: 'asc' });
    const prices = ascending.items.map(price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const descending = await category(
      '11',
      `sort=${encodeURIComponent('{"field":"price","direction":"desc"}')}`,
    );
    expect(price(descending.items[0]!)).toBe(Math.max(...prices));

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const invalid = await category('11', 'sort={"field":');
    expect(invalid.sort).toBeNull();
    expect(invalid.items.map((item) => item.sku)).toEqual(
      (await category('11')).items.map((item) => item.sku),
    );
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/Invalid sort/));
  });

  it('reads other parameters as facet filters with lists of values, disjunctive within a facet', async () => {
    const all = await category('11', 'pageLength=64');
    const brandFacet = all.facets.find((facet) => facet.code === 'brand')!;
    const [first, second] = brandFacet.buckets;
    const one = await category('11', `brand=${first!.value}&pageLength=64`);
    expect(one.total).toBe(first!.docCount);
    expect(one.appliedFilters).toEqual([{ code: 'brand', values: [first!.value] }]);
    const two = await category(
      '11',
      `brand[]=${first!.value}&brand[]=${second!.value}&pageLength=64`,
    );
    expect(two.total).toBe(first!.docCount + second!.docCount);
    // The brand facet still offers the other brands (its own filter does not narrow it) and marks the chosen one.
    const brandAfter = one.facets.find((facet) => facet.code === 'brand')!;
    expect(brandAfter.buckets.length).toBe(brandFacet.buckets.length);
    expect(brandAfter.buckets.find((bucket) => bucket.value === first!.value)?.selected).toBe(true);
    // Another facet's counts follow the brand filter.
    const ageAfter = one.facets.find((facet) => facet.code === 'dog_age')!;
    expect(ageAfter.buckets.reduce((sum, bucket) => sum + bucket.docCount, 0)).toBe(one.total);
    // Unknown parameters and non-option values change nothing.
    const noise = await category('11', 'utm_source=news&brand=abc&pageLength=64');
    expect(noise.total).toBe(all.total);
    expect(noise.appliedFilters).toEqual([]);
  });

  it('combines filters across facets (and), including the colour filter the facets do not show', async () => {
    const all = await category('21', 'pageLength=64');
    const [row] = await selectRows<{ count: number }>(
      shop.store.db,
      sql`SELECT count(DISTINCT p.id)::int AS count FROM product p
        JOIN product_category pc ON pc.product_id = p.id AND pc.category_id = 21
        JOIN product_attribute_value v ON v.product_id = p.id AND v.attribute_id = 93 AND v.option_id = 49
        WHERE p.visibility IN (2, 4)`,
    );
    const black = await category('21', 'color=49&pageLength=64');
    expect(black.total).toBe(row!.count);
    expect(black.total).toBeLessThan(all.total);
    const size = await category('21', 'color=49&size=186');
    expect(size.total).toBeLessThanOrEqual(black.total);
  });

  it('offers attribute and category facets of at most 30 buckets, never colour, modèle, format or saveur', async () => {
    const listing = await category('10', undefined);
    const codes = listing.facets.map((facet) => facet.code);
    for (const ignored of ['color', 'modele', 'format', 'saveur'])
      expect(codes).not.toContain(ignored);
    expect(codes).toContain('brand');
    const categoryFacet = listing.facets.find((facet) => facet.kind === 'category')!;
    expect(categoryFacet.buckets.map((bucket) => bucket.label)).toEqual([
      'Croquettes',
      'Pâtées',
      'Friandises',
      'Compléments alimentaires',
    ]);
    expect(categoryFacet.buckets.reduce((sum, bucket) => sum + bucket.docCount, 0)).toBe(
      listing.total,
    );
    for (const facet of listing.facets) expect(facet.buckets.length).toBeLessThanOrEqual(30);
    const narrowed = await category('10', `category=${categoryFacet.buckets[0]!.value}`);
    expect(narrowed.total).toBe(categoryFacet.buckets[0]!.docCount);
    const english = await category('10', undefined, 'en-GB');
    expect(english.facets.find((facet) => facet.code === 'brand')?.label).toBe('Brand');
  });

  it('returns the fixed price ranges with counts that add up', async () => {
    const listing = await category('10');
    expect(listing.priceRanges.map((range) => range.value)).toEqual([
      '0-10',
      '10-20',
      '20-50',
      '50-100',
      '100-',
    ]);
    expect(listing.priceRanges[0]!.name).toBe('Moins de 10 €');
    expect(listing.priceRanges.reduce((sum, range) => sum + range.docCount, 0)).toBe(listing.total);
  });

  it('lists the Promotions (138) and Nouveautés (137) categories', async () => {
    const promotions = await category('138', 'pageLength=64');
    expect(promotions.total).toBeGreaterThan(20);
    // Every product of Promotions has a current special price below its regular price.
    for (const item of promotions.items)
      expect(item.prices.finalPrice.priceInclTax.amount).toBeLessThan(
        item.prices.regularPrice.priceInclTax.amount,
      );
    expect((await category('137')).total).toBeGreaterThan(20);
  });

  it('clamps an out-of-range page: a page past the last one is empty, not an error (issue 19)', async () => {
    const result = await shop.execute<{
      category: { products: { total: number; items: unknown[] } };
    }>(
      `{ category(id: "10") { products(query: "page=1000001&maxPrice=99999999999") { total items { sku } } } }`,
      {},
      { locale: 'en-GB' },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.category.products.total).toBeGreaterThan(0);
    expect(result.data?.category.products.items).toEqual([]);
  });
});

describe('SQL batching', () => {
  const listingQuery = (pageLength: number) => `{
    category(id: "10") {
      name breadcrumbs { name }
      products(query: "pageLength=${pageLength}") { ${listingFields} }
    }
  }`;

  async function countQueries(pageLength: number) {
    const before = shop.store.queryCount();
    const result = await shop.execute<{ category: { products: Listing } }>(
      listingQuery(pageLength),
    );
    expect(JSON.stringify(result.errors)).toBeUndefined();
    return {
      queries: shop.store.queryCount() - before,
      items: result.data!.category.products.items.length,
    };
  }

  it('runs a bounded number of SQL queries for a listing of 64 products, the same as for 16', async () => {
    const large = await countQueries(64);
    expect(large.items).toBe(64);
    const small = await countQueries(16);
    expect(small.items).toBe(16);
    expect(large.queries).toBeLessThanOrEqual(12);
    expect(large.queries).toBe(small.queries);
  });
});
