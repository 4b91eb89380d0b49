import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { selectRows } from '../src/db/database';
import { openTestShop, type TestShop } from './harness';

let shop: TestShop;
const skus: Record<string, string> = {};

beforeAll(async () => {
  shop = await openTestShop();
  const rows = await selectRows<{ type: string; sku: string }>(
    shop.store.db,
    sql`SELECT DISTINCT ON (type) type, sku FROM product WHERE visibility = 4 ORDER BY type, id`,
  );
  for (const row of rows) skus[row.type] = row.sku;
});
afterAll(() => shop?.close());

const priceFields = `regularPrice { priceInclTax { amount currency } priceExclTax { amount currency } }
  finalPrice { priceInclTax { amount } priceExclTax { amount } }
  minPrice { priceInclTax { amount } priceExclTax { amount } }
  tierPrice { qty price { priceInclTax { amount } priceExclTax { amount } } }`;

const productQuery = `query ($sku: String!) {
  product(sku: $sku) {
    __typename identifier sku type name path imageUrl images { path position }
    overview { path name sku price { priceInclTax { amount } } stock { isInStock qty } reviews(from: 0, size: 0) { total ratingAverage reviews { id } } }
    prices { ${priceFields} }
    stock { isInStock qty } stockLabel { value label }
    customOptions { option_id title type is_required max_characters sort_order extraCost { type rate prices { priceInclTax { amount } } } values { option_value_id title sort_order extraCost { type rate prices { priceInclTax { amount } } } } }
    configurableOptions { id label attribute { id code label } values { label value swatch { type value } } }
    configurations { attributes { code value } product { sku type prices { finalPrice { priceExclTax { amount } } } } }
    bundleOptions { id label required type values { value label defaultQuantity userDefinedQuantity product { sku } prices { finalPrice { priceInclTax { amount } } } } }
    groupedItems { qty position product { sku name } }
    downloadableLinks { id title price { priceInclTax { amount } } }
    breadcrumbs { name path }
    relatedProducts { sku }
    attributes { code label value }
    reviews(from: 0, size: 3) { total ratingAverage reviews { rating author { displayName } creationDate title comment } }
    cacheControl { maxAge scope }
  }
}`;

type ProductResult = { product: Record<string, never> & { [key: string]: unknown } };

