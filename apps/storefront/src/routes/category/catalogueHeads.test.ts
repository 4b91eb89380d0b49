import { describe, expect, it } from 'vitest';

import { type HeadInput } from '../../seo/pageHead';
import { type ProductScreenData } from '../product/ProductScreen';
import { productHead } from '../../seo/productHead';
import { type HeadHandle, pageEntityPath } from '../../seo/headHandle';
import { dispatchRoute } from '../dispatch/dispatchRoute';
import { productRoute } from '../product/productRoute';
import { categoryHead } from './categoryHead';
import { type CategoryScreenData } from './CategoryScreen';

const shop = { name: 'Truffe', defaultTitle: 'Truffe — dog food', defaultDescription: 'Default' };
const site = { shop, origin: 'https://shop.example', pathname: '/en/category/11' } as const;

function category(page: number, overrides: Partial<CategoryScreenData['category']> = {}) {
  return {
    locale: 'en-GB',
    category: {
      id: '11',
      name: 'Dry food',
      path: '/food/dry-food',
      description: 'Kibble for every dog.',
      metaTitle: null,
      metaDescription: null,
      image: 'catalog/category/11.png',
      breadcrumbs: [
        { name: 'Food', path: '/food' },
        { name: 'Dry food', path: '/food/dry-food' },
      ],
      products: { page },
      ...overrides,
    },
  } as unknown as CategoryScreenData;
}

describe('category head', () => {
  it('is canonical on the friendly URL of its site, keeping only the page number', () => {
    const first = categoryHead({
      ...site,
      locale: 'en-GB',
      data: category(1),
    } as HeadInput<CategoryScreenData>);
    expect(first.canonical).toBe('https://shop.example/en/food/dry-food');
    expect(first.title).toBe('Dry food - Truffe — dog food');
    expect(first.meta).toContainEqual({ name: 'description', content: 'Kibble for every dog.' });
    const third = categoryHead({
      ...site,
      locale: 'en-GB',
      data: category(3),
    } as HeadInput<CategoryScreenData>);
    expect(third.canonical).toBe('https://shop.example/en/food/dry-food?page=3');
  });

  it('has hreflang alternates through the entity routes, and a BreadcrumbList', () => {
    const head = categoryHead({
      ...site,
      locale: 'fr-FR',
      data: category(1, { metaTitle: 'Croquettes pour chiens', metaDescription: 'Méta' }),
    } as HeadInput<CategoryScreenData>);
    expect(head.title).toBe('Croquettes pour chiens - Truffe — dog food');
    expect(head.meta).toContainEqual({ name: 'description', content: 'Méta' });
    expect(head.alternates).toEqual([
      { hreflang: 'fr', href: 'https://shop.example/category/11' },
      { hreflang: 'en', href: 'https://shop.example/en/category/11' },
      { hreflang: 'x-default', href: 'https://shop.example/category/11' },
    ]);
    const [breadcrumbs] = head.jsonLd as { itemListElement: { item: string }[] }[];
    expect(breadcrumbs!.itemListElement.map((entry) => entry.item)).toEqual([
      'https://shop.example/',
      'https://shop.example/food',
      'https://shop.example/food/dry-food',
    ]);
  });
});

describe('product head', () => {
  const money = (amount: number) => ({ amount, currency: 'EUR' });
  const data = {
    locale: 'en-GB',
    product: {
      sku: 'FRI-009',
      name: 'Crunchy biscuits',
      path: '/crunchy-biscuits',
      metaTitle: null,
      metaDescription: null,
      shortDescription: 'Made in France.',
      description: 'Long text.',
      imageUrl: 'catalog/product/fri.png',
      images: [],
      attributes: [{ code: 'brand', label: 'Brand', value: 'Loup Gourmand' }],
      breadcrumbs: [{ name: 'Treats', path: '/food/treats' }],
      prices: { minPrice: { priceInclTax: money(1290), priceExclTax: money(1075) } },
      stock: { isInStock: false },
      reviews: { total: 6, ratingAverage: 4.63 },
    },
  } as unknown as ProductScreenData;

  it('describes the product with its offer and aggregate rating', () => {
    const head = productHead({ ...site, locale: 'en-GB', data } as HeadInput<ProductScreenData>);
    expect(head.canonical).toBe('https://shop.example/en/crunchy-biscuits');
    const [product] = head.jsonLd as Record<string, unknown>[];
    expect(product).toMatchObject({
      '@type': 'Product',
      sku: 'FRI-009',
      brand: { '@type': 'Brand', name: 'Loup Gourmand' },
      offers: { price: '12.90', availability: 'https://schema.org/OutOfStock' },
      aggregateRating: { ratingValue: 4.6, reviewCount: 6 },
    });
    expect(head.meta).toContainEqual({ property: 'og:type', content: 'product' });
  });
  it('has its entity route as the alternates, which the routes’ handles give the language switch', () => {
    const head = productHead({ ...site, locale: 'en-GB', data } as HeadInput<ProductScreenData>);
    expect(head.alternates).toEqual([
      { hreflang: 'fr', href: 'https://shop.example/product/FRI-009' },
      { hreflang: 'en', href: 'https://shop.example/en/product/FRI-009' },
      { hreflang: 'x-default', href: 'https://shop.example/product/FRI-009' },
    ]);
    // Without the head's code (decision 0906): the same path, from the product route and the dispatch.
    const product = productRoute('en-GB').handle as HeadHandle;
    expect(product.head).toBeUndefined();
    expect(pageEntityPath([{ data, handle: product }])).toBe('/product/FRI-009');
    const dispatch = dispatchRoute({ locale: 'en-GB', baseUrl: '/' }).handle as HeadHandle;
    expect(pageEntityPath([{ data: { kind: 'product', screen: data }, handle: dispatch }])).toBe(
      '/product/FRI-009',
    );
    expect(
      pageEntityPath([{ data: { kind: 'category', screen: category(1) }, handle: dispatch }]),
    ).toBe('/category/11');
    expect(
      pageEntityPath([{ data: { kind: 'cms-page', identifier: 'rgpd' }, handle: dispatch }]),
    ).toBeUndefined();
  });
});
