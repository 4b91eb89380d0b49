import { describe, expect, it, vi } from 'vitest';

import {
  facetCode,
  hasFilters,
  listingQueryFromUrl,
  listingSearch,
  parseSortParameter,
  readListingState,
  toggleFilter,
  withoutFilters,
  withPage,
  withPageLength,
  withPriceRange,
  withSort,
} from './listingUrlState';

const read = (query: string) => readListingState(new URLSearchParams(query), () => {});

describe('readListingState', () => {
  it('reads page, page size, prices, sort and facet filters (spec §3)', () => {
    const state = read(
      'brand=201&brand=203&dog_age[]=602&page=3&pageLength=32&minPrice=10&maxPrice=20,5&sort={"field":"price","direction":"desc"}',
    );
    expect(state.page).toBe(3);
    expect(state.pageLength).toBe(32);
    expect(state.minPrice).toBe(10);
    expect(state.maxPrice).toBe(20.5);
    expect(state.sort).toEqual({ field: 'price', direction: 'desc' });
    expect([...state.filters]).toEqual([
      ['brand', ['201', '203']],
      ['dog_age', ['602']],
    ]);
  });

  it('defaults the page to 1 and ignores bad numbers, empty and duplicate values', () => {
    const state = read('page=0&pageLength=abc&minPrice=-3&maxPrice=x&brand=&brand=7&brand=7');
    expect(state.page).toBe(1);
    expect(state.pageLength).toBeNull();
    expect(state.minPrice).toBeNull();
    expect(state.maxPrice).toBeNull();
    expect([...state.filters]).toEqual([['brand', ['7']]]);
  });

  it('ignores an invalid sort with a warning (spec §5, §8)', () => {
    const warn = vi.fn();
    expect(parseSortParameter('{not json', warn)).toBeNull();
    expect(parseSortParameter('{"field":"colour"}', warn)).toBeNull();
    expect(parseSortParameter('{"field":"name","direction":"up"}', warn)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(3);
    expect(parseSortParameter('{"field":"name"}', warn)).toEqual({
      field: 'name',
      direction: 'asc',
    });
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('never treats a listing parameter as a facet', () => {
    expect(facetCode('page')).toBeNull();
    expect(facetCode('sort[]')).toBeNull();
    expect(facetCode('brand[2]')).toBe('brand');
    expect(facetCode('a[b]')).toBeNull();
  });
});

describe('changing a listing', () => {
  const start = read('brand=201&sort={"field":"name","direction":"asc"}&pageLength=32&page=4');

  it('toggles a facet value and goes back to the first page', () => {
    const added = toggleFilter(start, 'dog_age', '602');
    expect(listingSearch(added)).toBe(
      `?brand=201&dog_age=602&sort=${encodeURIComponent('{"field":"name","direction":"asc"}')}&pageLength=32`,
    );
    const removed = toggleFilter(toggleFilter(added, 'brand', '201'), 'dog_age', '602');
    expect(removed.filters.size).toBe(0);
    expect(hasFilters(removed)).toBe(false);
  });

  it('sets and clears the price range, keeping sort and page size', () => {
    const priced = withPriceRange(start, 10, 20);
    expect(new URLSearchParams(listingSearch(priced)).get('minPrice')).toBe('10');
    expect(new URLSearchParams(listingSearch(priced)).get('maxPrice')).toBe('20');
    expect(priced.page).toBe(1);
    const cleared = withoutFilters(priced);
    expect(hasFilters(cleared)).toBe(false);
    expect(cleared.sort).toEqual(start.sort);
    expect(cleared.pageLength).toBe(32);
  });

  it('changes sort, page size and page', () => {
    expect(withSort(start, null).sort).toBeNull();
    expect(withSort(start, null).page).toBe(1);
    expect(withPageLength(start, 64).pageLength).toBe(64);
    expect(new URLSearchParams(listingSearch(withPage(start, 2))).get('page')).toBe('2');
    expect(new URLSearchParams(listingSearch(withPage(start, 1))).has('page')).toBe(false);
  });

  it('round-trips: what is written reads back the same', () => {
    const state = withPriceRange(toggleFilter(start, 'size', '186'), 5.5, null);
    expect(read(listingSearch(state).slice(1))).toEqual(state);
  });
});

describe('listingQueryFromUrl', () => {
  it('gives the catalogue the normalized listing parameters of a page URL', () => {
    expect(
      listingQueryFromUrl(
        'https://shop.example/en/category/11?page=2&brand=203&sort=oops&brand=203&minPrice=',
      ),
    ).toBe('brand=203&page=2');
    expect(listingQueryFromUrl('/category/11')).toBe('');
  });
});
