import { describe, expect, it } from 'vitest';

import { localeFromPathname, localizePath, stripLocalePrefix } from './locales';

describe('site paths', () => {
  it('puts English under /en and French at the root', () => {
    expect(localeFromPathname('/')).toBe('fr-FR');
    expect(localeFromPathname('/cart')).toBe('fr-FR');
    expect(localeFromPathname('/english-breakfast')).toBe('fr-FR');
    expect(localeFromPathname('/en')).toBe('en-GB');
    expect(localeFromPathname('/en/cart')).toBe('en-GB');
  });

  it('maps a page to the other site, keeping the path', () => {
    expect(localizePath('/cart', 'en-GB')).toBe('/en/cart');
    expect(localizePath('/en/cart', 'fr-FR')).toBe('/cart');
    expect(localizePath('/', 'en-GB')).toBe('/en/');
    expect(localizePath('/en', 'fr-FR')).toBe('/');
    expect(localizePath('/en/', 'en-GB')).toBe('/en/');
    expect(localizePath('/rgpd/', 'en-GB')).toBe('/en/rgpd/');
    expect(stripLocalePrefix('/en/user/orders/')).toBe('/user/orders/');
  });
});
