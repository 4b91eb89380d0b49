import { describe, expect, it } from 'vitest';

import { MemoryCache } from './memoryCache';

describe('MemoryCache', () => {
  it('evicts the least recently used entries beyond its byte budget', () => {
    const cache = new MemoryCache(10, 8);
    cache.set('a', Buffer.alloc(4));
    cache.set('b', Buffer.alloc(4));
    expect(cache.get('a')?.length).toBe(4); // 'a' is now the most recently used
    cache.set('c', Buffer.alloc(4));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.length).toBe(4);
    expect(cache.get('c')?.length).toBe(4);
  });

  it('does not keep entries larger than its entry limit', () => {
    const cache = new MemoryCache(100, 8);
    cache.set('big', Buffer.alloc(9));
    expect(cache.get('big')).toBeUndefined();
  });

  it('replaces an entry without counting it twice', () => {
    const cache = new MemoryCache(8, 8);
    cache.set('a', Buffer.alloc(4));
    cache.set('a', Buffer.alloc(4));
    cache.set('b', Buffer.alloc(4));
    expect(cache.get('a')?.length).toBe(4);
    expect(cache.get('b')?.length).toBe(4);
  });
});
