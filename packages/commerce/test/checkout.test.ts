import persistedDocuments from '@truffe/graphql/persisted-documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openTestShop, type TestShop } from './harness';

let shop: TestShop;
beforeAll(async () => {
  shop = await openTestShop();
});
afterAll(() => shop?.close());

const documents = new Map(
  Object.values(persistedDocuments as Record<string, string>).map((document) => [
    /\b(?:query|mutation)\s+(\w+)/.exec(document)?.[1] ?? '',
    document,
  ]),
);

describe('checkout', () => {
  it('reads an empty checkout at the EMAIL step without a session', async () => {
    const result = await shop.execute<{ checkout: { step: string }; mapTilesUrl: null }>(
      documents.get('CheckoutQuery')!,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.checkout.step).toBe('EMAIL');
    expect(result.data!.mapTilesUrl).toBeNull();
  });
});
