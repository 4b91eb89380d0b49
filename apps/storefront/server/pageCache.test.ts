import { describe, expect, it } from 'vitest';

import { gzipWithGaps } from './gzipWithGaps';
import {
  type CachedPage,
  createPageCache,
  normalizedQuery,
  notStored,
  sharedLifetime,
  waitForLead,
} from './pageCache';

function page(body: string, tags: string[] = [], now = 0): CachedPage {
  return {
    status: 200,
    headers: [['Content-Type', 'text/html']],
    parts: [Buffer.from(body)],
    tags,
    storedAt: now,
    freshUntil: now + 60_000,
    staleUntil: now + 360_000,
  };
}

describe('sharedLifetime', () => {
  it('keeps public pages for s-maxage, stale for stale-while-revalidate', () => {
    expect(sharedLifetime('public, max-age=0, s-maxage=60, stale-while-revalidate=300')).toEqual({
      freshSeconds: 60,
      staleSeconds: 300,
    });
    expect(sharedLifetime('public, max-age=30')).toEqual({ freshSeconds: 30, staleSeconds: 0 });
  });

  it('keeps nothing personal, private, uncached or without a lifetime', () => {
    expect(sharedLifetime('private, no-store, max-age=0')).toBeNull();
    expect(sharedLifetime('private, s-maxage=60')).toBeNull();
    expect(sharedLifetime('public, no-cache, s-maxage=60')).toBeNull();
    expect(sharedLifetime('public, max-age=0')).toBeNull();
    expect(sharedLifetime('s-maxage=60')).toBeNull();
    expect(sharedLifetime(undefined)).toBeNull();
  });
});

describe('normalizedQuery', () => {
  it('sorts parameters by name and keeps values and empty parameters', () => {
    expect(normalizedQuery('?b=2&a=1&a=0')).toBe('?a=1&a=0&b=2');
    expect(normalizedQuery('?q=')).toBe('?q=');
    expect(normalizedQuery('')).toBe('');
  });

  it('leaves campaign parameters out: a campaign link is the same page', () => {
    expect(normalizedQuery('?utm_source=news&page=2&gclid=x&UTM_Medium=mail')).toBe('?page=2');
    expect(normalizedQuery('?fbclid=1')).toBe('');
    // A facet or a parameter merely starting like one is kept.
    expect(normalizedQuery('?utm=1&gclid2=b')).toBe('?gclid2=b&utm=1');
  });
});

