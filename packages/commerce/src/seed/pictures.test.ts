import { describe, expect, it } from 'vitest';

import { generateCatalog } from './generateCatalog';
import { pictureSources } from './pictures';

describe('seed pictures', () => {
  const sources = pictureSources(generateCatalog('small'));
  const words = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);

  it('draws no words of one language on a picture both sites show (only brands and figures)', () => {
    const banners = sources.filter(([path]) => !path.startsWith('catalog/product/'));
    expect(banners.length).toBeGreaterThan(5);
    const drawn = new Set(banners.flatMap(([, svg]) => words(svg)));
    expect([...drawn].sort()).toEqual(['-30 %', 'CB · Visa · PayPal', 'Truffe']);
    // Category banners were drawn with the French category name before (issue 20).
    const categories = banners.filter(([path]) => path.startsWith('catalog/category/'));
    expect(categories.length).toBeGreaterThan(0);
    for (const [, svg] of categories) expect(words(svg)).toEqual([]);
  });
});
