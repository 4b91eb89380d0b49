import { describe, expect, it } from 'vitest';

import { paginationRange } from './paginationRange';

describe('paginationRange', () => {
  it.each([
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [1, 5, [1, 2, 'ellipsis', 5]],
    [3, 5, [1, 2, 3, 4, 5]],
    [1, 10, [1, 2, 'ellipsis', 10]],
    [4, 10, [1, 2, 3, 4, 5, 'ellipsis', 10]],
    [5, 10, [1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]],
    [10, 10, [1, 'ellipsis', 9, 10]],
    [7, 10, [1, 'ellipsis', 6, 7, 8, 9, 10]],
    [99, 10, [1, 'ellipsis', 9, 10]],
    [0, 3, [1, 2, 3]],
  ] as const)('page %i of %i', (page, count, expected) => {
    expect(paginationRange(page, count)).toEqual(expected);
  });

  it('is empty without pages', () => {
    expect(paginationRange(1, 0)).toEqual([]);
  });

  it('never repeats a page and keeps order', () => {
    for (let count = 1; count <= 30; count += 1) {
      for (let page = 1; page <= count; page += 1) {
        const numbers = paginationRange(page, count).filter((entry) => entry !== 'ellipsis');
        expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
        expect(new Set(numbers).size).toBe(numbers.length);
        expect(numbers).toContain(page);
      }
    }
  });
});
