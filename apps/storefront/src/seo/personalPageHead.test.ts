import { describe, expect, it } from 'vitest';

import { pageHeadOf } from './pageHead';
import { headHandle } from './headHandle';
import { personalPageHandle } from './personalPageHead';

const site = {
  shop: { defaultTitle: 'Truffe' },
  locale: 'en-GB',
  origin: 'https://truffe.example',
  pathname: '/en/quick-order',
} as unknown as Parameters<typeof pageHeadOf>[2];

describe('personal page heads', () => {
  it('give a route without a loader its title, never indexed', () => {
    const handle = personalPageHandle({ 'fr-FR': 'Commande rapide', 'en-GB': 'Quick order' });
    const head = pageHeadOf(
      [{ route: { id: 'root' } }, { route: { id: 'quick', handle } }],
      {},
      site,
    );
    expect(head?.title).toBe('Quick order - Truffe');
    expect(head?.meta).toContainEqual({ name: 'robots', content: 'noindex, nofollow' });
    expect(handle.cache).toEqual({ scope: 'personal' });
  });

  it('leave a data head without its data alone (the shell title stays)', () => {
    const handle = headHandle(() => ({ title: 'Product', meta: [] }));
    expect(pageHeadOf([{ route: { id: 'product', handle } }], {}, site)).toBeNull();
    expect(
      pageHeadOf([{ route: { id: 'product', handle } }], { product: { sku: 'A' } }, site)?.title,
    ).toBe('Product');
  });
});
