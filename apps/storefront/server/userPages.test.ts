/**
 * The account area's pages over real HTTP, without JavaScript (issue 15 item 6): `/user/information`,
 * `/user/address-book` and `/user/newsletter` in both languages answer `no-store` and never come from the HTML
 * cache; a visitor is sent to sign in; each form posted form-encoded does its change (303 to the page with a
 * notice) or comes back 422 with the error beside its field, the typed values and nothing changed; another
 * customer's address is out of reach.
 */
import {
  customerDepsOf,
  findCustomerById,
  listAddresses,
  newsletterStatus,
  readSession,
} from '@truffe/commerce/customers';
import type { Store } from '@truffe/commerce/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { httpForms, type HttpForms } from '../test/httpForms';
import { startServer, type TestServer } from '../test/startServer';
import { openTestStore } from '../test/testStore';
import { sessionCookieName } from './customerSession';

const pages = [
  ['/user/information', 'Mes informations'],
  ['/en/user/information', 'My information'],
  ['/user/address-book', 'Carnet d’adresses'],
  ['/en/user/address-book', 'Address book'],
  ['/user/newsletter', 'Newsletter'],
  ['/en/user/newsletter', 'Newsletter'],
] as const;

describe('account area pages over HTTP', () => {
  let store: Store;
  let server: TestServer;
  const password = 'trois chiens dans un pré';

  beforeAll(async () => {
    store = await openTestStore();
    server = await startServer(
      // The first renders of the development server compile the screens.
      { NODE_ENV: 'development', HTML_CACHE_MB: '16', PAGE_RENDER_TIMEOUT_MS: '60000' },
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
  const sessionOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .find((line) => line.startsWith(`${sessionCookieName}=`))
      ?.split(';')[0] ?? '';
  const tokenOf = (cookie: string) => cookie.slice(sessionCookieName.length + 1);

  /** A new account, signed in by the registration form: its session cookie and customer id. */
  async function registered(name: string) {
    const email = `${name}-${Date.now()}@example.com`;
    const response = await postForm('/register', {
      firstname: 'Rex',
      lastname: name,
      email,
      password,
      acceptCgv: 'on',
    });
    expect(response.status).toBe(303);
    const cookie = sessionOf(response);
    const current = await readSession(customerDepsOf(store), tokenOf(cookie));
    return { email, cookie, id: current!.customer.id };
  }

  /** The input named `name` of a page, as its HTML tag. */
  const inputTag = (html: string, name: string) =>
    new RegExp(`<input[^>]*name="${name.replace('.', '\\.')}"[^>]*>`).exec(html)?.[0] ?? '';

  let alice: Awaited<ReturnType<typeof registered>>;

  it('sends a visitor of each page to sign in, with the way back', async () => {
    for (const [path] of pages) {
      const response = await get(path);
      expect(response.status, path).toBe(302);
      const login = path.startsWith('/en/') ? '/en/login' : '/login';
      expect(response.headers.get('location'), path).toBe(
        `${login}?redirect=${encodeURIComponent(path)}`,
      );
    }
  });

  it('answers every page of a signed-in customer no-store, never from the HTML cache', async () => {
    alice = await registered('alice');
    for (const [path, heading] of pages)
      for (let visit = 0; visit < 2; visit += 1) {
        const response = await get(path, alice.cookie);
        expect(response.status, path).toBe(200);
        expect(response.headers.get('cache-control'), path).toBe('private, no-store, max-age=0');
        expect(response.headers.get('x-cache'), path).not.toBe('HIT');
        expect(await response.text(), path).toContain(`>${heading}</h1>`);
      }
    // The layout's menu links only to pages that exist.
    const html = await (await get('/user', alice.cookie)).text();
    for (const path of [
      '/user/information',
      '/user/address-book',
      '/user/newsletter',
      '/user/returns',
      '/user/store-credit',
      '/user/wishlist',
      '/user/helpdesk',
    ])
      expect(html).toContain(`href="${path}`);
  }, 240_000);

  it('shows a signed-in customer the footer links block (spec §6), a visitor never', async () => {
    const carla = await registered('carla');
    for (const [path, link] of [
      ['/user/newsletter', 'href="/user/orders/"'],
      ['/en/contact', 'href="/en/user/orders/"'],
    ] as const) {
      const html = await (await get(path, carla.cookie)).text();
      const block =
        /<section[^>]*data-cms-block="footer-links-authenticated"[^>]*>[\s\S]*?<\/section>/.exec(
          html,
        );
      expect(block?.[0], path).toContain(link);
    }
    for (const path of ['/contact', '/en/']) {
      const html = await (await get(path)).text();
      expect(html, path).toContain('data-cms-block="footer-contact"');
      expect(html, path).not.toContain('footer-links-authenticated');
    }
  }, 120_000);

  it('shows the account blocks (spec §2): the left one beside every account page, the top one on the dashboard', async () => {
    const dora = await registered('dora');
    const section = (html: string, identifier: string) =>
      new RegExp(`<section[^>]*data-cms-block="${identifier}"[^>]*>[\\s\\S]*?</section>`).exec(
        html,
      )?.[0];
    const dashboard = await (await get('/user', dora.cookie)).text();
    expect(section(dashboard, 'account-top')).toContain('Bienvenue dans votre espace client');
    expect(section(dashboard, 'account-left')).toContain('href="/contact"');
    const english = await (await get('/en/user/information', dora.cookie)).text();
    expect(section(english, 'account-left')).toContain('href="/en/contact"');
    expect(english).not.toContain('data-cms-block="account-top"');
  }, 120_000);

  it('gives a visitor the terms of sale without the account menu or a sign-out button; a customer has both', async () => {
    for (const [path, heading] of [
      ['/user/cgv', 'Conditions générales de vente'],
      ['/en/user/conditions-achats', 'Purchase conditions'],
    ] as const) {
      const visitor = await get(path);
      expect(visitor.status, path).toBe(200);
      const html = await visitor.text();
      expect(html, path).toContain(`>${heading}</h1>`);
      expect(html, path).not.toMatch(/<form[^>]*action="(\/en)?\/account\/sign-out"/);
      expect(html, path).not.toContain('data-cms-block="account-left"');
    }
    const erin = await registered('erin');
    const html = await (await get('/user/cgv', erin.cookie)).text();
    expect(html).toMatch(/<form[^>]*action="\/account\/sign-out"/);
    expect(html).toContain('data-cms-block="account-left"');
  }, 120_000);

  it('changes the name without JavaScript; an empty name comes back beside its field', async () => {
    const empty = await postForm(
      '/user/information',
      { intent: 'name', firstname: ' ', lastname: 'Durand' },
      alice.cookie,
    );
    expect(empty.status).toBe(422);
    const html = await empty.text();
    expect(html).toContain('Ce champ est obligatoire.');
    expect(inputTag(html, 'firstname')).toContain('aria-invalid="true"');
    expect(inputTag(html, 'lastname')).toContain('value="Durand"');
    expect((await findCustomerById(store.db, alice.id))!.lastname).toBe('alice');

    const saved = await postForm(
      '/en/user/information',
      { intent: 'name', firstname: 'Léa', lastname: 'Durand' },
      alice.cookie,
    );
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/en/user/information?notice=nameSaved');
    const page = await (await get('/en/user/information?notice=nameSaved', alice.cookie)).text();
    expect(page).toContain('Your name is saved.');
    expect(inputTag(page, 'firstname')).toContain('value="Léa"');
  }, 120_000);

  it('refuses an e-mail change with a wrong password, changing nothing and never echoing it', async () => {
    const wrong = await postForm(
      '/user/information',
      { intent: 'email', email: 'nouvelle@example.com', password: 'pas le bon mot' },
      alice.cookie,
    );
    expect(wrong.status).toBe(422);
    const html = await wrong.text();
    expect(html).toContain('Le mot de passe actuel est incorrect.');
    expect(html).not.toContain('pas le bon mot');
    expect(inputTag(html, 'email')).toContain('value="nouvelle@example.com"');
    expect((await findCustomerById(store.db, alice.id))!.email).toBe(alice.email);
  }, 60_000);

  it('shows a refusal without the notice of the change before it (the form posts to the address with ?notice=)', async () => {
    const bruno = await registered('bruno');
    const wrong = await postForm(
      '/en/user/information?notice=nameSaved',
      {
        intent: 'password',
        currentPassword: 'pas le bon mot',
        newPassword: 'un mot de passe neuf',
      },
      bruno.cookie,
    );
    expect(wrong.status).toBe(422);
    const html = await wrong.text();
    expect(html).toContain('The current password is incorrect.');
    expect(html).not.toContain('Your name is saved.');
    expect(html).not.toContain('data-testid="user-notice"');
  }, 60_000);

  it('changes the password: the old session ends, this browser gets a new one on the redirect', async () => {
    const newPassword = 'quatre chats sur un toit';
    const changed = await postForm(
      '/user/information',
      { intent: 'password', currentPassword: password, newPassword },
      alice.cookie,
    );
    expect(changed.status).toBe(303);
    expect(changed.headers.get('location')).toBe('/user/information?notice=passwordChanged');
    const renewed = sessionOf(changed);
    expect(renewed).not.toBe('');
    expect(renewed).not.toBe(alice.cookie);
    expect((await get('/user/information', alice.cookie)).status).toBe(302);
    const page = await get('/user/information?notice=passwordChanged', renewed);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Votre mot de passe est changé.');
    alice = { ...alice, cookie: renewed };
  }, 120_000);

  it('adds, refuses, deletes after a confirmation step — all as plain form posts', async () => {
    const address = {
      intent: 'create',
      firstname: 'Léa',
      lastname: 'Durand',
      'street.0': '3 rue des Lilas',
      postcode: '75011',
      city: 'Paris',
      countryCode: 'FR',
    };
    const tooLong = await postForm(
      '/user/address-book',
      { ...address, 'street.0': 'x'.repeat(39) },
      alice.cookie,
    );
    expect(tooLong.status).toBe(422);
    const html = await tooLong.text();
    expect(html).toContain(
      'Cette ligne fait 39 caractères : 38 au plus tiennent sur l’étiquette du colis. Raccourcissez-la ou continuez sur la seconde ligne.',
    );
    expect(inputTag(html, 'street.0')).toContain('aria-invalid="true"');
    expect(inputTag(html, 'city')).toContain('value="Paris"');
    expect(await listAddresses(customerDepsOf(store), alice.id)).toEqual([]);

    const added = await postForm('/user/address-book', address, alice.cookie);
    expect(added.status).toBe(303);
    expect(added.headers.get('location')).toBe('/user/address-book?notice=addressAdded');
    const [saved] = await listAddresses(customerDepsOf(store), alice.id);
    expect(saved).toMatchObject({ city: 'Paris', isDefaultBilling: true, isDefaultShipping: true });
    const list = await (await get('/user/address-book', alice.cookie)).text();
    expect(list).toContain('3 rue des Lilas');
    expect(list).toContain('Adresse de livraison par défaut');
    // Its edit, delete and add links open views of this page: none of them says it is the current page.
    const viewLinks = list.match(/<a [^>]*href="\/user\/address-book\?[^"]*"[^>]*>/g) ?? [];
    expect(viewLinks.length).toBeGreaterThanOrEqual(3);
    for (const tag of viewLinks) expect(tag).not.toContain('aria-current="page"');
    const editForm = await (await get(`/user/address-book?edit=${saved!.id}`, alice.cookie)).text();
    const cancel = /<a [^>]*href="\/user\/address-book"[^>]*>Retour à mes adresses<\/a>/.exec(
      editForm,
    )?.[0];
    expect(cancel).toBeDefined();
    expect(cancel).not.toContain('aria-current');

    // Another customer posting Alice's address id gets "not found" and changes nothing.
    const bob = await registered('bob');
    const intrusion = await postForm(
      '/user/address-book',
      { intent: 'delete', id: String(saved!.id) },
      bob.cookie,
    );
    expect(intrusion.status).toBe(422);
    expect(await intrusion.text()).toContain(
      'Cette adresse est introuvable dans votre carnet d’adresses.',
    );
    const edit = await postForm(
      '/user/address-book',
      { ...address, intent: 'update', id: String(saved!.id), city: 'Lyon', postcode: '69001' },
      bob.cookie,
    );
    expect(edit.status).toBe(422);
    expect(await listAddresses(customerDepsOf(store), alice.id)).toEqual([saved]);
    expect(
      await (await get(`/user/address-book?edit=${saved!.id}`, bob.cookie)).text(),
    ).not.toContain('3 rue des Lilas');

    const confirmation = await get(`/en/user/address-book?delete=${saved!.id}`, alice.cookie);
    const step = await confirmation.text();
    expect(step).toContain('Delete this address?');
    expect(step).toMatch(/<form [^>]*method="post"/);
    const deleted = await postForm(
      '/en/user/address-book',
      { intent: 'delete', id: String(saved!.id) },
      alice.cookie,
    );
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get('location')).toBe('/en/user/address-book?notice=addressDeleted');
    expect(await listAddresses(customerDepsOf(store), alice.id)).toEqual([]);
  }, 180_000);

  it('subscribes and unsubscribes, storing the date and the wording the page showed', async () => {
    const before = await (await get('/en/user/newsletter', alice.cookie)).text();
    expect(before).toContain('You are not subscribed to the newsletter.');
    const wording = /id="newsletter-wording"[^>]*>([^<]+)</.exec(before)?.[1];
    expect(wording).toMatch(/Truffe newsletter/);

    const subscribed = await postForm('/en/user/newsletter', { intent: 'subscribe' }, alice.cookie);
    expect(subscribed.status).toBe(303);
    expect(subscribed.headers.get('location')).toBe('/en/user/newsletter?notice=subscribed');
    const status = await newsletterStatus(customerDepsOf(store), alice.id);
    expect(status).toMatchObject({ subscribed: true, source: 'account', wording });
    const after = await (await get('/en/user/newsletter', alice.cookie)).text();
    expect(after).toContain('You are subscribed to the newsletter since');
    expect(after).toContain('>Unsubscribe<');

    const unsubscribed = await postForm(
      '/user/newsletter',
      { intent: 'unsubscribe' },
      alice.cookie,
    );
    expect(unsubscribed.status).toBe(303);
    expect((await newsletterStatus(customerDepsOf(store), alice.id)).subscribed).toBe(false);
  }, 120_000);
});
