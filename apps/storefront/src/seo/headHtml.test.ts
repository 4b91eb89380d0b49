import { describe, expect, it } from 'vitest';

import { pageHeadHtml, serializeJsonLd } from './headHtml';
import { breadcrumbListJsonLd, productJsonLd, webSiteJsonLd } from './jsonLd';
import { documentTitle } from './pageHead';

/** A nested value of a JSON-LD object. */
const at = (object: object, ...path: (string | number)[]): unknown =>
  path.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)[key], object);

describe('page head', () => {
  it('puts the page title before the site default title (spec §2)', () => {
    expect(documentTitle('RGPD', 'Truffe')).toBe('RGPD - Truffe');
    expect(documentTitle('  ', 'Truffe')).toBe('Truffe');
    // The brand once (issue 20 item 7): a title that names the shop already keeps its own words.
    const site = 'Truffe — croquettes, friandises et accessoires pour chiens';
    expect(documentTitle('Truffe — alimentation et accessoires pour chiens', site)).toBe(
      'Truffe — alimentation et accessoires pour chiens',
    );
    expect(documentTitle('Harnais | Truffe', site)).toBe('Harnais | Truffe');
    expect(documentTitle('Harnais', site)).toBe(`Harnais - ${site}`);
    // A word that only contains the brand is not the brand.
    expect(documentTitle('Truffes au chocolat', site)).toBe(`Truffes au chocolat - ${site}`);
    expect(documentTitle(null, 'Truffe')).toBe('Truffe');
  });

  it('escapes every value written into the head', () => {
    const html = pageHeadHtml({
      title: 'x',
      meta: [
        { name: 'description', content: '"><script>alert(1)</script>' },
        { property: 'og:title', content: "l'été & <b>" },
      ],
      canonical: 'https://a.example/?a=1&b="2"',
    });
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('content="l&#39;été &amp; &lt;b&gt;"');
    expect(html).toContain('href="https://a.example/?a=1&amp;b=&quot;2&quot;"');
  });

  it('writes JSON-LD that cannot close its script element, with the CSP nonce', () => {
    const object = { name: '</script><script>alert(1)</script>', line: '\u2028' };
    const json = serializeJsonLd(object);
    expect(json).not.toContain('<');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual(object);
    const html = pageHeadHtml({ title: 't', meta: [], jsonLd: [object] }, 'abc123');
    expect(html).toMatch(/^<script type="application\/ld\+json" nonce="abc123" data-page-head>/);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});

describe('JSON-LD', () => {
  it('describes a product with its offer and aggregate rating', () => {
    const product = productJsonLd({
      name: 'Croquettes',
      sku: 'CRQ-001',
      url: 'https://t.example/croquettes',
      images: ['https://t.example/media/a.png'],
      price: { amount: 1299, currency: 'EUR' },
      inStock: true,
      rating: { average: 4.26, count: 12 },
    });
    expect(at(product, '@type')).toBe('Product');
    expect(at(product, 'offers')).toMatchObject({
      price: '12.99',
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
    });
    expect(at(product, 'aggregateRating')).toMatchObject({
      ratingValue: 4.3,
      reviewCount: 12,
      bestRating: 5,
    });
    const unrated = productJsonLd({
      name: 'x',
      sku: 'y',
      url: 'u',
      images: [],
      price: { amount: 100, currency: 'EUR' },
      inStock: false,
      rating: { average: 0, count: 0 },
    });
    expect(at(unrated, 'aggregateRating')).toBeUndefined();
    expect(at(unrated, 'offers', 'availability')).toBe('https://schema.org/OutOfStock');
  });

  it('numbers breadcrumb entries from 1 and gives the site search action a template', () => {
    const list = breadcrumbListJsonLd([
      { name: 'Accueil', url: 'https://t.example/' },
      { name: 'FAQ', url: 'https://t.example/faq' },
    ]);
    expect(
      (at(list, 'itemListElement') as { position: number }[]).map((item) => item.position),
    ).toEqual([1, 2]);
    const site = webSiteJsonLd({
      name: 'Truffe',
      url: 'https://t.example/en/',
      inLanguage: 'en-GB',
    });
    expect(at(site, 'potentialAction', 'target', 'urlTemplate')).toBe(
      'https://t.example/en/search/{search_term_string}',
    );
  });
});
