import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  currentDatabaseTiming,
  measureDatabase,
  type StatementTrace,
} from '../src/db/databaseTiming';
import { openTestShop, type TestShop } from './harness';

let shop: TestShop;
beforeAll(async () => {
  shop = await openTestShop();
});
afterAll(() => shop?.close());

const searchQuery = `query ($text: String!, $query: String) { search(text: $text, query: $query) {
  total items { sku name } facets { code buckets { value docCount } } priceRanges { value docCount } } }`;

async function traced(query: string, variables: Record<string, unknown>) {
  const statements: StatementTrace[] = [];
  const started = performance.now();
  const { result, timing } = await measureDatabase(() => shop.execute(query, variables), {
    trace: (statement) => statements.push(statement),
  });
  return { result, timing, statements, elapsed: performance.now() - started };
}

describe('database time of a unit of work (Server-Timing db)', () => {
  it('counts the statements of a request and measures their time within the request time', async () => {
    const before = shop.store.queryCount();
    const { result, timing, statements, elapsed } = await traced(
      `query ($sku: String!) { product(sku: $sku) { sku name prices { finalPrice { priceInclTax { amount } } } } }`,
      { sku: 'BRO-039' },
    );
    expect(result.errors).toBeUndefined();
    expect(timing.statements).toBe(shop.store.queryCount() - before);
    expect(timing.statements).toBe(statements.length);
    expect(timing.statements).toBeGreaterThan(0);
    expect(timing.durationMs).toBeGreaterThan(0);
    // Overlapping statements count once: never more than the request's own duration.
    expect(timing.durationMs).toBeLessThanOrEqual(elapsed);
  });

  it('keeps concurrent and nested measurements apart, and measures nothing outside one', async () => {
    expect(currentDatabaseTiming()).toBeUndefined();
    const product = `query ($sku: String!) { product(sku: $sku) { sku name } }`;
    const [first, second] = await Promise.all([
      measureDatabase(() => shop.execute(product, { sku: 'BRO-039' })),
      measureDatabase(async () => {
        const inner = await measureDatabase(() => shop.execute(product, { sku: 'BRO-039' }));
        return inner.timing.statements;
      }),
    ]);
    expect(first.timing.statements).toBeGreaterThan(0);
    // The inner measurement took the statements of its work; the outer one saw none of them.
    expect(second.result).toBe(first.timing.statements);
    expect(second.timing.statements).toBe(0);
  });
});

describe('listing statements', () => {
  it('runs the text matching of a search once for the page, the total, the facets and the price ranges', async () => {
    const { result, statements } = await traced(searchQuery, {
      text: 'croquettes poulet',
      query: 'pageLength=16',
    });
    expect(result.errors).toBeUndefined();
    const data = (
      result.data as {
        search: { total: number; items: unknown[]; facets: unknown[]; priceRanges: unknown[] };
      }
    ).search;
    expect(data.total).toBeGreaterThan(0);
    expect(data.items.length).toBeGreaterThan(0);
    expect(data.facets.length).toBeGreaterThan(0);
    const matching = statements.filter((statement) => statement.sql.includes('search_vector @@'));
    expect(matching).toHaveLength(1);
  });

  it('reads a category listing with its facets in one listing statement', async () => {
    const { result, statements } = await traced(
      `query { category(id: "10") { products(query: "pageLength=16&brand=201") {
        total items { sku } facets { code } priceRanges { docCount } } } }`,
      {},
    );
    expect(result.errors).toBeUndefined();
    const data = (result.data as { category: { products: { total: number; facets: unknown[] } } })
      .category.products;
    expect(data.total).toBeGreaterThan(0);
    expect(data.facets.length).toBeGreaterThan(0);
    const listing = statements.filter((statement) => /^\s*WITH b AS/.test(statement.sql));
    expect(listing).toHaveLength(1);
    // Read from the precomputed category listing (decision 0871), not from the catalogue tables.
    expect(listing[0]!.sql).toContain('FROM category_listing cl');
    expect(listing[0]!.sql).not.toContain('product_category pc');
  });
});

describe('a listing asked twice in one request', () => {
  it('runs once per request for the same parameters, again for other parameters or another request', async () => {
    const { listProducts } = await import('../src/listing/listProducts');
    const { parseListingQuery } = await import('../src/listing/parseListingQuery');
    const config = shop.store.config;
    const params = (query: string) =>
      parseListingQuery(query, {
        availablePageSizes: config.availablePageSizes,
        taxFactor: config.taxFactor,
      });
    const services = shop.store.createContext('fr-FR').commerce;
    const category = (await services.loaders.categoryById.load(10))!;
    const scope = { kind: 'category' as const, category };
    const first = await measureDatabase(() => listProducts(services, scope, params('brand=201')));
    expect(first.timing.statements).toBeGreaterThan(0);
    const again = await measureDatabase(() => listProducts(services, scope, params('brand=201')));
    expect(again.timing.statements).toBe(0);
    expect(again.result).toEqual(first.result);
    const other = await measureDatabase(() =>
      listProducts(services, scope, params('brand=201&page=2')),
    );
    expect(other.timing.statements).toBeGreaterThan(0);
    const otherRequest = shop.store.createContext('fr-FR').commerce;
    const fresh = await measureDatabase(() =>
      listProducts(otherRequest, scope, params('brand=201')),
    );
    expect(fresh.timing.statements).toBeGreaterThan(0);
    expect(fresh.result).toEqual(first.result);
  });
});
