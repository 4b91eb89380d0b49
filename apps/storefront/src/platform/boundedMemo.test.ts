import { describe, expect, it } from 'vitest';

import { boundedMemo } from './boundedMemo';

describe('boundedMemo', () => {
  it('answers what was kept, and keeps no more characters than its bound', () => {
    const memo = boundedMemo(20);
    expect(memo.set('a', '123456789')).toBe('123456789'); // 10 characters
    expect(memo.get('a')).toBe('123456789');
    memo.set('b', '123456789'); // 20
    memo.set('c', '123456789'); // 30: the least recently used goes
    expect(memo.get('a')).toBeUndefined();
    expect(memo.get('b')).toBe('123456789');
    expect(memo.get('c')).toBe('123456789');
    expect(memo.size).toBe(2);
  });

  it('lets the most recently read entries stay', () => {
    const memo = boundedMemo(20);
    memo.set('a', '123456789');
    memo.set('b', '123456789');
    memo.get('a');
    memo.set('c', '123456789');
    expect(memo.get('a')).toBe('123456789');
    expect(memo.get('b')).toBeUndefined();
  });

  it('does not keep a value larger than the bound, and still returns it', () => {
    const memo = boundedMemo(10);
    memo.set('a', '1234');
    expect(memo.set('big', 'x'.repeat(50))).toBe('x'.repeat(50));
    expect(memo.get('big')).toBeUndefined();
    expect(memo.get('a')).toBe('1234');
  });
});
