/**
 * The GraphQL response cache (issue 21 item 1, decision 0893) over real HTTP, against the real store: page
 * loaders and `/graphql` reuse a visitor's catalogue answer; a purge of the page's content tags (what a price
 * or stock change sends) is seen at once; a signed-in professional gets its own prices, never the visitors'
 * cached answer, and a visitor never gets the professional's; currencies keep their own pages.
 */
import { createStaff, updateContent } from '@truffe/commerce/admin';
import { approvePro, customerDepsOf, registerPro } from '@truffe/commerce/customers';
import type { Store } from '@truffe/commerce/store';
import { proPricedProduct } from '@truffe/commerce/testing/catalogueSamples';
import { persistedOperation } from '@truffe/commerce/testing/persistedOperation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { parseRouterData } from '../src/render/hydrationData';
import { sql } from '../test/sqlText';
import { startServer, type TestServer } from '../test/startServer';
import { openTestStore } from '../test/testStore';

const adminToken = 'response-cache-test-token';
const password = 'le chat du voisin';
/** A fresh render each time (the bench server's switch): the HTML cache must not hide the GraphQL cache. */
const uncached = { 'cache-control': 'no-cache' };

interface ProductAnswer {
  product: { sku: string; prices: { finalPrice: { priceExclTax: { amount: number } } } } | null;
}

