/**
 * The anonymous HTML cache (decision 0851) over real HTTP, against the real store: hits, coalescing,
 * stale-while-revalidate, purge by Cache-Tag, and above all that nothing personal is shared — visitors with
 * different cookies, personal routes, responses that set a cookie, editors.
 */
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { type Store } from '@truffe/commerce/store';
import { orderableSimpleSkus } from '@truffe/commerce/testing/catalogueSamples';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startServer, type TestServer } from '../test/startServer';
import { openTestStore } from '../test/testStore';
import { httpForms, registerByForm } from '../test/httpForms';
import { cartCookieName } from './cartSession';
import { sessionCookieName } from './customerSession';
import { queueSetCookie } from './editor/editorSession';

const adminToken = 'cache-test-admin-token';
const editorToken = 'cache-test-editor-token';

/** The body with its CSP nonce taken out (the one part that differs per response). */
function withoutNonce(html: string, nonce: string): string {
  return html.split(nonce).join('NONCE');
}

function nonceOf(response: Response): string {
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
  if (!nonce) throw new Error('no nonce in the CSP header');
  return nonce;
}

/** A request with its path sent exactly as given (fetch would resolve dot segments first). */
function rawRequest(
  base: string,
  path: string,
  method = 'GET',
  headers: Record<string, string> = {},
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('anonymous HTML cache (real HTTP, real store)', () => {
  let store: Store;
  let server: TestServer;
  let now = Date.now();
  beforeAll(async () => {
    store = await openTestStore();
    server = await startServer(
      {
        NODE_ENV: 'development',
        HTML_CACHE_MB: '16',
        ADMIN_TOKEN: adminToken,
        EDITOR_TOKEN: editorToken,
      },
      {
        createContext: (locale, request) => {
          // A render that sets a cookie (as a route could): such a page must never be stored.
          if (request && new URL(request.url).searchParams.has('set-cookie'))
            queueSetCookie(request, 'truffe_test=1; Path=/');
          return store.createContext(locale, request);
        },
        readiness: () => store.ping(),
        orders: store,
        pageCacheClock: () => now,
      },
    );
  }, 240_000);
  afterAll(async () => {
    await server?.close();
    await store?.close();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { headers, redirect: 'manual' });

  it('renders once, then serves the same page with a fresh nonce per response (MISS, HIT)', async () => {
    const first = await get('/?first=1');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache')).toBe('MISS');
    const firstHtml = await first.text();
    const second = await get('/?first=1');
    expect(second.headers.get('x-cache')).toBe('HIT');
    const secondHtml = await second.text();
    const [a, b] = [nonceOf(first), nonceOf(second)];
    expect(a).not.toBe(b);
    expect(firstHtml).toContain(`nonce="${a}"`);
    expect(secondHtml).toContain(`nonce="${b}"`);
    expect(secondHtml).not.toContain(a);
    expect(withoutNonce(secondHtml, b)).toBe(withoutNonce(firstHtml, a));
    expect(second.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    // A client's reload headers cannot force a render past the cache (issue 20 item 8).
    for (const headers of [{ 'cache-control': 'no-cache' }, { pragma: 'no-cache' }] as Record<
      string,
      string
    >[]) {
      const reload = await get('/?first=1', headers);
      expect(reload.headers.get('x-cache')).toBe('HIT');
      await reload.text();
    }
  });

  it('answers a hit with the platform headers, its exact length, and a HEAD with headers only', async () => {
    await (await get('/?hit-headers=1')).text();
    const hit = await rawRequest(server.url, '/?hit-headers=1');
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(Number(hit.headers['content-length'])).toBe(hit.body.byteLength);
    expect(hit.headers['x-content-type-options']).toBe('nosniff');
    expect(hit.headers['x-request-id']).toMatch(/\S/);
    expect(hit.headers['vary']).toMatch(/Accept-Encoding/);
    const nonce = /'nonce-([^']+)'/.exec(String(hit.headers['content-security-policy']))?.[1];
    expect(hit.body.toString()).toContain(`nonce="${nonce}"`);
    const head = await rawRequest(server.url, '/?hit-headers=1', 'HEAD');
    expect(head.headers['x-cache']).toBe('HIT');
    expect(head.headers['content-security-policy']).toMatch(/'nonce-/);
    expect(head.body.byteLength).toBe(0);
  });

  it('answers a hit for a gzip client with the page compressed once, its own nonce in the gaps', async () => {
    const identity = await rawRequest(server.url, '/?gzip-hit=1');
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const hits = [
      await rawRequest(server.url, '/?gzip-hit=1', 'GET', browser),
      await rawRequest(server.url, '/?gzip-hit=1', 'GET', browser),
    ];
    const nonces = hits.map(
      (hit) => /'nonce-([^']+)'/.exec(String(hit.headers['content-security-policy']))?.[1] ?? '',
    );
    expect(nonces[0]).not.toBe(nonces[1]);
    const identityNonce = /'nonce-([^']+)'/.exec(
      String(identity.headers['content-security-policy']),
    )?.[1];
    const page = withoutNonce(identity.body.toString(), identityNonce ?? '');
    expect(page.split('NONCE').length).toBeGreaterThan(2);
    hits.forEach((hit, index) => {
      expect(hit.headers['x-cache']).toBe('HIT');
      expect(hit.headers['content-encoding']).toBe('gzip');
      expect(hit.headers['vary']).toMatch(/Accept-Encoding/);
      expect(Number(hit.headers['content-length'])).toBe(hit.body.byteLength);
      // Decoded strictly (gunzip checks the trailer's CRC-32 and length): the stored page, this response's
      // nonce in every place of the render's.
      const html = gunzipSync(hit.body).toString();
      expect(html).toContain(`nonce="${nonces[index]}"`);
      expect(withoutNonce(html, nonces[index]!)).toBe(page);
      expect(hit.body.byteLength).toBeLessThan(identity.body.byteLength / 2);
    });
    // A client that refuses gzip still gets brotli, compressed for its response.
    const brOnly = await rawRequest(server.url, '/?gzip-hit=1', 'GET', {
      'accept-encoding': 'br, gzip;q=0',
    });
    expect(brOnly.headers['x-cache']).toBe('HIT');
    expect(brOnly.headers['content-encoding']).toBe('br');
    const brNonce = /'nonce-([^']+)'/.exec(String(brOnly.headers['content-security-policy']))?.[1];
    expect(withoutNonce(brotliDecompressSync(brOnly.body).toString(), brNonce ?? '')).toBe(page);
  });

  it('renders a campaign link as the page without its campaign parameters, and keeps one page for both', async () => {
    const campaign = await get('/?utm_source=news&campaign=1&gclid=abc&UTM_Medium=mail');
    expect(campaign.status).toBe(200);
    expect(campaign.headers.get('x-cache')).toBe('MISS');
    const campaignHtml = await campaign.text();
    // No link of the page carries the campaign; the other parameters stay (the language switch keeps them).
    expect(campaignHtml).not.toMatch(/utm_|gclid/i);
    expect(campaignHtml).toContain('/en/?campaign=1');
    const plain = await get('/?campaign=1');
    expect(plain.headers.get('x-cache')).toBe('HIT');
    expect(withoutNonce(await plain.text(), nonceOf(plain))).toBe(
      withoutNonce(campaignHtml, nonceOf(campaign)),
    );
    // A campaign link to an address that redirects lands with its campaign.
    const moved = await get('/en/home?utm_source=news&page=2');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/en/?page=2&utm_source=news');
  });

  it('keys on the path as sent: a dot segment cannot store its render as another page', async () => {
    // The render of `/x/../` is that of its own path (not found); stored under `/`'s key, every
    // shopper would get it for the home page.
    const dotted = await rawRequest(server.url, '/x/../?dot=1');
    expect(dotted.headers['x-cache']).not.toBe('HIT');
    const home = await get('/?dot=1');
    expect(home.headers.get('x-cache')).toBe('MISS');
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<html lang="fr-FR"');
  });

  it('renders concurrent misses of one page once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => get('/?coalesced=1', { 'accept-encoding': 'identity' })),
    );
    const states = responses.map((response) => response.headers.get('x-cache'));
    expect(states.filter((state) => state === 'MISS')).toHaveLength(1);
    expect(states.filter((state) => state === 'HIT')).toHaveLength(5);
    const bodies = await Promise.all(
      responses.map(async (response) => withoutNonce(await response.text(), nonceOf(response))),
    );
    expect(new Set(bodies).size).toBe(1);
  });

  it('keys on the sorted query and the site, not on the order of parameters or the device', async () => {
    expect((await get('/?b=2&a=1')).headers.get('x-cache')).toBe('MISS');
    expect((await get('/?a=1&b=2')).headers.get('x-cache')).toBe('HIT');
    // The render does not depend on the device (decision 0102): a desktop shares the phone's page.
    const desktop = await get('/?a=1&b=2', {
      'sec-ch-viewport-width': '1400',
      'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)',
    });
    expect(desktop.headers.get('x-cache')).toBe('HIT');
    expect((await get('/en/?a=1&b=2')).headers.get('x-cache')).toBe('MISS');
  });

  it('never gives one visitor the HTML of another with different cookies', async () => {
    // Visitor A has a cart and a consent choice; visitor B has neither.
    const added = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      body: JSON.stringify({
        query: `mutation { addProductsToCart(lines: [{ sku: "CRQ-001", quantity: 1 }, { sku: "CRQ-002", quantity: 1 }, { sku: "CRQ-003", quantity: 1 }]) { cart { totalQuantity } } }`,
      }),
    });
    const cartCookie = (added.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect(cartCookie).toMatch(new RegExp(`^${cartCookieName}=`));
    const token = cartCookie.split('=')[1]!;
    const visitorA = {
      cookie: `${cartCookie}; truffe_consent=analytics:1|reviews:1|performance:1`,
    };

    // A shared page: A renders it, B gets the stored copy, and nothing of A is in it.
    const forA = await get('/?visitors=1', visitorA);
    expect(forA.headers.get('x-cache')).toBe('MISS');
    expect(forA.headers.get('set-cookie')).toBeNull();
    const forB = await get('/?visitors=1');
    expect(forB.headers.get('x-cache')).toBe('HIT');
    const htmlB = await forB.text();
    expect(htmlB).not.toContain(token);
    expect(htmlB).not.toContain('analytics:1');

    // The cart page is personal: rendered for each visitor with their own cart, never stored or shared.
    for (let round = 0; round < 2; round += 1) {
      const cartA = await get('/cart', visitorA);
      expect(cartA.headers.get('x-cache')).not.toBe('HIT');
      expect(cartA.headers.get('cache-control')).toContain('no-store');
      const cartB = await get('/cart');
      expect(cartB.headers.get('x-cache')).not.toBe('HIT');
      expect(cartB.headers.get('cache-control')).toContain('no-store');
      const [htmlA, htmlCartB] = [await cartA.text(), await cartB.text()];
      expect(htmlA).not.toBe(htmlCartB);
      expect(htmlCartB).not.toContain(token);
    }
  });

  it("renders shoppers' carts side by side: none waits for another shopper's render", async () => {
    const cartOf = async (sku: string) => {
      const added = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
        body: JSON.stringify({
          query: `mutation { addProductsToCart(lines: [{ sku: "${sku}", quantity: 1 }]) { cart { totalQuantity } } }`,
        }),
      });
      return (added.headers.get('set-cookie') ?? '').split(';')[0]!;
    };
    const skus = await orderableSimpleSkus(store, 3);
    const cookies = await Promise.all(skus.map(cartOf));
    for (const cookie of cookies) expect(cookie).toMatch(new RegExp(`^${cartCookieName}=`));
    // A URL no request has rendered yet: nothing stored, no memory that it cannot be stored.
    const responses = await Promise.all(
      cookies.map((cookie) => get('/cart?side-by-side=1', { cookie })),
    );
    for (const response of responses) {
      expect(response.status).toBe(200);
      expect(response.headers.get('x-cache')).not.toBe('HIT');
      expect(response.headers.get('server-timing') ?? '').not.toContain('cache-wait');
    }
    const pages = await Promise.all(responses.map((response) => response.text()));
    pages.forEach((html, index) => {
      expect(html, `cart ${index} shows its own product`).toContain(skus[index]!);
    });
  });

  it('never stores a response that sets a cookie', async () => {
    for (let round = 0; round < 3; round += 1) {
      const response = await get('/?set-cookie=1');
      expect(response.headers.get('set-cookie')).toContain('truffe_test=1');
      expect(response.headers.get('x-cache')).not.toBe('HIT');
      await response.text();
    }
  });

  it('lets editors and signed-in customers bypass the cache, and nobody who only claims to be one', async () => {
    await (await get('/?editor=1')).text();
    expect((await get('/?editor=1')).headers.get('x-cache')).toBe('HIT');
    // Invented credentials get the shared page: they cannot force a render (issue 20 item 8).
    for (const headers of [
      { 'x-editor-token': 'anything' },
      { cookie: 'truffe_editor=anything' },
      { authorization: 'Bearer someone' },
      { cookie: `${sessionCookieName}=${'x'.repeat(43)}` },
    ] as Record<string, string>[]) {
      const response = await get('/?editor=1', headers);
      expect(response.headers.get('x-cache'), JSON.stringify(headers)).toBe('HIT');
      await response.text();
    }
    const editor = await get('/?editor=1', { 'x-editor-token': editorToken });
    expect(editor.headers.get('x-cache')).toBe('BYPASS');
    await editor.text();
    const cookieEditor = await get('/?editor=1', { cookie: `truffe_editor=${editorToken}` });
    expect(cookieEditor.headers.get('x-cache')).toBe('BYPASS');
    await cookieEditor.text();
    const { cookie } = await registerByForm(httpForms(server.url), store, 'cache');
    const customer = await get('/?editor=1', { cookie });
    expect(customer.headers.get('x-cache')).toBe('BYPASS');
    await customer.text();
  });

  it('serves a stale page while one background render refreshes it', async () => {
    const first = await get('/?stale=1');
    expect(first.headers.get('x-cache')).toBe('MISS');
    await first.text();
    const lifetime = /s-maxage=(\d+)/.exec(first.headers.get('cache-control') ?? '')?.[1];
    expect(Number(lifetime)).toBeGreaterThan(0);
    now += (Number(lifetime) + 1) * 1000;
    const stale = await get('/?stale=1');
    expect(stale.headers.get('x-cache')).toBe('STALE');
    expect(Number(stale.headers.get('age'))).toBeGreaterThan(Number(lifetime));
    await stale.text();
    // The background render replaces the entry: soon a fresh hit with a small age.
    let refreshed: Response | undefined;
    for (let attempt = 0; attempt < 50; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const response = await get('/?stale=1');
      if (response.headers.get('x-cache') === 'HIT') {
        refreshed = response;
        break;
      }
      expect(response.headers.get('x-cache')).toBe('STALE');
    }
    expect(refreshed?.headers.get('age')).toBe('0');
  });

  it('purges pages by Cache-Tag from the admin endpoint', async () => {
    const page = await get('/?purge=1');
    const tags = (page.headers.get('cache-tag') ?? '').split(',').filter(Boolean);
    expect(tags.length).toBeGreaterThan(0);
    expect((await get('/?purge=1')).headers.get('x-cache')).toBe('HIT');
    const purge = (body: unknown, token = adminToken) =>
      fetch(`${server.url}/admin/cache/purge`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
    expect((await purge({ tags: [tags[0]] }, 'wrong')).status).toBe(401);
    expect((await purge({ tags: ['not a tag!'] })).status).toBe(400);
    const purged = await purge({ tags: [tags[0]] });
    expect(purged.status).toBe(200);
    expect(((await purged.json()) as { purged: number }).purged).toBeGreaterThanOrEqual(1);
    expect((await get('/?purge=1')).headers.get('x-cache')).toBe('MISS');
  });

  it('says a shared page varies by cookie (the display currency), and a personal page does not', async () => {
    const shared = await get('/en/?vary=1');
    expect(shared.headers.get('cache-control')).toMatch(/^public/);
    expect(shared.headers.get('vary')).toMatch(/(^|,\s*)Cookie(\s*,|$)/);
    const euro = await shared.text();
    const pounds = await get('/en/?vary=1', { Cookie: 'truffe_currency=GBP' });
    expect(pounds.headers.get('vary')).toMatch(/(^|,\s*)Cookie(\s*,|$)/);
    expect(await pounds.text()).not.toBe(euro);
    const personal = await get('/en/cart');
    expect(personal.headers.get('cache-control')).toMatch(/no-store/);
    expect(personal.headers.get('vary') ?? '').not.toMatch(/Cookie/);
  });

  it('compresses pages with brotli for clients that accept it', async () => {
    const response = await fetch(`${server.url}/?first=1`, {
      headers: { 'accept-encoding': 'br' },
    });
    // fetch decodes transparently; read the coding it saw and compare with an identity response.
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/);
    const raw = await import('node:http').then(
      ({ get: httpGet }) =>
        new Promise<Buffer>((resolve, reject) => {
          httpGet(`${server.url}/?first=1`, { headers: { 'accept-encoding': 'br' } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve(Buffer.concat(chunks)));
          }).on('error', reject);
        }),
    );
    const html = brotliDecompressSync(raw).toString();
    expect(html).toContain('<html lang="fr-FR"');
    expect(html).toContain('</html>');
  });
});
