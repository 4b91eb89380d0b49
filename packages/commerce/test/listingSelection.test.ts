import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { measureDatabase, type StatementTrace } from '../src/db/databaseTiming';
import { openTestShop, type TestShop } from './harness';

let shop: TestShop;
beforeAll(async () => {
  shop = await openTestShop();
});
afterAll(() => shop?.close());

interface MenuListing {
  id: string;
  products: { total: number; items: { sku: string }[]; facets?: { code: string }[] };
}

async function traced(query: string) {
  const statements: StatementTrace[] = [];
  const { result } = await measureDatabase(() => shop.execute(query, {}), {
    trace: (statement) => statements.push(statement),
  });
  expect(result.errors).toBeUndefined();
  const menu = (result.data as { categoryMenu: MenuListing[] }).categoryMenu;
  // The attribute facets' counts: from the precomputed copy, or over the products' options.
  const facetReads = statements.filter((statement) =>
    /attribute_id = ANY|unnest\(b\.attribute_options\)/.test(statement.sql),
  ).length;
  return { menu, facetReads };
}

describe('a category listing counts facets only when they are asked', () => {
  // What the header menu asks on every page (MenuFeaturedQuery): each top category's first product.
  const firstProducts = `{ categoryMenu { id products(query: "pageLength=1") { total items { sku } } } }`;
  const withFacets = `{ categoryMenu { id products(query: "pageLength=1") {
    total items { sku } facets { code } priceRanges { value } } } }`;
  const throughFragment = `{ categoryMenu { id products(query: "pageLength=1") { ...listing } } }
    fragment listing on ProductListing { total items { sku } ... on ProductListing { facets { code } } }`;

  it('gives the same products and totals without reading the precomputed facets', async () => {
    const lean = await traced(firstProducts);
    const full = await traced(withFacets);
    expect(lean.menu.length).toBeGreaterThan(1);
    expect(lean.menu.map(({ id, products }) => [id, products.total, products.items])).toEqual(
      full.menu.map(({ id, products }) => [id, products.total, products.items]),
    );
    expect(lean.menu.every(({ products }) => products.items.length === 1)).toBe(true);
    expect(full.menu.some(({ products }) => (products.facets ?? []).length > 0)).toBe(true);
    expect(lean.facetReads, 'no facet read when only the first product is asked').toBe(0);
    expect(full.facetReads).toBeGreaterThan(0);
  });

  it('sees facets asked through named and inline fragments', async () => {
    const { menu, facetReads } = await traced(throughFragment);
    expect(facetReads).toBeGreaterThan(0);
    expect(menu.some(({ products }) => (products.facets ?? []).length > 0)).toBe(true);
  });
});
