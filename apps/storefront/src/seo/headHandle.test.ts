import { describe, expect, it } from 'vitest';

import { pageHeadOf } from './pageHead';
import { headHandle, lazyHeadHandle, pageEntityPath, withHead } from './headHandle';

const site = {
  shop: { defaultTitle: 'Truffe' },
  locale: 'en-GB',
  origin: 'https://truffe.example',
  pathname: '/en/p',
} as unknown as Parameters<typeof pageHeadOf>[2];

describe('lazy heads (decision 0906)', () => {
  it('are loaded by the route loader, with its data, into the route’s own handle', async () => {
    let loads = 0;
    const handle = {
      ...lazyHeadHandle(async () => {
        loads += 1;
        return ({ data }: { data: { name: string } }) => ({ title: data.name, meta: [] });
      }),
      cache: { scope: 'shared' },
    };
    const layout = headHandle(() => ({ title: 'Layout', meta: [] }), { withoutData: true });
    const matches = [
      { route: { id: 'layout', handle: layout } },
      { route: { id: 'product', handle } },
    ];
    const data = { name: 'Crunchy biscuits' };
    // Not loaded yet: the head is not there, and the page's head would be the layout's.
    expect(pageHeadOf(matches, { product: data }, site)?.title).toBe('Layout');

    expect(await withHead(handle, Promise.resolve(data))).toBe(data);
    expect(pageHeadOf(matches, { product: data }, site)?.title).toBe('Crunchy biscuits');
    // Loaded once: a later loader finds it there.
    await withHead(handle, Promise.resolve(data));
    expect(loads).toBe(1);
  });

  it('leave the loader’s error as it is', async () => {
    const handle = lazyHeadHandle(async () => () => null);
    const notFound = new Response(null, { status: 404 });
    await expect(withHead(handle, Promise.reject(notFound))).rejects.toBe(notFound);
  });
});

describe('the page’s entity path', () => {
  const product = (data: { sku: string }) => `/product/${data.sku}`;

  it('is that of the route whose head decides the page, lazy or not, without loading its code', () => {
    const handle = lazyHeadHandle(
      async () => {
        throw new Error('not loaded for the entity path');
      },
      { entityPath: product as (data: unknown) => string },
    );
    expect(
      pageEntityPath([
        { data: { shop: {} }, handle: headHandle(() => null) },
        { data: { sku: 'FRI-009' }, handle },
      ]),
    ).toBe('/product/FRI-009');
  });

  it('skips a head without its data, and is absent when the deciding head has none', () => {
    const entity = headHandle(() => null, { entityPath: product as (data: unknown) => string });
    const cms = headHandle(() => null);
    expect(
      pageEntityPath([
        { data: { sku: 'A' }, handle: entity },
        { data: null, handle: cms },
      ]),
    ).toBe('/product/A');
    expect(
      pageEntityPath([
        { data: { sku: 'A' }, handle: entity },
        { data: {}, handle: cms },
      ]),
    ).toBeUndefined();
    expect(pageEntityPath([{ data: { sku: 'A' }, handle: { cache: {} } }])).toBeUndefined();
  });
});
