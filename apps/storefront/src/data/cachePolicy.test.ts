import { describe, expect, it } from 'vitest';

import { cacheTagHeader, cacheTagMaxBytes, noStore, pageCacheControl } from './cachePolicy';
import { showsPersonalData } from './personalRoutes';

const fallback = { maxAge: 60, staleWhileRevalidate: 300 };

describe('pageCacheControl', () => {
  it('caches anonymous pages in shared caches for the lifetime of what they show', () => {
    const hint = { maxAge: 300, staleWhileRevalidate: 3600, scope: 'public' } as const;
    expect(pageCacheControl({ status: 200, hint, personal: false, fallback })).toBe(
      'public, max-age=0, s-maxage=300, stale-while-revalidate=3600',
    );
    expect(pageCacheControl({ status: 404, hint: undefined, personal: false, fallback })).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    );
  });

  it('never stores personal pages, private data or server errors', () => {
    const hint = { maxAge: 300, staleWhileRevalidate: 3600, scope: 'public' } as const;
    expect(pageCacheControl({ status: 200, hint, personal: true, fallback })).toBe(noStore);
    expect(
      pageCacheControl({
        status: 200,
        hint: { ...hint, scope: 'private' },
        personal: false,
        fallback,
      }),
    ).toBe(noStore);
    expect(
      pageCacheControl({ status: 200, hint: { ...hint, maxAge: 0 }, personal: false, fallback }),
    ).toBe(noStore);
    expect(pageCacheControl({ status: 503, hint, personal: false, fallback })).toBe(noStore);
  });

  it('knows the routes that show a cart, an order or a wishlist', () => {
    expect(showsPersonalData([{ route: {} }, { route: { handle: { personal: true } } }])).toBe(
      true,
    );
    expect(showsPersonalData([{ route: { handle: { personal: 'yes' } } }])).toBe(false);
  });
});

describe('cacheTagHeader', () => {
  it('lists each hash once, in order, and nothing when there is none', () => {
    expect(cacheTagHeader([{ hash: 'a1' }, { hash: 'b2' }, { hash: 'a1' }])).toBe('a1,b2');
    expect(cacheTagHeader([])).toBeNull();
  });

  it('drops what cannot go in a header, and stays under the size limit', () => {
    expect(cacheTagHeader([{ hash: 'ok' }, { hash: 'bad,tag' }, { hash: 'new\nline' }])).toBe('ok');
    const many = Array.from({ length: 2000 }, (_, index) => ({
      hash: `tag${index}`.padEnd(16, 'x'),
    }));
    const header = cacheTagHeader(many)!;
    expect(header.length).toBeLessThanOrEqual(cacheTagMaxBytes);
    expect(header.split(',').length).toBeGreaterThan(100);
  });
});
