/**
 * Quick order without JavaScript (issue 20 item 5), over real HTTP against the real store: its form carries a
 * file input, so the browser posts it as `multipart/form-data`; the page's action takes the rows and the CSV
 * file's text, and a binary file gets the form's translated refusal — never a bare 415.
 */
import { orderableSimpleSkus } from '@truffe/commerce/testing/catalogueSamples';
import { type Store } from '@truffe/commerce/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { cookieOf } from '../test/httpForms';
import { startServer, type TestServer } from '../test/startServer';
import { openTestStore } from '../test/testStore';
import { cartCookieName } from './cartSession';

describe('quick order posted without JavaScript (multipart)', { timeout: 90_000 }, () => {
  let store: Store;
  let server: TestServer;
  let skus: string[];

  beforeAll(async () => {
    store = await openTestStore();
    server = await startServer(
      { NODE_ENV: 'development', PAGE_RENDER_TIMEOUT_MS: '60000' },
      {
        createContext: (locale, request) => store.createContext(locale, request),
        orders: store,
      },
    );
    skus = await orderableSimpleSkus(store, 2);
  }, 240_000);
  afterAll(async () => {
    await server?.close();
    await store?.close();
  });

  const post = (path: string, form: FormData, cookie?: string) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: server.url, ...(cookie ? { cookie } : {}) },
      body: form,
    });

  it('adds the rows and the CSV file’s lines to the cart', async () => {
    const form = new FormData();
    form.append('sku', skus[0]!);
    form.append('qty', '2');
    form.append('csv', new File([`${skus[1]};3\n`], 'list.csv', { type: 'text/csv' }));
    const response = await post('/quick-order', form);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-testid="reference-report"');
    const cookie = cookieOf(response, cartCookieName);
    expect(cookie).not.toBe('');
    const cart = await (await fetch(`${server.url}/cart`, { headers: { cookie } })).text();
    for (const sku of skus) expect(cart).toContain(`data-sku="${sku}"`);
  });

  it('refuses a binary file with the form’s own message, in the page’s language, and adds nothing', async () => {
    for (const [path, message] of [
      ['/quick-order', 'Le fichier doit être un fichier texte CSV.'],
      ['/en/quick-order', 'The file must be a CSV text file.'],
    ] as const) {
      const form = new FormData();
      form.append(
        'csv',
        new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0xff])], 'a.xlsx'),
      );
      const response = await post(path, form);
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(message);
      expect(cookieOf(response, cartCookieName)).toBe('');
    }
  });
});
