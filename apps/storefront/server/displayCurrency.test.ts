/**
 * The display currency over real HTTP (issue 17 item 6; decision 0771): the header's form (no JavaScript) sets
 * the choice's cookie and comes back to the page; a product at 34,90 € shows the configured GBP figure (rate
 * 0.86: £30.01) with the rate, its date and the rounding stated; the HTML cache stores one page per currency (the
 * euro page is never served to a GBP visitor, nor the reverse); the cart says it charges in euros; bad input is
 * a 400/403, never a 500.
 */
import type { Store } from '@truffe/commerce/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sql } from '../test/sqlText';
import { startServer, type TestServer } from '../test/startServer';
import { openTestStore } from '../test/testStore';
import { currencyCookieName } from './displayCurrency';

describe('display currency over HTTP', () => {
  let store: Store;
  let server: TestServer;
  let productPath: string;

  beforeAll(async () => {
    store = await openTestStore();
    server = await startServer(
      { NODE_ENV: 'development', HTML_CACHE_MB: '16', PAGE_RENDER_TIMEOUT_MS: '60000' },
      { createContext: (locale, request) => store.createContext(locale, request), orders: store },
    );
    const [product] = (
      (await store.db.execute(
        sql`SELECT sku FROM product WHERE type = 'simple' AND is_active AND special_price IS NULL
        AND round(price * 1.2) = 3490 ORDER BY id LIMIT 1`,
      )) as unknown as { rows: { sku: string }[] }
    ).rows;
    expect(product).toBeDefined();
    productPath = `/en/product/${encodeURIComponent(product!.sku)}`;
  });
  afterAll(async () => {
    await server?.close();
    await store?.close();
  });

  const get = (path: string, cookie?: string) =>
    fetch(`${server.url}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  const choose = (currency: string, redirect: string, origin = server.url) =>
    fetch(`${server.url}/en/currency`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      body: new URLSearchParams({ currency, redirect }).toString(),
    });

  it('converts a 34,90 € product to the configured GBP figure, cached apart from the euro page', async () => {
    const euro = await get(productPath);
    expect(euro.status).toBe(200);
    expect(await euro.text()).toContain('€34.90');
    const euroAgain = await get(productPath);
    expect(euroAgain.headers.get('x-cache')).toBe('HIT');

    const chosen = await choose('GBP', productPath);
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get('location')).toBe(productPath);
    const cookie = chosen.headers
      .getSetCookie()
      .find((line) => line.startsWith(`${currencyCookieName}=GBP`));
    expect(cookie).toContain('HttpOnly');
    const gbpCookie = `${currencyCookieName}=GBP`;

    const pounds = await get(productPath, gbpCookie);
    expect(pounds.status).toBe(200);
    expect(pounds.headers.get('x-cache')).not.toBe('HIT');
    const html = await pounds.text();
    expect(html).toContain('£30.01');
    expect(html).not.toContain('€34.90');
    expect(html).toContain(
      'at 1 € = 0.86 GBP (rates of 20 November 2026), rounded to the nearest hundredth',
    );
    expect((await get(productPath, gbpCookie)).headers.get('x-cache')).toBe('HIT');
    // The euro page is still the euro page.
    expect(await (await get(productPath)).text()).toContain('€34.90');
    // Francs too, on the French site.
    const francs = await (
      await get(productPath.replace('/en/', '/'), `${currencyCookieName}=CHF`)
    ).text();
    expect(francs).toMatch(/32,81\s*CHF/);
  }, 90_000);

  it('says the cart charges in euros, and refuses bad choices without a 500', async () => {
    const sku = decodeURIComponent(productPath.split('/').pop()!);
    const added = await fetch(`${server.url}${productPath}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
      body: new URLSearchParams({ intent: 'add', sku, qty: '1' }).toString(),
    });
    const cartCookie = added.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    expect(cartCookie).not.toBe('');
    const cart = await (await get('/en/cart', `${cartCookie}; ${currencyCookieName}=GBP`)).text();
    expect(cart).toContain('your order is charged in euros (EUR)');
    const unknown = await choose('USD', '/en/');
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toBe('This currency is not offered: choose EUR, GBP or CHF.');
    expect((await choose('GBP', '/en/', 'https://evil.example')).status).toBe(403);
    const offsite = await choose('CHF', 'https://evil.example/');
    expect(offsite.headers.get('location')).toBe('/en/');
    const cleared = await choose('EUR', '//evil.example');
    expect(cleared.headers.get('location')).toBe('/en/');
    expect(cleared.headers.getSetCookie()[0]).toContain('Max-Age=0');
    // An unknown cookie value is the euro page.
    expect(await (await get(productPath, `${currencyCookieName}=XYZ`)).text()).toContain('€34.90');
  }, 90_000);

  it('sets the currency by the GraphQL mutation of spec §7, and refuses an unknown one, translated', async () => {
    const mutation = (path: string, code: string, cookie?: string) =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: server.url,
          ...(cookie ? { cookie } : {}),
        },
        body: JSON.stringify({
          query: 'mutation ($code: String!) { setCurrency(code: $code) { success errorMessage } }',
          variables: { code },
        }),
      });
    const chosen = await mutation('/en/graphql', 'gbp');
    expect((await chosen.json()).data.setCurrency).toEqual({ success: true, errorMessage: null });
    const cookie = chosen.headers
      .getSetCookie()
      .find((line) => line.startsWith(currencyCookieName));
    expect(cookie).toContain(`${currencyCookieName}=GBP`);
    const asked = await fetch(`${server.url}/en/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookie!.split(';')[0]! },
      body: JSON.stringify({ query: '{ displayCurrency }' }),
    });
    expect((await asked.json()).data.displayCurrency).toBe('GBP');
    for (const [path, message] of [
      ['/graphql', 'Cette devise n’est pas proposée'],
      ['/en/graphql', 'This currency is not offered'],
    ] as const) {
      const refused = await mutation(path, 'USD');
      expect((await refused.json()).data.setCurrency.errorMessage).toContain(message);
      expect(
        refused.headers.getSetCookie().some((line) => line.startsWith(currencyCookieName)),
      ).toBe(false);
    }
  }, 90_000);
});
