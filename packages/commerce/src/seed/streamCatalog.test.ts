import { describe, expect, it } from 'vitest';

import { generateCategories } from './catalog/categories';
import { seedProfiles } from './profiles';
import { streamCatalog } from './streamCatalog';

describe('the large profile', () => {
  // Magento Performance Toolkit's large profile; the products are checked through the streamed small profile
  // below (the same chunking code): generating 500,000 products takes half a minute, too long for `npm test`.
  it("has Magento's large sizes: 300,000 simple + 8,000 configurable products, 3,000 categories", () => {
    expect(seedProfiles.large).toMatchObject({
      simpleProducts: 300_000,
      configurableProducts: 8_000,
      categories: 3_000,
    });
    const categories = generateCategories('large');
    expect(categories).toHaveLength(3_000);
    expect(new Set(categories.map((category) => category.id)).size).toBe(3_000);
  });

  it('is a tree three levels below the families: family › brand › range', () => {
    const categories = generateCategories('large');
    const byId = new Map(categories.map((category) => [category.id, category]));
    for (const category of categories) {
      if (category.level > 1) expect(byId.get(category.parentId)?.level).toBe(category.level - 1);
    }
    const levels = new Map<number, number>();
    for (const category of categories)
      levels.set(category.level, (levels.get(category.level) ?? 0) + 1);
    // 18 families × 8 brands, then about 20 ranges per brand.
    expect(levels.get(4)).toBe(144);
    expect(levels.get(5)).toBe(3_000 - 1 - 29 - 144);
    for (const locale of ['fr-FR', 'en-GB']) {
      const paths = categories.map((category) => category.urlPaths[locale]);
      expect(new Set(paths).size).toBe(paths.length);
    }
  });

  it('streams its first chunk without generating the rest', () => {
    const [first] = streamCatalog('large').chunks();
    expect(first!.products).toHaveLength(5_000);
    expect(first!.products.every((product) => product.type === 'simple')).toBe(true);
    expect(first!.products.at(-1)!.id).toBe(5_000);
    // Each product sits in its family and in a range (a leaf of the large tree).
    const categories = new Map(
      generateCategories('large').map((category) => [category.id, category]),
    );
    for (const product of first!.products.slice(0, 100))
      expect(categories.get(product.categoryIds[1]!)?.level).toBe(5);
  });
});

describe('streamCatalog', () => {
  it("gives the profile's products in chunks, each with its own rows, deterministically", () => {
    const count = (chunkSize: number) => {
      const stream = streamCatalog('small', chunkSize);
      const products = [...stream.chunks()].flatMap((chunk) => {
        for (const link of chunk.links.filter((link) => link.kind !== 'related'))
          expect(chunk.products.some((product) => product.id === link.parentId)).toBe(true);
        return chunk.products.map((product) => [product.id, product.sku, product.type] as const);
      });
      return { products, pictures: stream.pictures.size };
    };
    const { products, pictures } = count(100);
    expect(products.filter(([, , type]) => type === 'configurable')).toHaveLength(16);
    expect(products.filter(([id, , type]) => type === 'simple' && id <= 800)).toHaveLength(800);
    expect(new Set(products.map(([id]) => id)).size).toBe(products.length);
    expect(pictures).toBeGreaterThan(0);
    expect(count(100).products).toEqual(products);
  });
});
