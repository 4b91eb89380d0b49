/**
 * Search at scale (decision 0897): a search ranks, counts and facets at most its first `SEARCH_MATCH_CAP + 1`
 * matches and says so (`matchCap`), and the typo lexicon is read off the request path.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { listProducts } from '../src/listing/listProducts';
import {
  correctSearchWords,
  searchLexiconReady,
  warmSearchLexicon,
} from '../src/listing/searchLexicon';
import { listingParams } from '../src/resolvers/category';
import { servicesOf } from '../src/store/requestContext';
import { openTestStore } from '../src/testing/testStore';
import { openTestShop, type TestShop } from './harness';

interface SearchResult {
  search: {
    total: number;
    matchCap: number | null;
    pageCount: number;
    items: { name: string }[];
    facets: { code: string; buckets: { docCount: number }[] }[];
  };
}

let shop: TestShop;
beforeAll(async () => {
  shop = await openTestShop();
});
afterAll(() => shop?.close());
afterEach(() => {
  delete process.env.SEARCH_MATCH_CAP;
});

async function search(text: string, query?: string) {
  const result = await shop.execute<SearchResult>(
    `query ($text: String!, $query: String) { search(text: $text, query: $query) {
      total matchCap pageCount items { name } facets { code buckets { docCount } } } }`,
    { text, query },
  );
  expect(JSON.stringify(result.errors)).toBeUndefined();
  return result.data!.search;
}

describe('search match cap', () => {
  it('counts every match, with no cap, while they are fewer than the cap', async () => {
    const result = await search('croquettes');
    expect(result.total).toBeGreaterThan(10);
    expect(result.total).toBeLessThanOrEqual(1000);
    expect(result.matchCap).toBeNull();
  });

  it('past the cap, lists, counts and facets the first cap + 1 matches and says there are more', async () => {
    const all = await search('croquettes');
    process.env.SEARCH_MATCH_CAP = '10';
    const capped = await search('croquettes');
    expect(capped.matchCap).toBe(10);
    expect(capped.total).toBe(11);
    expect(capped.pageCount).toBe(Math.ceil(11 / 12));
    for (const item of capped.items) expect(item.name).toMatch(/croquettes/i);
    // Facets are counted over the same bounded set.
    const category = capped.facets.find((facet) => facet.code === 'category');
    expect(category).toBeDefined();
    for (const bucket of category!.buckets) expect(bucket.docCount).toBeLessThanOrEqual(11);
    expect(all.matchCap).toBeNull();
    expect(all.total).toBeGreaterThan(capped.total);
  });

  it('a search within the cap is the same listing with or without it', async () => {
    const before = await search('harnais');
    process.env.SEARCH_MATCH_CAP = String(before.total);
    const after = await search('harnais');
    expect(after).toEqual(before);
    expect(after.matchCap).toBeNull();
  });
});

describe('search lexicon off the request path', () => {
  it('waits for the first read a moment: uncorrected past it, corrected once read', async () => {
    const store = await openTestStore({ searchLexicon: 'lazy' });
    try {
      const total = async (text: string) => {
        const services = servicesOf(store.createContext('fr-FR'));
        const listing = await listProducts(
          services,
          { kind: 'search', text },
          listingParams(services, null),
        );
        return listing.total;
      };
      expect(searchLexiconReady(store.db, 'fr-FR')).toBe(false);
      // "crokettes" is found through its correction only (too few trigrams in common with "croquettes"). A search
      // that may not wait (the large store's read takes seconds, past lexiconWaitMs) starts the read and goes
      // uncorrected.
      expect(await correctSearchWords(store.db, 'fr-FR', ['crokettes'], Date.now(), 0)).toEqual([
        'crokettes',
      ]);
      expect(searchLexiconReady(store.db, 'fr-FR')).toBe(false);
      // A shopper's search joins that read (the small store's ends well within the wait) and is corrected.
      const corrected = await total('crokettes');
      expect(searchLexiconReady(store.db, 'fr-FR')).toBe(true);
      expect(corrected).toBeGreaterThan(0);
      expect(corrected).toBe(await total('croquettes'));
      await warmSearchLexicon(store.db, ['fr-FR']);
      expect(await total('crokettes')).toBe(corrected);
    } finally {
      await store.close();
    }
  });

  it('is read at start by default, and awaited when asked', async () => {
    expect(searchLexiconReady(shop.store.db, 'fr-FR')).toBe(true);
    expect(searchLexiconReady(shop.store.db, 'en-GB')).toBe(true);
  });
});
