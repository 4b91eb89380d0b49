/**
 * The professional registration over real HTTP, without JavaScript (issue 15 item 3): `/register/pro` in both
 * languages (personal, `no-store`, the spec's register-pro CMS block), refused fields beside their fields with
 * the typed values back, a pending account signed in at public prices and told so on `/user`, its approval
 * through `approvePro` (`POST /__dev/approve-pro`, the approve-pro command's function in the server's process)
 * with its e-mail, then its product page excl. tax first at the professional group's price.
 */
import { listOutbox } from '@truffe/commerce/orders';
import type { Store } from '@truffe/commerce/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { httpForms, type HttpForms } from '../test/httpForms';
import { startServer, type TestServer } from '../test/startServer';
import { openTestStore } from '../test/testStore';
import { sessionCookieName } from './customerSession';

describe('professional registration over HTTP', () => {
  let store: Store;
  let server: TestServer;
  const email = `pro-pages-${Date.now()}@example.com`;
  const password = 'quatre chiots au toilettage';
  let session = '';

  beforeAll(async () => {
    store = await openTestStore();
    server = await startServer(
      // The first renders of the development server compile the screens.
      { NODE_ENV: 'development', PAGE_RENDER_TIMEOUT_MS: '60000' },
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

  /** The server answers as to a browser without JavaScript (test/httpForms.ts). */
  const get: HttpForms['get'] = (path, cookie) => httpForms(server.url).get(path, cookie);
  const postForm: HttpForms['postForm'] = (path, fields, cookie) =>
    httpForms(server.url).postForm(path, fields, cookie);
  const approve = (body: unknown, contentType = 'application/json') =>
    fetch(`${server.url}/__dev/approve-pro`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  /** GraphQL over HTTP as the page's client sends it (CSRF prevention header). */
  const graphql = async <Data>(query: string, cookie?: string) => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'apollo-require-preflight': 'true',
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify({ query }),
    });
    return { response, body: (await response.json()) as { data: Data } };
  };

  interface ListedProduct {
    sku: string;
    path: string;
    prices: { basis: string; finalPrice: { priceExclTax: { amount: number } } };
  }

  /**
   * A product of a listing whose professional price (read with the approved pro's session) is lower than the
   * public one: what the seed's group prices give (60 % of the simple products).
   */
  async function productWithGroupPrice(cookie: string) {
    const query = `{ search(text: "croquettes", query: "pageLength=64") { items { sku path
      prices { basis finalPrice { priceExclTax { amount } } } } } }`;
    const visitor = await graphql<{ search: { items: ListedProduct[] } }>(query);
    const pro = await graphql<{ search: { items: ListedProduct[] } }>(query, cookie);
    // An answer with a group's prices is never for a shared cache.
    expect(visitor.response.headers.get('cache-control')).toMatch(/public/);
    expect(pro.response.headers.get('cache-control')).toBe('no-store');
    const publicPrices = new Map(
      visitor.body.data.search.items.map((item) => [item.sku, item.prices.finalPrice]),
    );
    const found = pro.body.data.search.items.find(
      (item) =>
        item.prices.basis === 'exclTax' &&
        item.prices.finalPrice.priceExclTax.amount <
          (publicPrices.get(item.sku)?.priceExclTax.amount ?? 0),
    );
    if (!found) throw new Error('No listed product with a professional price');
    return {
      path: found.path,
      price: publicPrices.get(found.sku)!.priceExclTax.amount,
      groupPrice: found.prices.finalPrice.priceExclTax.amount,
    };
  }

  const fields = {
    company: 'Pension du Grand Pré',
    siret: '443 061 841 00047',
    vatNumber: 'FR 64 443061841',
    activity: 'boarding',
    phone: '02 41 00 00 00',
    'address.street.0': '8 chemin du Grand Pré',
    'address.street.1': '',
    'address.postcode': '49100',
    'address.city': 'Angers',
    'address.countryCode': 'FR',
    firstname: 'Louise',
    lastname: 'Martin',
    email,
    password,
    acceptCgv: 'on',
  };

  it('shows the form in both languages with the register-pro block, never cached, linked from /register', async () => {
    for (const [path, heading, block] of [
      ['/register/pro', 'Créer un compte professionnel', 'ouvrez un compte professionnel'],
      ['/en/register/pro', 'Create a professional account', 'open a professional account'],
    ] as const) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toMatch(/no-store/);
      expect(response.headers.get('x-cache') ?? 'BYPASS', path).not.toBe('HIT');
      const html = await response.text();
      expect(html, path).toContain(`>${heading}</h1>`);
      expect(html, path).toContain('data-cms-block="register-pro"');
      expect(html, path).toContain(block);
      expect(html, path).toMatch(/<form [^>]*method="post"/);
      for (const name of ['siret', 'vatNumber', 'activity', 'address.street.0', 'acceptCgv'])
        expect(html, `${path} ${name}`).toContain(`name="${name}"`);
    }
    expect(await (await get('/register')).text()).toContain('href="/register/pro"');
    expect(await (await get('/en/register')).text()).toContain('href="/en/register/pro"');
    // Where the login-pro-link block (/login?pro=1) and the FAQ send professionals.
    expect(await (await get('/login?pro=1')).text()).toContain('href="/register/pro"');
    expect(await (await get('/en/login')).text()).toContain('href="/en/register/pro"');
  });

  it('shows refused fields beside their fields, keeps the typed values, and creates nothing', async () => {
    // A new account would queue its welcome e-mail.
    const before = (await listOutbox(store.db, 1000)).length;
    const refused = await postForm('/register/pro', {
      ...fields,
      siret: '443 061 841 00048',
      'address.street.0': 'x'.repeat(39),
    });
    expect(refused.status).toBe(422);
    expect(refused.headers.get('cache-control')).toMatch(/no-store/);
    const html = await refused.text();
    expect(html).toContain('Corrigez les champs signalés.');
    expect(html).toContain('Ce numéro SIRET n’est pas valide (14 chiffres).');
    expect(html).toContain(
      'Cette ligne fait 39 caractères : 38 au plus tiennent sur l’étiquette du colis. Raccourcissez-la ou continuez sur la seconde ligne.',
    );
    // The error is wired to its field (aria-describedby of the SIRET input names the error's id).
    const siretInput = /<input[^>]*name="siret"[^>]*>/.exec(html)?.[0] ?? '';
    expect(siretInput).toContain('aria-invalid="true"');
    expect(html).toContain('value="Pension du Grand Pré"');
    expect(html).not.toContain(password);
    const english = await postForm('/en/register/pro', { ...fields, activity: 'kennel' });
    expect(english.status).toBe(422);
    expect(await english.text()).toContain('Choose your line of business.');
    expect((await listOutbox(store.db, 1000)).length).toBe(before);
    const signIn = await postForm('/login', { email, password });
    expect(signIn.status).toBe(422);
  });

  it('registers a pending pro and signs it in; /user says its pro prices come once approved', async () => {
    const registered = await postForm('/register/pro', fields);
    expect(registered.status).toBe(303);
    expect(registered.headers.get('location')).toBe('/user');
    const cookie =
      registered.headers.getSetCookie().find((line) => line.startsWith(`${sessionCookieName}=`)) ??
      '';
    expect(cookie).toMatch(/; HttpOnly/);
    session = cookie.split(';')[0]!;
    const dashboard = await get('/user', session);
    expect(dashboard.status).toBe(200);
    expect(dashboard.headers.get('cache-control')).toMatch(/no-store/);
    const html = await dashboard.text();
    expect(html).toContain('data-pro-status="pending"');
    expect(html).toContain('Compte professionnel en cours de validation');
    expect(html).toContain('Pension du Grand Pré');
    // Signed in, the professional registration (which would create another account) sends it to its dashboard.
    for (const [path, dashboardPath] of [
      ['/register/pro', '/user'],
      ['/en/register/pro', '/en/user'],
    ] as const) {
      const again = await get(path, session);
      expect(again.status, path).toBe(302);
      expect(again.headers.get('location'), path).toBe(dashboardPath);
    }
  });

  it('approves through approvePro in the server (JSON only) with its e-mail; the pro then reads excl. tax prices', async () => {
    expect((await approve(`email=${email}`, 'application/x-www-form-urlencoded')).status).toBe(415);
    expect((await approve({ email: 'nobody@example.com' })).status).toBe(404);
    const approved = await approve({ email });
    expect(approved.status).toBe(200);
    expect(await approved.json()).toEqual({
      approved: email,
      group: 'professional',
      proStatus: 'approved',
    });
    const messages = await listOutbox(store.db, 50);
    expect(
      messages.some(
        (message) =>
          message.to === email &&
          message.subject === 'Votre compte professionnel Truffe est validé',
      ),
    ).toBe(true);

    const dashboard = await (await get('/en/user', session)).text();
    expect(dashboard).toContain('data-pro-status="approved"');
    expect(dashboard).toContain('>Professional account</h2>');

    const product = await productWithGroupPrice(session);
    const euros = (cents: number) =>
      new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);
    const visitorPage = await (await get(product.path)).text();
    expect(visitorPage).toContain(euros(Math.round(product.price * 1.2)));
    expect(visitorPage).not.toContain(euros(product.groupPrice));
    const proPage = await get(product.path, session);
    expect(proPage.headers.get('cache-control')).toMatch(/no-store/);
    const proHtml = await proPage.text();
    // Excl. tax first at the group's price, the figure incl. tax beside.
    const block = /data-testid="product-price"[\s\S]*?<\/div>/.exec(proHtml)?.[0] ?? '';
    expect(block).toContain(euros(product.groupPrice));
    expect(block).toContain('HT');
    expect(block).toContain(euros(Math.round(product.groupPrice * 1.2)));
    expect(block.indexOf(euros(product.groupPrice))).toBeLessThan(block.indexOf('TTC'));
  });
});
