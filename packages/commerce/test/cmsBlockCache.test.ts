/**
 * Shop-wide CMS blocks kept for a short time (decision 0852), on the real engine: the footer's blocks are read
 * once for many requests, every request still records their content tags (Cache-Tag), and an edit shows once
 * the cache is cleared.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { measureDatabase } from '../src/db/databaseTiming';
import { clearCmsBlockCache } from '../src/resolvers/content';
import { contentHash } from '../src/resolvers/contentMetadata';
import { openTestShop, type TestShop } from './harness';

let shop: TestShop;
beforeAll(async () => {
  shop = await openTestShop();
});
afterAll(() => shop?.close());

const blocksQuery = `query ($identifiers: [String!]!) { cmsBlockList(identifiers: $identifiers) { identifier title } }`;
const identifiers = ['footer-contact', 'footer-news'];

const readBlocks = () =>
  measureDatabase(() =>
    shop.execute<{ cmsBlockList: { identifier: string; title: string }[] }>(blocksQuery, {
      identifiers,
    }),
  );

describe('CMS block cache', () => {
  it('reads the footer blocks once, records their tags on every request, and shows an edit once cleared', async () => {
    clearCmsBlockCache(shop.store.db);
    const first = await readBlocks();
    expect(first.timing.statements).toBe(1);
    const second = await readBlocks();
    expect(second.timing.statements, 'served from the cache').toBe(0);
    expect(second.result.data).toEqual(first.result.data);
    const tags = second.result.context.contentMetadata.list().map((entry) => entry.hash);
    expect(tags).toEqual(
      expect.arrayContaining(identifiers.map((id) => contentHash('cms-block', id))),
    );
    // Another site has its own entry.
    const english = await measureDatabase(() =>
      shop.execute(blocksQuery, { identifiers }, { locale: 'en-GB' }),
    );
    expect(english.timing.statements).toBe(1);

    await shop.store.db.execute(
      sql`UPDATE cms_block SET title = 'Nous joindre' WHERE identifier = 'footer-contact' AND locale = 'fr-FR'`,
    );
    clearCmsBlockCache(shop.store.db);
    const edited = await readBlocks();
    expect(edited.timing.statements).toBe(1);
    expect(edited.result.data!.cmsBlockList[0]).toEqual({
      identifier: 'footer-contact',
      title: 'Nous joindre',
    });
  });
});
