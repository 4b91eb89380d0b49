/**
 * Downloadable products over real HTTP (issue 16 item 7; decision 0762): the product page's sample link and its
 * file; `/user/downloadable-products` in both languages (private, no-store; a visitor sent to sign in); the signed
 * address of a purchase streams the file to its owner only — another customer, a visitor, an expired or altered
 * address get the 404 page —, each download is counted, and past the limit the owner is told so in the address's
 * language, a concurrent pair at the last download giving one file and one refusal. The order is inserted as a
 * paid row (this suite is about serving, not placing); its purchases come from the commerce module itself.
 */
import {
  activateDownloads,
  createDownloadPurchases,
  signDownloadToken,
} from '@truffe/commerce/downloads';
import { customerDepsOf, readSession } from '@truffe/commerce/customers';
import type { Store } from '@truffe/commerce/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sql } from '../test/sqlText';
import { startServer, type TestServer } from '../test/startServer';
import { openTestStore } from '../test/testStore';
import { sessionCookieName } from './customerSession';

const secret = 'downloads-test-secret-0123456789abcdef';

describe('downloadable products over HTTP', () => {
  let store: Store;
  let server: TestServer;
  const password = 'trois chiens dans un pré';

  beforeAll(async () => {
    store = await openTestStore();
    server = await startServer(
      {
        NODE_ENV: 'development',
        HTML_CACHE_MB: '16',
        PAGE_RENDER_TIMEOUT_MS: '60000',
        DOWNLOAD_URL_SECRET: secret,
      },
      {
        createContext: (locale, request) => store.createContext(locale, request),
        orders: store,
      },
    );
  });
  afterAll(async () => {
    await server?.close();
    await store?.close();
  });

  const get = (path: string, cookie?: string) =>
    fetch(`${server.url}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  const rows = async <Row>(statement: string) =>
    ((await store.db.execute(statement)) as unknown as { rows: Row[] }).rows;

  async function registered(name: string) {
    const email = `${name}-${Date.now()}@example.com`;
    const response = await fetch(`${server.url}/register`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
      body: new URLSearchParams({
        firstname: 'Rex',
        lastname: name,
        email,
        password,
        acceptCgv: 'on',
      }).toString(),
    });
    expect(response.status).toBe(303);
    const cookie =
      response.headers
        .getSetCookie()
        .find((line) => line.startsWith(`${sessionCookieName}=`))
        ?.split(';')[0] ?? '';
    const current = await readSession(
      customerDepsOf(store),
      cookie.slice(sessionCookieName.length + 1),
    );
    return { email, cookie, id: current!.customer.id };
  }

  /** A paid order of one guide for `customerId`, with its purchase written and switched on as the shop does. */
  async function paidGuideOrder(customerId: number, email: string) {
    const [guide] = await rows<{ id: number; sku: string; name: string; price: number }>(
      sql`SELECT p.id, p.sku, pl.name, p.price FROM product p
        JOIN product_locale pl ON pl.product_id = p.id AND pl.locale = 'fr-FR'
        WHERE p.type = 'downloadable' AND p.is_active ORDER BY p.id LIMIT 1`,
    );
    const address = {
      firstname: 'Rex',
      lastname: 'Martin',
      company: null,
      street: ['3 rue des Lilas'],
      postcode: '75011',
      city: 'Paris',
      countryCode: 'FR',
      telephone: null,
    };
    const incl = Math.round(guide!.price * 1.2);
    const [order] = await rows<{ id: number; number: string }>(
      sql`INSERT INTO sales_order (session_token_hash, idempotency_key, cart_fingerprint, status, locale,
          customer_id, email, addresses, shipping_method_code, shipping_method_title, payment_method_code,
          payment_method_title, subtotal_excl_tax, subtotal_incl_tax, shipping_incl_tax, grand_total_excl_tax,
          grand_total, stock_demand)
        VALUES (${`hash-dl-${customerId}-${Date.now()}`}, 'key', 'fingerprint', 'PROCESSING', 'fr-FR',
          ${customerId}, ${email}, ${JSON.stringify({ shipping: address, billing: address })}::jsonb,
          'colissimo_home', 'Colissimo à domicile', 'test_card', 'Carte bancaire', ${guide!.price}, ${incl}, 0,
          ${guide!.price}, ${incl}, '[]'::jsonb)
        RETURNING id, number`,
    );
    await store.db.execute(
      sql`INSERT INTO sales_order_line (order_id, product_id, sku, name, qty, unit_price_excl_tax,
          unit_price_incl_tax, row_total_excl_tax, row_total_incl_tax)
        VALUES (${order!.id}, ${guide!.id}, ${guide!.sku}, ${guide!.name}, 1, ${guide!.price}, ${incl},
          ${guide!.price}, ${incl})`,
    );
    expect(await createDownloadPurchases(store.db, order!.id)).toBe(1);
    await activateDownloads(store.db, order!.id);
    const [purchase] = await rows<{ id: number; linkId: number; max: number }>(
      sql`SELECT dp.id, dp.link_id AS "linkId", dp.max_downloads AS max FROM download_purchase dp
        JOIN sales_order_line l ON l.id = dp.order_line_id WHERE l.order_id = ${order!.id}`,
    );
    return { number: order!.number, guide: guide!, purchase: purchase! };
  }

  /** The download address the page shows (the only place the signed address appears). */
  const downloadHref = (html: string) =>
    /href="(\/(?:en\/)?downloads\/file\/[\w-]+)"/.exec(html)?.[1];

  let alice: Awaited<ReturnType<typeof registered>>;
  let bob: Awaited<ReturnType<typeof registered>>;
  let bought: Awaited<ReturnType<typeof paidGuideOrder>>;

  it('serves the product page sample as a file, and 404 for an unknown link', async () => {
    const [link] = await rows<{ id: number; sku: string }>(
      sql`SELECT dl.id, p.sku FROM downloadable_link dl JOIN product p ON p.id = dl.product_id
        WHERE dl.sample_url IS NOT NULL AND p.is_active ORDER BY dl.id LIMIT 1`,
    );
    const page = await fetch(`${server.url}/product/${link!.sku}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`href="/downloads/sample/${link!.id}"`);

    const sample = await get(`/downloads/sample/${link!.id}`);
    expect(sample.status).toBe(200);
    expect(sample.headers.get('content-type')).toBe('application/pdf');
    expect(sample.headers.get('content-disposition')).toMatch(
      /^attachment; filename="[\w-]+\.pdf"$/,
    );
    expect(
      Buffer.from(await sample.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    for (const unknown of ['999999', 'abc'])
      expect((await get(`/downloads/sample/${unknown}`)).status).toBe(404);
  }, 240_000);

  it('lists the purchases on a private page in both languages, a visitor sent to sign in', async () => {
    const visitor = await get('/user/downloadable-products');
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('location')).toBe(
      `/login?redirect=${encodeURIComponent('/user/downloadable-products')}`,
    );
    bob = await registered('bob');
    const empty = await get('/en/user/downloadable-products', bob.cookie);
    expect(empty.status).toBe(200);
    expect(await empty.text()).toContain('You have not bought any downloadable product yet.');

    alice = await registered('alice');
    bought = await paidGuideOrder(alice.id, alice.email);
    for (const [path, heading] of [
      ['/user/downloadable-products', 'Mes produits téléchargeables'],
      ['/en/user/downloadable-products', 'My downloadable products'],
    ] as const)
      for (let visit = 0; visit < 2; visit += 1) {
        const response = await get(path, alice.cookie);
        expect(response.status, path).toBe(200);
        expect(response.headers.get('cache-control'), path).toMatch(/^private, no-store/);
        expect(response.headers.get('x-cache'), path).not.toBe('HIT');
        const html = await response.text();
        expect(html, path).toContain(`>${heading}</h1>`);
        expect(html, path).toContain(`/user/orders/${bought.number}/"`);
        expect(downloadHref(html), path).toMatch(
          path.startsWith('/en/') ? /^\/en\/downloads\/file\// : /^\/downloads\/file\//,
        );
        expect(html).not.toContain(secret);
      }
    const french = await (await get('/user/downloadable-products', alice.cookie)).text();
    expect(french).toContain(`0 sur ${bought.purchase.max}`);
    expect(french).toContain('Disponible');
    // The menu leads to it.
    expect(french).toContain('href="/user/downloadable-products"');
  }, 240_000);

  it('streams the file to its owner only; expired or altered addresses are the 404 page', async () => {
    const href = downloadHref(
      await (await get('/user/downloadable-products', alice.cookie)).text(),
    )!;
    const file = await get(href, alice.cookie);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="[\w-]+\.pdf"$/);
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const [counted] = await rows<{ used: number }>(
      sql`SELECT downloads_used AS used FROM download_purchase WHERE id = ${bought.purchase.id}`,
    );
    expect(counted!.used).toBe(1);

    // A HEAD probe spends nothing.
    const probe = await fetch(`${server.url}${href}`, {
      method: 'HEAD',
      headers: { cookie: alice.cookie },
    });
    expect(probe.status).not.toBe(200);
    // Bob, a visitor: the same 404 as for nothing at all.
    expect((await get(href, bob.cookie)).status).toBe(404);
    expect((await get(href)).status).toBe(404);
    // Expired (made 16 minutes ago), altered signature, altered purchase id.
    const old = signDownloadToken(secret, bought.purchase.id, alice.id, Date.now() - 16 * 60_000);
    expect((await get(`/downloads/file/${old.token}`, alice.cookie)).status).toBe(404);
    const token = href.split('/').pop()!;
    const altered = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect((await get(`/downloads/file/${altered}`, alice.cookie)).status).toBe(404);
    const [, rest] = /^\d+(-.*)$/.exec(token)!;
    expect(
      (await get(`/downloads/file/${bought.purchase.id + 1}${rest}`, alice.cookie)).status,
    ).toBe(404);
    // Bob's own valid signature for Alice's purchase gives nothing either.
    const forBob = signDownloadToken(secret, bought.purchase.id, bob.id);
    expect((await get(`/downloads/file/${forBob.token}`, bob.cookie)).status).toBe(404);
    const [unchanged] = await rows<{ used: number }>(
      sql`SELECT downloads_used AS used FROM download_purchase WHERE id = ${bought.purchase.id}`,
    );
    expect(unchanged!.used).toBe(1);
  }, 240_000);

  it('counts to the limit: a concurrent pair at the last download gives one file and one refusal, translated', async () => {
    await store.db.execute(
      sql`UPDATE download_purchase SET downloads_used = max_downloads - 1 WHERE id = ${bought.purchase.id}`,
    );
    const { token } = signDownloadToken(secret, bought.purchase.id, alice.id);
    const pair = await Promise.all([
      get(`/downloads/file/${token}`, alice.cookie),
      get(`/downloads/file/${token}`, alice.cookie),
    ]);
    expect(pair.map((response) => response.status).sort()).toEqual([200, 410]);
    const refused = pair.find((response) => response.status === 410)!;
    expect(refused.headers.get('cache-control')).toBe('private, no-store');
    expect(await refused.text()).toContain('Limite de téléchargements atteinte');
    await Promise.all(
      pair.filter((response) => response.status === 200).map((r) => r.arrayBuffer()),
    );

    const english = await get(`/en/downloads/file/${token}`, alice.cookie);
    expect(english.status).toBe(410);
    const text = await english.text();
    expect(text).toContain('Download limit reached');
    expect(text).toContain(`You have already used the ${bought.purchase.max} downloads`);
    expect(text).toContain('href="/en/user/downloadable-products"');

    const [spent] = await rows<{ used: number }>(
      sql`SELECT downloads_used AS used FROM download_purchase WHERE id = ${bought.purchase.id}`,
    );
    expect(spent!.used).toBe(bought.purchase.max);
    const page = await (await get('/user/downloadable-products', alice.cookie)).text();
    expect(page).toContain('Limite de téléchargements atteinte');
    expect(downloadHref(page)).toBeUndefined();
  }, 240_000);
});