async function product(sku: string, options?: { locale?: string; customerGroupId?: number }) {
  const result = await shop.execute<ProductResult>(productQuery, { sku }, options);
  expect(JSON.stringify(result.errors)).toBeUndefined();
  return { product: result.data!.product as Record<string, any>, context: result.context }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

describe('product(sku) for each kind (spec §3)', () => {
  it('seeds every product kind', () => {
    expect(Object.keys(skus).sort()).toEqual([
      'bundle',
      'configurable',
      'downloadable',
      'grouped',
      'simple',
      'virtual',
    ]);
  });

  it('serves a simple product with prices incl./excl. tax, stock, label, images, breadcrumbs and related products', async () => {
    const { product: item, context } = await product(skus.simple!);
    expect(item.__typename).toBe('Product');
    expect(item.identifier).toBe(skus.simple);
    expect(item.type).toBe('simple');
    expect(item.path).toMatch(/^\/[a-z0-9-]+$/);
    expect(item.imageUrl).toMatch(/^catalog\/product\/.+\.png$/);
    const { regularPrice, finalPrice } = item.prices;
    expect(regularPrice.priceExclTax.currency).toBe('EUR');
    expect(regularPrice.priceInclTax.amount).toBe(
      Math.round(regularPrice.priceExclTax.amount * 1.2),
    );
    expect(finalPrice.priceInclTax.amount).toBe(Math.round(finalPrice.priceExclTax.amount * 1.2));
    expect(finalPrice.priceExclTax.amount).toBeLessThanOrEqual(regularPrice.priceExclTax.amount);
    expect(item.overview).toMatchObject({ sku: skus.simple, name: item.name, path: item.path });
    expect(item.overview.reviews.reviews).toEqual([]);
    expect(['in_stock', 'low_stock', 'out_of_stock', 'on_order']).toContain(item.stockLabel.value);
    expect(item.stockLabel.label).not.toBe('');
    expect(item.breadcrumbs.length).toBeGreaterThanOrEqual(2);
    expect(item.breadcrumbs[0].path).toBe('/alimentation');
    expect(item.relatedProducts.length).toBeGreaterThan(0);
    expect(item.cacheControl).toMatchObject({ scope: 'public' });
    expect(context.contentMetadata.list().map((entry) => entry.type)).toContain('product');
    expect(context.cacheControl.get()?.scope).toBe('public');
  });

  it('gives professional customers their group price and shows tier prices below the final price', async () => {
    const [row] = await selectRows<{ sku: string; price: number; group: number }>(
      shop.store.db,
      sql`SELECT p.sku, p.price, t.price AS group FROM product p
        JOIN product_tier_price t ON t.product_id = p.id AND t.customer_group_id = 2
        WHERE p.visibility = 4 AND p.type = 'simple' AND p.special_price IS NULL
          AND EXISTS (SELECT 1 FROM product_tier_price q WHERE q.product_id = p.id AND q.qty > 1)
        ORDER BY p.id LIMIT 1`,
    );
    const visitor = (await product(row!.sku)).product;
    const pro = (await product(row!.sku, { customerGroupId: 2 })).product;
    expect(visitor.prices.finalPrice.priceExclTax.amount).toBe(row!.price);
    expect(pro.prices.finalPrice.priceExclTax.amount).toBe(row!.group);
    expect(visitor.prices.tierPrice.map((tier: { qty: number }) => tier.qty)).toEqual([3, 6]);
    for (const tier of visitor.prices.tierPrice) {
      expect(tier.price.priceExclTax.amount).toBeLessThan(row!.price);
      expect(tier.price.priceInclTax.amount).toBe(Math.round(tier.price.priceExclTax.amount * 1.2));
    }
    // The professional price (80 %) is below the quantity prices, which no longer apply.
    expect(pro.prices.tierPrice).toEqual([]);
  });

  it('applies a current special price and ignores an ended one', async () => {
    const rows = await selectRows<{ sku: string; price: number; special: number; ended: boolean }>(
      shop.store.db,
      sql`SELECT sku, price, special_price AS special, special_to < current_date AS ended FROM product
        WHERE special_price IS NOT NULL AND type = 'simple' ORDER BY special_to < current_date DESC, id`,
    );
    const ended = rows.find((row) => row.ended)!;
    const current = rows.find((row) => !row.ended)!;
    expect(
      (await product(current.sku)).product.prices.finalPrice.priceExclTax.amount,
    ).toBeLessThanOrEqual(current.special);
    expect((await product(ended.sku)).product.prices.finalPrice.priceExclTax.amount).not.toBe(
      ended.special,
    );
  });

  it('serves custom options with fixed and percentage extra costs', async () => {
    const [row] = await selectRows<{ sku: string }>(
      shop.store.db,
      sql`SELECT p.sku FROM product p WHERE p.visibility = 4 AND p.type = 'simple'
        AND (SELECT count(*) FROM custom_option o WHERE o.product_id = p.id) = 2 ORDER BY p.id LIMIT 1`,
    );
    const { customOptions } = (await product(row!.sku)).product;
    expect(customOptions.map((option: { type: string }) => option.type)).toEqual([
      'area',
      'drop_down',
    ]);
    expect(customOptions[0]).toMatchObject({
      is_required: false,
      max_characters: 40,
      extraCost: { type: 'percentage', rate: 10 },
    });
    expect(customOptions[1].is_required).toBe(true);
    expect(
      customOptions[1].values.map((value: { sort_order: number }) => value.sort_order),
    ).toEqual([1, 2, 3]);
    expect(customOptions[1].values[1].extraCost).toMatchObject({
      type: 'fixed',
      prices: { priceInclTax: { amount: 350 } },
    });
  });

  it('serves a configurable product: colour swatches × sizes, 24 configurations, lowest child price', async () => {
    const { product: item } = await product(skus.configurable!);
    expect(
      item.configurableOptions.map((option: { attribute: { id: string } }) => option.attribute.id),
    ).toEqual(['93', '144']);
    const [colours, sizes] = item.configurableOptions;
    expect(colours.values).toHaveLength(6);
    expect(colours.values[0].swatch).toEqual({
      type: 'color',
      value: expect.stringMatching(/^#[0-9a-f]{6}$/),
    });
    expect(sizes.values.map((value: { value: string }) => value.value)).toContain('186');
    expect(item.configurations).toHaveLength(24);
    const childPrices = item.configurations.map(
      (configuration: {
        product: { prices: { finalPrice: { priceExclTax: { amount: number } } } };
      }) => configuration.product.prices.finalPrice.priceExclTax.amount,
    );
    expect(item.prices.minPrice.priceExclTax.amount).toBe(Math.min(...childPrices));
    expect(
      item.configurations[0].attributes.map((attribute: { code: string }) => attribute.code).sort(),
    ).toEqual(['color', 'size']);
    expect(item.configurations[0].product.type).toBe('simple');
    expect(item.images).toHaveLength(6);
    expect(new Set(item.images.map((image: { path: string }) => image.path)).size).toBe(6);
  });

  it('serves a bundle product with options, default and user-defined quantities', async () => {
    const { product: item } = await product(skus.bundle!);
    expect(item.bundleOptions).toHaveLength(3);
    expect(item.bundleOptions.map((option: { type: string }) => option.type)).toEqual([
      'radio',
      'checkbox',
      'select',
    ]);
    expect(item.bundleOptions[1]).toMatchObject({ required: false });
    expect(item.bundleOptions[1].values[0]).toMatchObject({
      defaultQuantity: 2,
      userDefinedQuantity: true,
    });
    expect(item.bundleOptions[2].values[0]).toMatchObject({
      defaultQuantity: 1,
      userDefinedQuantity: false,
    });
    expect(item.bundleOptions[0].values[0].product.sku).toMatch(/^CRQ-/);
  });

  it('comes with bundle defaults that can be sold: an unsellable default gives way to the first sellable value', async () => {
    const query = `query ($sku: String!) { product(sku: $sku) { bundleOptions { type
      values { isDefault product { sku stock { isInStock qty } } } } } }`;
    type Bundle = {
      product: {
        bundleOptions: {
          type: string;
          values: {
            isDefault: boolean;
            product: { sku: string; stock: { isInStock: boolean; qty: number } };
          }[];
        }[];
      };
    };
    // PCK-001's dry food default (CRQ-001) is restocking: not sellable now.
    const { data } = await shop.execute<Bundle>(query, { sku: 'PCK-001' });
    const dryFood = data!.product.bundleOptions[0]!;
    expect(dryFood.values[0]!.product.sku).toBe('CRQ-001');
    expect(dryFood.values[0]!.product.stock.isInStock).toBe(false);
    const defaults = dryFood.values.filter((value) => value.isDefault);
    expect(defaults).toHaveLength(1);
    expect(defaults[0]!.product.stock.isInStock).toBe(true);
    expect(defaults[0]!.product.stock.qty).toBeGreaterThan(0);
    for (const option of data!.product.bundleOptions) {
      for (const value of option.values.filter((v) => v.isDefault)) {
        expect(value.product.stock.isInStock).toBe(true);
      }
    }
  });

  it('serves a grouped product with its items', async () => {
    const { product: item } = await product(skus.grouped!);
    expect(item.groupedItems.length).toBeGreaterThanOrEqual(2);
    expect(item.groupedItems[0].product.sku).toMatch(/^[A-Z]{3}-\d+$/);
    expect(item.prices.minPrice.priceExclTax.amount).toBeGreaterThan(0);
  });

  it('serves virtual and downloadable products (always in stock, downloadable links)', async () => {
    const virtual = (await product(skus.virtual!)).product;
    expect(virtual.stock.isInStock).toBe(true);
    const downloadable = (await product(skus.downloadable!, { locale: 'en-GB' })).product;
    expect(downloadable.downloadableLinks).toEqual([
      expect.objectContaining({ title: 'Download' }),
    ]);
    expect(downloadable.name).toMatch(/[A-Za-z]/);
  });

  it('answers in English on the English site', async () => {
    const fr = (await product(skus.simple!)).product;
    const en = (await product(skus.simple!, { locale: 'en-GB' })).product;
    expect(en.name).not.toBe(fr.name);
    expect(en.stockLabel.label).not.toBe(fr.stockLabel.label);
  });

  it('returns null for an unknown SKU and a translated error for an invalid one', async () => {
    expect((await shop.execute(productQuery, { sku: 'NOPE-404' })).data).toEqual({ product: null });
    const fr = await shop.execute(productQuery, { sku: '   ' });
    expect(fr.errors?.[0]?.message).toMatch(/Saisie invalide/);
    expect(fr.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const en = await shop.execute(productQuery, { sku: 'x'.repeat(65) }, { locale: 'en-GB' });
    expect(en.errors?.[0]?.message).toMatch(/Invalid input/);
  });

  it('returns the reviews layer: summary only with size 0, approved reviews paginated', async () => {
    const [row] = await selectRows<{ sku: string; approved: number }>(
      shop.store.db,
      sql`SELECT p.sku, count(*)::int AS approved FROM product p JOIN review r ON r.product_id = p.id AND r.status = 'approved'
        AND r.locale = 'fr-FR'
        WHERE p.visibility = 4 GROUP BY p.sku HAVING count(*) >= 4 ORDER BY p.sku LIMIT 1`,
    );
    const { product: item } = await product(row!.sku);
    expect(item.overview.reviews.total).toBe(row!.approved);
    expect(item.overview.reviews.reviews).toEqual([]);
    expect(item.reviews.total).toBe(row!.approved);
    expect(item.reviews.reviews).toHaveLength(3);
    expect(item.reviews.ratingAverage).toBeGreaterThanOrEqual(0);
    expect(item.reviews.ratingAverage).toBeLessThanOrEqual(5);
    const page2 = await shop.execute<{ product: { reviews: { reviews: { title: string }[] } } }>(
      `query ($sku: String!) { product(sku: $sku) { reviews(from: 3, size: 3) { reviews { title } } } }`,
      { sku: row!.sku },
    );
    expect(page2.data!.product.reviews.reviews).toHaveLength(Math.min(3, row!.approved - 3));
    const invalid = await shop.execute(
      `query ($sku: String!) { product(sku: $sku) { reviews(from: -1, size: 500) { total } } }`,
      {
        sku: row!.sku,
      },
    );
    expect(invalid.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('shows, counts and averages only the reviews written on the page’s own site (per store view)', async () => {
    const [row] = await selectRows<{ sku: string; fr: number; en: number }>(
      shop.store.db,
      sql`SELECT p.sku, count(*) FILTER (WHERE r.locale = 'fr-FR')::int AS fr,
          count(*) FILTER (WHERE r.locale = 'en-GB')::int AS en
        FROM product p JOIN review r ON r.product_id = p.id AND r.status = 'approved'
        WHERE p.visibility = 4 GROUP BY p.sku
        HAVING count(*) FILTER (WHERE r.locale = 'fr-FR') > 0 AND count(*) FILTER (WHERE r.locale = 'en-GB') > 0
        ORDER BY p.sku LIMIT 1`,
    );
    const titles = await selectRows<{ locale: string; title: string }>(
      shop.store.db,
      sql`SELECT r.locale, r.title FROM review r JOIN product p ON p.id = r.product_id
        WHERE p.sku = ${row!.sku} AND r.status = 'approved'`,
    );
    const french = (await product(row!.sku)).product;
    const english = (await product(row!.sku, { locale: 'en-GB' })).product;
    expect(french.overview.reviews.total).toBe(row!.fr);
    expect(french.reviews.total).toBe(row!.fr);
    expect(english.overview.reviews.total).toBe(row!.en);
    expect(english.reviews.total).toBe(row!.en);
    const englishTitles = new Set(titles.filter((t) => t.locale === 'en-GB').map((t) => t.title));
    const frenchTitles = new Set(titles.filter((t) => t.locale === 'fr-FR').map((t) => t.title));
    for (const review of english.reviews.reviews)
      expect(englishTitles.has(review.title)).toBe(true);
    for (const review of french.reviews.reviews) expect(frenchTitles.has(review.title)).toBe(true);
  });
});
