import { describe, expect, it } from 'vitest';

import { redirectTarget } from './redirectTarget';

describe('redirectTarget (spec §2 Redirect entity)', () => {
  it('keeps http and https targets as external addresses, with the status of redirectType', () => {
    expect(redirectTarget('https://blog.truffe.example/', 301, '')).toEqual({
      location: 'https://blog.truffe.example/',
      external: true,
      status: 301,
    });
    expect(redirectTarget(' HTTP://example.com/x ', 302, '/en')).toEqual({
      location: 'HTTP://example.com/x',
      external: true,
      status: 302,
    });
  });

  it('adds the leading slash to an internal path, and the site prefix', () => {
    expect(redirectTarget('alimentation/croquettes', 301, '')).toMatchObject({
      location: '/alimentation/croquettes',
      external: false,
      status: 301,
    });
    expect(redirectTarget('/promotions', 302, '')).toMatchObject({
      location: '/promotions',
      status: 302,
    });
    expect(redirectTarget('food/dry-food', 301, '/en')).toMatchObject({
      location: '/en/food/dry-food',
    });
    expect(redirectTarget('/en/sale', 301, '/en')).toMatchObject({ location: '/en/sale' });
  });

  it('never turns a path into a protocol-relative address to another host', () => {
    expect(redirectTarget('//evil.example/x', 301, '').location).toBe('/evil.example/x');
    expect(redirectTarget('/\\evil.example', 301, '').location).toBe('/evil.example');
    expect(redirectTarget('javascript:alert(1)', 301, '')).toMatchObject({
      location: '/javascript:alert(1)',
      external: false,
    });
  });

  it('answers an unknown redirect type as a temporary redirect', () => {
    expect(redirectTarget('/a', 0, '').status).toBe(302);
    expect(redirectTarget('/a', 200, '').status).toBe(302);
    expect(redirectTarget('/a', 308, '').status).toBe(308);
  });
});
