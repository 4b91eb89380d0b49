import { describe, expect, it } from 'vitest';

import { createContentMetadataCollector } from './contentMetadata';

describe('createContentMetadataCollector', () => {
  it('de-duplicates entries by hash and keeps their first-seen order', () => {
    const collector = createContentMetadataCollector();
    collector.addAll([
      { type: 'Product', id: 'CRQ-001', hash: 'p1' },
      { type: 'Product', id: 'CRQ-002', hash: 'p2' },
    ]);
    collector.addAll([
      { type: 'Product', id: 'CRQ-001', hash: 'p1' },
      { type: 'CmsPage', id: 'home', hash: 'c1' },
    ]);
    expect(collector.size).toBe(3);
    expect(collector.hashes()).toEqual(['p1', 'p2', 'c1']);
    expect(collector.list()[2]).toEqual({ type: 'CmsPage', id: 'home', hash: 'c1' });
  });

  it('skips malformed entries and accepts nothing at all', () => {
    const collector = createContentMetadataCollector();
    collector.addAll(undefined);
    collector.addAll([
      null,
      'p1',
      { type: 'Product', id: 3, hash: 'p3' },
      { type: 'Product', id: 'x', hash: 'ok' },
    ]);
    expect(collector.hashes()).toEqual(['ok']);
  });

  it('takes single entries as the resolvers record them (the context interface)', () => {
    const collector = createContentMetadataCollector();
    collector.add({ type: 'product', id: 'CRQ-001', hash: 'a1' });
    collector.add({ type: 'product', id: 'CRQ-001', hash: 'a1' });
    expect(collector.list()).toEqual([{ type: 'product', id: 'CRQ-001', hash: 'a1' }]);
  });

  it('is bounded, forgetting the oldest entries first', () => {
    const collector = createContentMetadataCollector({ limit: 2 });
    collector.addAll([
      { type: 'T', id: '1', hash: 'h1' },
      { type: 'T', id: '2', hash: 'h2' },
      { type: 'T', id: '3', hash: 'h3' },
    ]);
    expect(collector.hashes()).toEqual(['h2', 'h3']);
    collector.clear();
    expect(collector.size).toBe(0);
  });
});
