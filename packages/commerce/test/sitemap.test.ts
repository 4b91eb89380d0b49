import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openTestShop, type TestShop } from './harness';

let shop: TestShop;
beforeAll(async () => {
  shop = await openTestShop();
});
afterAll(() => shop?.close());

interface SitemapPage {
  total: number;
  entries: {
    path: string;
    priority: number;
    changeFrequency: string;
    lastModified: string | null;
    images: { path: string; title: string | null }[];
  }[];
}

const sitemapQuery = `query ($page: Int!, $pageSize: Int!) {
  sitemap(page: $page, pageSize: $pageSize) {
    total entries { path priority changeFrequency lastModified images { path title } }
  }
}`;

async function sitemap(page: number, pageSize: number, locale?: string) {
  const result = await shop.execute<{ sitemap: SitemapPage }>(
    sitemapQuery,
    { page, pageSize },
    { locale },
  );
  expect(JSON.stringify(result.errors)).toBeUndefined();
  return result.data!.sitemap;
}

describe('sitemap', () => {
  it('lists home first, then CMS pages, categories and products, without redirects or the no-route page', async () => {
    const { total, entries } = await sitemap(1, 5000);
    expect(entries).toHaveLength(total);
    expect(entries[0]).toMatchObject({ path: '/', priority: 1, changeFrequency: 'daily' });
    const paths = entries.map((entry) => entry.path);
    expect(paths).toContain('/rgpd');
    expect(paths).toContain('/formule-par-race');
    expect(paths).toContain('/alimentation/croquettes');
    expect(paths).not.toContain('/no-route');
    expect(paths).not.toContain('/soldes');
    expect(new Set(paths).size).toBe(paths.length);
    const productEntry = entries.find((entry) => entry.priority === 0.6);
    expect(productEntry?.images[0]?.path).toMatch(/\.(png|jpe?g|webp)$/);
    expect(productEntry?.lastModified).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('pages through the same entries without overlap, per site', async () => {
    const all = (await sitemap(1, 5000)).entries.map((entry) => entry.path);
    const pages = await Promise.all([1, 2, 3].map((page) => sitemap(page, 7)));
    expect(pages.flatMap((page) => page.entries.map((entry) => entry.path))).toEqual(
      all.slice(0, 21),
    );
    const english = (await sitemap(1, 5000, 'en-GB')).entries.map((entry) => entry.path);
    expect(english).toContain('/food/dry-food');
    expect(english).not.toContain('/alimentation/croquettes');
  });

  it('refuses a page size beyond the limit', async () => {
    const result = await shop.execute(sitemapQuery, { page: 1, pageSize: 100_000 });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
