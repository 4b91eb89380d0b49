import { describe, expect, it } from 'vitest';

import { readShopConfig } from '../config';
import { buildShop } from './shop';

describe('buildShop', () => {
  const config = readShopConfig({ PUBLIC_URL: 'https://shop.example/' });

  it('serves French at the root and English under /en', () => {
    expect(buildShop(config, 'fr-FR').baseUrl).toBe('https://shop.example');
    expect(buildShop(config, 'en-GB').baseUrl).toBe('https://shop.example/en');
  });

  it('carries the website id, tax factor and both sites of the spec', () => {
    const shop = buildShop(config, 'en-GB');
    expect(shop.websiteId).toBe(3);
    expect(shop.taxFactor).toBe(1.2);
    expect(shop.locale).toBe('en-GB');
    expect(shop.sites.map((site) => [site.locale, site.currency, site.country])).toEqual([
      ['fr-FR', 'EUR', 'FR'],
      ['en-GB', 'EUR', 'GB'],
    ]);
  });
});