describe('createPageCache', () => {
  it('answers fresh, then stale, then nothing as time passes', () => {
    let now = 0;
    const cache = createPageCache({ maxBytes: 10_000, now: () => now });
    cache.set('k', page('<p>a</p>'));
    expect(cache.get('k')?.state).toBe('fresh');
    now = 60_000;
    expect(cache.get('k')?.state).toBe('stale');
    now = 360_000;
    expect(cache.get('k')).toBeUndefined();
    expect(cache.stats().entries).toBe(0);
  });

  it('stays within its bytes, dropping the least recently used page first', () => {
    const cache = createPageCache({ maxBytes: 3_000, maxEntryBytes: 3_000, now: () => 0 });
    const body = 'x'.repeat(900);
    cache.set('a', page(body));
    cache.set('b', page(body));
    cache.set('c', page(body));
    expect(cache.get('a')).toBeDefined(); // a is now the most recent
    cache.set('d', page(body));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('d')).toBeDefined();
    expect(cache.stats().bytes).toBeLessThanOrEqual(3_000);
    expect(cache.set('huge', page('y'.repeat(5_000)))).toBe(false);
    expect(cache.get('huge')).toBeUndefined();
  });

  it('counts the gzip copy a page gets at its first hit, and stays within its bytes', () => {
    const cache = createPageCache({ maxBytes: 3_000, maxEntryBytes: 2_500, now: () => 0 });
    const body = 'x'.repeat(1_000);
    const a = page(body);
    cache.set('a', a);
    cache.set('b', page(body));
    expect(cache.stats().bytes).toBeLessThan(2_100);
    // A copy of another page under the same key: not the stored one, nothing counted.
    const other = { ...a, gzip: gzipWithGaps([Buffer.from(body)], 0) };
    cache.grew('a', other);
    cache.grew('missing', other);
    const before = cache.stats().bytes;
    expect(before).toBeLessThan(2_100);
    expect(cache.get('a')).toBeDefined(); // a is now the most recent
    a.gzip = gzipWithGaps([Buffer.from('y'.repeat(2_000)), Buffer.from('z'.repeat(2_000))], 24);
    const grown = a.gzip.byteLength;
    cache.grew('a', a);
    // Counted; within the budget, nothing left.
    expect(cache.stats().bytes).toBe(before + grown);
    expect(cache.stats().entries).toBe(2);
    // A copy that takes the cache past its size: the least recently used page leaves, not this one.
    const c = page(body);
    cache.set('c', c);
    expect(cache.get('a')).toBeDefined();
    c.gzip = { ...a.gzip, byteLength: 900 };
    cache.grew('c', c);
    expect(cache.stats().bytes).toBeLessThanOrEqual(3_000);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
    // A page grown past the largest entry allowed leaves the cache.
    c.gzip = { ...a.gzip, byteLength: 2_000 };
    cache.grew('c', c);
    expect(cache.get('c')).toBeUndefined();
  });

  it('keeps "not found" pages within their own share, so invented URLs cannot push real pages out', () => {
    const cache = createPageCache({ maxBytes: 10_000, maxMissingBytes: 2_000, now: () => 0 });
    const body = 'x'.repeat(900);
    for (const key of ['home', 'category', 'product']) cache.set(key, page(body));
    const notFound = (key: string) => cache.set(key, { ...page(body), status: 404 });
    for (let index = 0; index < 50; index += 1) notFound(`/invented-${index}`);
    // Only the two newest 404s are kept; every real page stays.
    expect(cache.get('/invented-0')).toBeUndefined();
    expect(cache.get('/invented-48')?.page.status).toBe(404);
    expect(cache.get('/invented-49')?.page.status).toBe(404);
    for (const key of ['home', 'category', 'product']) expect(cache.get(key)).toBeDefined();
    expect(cache.stats().entries).toBe(5);
    // A purge of a kept 404 frees its share for the next one.
    cache.purgeAll();
    notFound('/after');
    expect(cache.get('/after')).toBeDefined();
  });

  it('purges by Cache-Tag and entirely', () => {
    const cache = createPageCache({ maxBytes: 10_000, now: () => 0 });
    cache.set('product', page('p', ['P42', 'C7']));
    cache.set('category', page('c', ['C7']));
    cache.set('home', page('h', ['CMS1']));
    expect(cache.purgeTags(['P42'])).toBe(1);
    expect(cache.get('product')).toBeUndefined();
    expect(cache.get('category')).toBeDefined();
    expect(cache.purgeTags(['C7', 'unknown'])).toBe(1);
    expect(cache.purgeAll()).toBe(1);
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it('keeps out a page whose render started before a purge of one of its tags', () => {
    const cache = createPageCache({ maxBytes: 10_000, now: () => 0 });
    const before = cache.generation();
    cache.purgeTags(['P42']);
    // Rendered while the purge happened: it may show what the purge removed.
    expect(cache.set('product', page('p', ['P42', 'C7']), before)).toBe(false);
    expect(cache.get('product')).toBeUndefined();
    // Another page of that render time, without the purged tag, is kept; so is a render started after.
    expect(cache.set('category', page('c', ['C7']), before)).toBe(true);
    expect(cache.set('product', page('p', ['P42', 'C7']), cache.generation())).toBe(true);
    // A purge of everything keeps out every older render.
    const beforeAll = cache.generation();
    cache.purgeAll();
    expect(cache.set('home', page('h', ['CMS1']), beforeAll)).toBe(false);
    expect(cache.set('home', page('h', ['CMS1']), cache.generation())).toBe(true);
  });

  it('lets one render lead and the others wait for its outcome, settled once', async () => {
    const cache = createPageCache({ maxBytes: 10_000, now: () => 0 });
    expect(cache.pending('k')).toBeUndefined();
    const settle = cache.lead('k');
    // Asking whether a render leads does not count as waiting for it.
    expect(cache.leading('k')).toBe(true);
    expect(cache.waiting()).toBe(0);
    const waiting = [cache.pending('k'), cache.pending('k')];
    expect(cache.waiting()).toBe(2);
    const stored = page('rendered once');
    settle({ kind: 'stored', page: stored });
    // Later settles (another exit path of the same leader) change nothing.
    settle(notStored);
    settle({ kind: 'deadline' });
    expect(await Promise.all(waiting)).toEqual([
      { kind: 'stored', page: stored },
      { kind: 'stored', page: stored },
    ]);
    expect(cache.waiting()).toBe(0);
    expect(cache.leading('k')).toBe(false);
    expect(cache.pending('k')).toBeUndefined();
  });

  it('frees the key of a leader that settles late, without touching a newer leader', async () => {
    const cache = createPageCache({ maxBytes: 10_000, now: () => 0 });
    const first = cache.lead('k');
    const second = cache.lead('k');
    first(notStored);
    expect(cache.pending('k')).toBeDefined();
    second({ kind: 'deadline' });
    expect(cache.pending('k')).toBeUndefined();
  });

  it('bounds a wait for a leader that never settles', async () => {
    const cache = createPageCache({ maxBytes: 10_000, now: () => 0 });
    cache.lead('stuck');
    const pending = cache.pending('stuck')!;
    expect(await waitForLead(pending, 20)).toBeUndefined();
    const settle = cache.lead('quick');
    const quick = waitForLead(cache.pending('quick')!, 5_000);
    settle({ kind: 'deadline' });
    expect(await quick).toEqual({ kind: 'deadline' });
  });

  it('runs one revalidation per key at a time, and remembers uncacheable keys for a while', () => {
    let now = 0;
    const cache = createPageCache({ maxBytes: 10_000, passMs: 1_000, now: () => now });
    expect(cache.startRevalidation('k')).toBe(true);
    expect(cache.startRevalidation('k')).toBe(false);
    cache.endRevalidation('k');
    expect(cache.startRevalidation('k')).toBe(true);
    cache.markPass('cart');
    expect(cache.isPass('cart')).toBe(true);
    now = 1_000;
    expect(cache.isPass('cart')).toBe(false);
  });
});
