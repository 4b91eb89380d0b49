import { describe, expect, it } from 'vitest';

import { robotsTxt } from './robotsTxt';
import { sitemapUrls } from './seoRoutes';
import { escapeXml, sitemapIndexXml, urlSetXml } from './sitemapXml';

describe('sitemap XML', () => {
  it('writes path, priority, images, last modified and change frequency of each entry', () => {
    const xml = urlSetXml([
      {
        loc: 'https://t.example/croquettes?a=1&b=2',
        lastModified: '2026-11-01T10:00:00.000Z',
        changeFrequency: 'weekly',
        priority: 0.6,
        images: [
          { loc: 'https://t.example/media/a.png?size=large&x=1', title: 'Croquettes <bio>' },
        ],
      },
      { loc: 'https://t.example/', changeFrequency: 'sometimes', priority: 7 },
    ]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(xml).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"');
    expect(xml).toContain(
      '<url><loc>https://t.example/croquettes?a=1&amp;b=2</loc><lastmod>2026-11-01T10:00:00.000Z</lastmod><changefreq>weekly</changefreq><priority>0.6</priority><image:image><image:loc>https://t.example/media/a.png?size=large&amp;x=1</image:loc><image:title>Croquettes &lt;bio&gt;</image:title></image:image></url>',
    );
    // An unknown frequency is left out and a priority is kept within 0–1.
    expect(xml).toContain('<url><loc>https://t.example/</loc><priority>1.0</priority></url>');
  });

  it('drops characters XML cannot hold', () => {
    expect(escapeXml('a\u0000b\u0008c & d')).toBe('abc &amp; d');
  });

  it('indexes sitemap files', () => {
    expect(sitemapIndexXml(['https://t.example/sitemap/fr-FR/1.xml'])).toContain(
      '<sitemap><loc>https://t.example/sitemap/fr-FR/1.xml</loc></sitemap>',
    );
  });

  it('puts entries under their site: the English home is /en/, pictures are large derivatives', () => {
    const urls = sitemapUrls(
      {
        __typename: 'SitemapPage',
        total: 2,
        page: 1,
        pageSize: 10,
        entries: [
          {
            __typename: 'SitemapEntry',
            path: '/',
            priority: 1,
            changeFrequency: 'daily',
            lastModified: null,
            images: [],
          },
          {
            __typename: 'SitemapEntry',
            path: '/food/dry-food',
            priority: 0.8,
            changeFrequency: 'daily',
            lastModified: null,
            images: [
              { __typename: 'SitemapImage', path: 'catalog/category/1.png', title: 'Dry food' },
            ],
          },
        ],
      },
      'https://t.example',
      'en-GB',
    );
    expect(urls.map((url) => url.loc)).toEqual([
      'https://t.example/en/',
      'https://t.example/en/food/dry-food',
    ]);
    expect(urls[1]!.images![0]!.loc).toMatch(
      /^https:\/\/t\.example\/media\/catalog\/category\/1\.png\?.*size=large/,
    );
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of personal areas of both sites and names the sitemap', () => {
    const text = robotsTxt({ origin: 'https://t.example/shop', sitePrefixes: ['', '/en'] });
    expect(text).toMatch(/^User-agent: \*\n/);
    expect(text).toContain('Disallow: /shop/user/\n');
    expect(text).toContain('Disallow: /shop/en/checkout\n');
    expect(text).toContain('Sitemap: https://t.example/shop/sitemap.xml');
  });
});
