import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { selectRows } from '../src/db/database';

import { openTestShop, type TestShop } from './harness';

let shop: TestShop;
beforeAll(async () => {
  shop = await openTestShop();
});
afterAll(() => shop?.close());

const routeQuery = `query ($url: String!) {
  route(url: $url) {
    __typename identifier
    ... on Redirect { redirectTo redirectType external }
    ... on Category { id name path products { total appliedFilters { code values } pageLength } }
    ... on Product { sku name path }
    ... on CmsPage { title path }
  }
}`;

async function route(url: string, locale?: string) {
  const result = await shop.execute<{
    route: Record<string, unknown> & { products?: Record<string, unknown> };
  }>(routeQuery, { url }, { locale });
  expect(JSON.stringify(result.errors)).toBeUndefined();
  return result.data!.route;
}

describe('route(url): entity dispatch (spec §2)', () => {
  it('dispatches a category path, reading facet filters and listing parameters from the URL', async () => {
    const entity = await route('/alimentation/croquettes?brand=201&pageLength=32');
    expect(entity).toMatchObject({
      __typename: 'Category',
      identifier: '11',
      id: '11',
      name: 'Croquettes',
      path: '/alimentation/croquettes',
    });
    expect(entity.products).toMatchObject({
      pageLength: 32,
      appliedFilters: [{ code: 'brand', values: ['201'] }],
    });
    expect(await route('/category/138')).toMatchObject({
      __typename: 'Category',
      name: 'Promotions',
    });
    expect(await route('/en/food/dry-food', 'en-GB')).toMatchObject({
      __typename: 'Category',
      identifier: '11',
      name: 'Dry food',
    });
    const alternates = await shop.execute<{ category: { alternates: unknown } }>(
      `{ category(id: "11") { alternates { locale path } } }`,
    );
    expect(alternates.data!.category.alternates).toEqual([
      { locale: 'fr-FR', path: '/alimentation/croquettes' },
      { locale: 'en-GB', path: '/food/dry-food' },
    ]);
  });

  it('dispatches a product path and /product/:sku to the product, keyed by SKU', async () => {
    const bySku = await route('/product/CRQ-001');
    expect(bySku).toMatchObject({ __typename: 'Product', identifier: 'CRQ-001', sku: 'CRQ-001' });
    const byPath = await route(String(bySku.path));
    expect(byPath).toMatchObject({ __typename: 'Product', sku: 'CRQ-001' });
    expect(await route(`${String(bySku.path)}/`)).toMatchObject({ sku: 'CRQ-001' });
    const alternates = await shop.execute<{
      product: { alternates: { locale: string; path: string }[] };
    }>(`{ product(sku: "CRQ-001") { alternates { locale path } } }`);
    const [fr, en] = alternates.data!.product.alternates;
    expect(fr).toEqual({ locale: 'fr-FR', path: bySku.path });
    expect(await route(en!.path, 'en-GB')).toMatchObject({ __typename: 'Product', sku: 'CRQ-001' });
  });

  it('dispatches CMS pages by identifier, and the root to the home page', async () => {
    expect(await route('/rgpd/')).toMatchObject({
      __typename: 'CmsPage',
      identifier: 'rgpd',
      path: '/rgpd',
    });
    expect(await route('/')).toMatchObject({
      __typename: 'CmsPage',
      identifier: 'home',
      path: '/',
    });
    expect(await route('/en/', 'en-GB')).toMatchObject({
      __typename: 'CmsPage',
      identifier: 'home',
      title: 'Home',
    });
  });

  it('returns permanent and temporary redirects with their status, adding the leading slash', async () => {
    expect(await route('/ancienne-boutique/croquettes')).toEqual({
      __typename: 'Redirect',
      identifier: 'ancienne-boutique/croquettes',
      redirectTo: '/alimentation/croquettes',
      redirectType: 301,
      external: false,
    });
    expect(await route('/soldes')).toMatchObject({
      redirectTo: '/promotions',
      redirectType: 302,
      external: false,
    });
    expect(await route('/formule')).toMatchObject({
      redirectTo: '/formule-par-race',
      redirectType: 301,
    });
  });

  it('marks http(s) redirect targets as external', async () => {
    expect(await route('/blog')).toMatchObject({
      redirectTo: 'https://blog.truffe.example/',
      redirectType: 301,
      external: true,
    });
    expect(await route('/en/blog', 'en-GB')).toMatchObject({
      redirectTo: 'https://blog.truffe.example/en/',
      external: true,
    });
  });

  it('returns NotFound for unknown paths, unknown ids and products not visible on their own', async () => {
    expect(await route('/niche-en-or-massif')).toEqual({
      __typename: 'NotFound',
      identifier: 'niche-en-or-massif',
    });
    expect(await route('/category/99999')).toMatchObject({ __typename: 'NotFound' });
    expect(await route('/category/abc')).toMatchObject({ __typename: 'NotFound' });
    const [child] = await selectRows<{ sku: string }>(
      shop.store.db,
      sql`SELECT sku FROM product WHERE visibility = 1 LIMIT 1`,
    );
    expect(await route(`/product/${child!.sku}`)).toMatchObject({ __typename: 'NotFound' });
    // English paths are not French ones.
    expect(await route('/food/dry-food')).toMatchObject({ __typename: 'NotFound' });
  });

  it('rejects an over-long URL with a translated error', async () => {
    const fr = await shop.execute(routeQuery, { url: `/${'a'.repeat(3000)}` });
    expect(fr.errors?.[0]?.message).toMatch(/^Saisie invalide/);
    const en = await shop.execute(routeQuery, { url: `/${'a'.repeat(3000)}` }, { locale: 'en-GB' });
    expect(en.errors?.[0]?.message).toMatch(/^Invalid input/);
  });
});
