import { describe, expect, it } from 'vitest';

import { describeContent } from './contentMetadataEntry';

describe('describeContent', () => {
  it('gives a short, stable hash per type and id', () => {
    const product = describeContent('Product', 'CRQ-001');
    expect(product).toEqual({
      type: 'Product',
      id: 'CRQ-001',
      hash: expect.stringMatching(/^[0-9a-f]{12}$/),
    });
    expect(describeContent('Product', 'CRQ-001').hash).toBe(product.hash);
    expect(describeContent('Category', 'CRQ-001').hash).not.toBe(product.hash);
    expect(describeContent('Category', 138).id).toBe('138');
  });
});
