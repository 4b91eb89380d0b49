import { describe, expect, it } from 'vitest';

import { createBoundedMemo, defaultMemoLimit } from './boundedMemo';

describe('createBoundedMemo', () => {
  it('is bounded at 65,536 entries by default (spec §9)', () => {
    const memo = createBoundedMemo<number, number>();
    expect(memo.limit).toBe(defaultMemoLimit);
    expect(defaultMemoLimit).toBe(65_536);
    for (let index = 0; index < defaultMemoLimit + 10; index += 1) memo.set(index, index);
    expect(memo.size).toBe(65_536);
    expect(memo.has(9)).toBe(false);
    expect(memo.has(10)).toBe(true);
    expect(memo.get(defaultMemoLimit + 9)).toBe(defaultMemoLimit + 9);
  });

  it('forgets the least recently used entry first', () => {
    const memo = createBoundedMemo<string, number>(2);
    memo.set('a', 1);
    memo.set('b', 2);
    expect(memo.get('a')).toBe(1); // 'a' is now the most recent
    memo.set('c', 3);
    expect([...memo.values()]).toEqual([1, 3]);
    expect(memo.has('b')).toBe(false);
  });

  it('rejects a limit that is not a positive integer', () => {
    expect(() => createBoundedMemo(0)).toThrow(RangeError);
    expect(() => createBoundedMemo(1.5)).toThrow(RangeError);
  });
});
