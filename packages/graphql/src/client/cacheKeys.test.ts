import { describe, expect, it } from 'vitest';

import { createCacheKeys } from './cacheKeys';

function key(
  keys: ReturnType<typeof createCacheKeys>,
  typename: string,
  data: Record<string, unknown>,
) {
  const generator = keys[typename];
  if (!generator) throw new Error(`no key generator for ${typename}`);
  return generator({ __typename: typename, ...data });
}

describe('createCacheKeys (spec §3 cache identity)', () => {
  const keys = createCacheKeys();

  it('keys the types the spec names by their identity field, not by id', () => {
    expect(key(keys, 'Product', { sku: 'CRQ-001', id: '17' })).toBe('CRQ-001');
    expect(key(keys, 'CartItem', { item_id: 42, id: 'x' })).toBe('42');
    expect(key(keys, 'Order', { order_id: '000123', id: '9' })).toBe('000123');
    expect(key(keys, 'Entity', { identifier: 'home' })).toBe('home');
  });

  it('keys other types by id, then _id, and embeds those with neither', () => {
    expect(key(keys, 'Shop', { id: '1' })).toBe('1');
    expect(key(keys, 'Review', { _id: 'r7' })).toBe('r7');
    expect(key(keys, 'Money', { amount: 100, currency: 'EUR' })).toBeNull();
  });

  it('keys any type implementing Entity by identifier, even one added to the schema later', () => {
    expect(key(keys, 'CmsPage', { identifier: 'about-us', id: '5' })).toBe('about-us');
    const declared = createCacheKeys({
      possibleTypes: { Entity: ['CmsPage'], Product: ['SimpleProduct'] },
    });
    expect(key(declared, 'CmsPage', { identifier: 'about-us', id: '5' })).toBe('about-us');
    expect(key(declared, 'SimpleProduct', { sku: 'CRQ-9', id: '5' })).toBe('CRQ-9');
    // With the implementations known, a type outside them does not use `identifier`.
    expect(key(declared, 'Shop', { identifier: 'x', id: '1' })).toBe('1');
  });

  it('falls back to id when the identity field was not selected', () => {
    expect(key(keys, 'Product', { id: '17' })).toBe('17');
  });

  it('answers every typename, so graphcache never lacks a keying function', () => {
    expect(typeof keys.AnythingNew).toBe('function');
    expect('AnythingNew' in keys).toBe(true);
  });
});
