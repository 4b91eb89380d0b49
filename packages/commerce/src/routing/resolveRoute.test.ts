import { describe, expect, it } from 'vitest';

import { redirectTarget, splitUrl } from './resolveRoute';

describe('redirectTarget (spec §2)', () => {
  it('keeps http and https targets as external redirects', () => {
    expect(redirectTarget('https://blog.truffe.example/')).toEqual({
      redirectTo: 'https://blog.truffe.example/',
      external: true,
    });
    expect(redirectTarget('HTTP://example.com/x')).toEqual({
      redirectTo: 'HTTP://example.com/x',
      external: true,
    });
  });

  it('adds the missing leading slash to internal targets', () => {
    expect(redirectTarget('alimentation/croquettes')).toEqual({
      redirectTo: '/alimentation/croquettes',
      external: false,
    });
    expect(redirectTarget('/promotions')).toEqual({ redirectTo: '/promotions', external: false });
    expect(redirectTarget('httpfoo/bar')).toEqual({ redirectTo: '/httpfoo/bar', external: false });
  });
});

describe('splitUrl', () => {
  it('separates the path and the query string and normalises slashes', () => {
    expect(splitUrl('/alimentation/croquettes/?brand=201#top', 'fr-FR')).toEqual({
      path: 'alimentation/croquettes',
      query: 'brand=201',
    });
    expect(splitUrl('alimentation//croquettes', 'fr-FR').path).toBe('alimentation/croquettes');
    expect(splitUrl('https://shop.example/rgpd', 'fr-FR').path).toBe('rgpd');
  });

  it('drops the /en prefix on the English site only', () => {
    expect(splitUrl('/en/food/dry-food', 'en-GB').path).toBe('food/dry-food');
    expect(splitUrl('/en', 'en-GB').path).toBe('');
    expect(splitUrl('/en/food', 'fr-FR').path).toBe('en/food');
  });

  it('decodes escapes and survives malformed ones', () => {
    expect(splitUrl('/p%C3%A2t%C3%A9es', 'fr-FR').path).toBe('pâtées');
    expect(splitUrl('/%E0%A4%A', 'fr-FR').path).toBe('%E0%A4%A');
  });
});