describe('GraphQL response cache (real HTTP, real store)', () => {
  let store: Store;
  let server: TestServer;
  let sample: { sku: string; price: number; proPrice: number };

  beforeAll(async () => {
    store = await openTestStore();
    server = await startServer(
      {
        NODE_ENV: 'development',
        HTML_CACHE_MB: '16',
        HTML_CACHE_CLIENT_NO_CACHE: '1',
        ADMIN_TOKEN: adminToken,
      },
      {
        createContext: (locale, request) => store.createContext(locale, request),
        readiness: () => store.ping(),
        orders: store,
      },
    );
    sample = await proPricedProduct(store);
  }, 240_000);
  afterAll(async () => {
    await server?.close();
    await store?.close();
  });

  /** The product's final price excl. tax in the page's router data (what the page shows and hydrates). */
  async function pagePrice(headers: Record<string, string> = {}) {
    const response = await fetch(`${server.url}/product/${encodeURIComponent(sample.sku)}`, {
      headers: { ...uncached, ...headers },
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    const block = /<script type="application\/json" id="router-data">(.*?)<\/script>/s.exec(html);
    const data = parseRouterData(block![1]!) as unknown as {
      loaderData: Record<string, { product?: ProductAnswer['product'] }>;
    };
    const product = Object.values(data.loaderData).find((route) => route?.product)?.product;
    return {
      amount: product!.prices.finalPrice.priceExclTax.amount,
      tags: response.headers.get('cache-tag') ?? '',
      html,
    };
  }

  async function productQuery(cookie = '') {
    const { text } = persistedOperation('ProductPageQuery');
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', cookie },
      body: JSON.stringify({ query: text, variables: { sku: sample.sku } }),
    });
    const body = (await response.json()) as { data?: ProductAnswer; errors?: unknown };
    expect(body.errors).toBeUndefined();
    return { response, amount: body.data!.product!.prices.finalPrice.priceExclTax.amount };
  }

  const setPrice = (cents: number) =>
    store.db.execute(sql`UPDATE product SET price = ${cents} WHERE sku = ${sample.sku}` as never);

  it('reuses a catalogue answer until a purge of its content tags, then shows the change at once', async () => {
    const first = await pagePrice();
    expect(first.amount).toBe(sample.price);
    // The hit gives the page the same tags as the render that filled the cache.
    expect(first.tags).not.toBe('');
    // A change written without a purge: the cached answer is still the one served (and /graphql shares it).
    await setPrice(sample.price + 100);
    const cached = await pagePrice();
    expect(cached.amount).toBe(sample.price);
    const tagSet = (tags: string) =>
      tags
        .split(/[\s,]+/)
        .filter(Boolean)
        .sort();
    expect(tagSet(cached.tags)).toEqual(tagSet(first.tags));
    const hit = await productQuery();
    expect(hit.amount).toBe(sample.price);
    // The purge a price or stock change sends (the page's Cache-Tag), here through the operator endpoint.
    const purge = await fetch(`${server.url}/admin/cache/purge`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ tags: first.tags.split(/[\s,]+/).filter(Boolean) }),
    });
    expect(purge.status).toBe(200);
    expect((await pagePrice()).amount).toBe(sample.price + 100);
    await fetch(`${server.url}/admin/cache/purge`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ tags: first.tags.split(/[\s,]+/).filter(Boolean) }),
    });
    const miss = await productQuery();
    expect(miss.amount).toBe(sample.price + 100);
    // A hit on /graphql answers the same Cache-Tag and Cache-Control as an execution (Varnish purges it).
    for (const header of ['cache-tag', 'cache-control']) {
      expect(tagSet(hit.response.headers.get(header) ?? ''), header).toEqual(
        tagSet(miss.response.headers.get(header) ?? ''),
      );
    }
    expect(tagSet(hit.response.headers.get('cache-tag') ?? '')).not.toEqual([]);
    await setPrice(sample.price);
    await fetch(`${server.url}/admin/cache/purge`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ tags: first.tags.split(/[\s,]+/).filter(Boolean) }),
    });
    expect((await pagePrice()).amount).toBe(sample.price);
  }, 120_000);

  it('reuses the header menu pictures (MenuFeaturedQuery, asked on every page) until their tags are purged', async () => {
    const { text } = persistedOperation('MenuFeaturedQuery');
    const menuPictures = async () => {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
        body: JSON.stringify({ query: text, variables: {} }),
      });
      const body = (await response.json()) as {
        data?: { categoryMenu: { products: { items: { sku: string; name: string }[] } }[] };
        errors?: unknown;
      };
      expect(body.errors).toBeUndefined();
      const first = body.data!.categoryMenu.find((entry) => entry.products.items.length > 0)!;
      return { item: first.products.items[0]!, tags: response.headers.get('cache-tag') ?? '' };
    };
    const before = await menuPictures();
    const rename = (name: string) =>
      store.db.execute(
        sql`UPDATE product_locale SET name = ${name}
          WHERE locale = 'fr-FR' AND product_id = (SELECT id FROM product WHERE sku = ${before.item.sku})` as never,
      );
    await rename(`${before.item.name} (nouveau)`);
    try {
      expect((await menuPictures()).item.name, 'the cached answer').toBe(before.item.name);
      const purge = await fetch(`${server.url}/admin/cache/purge`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
        body: JSON.stringify({ tags: before.tags.split(/[\s,]+/).filter(Boolean) }),
      });
      expect(purge.status).toBe(200);
      expect((await menuPictures()).item.name).toBe(`${before.item.name} (nouveau)`);
    } finally {
      await rename(before.item.name);
    }
  }, 60_000);

  it('gives a signed-in professional its prices and a visitor the public ones, whichever came first', async () => {
    // The visitor's answer is cached first.
    expect((await productQuery()).amount).toBe(sample.price);
    const email = `pro-cache-${Date.now()}@example.com`;
    const deps = customerDepsOf(store);
    await registerPro(deps, {
      email,
      password,
      firstname: 'Jeanne',
      lastname: 'Toiletteuse',
      acceptCgv: true,
      company: 'Toilettage du Port',
      siret: '443 061 841 00047',
      vatNumber: 'FR 64 443061841',
      activity: 'groomer',
      phone: '+33 2 41 00 00 00',
      address: { street: ['2 quai du Port'], postcode: '44000', city: 'Nantes', countryCode: 'FR' },
    });
    await approvePro(deps, email);
    const signIn = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      body: JSON.stringify({
        query: `mutation ($email: String!, $password: String!) {
          signIn(email: $email, password: $password, remember: false) { success }
        }`,
        variables: { email, password },
      }),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const forPro = await productQuery(cookie);
    expect(forPro.amount).toBe(sample.proPrice);
    expect(forPro.response.headers.get('cache-control')).toBe('no-store');
    expect((await pagePrice({ cookie })).amount).toBe(sample.proPrice);
    // And the visitor still gets the public price after the professional.
    expect((await productQuery()).amount).toBe(sample.price);
    expect((await pagePrice()).amount).toBe(sample.price);
  }, 60_000);

  it('shows a footer block saved in the back office on the next page at once (FooterBlocksQuery is kept)', async () => {
    const home = async () => {
      const response = await fetch(`${server.url}/`, { headers: uncached });
      expect(response.status).toBe(200);
      return response.text();
    };
    const { staff } = await createStaff(
      store.db,
      {
        email: 'cms.response-cache@staff.example.fr',
        name: 'Éditrice',
        role: 'catalogEditor',
        password: 'un mot de passe du personnel',
      },
      { staffId: null, actor: 'command:test' },
    );
    const editor = { store, staff, locale: 'fr-FR' as const };
    const save = (title: string) =>
      updateContent(editor, 'block', 'footer-contact', {
        texts: { 'fr-FR': { title, content: '<p>Écrivez-nous.</p>', isActive: true } },
      });
    await save('Écrivez à la meute');
    expect(await home()).toContain('Écrivez à la meute');
    // Kept: the same answer again (the response cache, and the block rows' own cache).
    expect(await home()).toContain('Écrivez à la meute');
    await save('Écrivez à toute la meute');
    const after = await home();
    expect(after).toContain('Écrivez à toute la meute');
    expect(after).not.toContain('Écrivez à la meute');
  }, 60_000);

  it('keeps each display currency its own page', async () => {
    const euros = await pagePrice();
    const pounds = await pagePrice({ cookie: 'truffe_currency=GBP' });
    // The page's display currency (its config) and the prices it converts follow the visitor's choice.
    const currency = /"displayCurrency":(null|\{"code":"(\w+)")/;
    expect(currency.exec(euros.html)?.[2]).toBeUndefined();
    expect(currency.exec(pounds.html)?.[2]).toBe('GBP');
    expect(currency.exec((await pagePrice()).html)?.[2]).toBeUndefined();
    expect(pounds.amount).toBe(euros.amount);
  });
});
