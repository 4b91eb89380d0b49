import { describe, expect, it } from 'vitest';

import {
  cacheHandle,
  cacheTagHeader,
  cacheTagMaxBytes,
  matchedCachePolicy,
  noStore,
  pageCacheControl,
  personalPage,
  sharedPage,
} from './cachePolicy';

const shared = sharedPage({ maxAge: 60, staleWhileRevalidate: 300 });

describe('pageCacheControl', () => {
  it('caches shared pages in shared caches for the lifetime of what they show', () => {
    const hint = { maxAge: 300, staleWhileRevalidate: 3600, scope: 'public' } as const;
    expect(pageCacheControl({ status: 200, hint, policy: shared, personalViewer: false })).toBe(
      'public, max-age=0, s-maxage=300, stale-while-revalidate=3600',
    );
    // No hint (the shell, a 404): the route's own lifetime.
    expect(
      pageCacheControl({ status: 404, hint: undefined, policy: shared, personalViewer: false }),
    ).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
  });

  it('never stores personal pages, personal viewers, private data or server errors', () => {
    const hint = { maxAge: 300, staleWhileRevalidate: 3600, scope: 'public' } as const;
    const input = { status: 200, hint, policy: shared, personalViewer: false };
    expect(pageCacheControl({ ...input, policy: personalPage })).toBe(noStore);
    expect(pageCacheControl({ ...input, personalViewer: true })).toBe(noStore);
    expect(pageCacheControl({ ...input, hint: { ...hint, scope: 'private' } })).toBe(noStore);
    expect(pageCacheControl({ ...input, hint: { ...hint, maxAge: 0 } })).toBe(noStore);
    expect(pageCacheControl({ ...input, status: 503 })).toBe(noStore);
  });
});

describe('matchedCachePolicy', () => {
  const route = (handle?: unknown) => ({ route: { handle } });

  it('is personal when any matched route is, whatever the others say', () => {
    expect(matchedCachePolicy([route(cacheHandle(shared)), route(cacheHandle(personalPage))])).toBe(
      personalPage,
    );
    expect(matchedCachePolicy([route(cacheHandle(personalPage)), route(cacheHandle(shared))])).toBe(
      personalPage,
    );
  });

  it('takes the deepest shared lifetime, and is personal when nothing declares one', () => {
    const long = sharedPage({ maxAge: 600, staleWhileRevalidate: 60 });
    expect(
      matchedCachePolicy([route(cacheHandle(shared)), route(), route(cacheHandle(long))]),
    ).toBe(long);
    expect(matchedCachePolicy([route(), route({ cache: { scope: 'public' } })])).toBe(personalPage);
    expect(matchedCachePolicy([])).toBe(personalPage);
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
