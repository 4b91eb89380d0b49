import { describe, expect, it } from 'vitest';

import {
  campaignParametersOf,
  isCampaignParameter,
  urlWithoutCampaignParameters,
  withCampaignParameters,
  withoutCampaignParameters,
} from './campaignParameters';

describe('campaign parameters', () => {
  it('names utm_* and the click identifiers of ads and newsletters, in any case', () => {
    for (const name of [
      'utm_source',
      'UTM_Campaign',
      'utm_content',
      'gclid',
      'fbclid',
      'msclkid',
      'mc_eid',
    ])
      expect(isCampaignParameter(name)).toBe(true);
    // Listing parameters and facets (spec: any other parameter is a facet filter) are not.
    for (const name of ['page', 'sort', 'minPrice', 'brand', 'utm', 'gclid2', 'q'])
      expect(isCampaignParameter(name)).toBe(false);
  });

  it('takes them out of a query string, the rest kept in its order and spelling', () => {
    expect(withoutCampaignParameters('?b=2&utm_source=news&a=%C3%A9t%C3%A9&gclid=x')).toBe(
      '?b=2&a=%C3%A9t%C3%A9',
    );
    expect(withoutCampaignParameters('?utm_source=news&fbclid=1')).toBe('');
    expect(withoutCampaignParameters('utm_%73ource=x&page=2')).toBe('?page=2');
    // Nothing to take: the very same string.
    expect(withoutCampaignParameters('?page=2&sort=%7B%7D')).toBe('?page=2&sort=%7B%7D');
    expect(withoutCampaignParameters('?bad=%E0%A4%A')).toBe('?bad=%E0%A4%A');
    expect(withoutCampaignParameters('')).toBe('');
  });

  it('takes them out of a URL and keeps its hash', () => {
    expect(urlWithoutCampaignParameters('/alimentation?utm_source=a&page=2#top')).toBe(
      '/alimentation?page=2#top',
    );
    expect(urlWithoutCampaignParameters('https://shop.example/en/?gclid=1#x')).toBe(
      'https://shop.example/en/#x',
    );
    expect(urlWithoutCampaignParameters('/cart')).toBe('/cart');
    expect(urlWithoutCampaignParameters('/search/a?q=utm_source')).toBe('/search/a?q=utm_source');
  });

  it('gives a redirect’s site path the request’s campaign back', () => {
    const campaign = campaignParametersOf('/home?page=2&utm_source=news&gclid=x#top');
    expect(campaign).toBe('utm_source=news&gclid=x');
    expect(withCampaignParameters('/', campaign)).toBe('/?utm_source=news&gclid=x');
    expect(withCampaignParameters('/a?b=1#c', campaign)).toBe('/a?b=1&utm_source=news&gclid=x#c');
    // Elsewhere, or nothing to add: as it is.
    expect(withCampaignParameters('https://elsewhere.example/', campaign)).toBe(
      'https://elsewhere.example/',
    );
    expect(withCampaignParameters('//elsewhere.example/', campaign)).toBe('//elsewhere.example/');
    expect(withCampaignParameters('/a', '')).toBe('/a');
    expect(campaignParametersOf('/a?page=2')).toBe('');
    expect(campaignParametersOf('/a#x?utm_source=1')).toBe('');
  });
});
