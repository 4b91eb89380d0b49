import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openTestShop, type TestShop } from './harness';
import { persistedOperations } from '../src/testing/persistedOperation';

let shop: TestShop;
beforeAll(async () => {
  shop = await openTestShop();
});
afterAll(() => shop?.close());

/** Variables for each of the store's operations (spec §7), in both languages. */
const cases: [string, Record<string, unknown>][] = [
  ['ShopQuery', {}],
  [
    'RouteQuery',
    { url: '/alimentation/croquettes?brand=201&sort={"field":"price","direction":"asc"}' },
  ],
  ['RouteQuery', { url: '/' }],
  ['RouteQuery', { url: '/soldes' }],
  ['RouteQuery', { url: '/product/CRQ-001' }],
  ['CategoryQuery', { id: '20', query: 'pageLength=32&minPrice=10' }],
  ['ProductPageQuery', { sku: 'CRQ-001' }],
  ['ProductReviewsQuery', { sku: 'CRQ-001', from: 0, size: 10 }],
  ['SearchQuery', { text: 'harnais', query: 'page=1' }],
  ['SearchSuggestionsQuery', { text: 'croq' }],
  ['CmsPageQuery', { identifiers: ['home'] }],
  ['IsFeatureActive', { name: 'wishlist' }],
  ['CategoryMenuQuery', {}],
  ['FaqQuery', {}],
  ['LegalNoticeQuery', {}],
  [
    'CreateProductReviewMutation',
    { input: { sku: 'CRQ-002', rating: 5, nickname: 'Léa', title: 'Top', comment: 'Parfait.' } },
  ],
];

describe("the storefront's operations run against the store", () => {
  it.each(
    cases.flatMap(([name, variables]) =>
      ['fr-FR', 'en-GB'].map((locale) => [name, locale, variables] as const),
    ),
  )('%s (%s)', async (name, locale, variables) => {
    const document = persistedOperations.get(name)?.text;
    expect(document, `${name} is a persisted operation`).toBeDefined();
    const result = await shop.execute(document!, variables, { locale });
    expect(JSON.stringify(result.errors)).toBeUndefined();
    expect(result.data).toBeDefined();
  });
});
