import { describe, expect, it, vi } from 'vitest';

import { arrayLimit, parseListingQuery } from './parseListingQuery';

const shopConfig = { availablePageSizes: [16, 32, 64], taxFactor: 1.2 };
const parse = (
  query: string,
  config: Partial<typeof shopConfig> & { warn?: (message: string) => void } = {},
) => parseListingQuery(query, { ...shopConfig, warn: () => undefined, ...config });

describe('parseListingQuery (spec §3, §5)', () => {
  it('defaults to page 1 and the first configured page size', () => {
    const params = parse('');
    expect(params.page).toBe(1);
    expect(params.pageLength).toBe(16);
    expect(params.sort).toBeNull();
    expect(params.minPrice).toBeNull();
    expect(params.filters.size).toBe(0);
  });

  it('falls back to 9 when no page size is configured', () => {
    expect(parse('', { availablePageSizes: [] }).pageLength).toBe(9);
    expect(parse('pageLength=50', { availablePageSizes: [] }).pageLength).toBe(9);
  });

  it('keeps a page length of at least 1 and caps it at the largest configured size', () => {
    expect(parse('pageLength=32').pageLength).toBe(32);
    expect(parse('pageLength=1').pageLength).toBe(1);
    expect(parse('pageLength=500').pageLength).toBe(64);
    expect(parse('pageLength=0').pageLength).toBe(16);
    expect(parse('pageLength=-4').pageLength).toBe(16);
    expect(parse('pageLength=2.5').pageLength).toBe(16);
    expect(parse('pageLength=abc').pageLength).toBe(16);
  });

  it('reads the page as an integer of at least 1', () => {
    expect(parse('page=3').page).toBe(3);
    expect(parse('page=0').page).toBe(1);
    expect(parse('page=-2').page).toBe(1);
    expect(parse('page=x').page).toBe(1);
    expect(parse('page=1e3').page).toBe(1);
  });

  it('divides min and max prices by the tax factor and rounds to 2 decimals', () => {
    const params = parse('minPrice=25&maxPrice=100');
    expect(params.minPrice).toBe(20.83);
    expect(params.maxPrice).toBe(83.33);
    expect(parse('minPrice=12').minPrice).toBe(10);
    expect(parse('maxPrice=9.99').maxPrice).toBe(8.33);
    expect(parse('minPrice=12,5').minPrice).toBe(10.42);
    expect(parse('minPrice=7', { taxFactor: 0 }).minPrice).toBe(7);
    expect(parse('minPrice=abc&maxPrice=-3').minPrice).toBeNull();
    expect(parse('maxPrice=-3').maxPrice).toBeNull();
  });

  it('reads a JSON sort with field and direction', () => {
    expect(parse('sort={"field":"price","direction":"desc"}').sort).toEqual({
      field: 'price',
      direction: 'desc',
    });
    expect(parse('sort={"field":"name"}').sort).toEqual({ field: 'name', direction: 'asc' });
  });

  it('ignores an invalid sort with a console warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const params = parseListingQuery('sort={not json&page=2', shopConfig);
    expect(params.sort).toBeNull();
    expect(params.page).toBe(2);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/Invalid sort/);

    const messages: string[] = [];
    for (const sort of [
      '{"field":"drop table"}',
      '{"field":"price","direction":"up"}',
      '[]',
      'null',
      '42',
    ]) {
      expect(
        parse(`sort=${encodeURIComponent(sort)}`, { warn: (message) => messages.push(message) })
          .sort,
      ).toBeNull();
    }
    expect(messages).toHaveLength(5);
  });

  it('turns every other parameter into a facet filter with a list of values', () => {
    const params = parse(
      'brand=201&brand=203&color[]=49&color[]=50&size[0]=186&dog_age=601,602&page=2&brand=201',
    );
    expect(Object.fromEntries(params.filters)).toEqual({
      brand: ['201', '203'],
      color: ['49', '50'],
      size: ['186'],
      dog_age: ['601,602'],
    });
    expect(params.page).toBe(2);
  });

  it('drops empty values and indexes past the array limit', () => {
    const params = parse(`brand=&material=%20&size[${arrayLimit + 1}]=186&size[${arrayLimit}]=187`);
    expect(params.filters.get('brand')).toBeUndefined();
    expect(params.filters.get('material')).toBeUndefined();
    expect(params.filters.get('size')).toEqual(['187']);
  });

  it('parses arrays up to 9999 entries', () => {
    const query = Array.from({ length: arrayLimit + 50 }, (_, index) => `brand[]=${index}`).join(
      '&',
    );
    const values = parse(query).filters.get('brand')!;
    expect(values).toHaveLength(9999);
    expect(values.at(-1)).toBe('9998');
  });

  it('accepts a leading question mark', () => {
    expect(parse('?page=4').page).toBe(4);
  });
});
