/**
 * The wishlist over real HTTP, as a browser without JavaScript (issue 17 items 1–2): a visitor's heart goes to
 * the sign-in and comes back with the product added (the sign-in's own POST adds it); `/user/wishlist` in both
 * languages is `no-store`, its forms post and redirect or come back 422 with a translated message; a shared
 * wishlist is `no-store`, `noindex`, shows no personal data, adds to the VISITOR's cart, and is the 404 page
 * once revoked. Shared product pages keep one HTML for everyone: the heart in the server HTML is never "on".
 */
import { orderableSimpleSkus } from '@truffe/commerce/testing/catalogueSamples';
import type { Store } from '@truffe/commerce/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { cookieOf, httpForms, type HttpForms, registerByForm } from '../test/httpForms';
import { sql } from '../test/sqlText';
import { startServer, type TestServer } from '../test/startServer';
import { openTestStore } from '../test/testStore';
import { cartCookieName } from './cartSession';
import { sessionCookieName } from './customerSession';

describe('wishlist pages over HTTP', () => {
  let store: Store;
  let server: TestServer;
  let forms: HttpForms;
  let skus: string[];
  const password = 'trois chiens dans un pré';

  beforeAll(async () => {
    store = await openTestStore();
    server = await startServer(
      { NODE_ENV: 'development', HTML_CACHE_MB: '16', PAGE_RENDER_TIMEOUT_MS: '60000' },
      {
        createContext: (locale, request) => store.createContext(locale, request),
        orders: store,
      },
    );
    forms = httpForms(server.url);
    skus = await orderableSimpleSkus(store, 2);
  }, 240_000);
  afterAll(async () => {
    await server?.close();
    await store?.close();
  });

  async function rows<Row>(statement: string): Promise<Row[]> {
    return ((await store.db.execute(statement as never)) as unknown as { rows: Row[] }).rows;
  }

  const wishlistSkus = async (customerId: number) =>
    (
      await rows<{ sku: string }>(
        sql`SELECT p.sku FROM wishlist_item i JOIN wishlist w ON w.id = i.wishlist_id
          JOIN product p ON p.id = i.product_id WHERE w.customer_id = ${customerId} ORDER BY i.id`,
      )
    ).map((row) => row.sku);

  it('sends a visitor heart to the sign-in, which comes back with the product added', async () => {
    const account = await registerByForm(forms, store, 'Heart', password);
    const productPath = `/product/${encodeURIComponent(skus[0]!)}`;
    const heart = await forms.postForm('/user/wishlist', {
      intent: 'heart-add',
      sku: skus[0]!,
      return: productPath,
    });
    expect(heart.status).toBe(303);
    const login = new URL(heart.headers.get('location')!, server.url);
    expect(login.pathname).toBe('/login');
    const redirectTo = login.searchParams.get('redirect')!;
    expect(redirectTo).toContain(`/user/wishlist?add=${encodeURIComponent(skus[0]!)}`);
    expect(await wishlistSkus(account.id)).toEqual([]);

    // The sign-in form carries the return path; its POST signs in and adds the product.
    const signIn = await forms.postForm('/login', {
      email: account.email,
      password,
      redirect: redirectTo,
    });
    expect(signIn.status).toBe(303);
    expect(signIn.headers.get('location')).toBe(productPath);
    expect(await wishlistSkus(account.id)).toEqual([skus[0]]);
    // The development server compiles the first screens it renders.
  }, 90_000);

  it('toggles the heart of a signed-in customer: an addition shows the wishlist with its notice, a removal goes back', async () => {
    const { cookie, id } = await registerByForm(forms, store, 'Toggle', password);
    const back = '/en/search/croquettes';
    const add = await forms.postForm(
      '/en/user/wishlist',
      { intent: 'heart-add', sku: skus[1]!, return: back },
      cookie,
    );
    expect(add.status).toBe(303);
    // Without JavaScript the page's heart cannot turn "on": the wishlist says the product was added.
    expect(add.headers.get('location')).toBe('/en/user/wishlist?notice=added');
    const shown = await (await forms.get(add.headers.get('location')!, cookie)).text();
    expect(shown).toContain('data-testid="wishlist-notice"');
    expect(await wishlistSkus(id)).toEqual([skus[1]]);
    const remove = await forms.postForm(
      '/en/user/wishlist',
      { intent: 'heart-remove', sku: skus[1]!, return: 'https://evil.example/' },
      cookie,
    );
    // Never another origin: the site's home instead.
    expect(remove.headers.get('location')).toBe('/en/');
    expect(await wishlistSkus(id)).toEqual([]);
  });

  it('serves /user/wishlist personal in both languages, its forms without JavaScript', async () => {
    const { cookie, id } = await registerByForm(forms, store, 'Page', password);
    expect((await forms.get('/user/wishlist')).status).toBe(302);
    await forms.postForm('/user/wishlist', { intent: 'add', sku: skus[0]! }, cookie);
    for (const [path, title] of [
      ['/user/wishlist', 'Ma liste d’envies'],
      ['/en/user/wishlist', 'My wishlist'],
    ] as const) {
      const page = await forms.get(path, cookie);
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toContain('no-store');
      const html = await page.text();
      expect(html).toContain(title);
      expect(html).toContain('data-testid="wishlist-item"');
    }
    const [item] = await rows<{ id: number }>(
      sql`SELECT i.id FROM wishlist_item i JOIN wishlist w ON w.id = i.wishlist_id WHERE w.customer_id = ${id}`,
    );
    const bad = await forms.postForm(
      '/user/wishlist',
      { intent: 'update', itemId: String(item!.id), quantity: '0', comment: 'gardé' },
      cookie,
    );
    expect(bad.status).toBe(422);
    const badHtml = await bad.text();
    expect(badHtml).toContain('La quantité doit être un nombre entier entre 1 et 9999.');
    expect(badHtml).toContain('value="gardé"');
    // Posted from the address of an earlier change's notice: the refusal without that notice.
    const afterNotice = await forms.postForm(
      '/en/user/wishlist?notice=added',
      { intent: 'update', itemId: String(item!.id), quantity: '0', comment: 'gardé' },
      cookie,
    );
    expect(afterNotice.status).toBe(422);
    const afterNoticeHtml = await afterNotice.text();
    expect(afterNoticeHtml).toContain('The quantity must be a whole number between 1 and 9999.');
    expect(afterNoticeHtml).not.toContain('data-testid="wishlist-notice"');
    const good = await forms.postForm(
      '/user/wishlist',
      { intent: 'update', itemId: String(item!.id), quantity: '3', comment: 'Pour Rex' },
      cookie,
    );
    expect(good.status).toBe(303);
    expect(good.headers.get('location')).toBe('/user/wishlist?notice=saved');
    const [saved] = await rows<{ qty: number; comment: string }>(
      sql`SELECT qty, comment FROM wishlist_item WHERE id = ${item!.id}`,
    );
    expect(saved).toEqual({ qty: 3, comment: 'Pour Rex' });
  });

  it('shares read-only without personal data, adds to the visitor cart, and is 404 once revoked', async () => {
    const owner = await registerByForm(forms, store, 'Partage', password);
    await forms.postForm('/user/wishlist', { intent: 'add', sku: skus[0]! }, owner.cookie);
    await forms.postForm('/user/wishlist', { intent: 'add', sku: skus[1]! }, owner.cookie);
    const [line] = await rows<{ id: number }>(
      sql`SELECT i.id FROM wishlist_item i JOIN wishlist w ON w.id = i.wishlist_id
        WHERE w.customer_id = ${owner.id} ORDER BY i.id DESC LIMIT 1`,
    );
    await rows(sql`UPDATE wishlist_item SET comment = 'cadeau secret' WHERE id = ${line!.id}`);
    const share = await forms.postForm('/user/wishlist', { intent: 'share' }, owner.cookie);
    expect(share.headers.get('location')).toBe('/user/wishlist?notice=shared');
    const [wishlist] = await rows<{ shareCode: string }>(
      sql`SELECT share_code AS "shareCode" FROM wishlist WHERE customer_id = ${owner.id}`,
    );
    const code = wishlist!.shareCode;
    expect(await (await forms.get('/user/wishlist', owner.cookie)).text()).toContain(
      `/wishlist/share/${code}/`,
    );

    for (const path of [`/wishlist/share/${code}/`, `/en/wishlist/share/${code}/`]) {
      const page = await forms.get(path);
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toContain('no-store');
      const html = await page.text();
      expect(html).toMatch(/<meta name="robots" content="noindex/);
      expect(html).not.toContain(owner.email);
      expect(html).not.toContain('Partage');
      expect(html).not.toContain('cadeau secret');
      expect(html.match(/data-testid="wishlist-item"/g)).toHaveLength(2);
    }

    // A visitor adds one, then all: its own cart (a new cart cookie), never the owner's.
    const one = await forms.postForm(`/en/wishlist/share/${code}/add/${line!.id}`, {});
    expect(one.status).toBe(303);
    expect(one.headers.get('location')).toBe(`/en/wishlist/share/${code}/?added=1`);
    const cart = cookieOf(one, cartCookieName);
    expect(cart).not.toBe('');
    const all = await forms.postForm(`/en/wishlist/share/${code}/add/`, {}, cart);
    expect(all.headers.get('location')).toBe(`/en/wishlist/share/${code}/?added=2`);
    const [visitorCart] = await rows<{ qty: number }>(
      sql`SELECT coalesce(sum(l.qty), 0)::int AS qty FROM cart_line l JOIN cart c ON c.id = l.cart_id
        WHERE c.customer_id IS NULL AND c.id = (SELECT max(id) FROM cart)`,
    );
    expect(visitorCart!.qty).toBe(3);
    const [ownerCart] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM cart WHERE customer_id = ${owner.id}`,
    );
    expect(ownerCart!.n).toBe(0);

    await forms.postForm('/user/wishlist', { intent: 'revoke' }, owner.cookie);
    expect((await forms.get(`/wishlist/share/${code}/`)).status).toBe(404);
    expect((await forms.postForm(`/wishlist/share/${code}/add/`, {}, cart)).status).toBe(404);
    expect((await forms.get('/wishlist/share/not-a-code/')).status).toBe(404);
    // Titled as the 404 of an unknown address (the not-found content page's head): the shop's title.
    const titleOf = async (path: string) =>
      /<title>([^<]*)<\/title>/.exec(await (await forms.get(path)).text())?.[1];
    const unknownAddressTitle = await titleOf('/adresse-inconnue-de-la-boutique');
    expect(unknownAddressTitle).toMatch(/^Page introuvable - .+ — /);
    expect(await titleOf(`/wishlist/share/${code}/`)).toBe(unknownAddressTitle);
  });

  it('keeps the shared product page one HTML for everyone: the heart is a plain form, never "on"', async () => {
    const page = await forms.get(`/product/${encodeURIComponent(skus[0]!)}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toMatch(/public/);
    const html = await page.text();
    expect(html).toContain('data-testid="wishlist-heart"');
    expect(html).toContain('aria-pressed="false"');
    expect(html).not.toContain('aria-pressed="true"');
    expect(html).toMatch(/<form[^>]*action="\/user\/wishlist"/);
    expect(cookieOf(page, sessionCookieName)).toBe('');
  });

  it('takes "Notify me" without JavaScript: a refusal beside the field, then done, then the e-mail link unsubscribes', async () => {
    const [sku] = await orderableSimpleSkus(store, 5).then((found) => found.slice(4));
    await rows(
      sql`UPDATE stock_item SET qty = 0, is_in_stock = false, label = 'out_of_stock'
        WHERE product_id = (SELECT id FROM product WHERE sku = ${sku!})`,
    );
    const productPath = `/en/product/${encodeURIComponent(sku!)}`;
    const page = await forms.get(`${productPath}?alert=1`);
    const html = await page.text();
    expect(html).toContain('data-testid="stock-alert-form"');
    expect(html).toContain('Notify me');
    expect(
      await (await forms.get(`/product/${encodeURIComponent(sku!)}?alert=1`)).text(),
    ).toContain('Prévenez-moi');

    const bad = await forms.postForm('/en/stock-alert', {
      sku: sku!,
      email: 'not-an-address',
      back: productPath,
    });
    expect(bad.status).toBe(422);
    expect(bad.headers.get('cache-control')).toContain('no-store');
    const badHtml = await bad.text();
    expect(badHtml).toContain('Enter a valid e-mail address, for example name@example.com.');
    expect(badHtml).toContain('value="not-an-address"');

    const email = `alert-${Date.now()}@example.com`;
    const good = await forms.postForm('/en/stock-alert', { sku: sku!, email, back: productPath });
    expect(good.status).toBe(200);
    expect(await good.text()).toContain('you will get an e-mail when the product is back in stock');
    const [alert] = await rows<{ token: string }>(
      sql`SELECT unsubscribe_token AS token FROM stock_alert WHERE email = ${email}`,
    );
    const link = `/en/stock-alert/unsubscribe/${alert!.token}`;
    // Opening the link (a mail scanner does) changes nothing; the button does.
    expect((await forms.get(link)).status).toBe(200);
    const [waiting] = await rows<{ unsubscribedAt: string | null }>(
      sql`SELECT unsubscribed_at AS "unsubscribedAt" FROM stock_alert WHERE email = ${email}`,
    );
    expect(waiting!.unsubscribedAt).toBeNull();
    const unsubscribe = await forms.postForm(link, {});
    expect(unsubscribe.status).toBe(200);
    expect(await unsubscribe.text()).toContain('You are unsubscribed');
    const [ended] = await rows<{ unsubscribedAt: string | null }>(
      sql`SELECT unsubscribed_at AS "unsubscribedAt" FROM stock_alert WHERE email = ${email}`,
    );
    expect(ended!.unsubscribedAt).not.toBeNull();
    expect((await forms.postForm('/stock-alert/unsubscribe/nope', {})).status).toBe(422);
  });
});
