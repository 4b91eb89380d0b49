import { describe, expect, it } from 'vitest';

import { normalizeBaseUrl, routerBasename } from '../baseUrl';
import { alternatesHtml, appPathname, escapeHtml, hreflangAlternates } from './documentHead';

describe('base URL', () => {
  it('normalizes the mount path', () => {
    expect(normalizeBaseUrl(undefined)).toBe('/');
    expect(normalizeBaseUrl('')).toBe('/');
    expect(normalizeBaseUrl('/')).toBe('/');
    expect(normalizeBaseUrl('shop')).toBe('/shop/');
    expect(normalizeBaseUrl('/shop/')).toBe('/shop/');
    expect(routerBasename('/')).toBe('/');
    expect(routerBasename('/shop/')).toBe('/shop');
  });

  it('finds the path inside the app', () => {
    expect(appPathname('/en/cart', '/')).toBe('/en/cart');
    expect(appPathname('/shop/en/cart', '/shop/')).toBe('/en/cart');
    expect(appPathname('/shop', '/shop/')).toBe('/');
  });
});

describe('hreflang alternates', () => {
  it('points each language and x-default to the same page', () => {
    expect(
      hreflangAlternates('/en/cart', { baseUrl: '/shop/', publicUrl: 'https://truffe.example' }),
    ).toEqual([
      { hreflang: 'fr', href: 'https://truffe.example/shop/cart' },
      { hreflang: 'en', href: 'https://truffe.example/shop/en/cart' },
      { hreflang: 'x-default', href: 'https://truffe.example/shop/cart' },
    ]);
  });

  it('escapes what it writes into the head', () => {
    expect(escapeHtml(`"><script>'&`)).toBe('&quot;&gt;&lt;script&gt;&#39;&amp;');
    expect(alternatesHtml([{ hreflang: 'fr', href: '/a"b' }])).toBe(
      '<link rel="alternate" hreflang="fr" href="/a&quot;b">',
    );
  });
});
