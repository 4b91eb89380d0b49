/**
 * Fault injection (issue 19 item 6, decision 0892): the disk of the media derivative cache (decision 0881) is
 * full — simulated by a file where its folder should be, so that every write fails (ENOTDIR, as ENOSPC would).
 * Images are still served (rendered, not kept) or refused with a clean 503, never a 500, and pages render.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { pickProduct } from './faultCheckout';
import { faultDatabase, missing, type Shop, startShop, timed } from './faultKit';

describe.skipIf(missing.length > 0)('the media cache cannot write', () => {
  let database: Awaited<ReturnType<typeof faultDatabase>>;
  let shop: Shop;

  beforeAll(async () => {
    database = await faultDatabase();
    shop = await startShop({
      databaseUrl: database.url,
      prepareDataDir: (dataDir) => writeFileSync(join(dataDir, 'media-cache'), 'not a folder'),
    });
  });
  afterAll(async () => {
    await shop?.close();
    await database?.drop();
  });

  it('serves the images (rendered, not kept) or a clean 503, never a 500, and pages render', async () => {
    const product = await pickProduct(database.url);
    const page = await timed(`${shop.url}/product/${encodeURIComponent(product.sku)}`, {}, 30_000);
    expect(page.status).toBe(200);
    const home = await timed(`${shop.url}/en/`, {}, 30_000);
    expect(home.status).toBe(200);
    const images = [
      ...new Set(
        [...(page.text + home.text).matchAll(/(?:src|srcset)="(\/media\/[^"\s,]+)/g)].map((match) =>
          match[1]!.replaceAll('&amp;', '&'),
        ),
      ),
    ].slice(0, 8);
    expect(images.length).toBeGreaterThan(0);
    for (const round of [1, 2]) {
      for (const image of images) {
        const answer = await fetch(`${shop.url}${image}`, { signal: AbortSignal.timeout(30_000) });
        const body = Buffer.from(await answer.arrayBuffer());
        expect([200, 503], `${image} (round ${round})`).toContain(answer.status);
        if (answer.status === 200) {
          expect(answer.headers.get('content-type'), image).toMatch(/^image\//);
          expect(body.length, image).toBeGreaterThan(0);
        } else {
          expect(answer.headers.get('retry-after'), image).toBeTruthy();
        }
      }
    }
    // The shop keeps working: pages still render after the failed writes.
    expect((await timed(`${shop.url}/product/${encodeURIComponent(product.sku)}`)).status).toBe(
      200,
    );
  });
});
