/**
 * The account screens over real HTTP, without JavaScript (issue 15): forms posted to their route actions,
 * the session cookie they set, the `/user` dashboard (personal: `no-store`, never in the HTML cache) while
 * anonymous pages stay cacheable, sign-out, the password request and reset pages.
 */
import { listOutbox } from '@truffe/commerce/orders';
import type { Store } from '@truffe/commerce/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { httpForms, type HttpForms } from '../test/httpForms';
import { startServer, type TestServer } from '../test/startServer';
import { openTestStore } from '../test/testStore';
import { sessionCookieName } from './customerSession';

describe('account pages over HTTP', () => {
  let store: Store;
  let server: TestServer;
  const email = `pages-${Date.now()}@example.com`;
  const password = 'trois chiens dans un pré';
  let session = '';

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
    response.headers.getSetCookie().find((line) => line.startsWith(`${sessionCookieName}=`)) ?? '';

  it('shows the sign-in and registration forms in both languages, never cached', async () => {
    for (const [path, heading] of [
      ['/login', 'Connexion'],
      ['/en/login', 'Sign in'],
      ['/register', 'Créer un compte'],
      ['/en/register', 'Create an account'],
      ['/account/password-request', 'Mot de passe oublié'],
      ['/en/account/password-reset?token=abc', 'Choose a new password'],
    ] as const) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toMatch(/no-store/);
      const html = await response.text();
      expect(html, path).toContain(`>${heading}</h1>`);
      expect(html, path).toMatch(/<form [^>]*method="post"/);
    }
  }, 60_000); // The first renders compile the screens (and the social buttons' query) on a busy machine.

  it('opens the standalone pages with the skip link to their main content, like every other page', async () => {
    for (const [path, text] of [
      ['/login', 'Aller au contenu'],
      ['/en/register', 'Skip to content'],
      ['/checkout', 'Aller au contenu'],
      ['/en/faq', 'Skip to content'],
    ] as const) {
      const html = await (await get(path)).text();
      expect(html, path).toMatch(new RegExp(`<a href="#main"[^>]*>${text}</a>`));
      expect(html, path).toContain('<main id="main"');
    }
  }, 60_000);

  it('sends a signed-out visitor of /user to /login with the way back', async () => {
    const response = await get('/user');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login?redirect=%2Fuser');
    const english = await get('/en/user');
    expect(english.headers.get('location')).toBe('/en/login?redirect=%2Fen%2Fuser');
  });

  it('registers without JavaScript: refused fields are shown, then the account is signed in', async () => {
    const withoutCgv = await postForm('/register', {
      firstname: 'Rex',
      lastname: 'Dupont',
      email,
      password,
    });
    expect(withoutCgv.status).toBe(422);
    const html = await withoutCgv.text();
    expect(html).toContain('Corrigez les champs signalés.');
    expect(html).toContain('Vous devez accepter les conditions générales de vente.');
    // What was typed comes back, never the password.
    expect(html).toContain(`value="${email}"`);
    expect(html).not.toContain(password);
    const shortPassword = await postForm('/register', {
      firstname: 'Rex',
      lastname: 'Dupont',
      email,
      password: 'court',
      acceptCgv: 'on',
    });
    expect(shortPassword.status).toBe(422);
    expect(await shortPassword.text()).toContain(
      'Le mot de passe doit comporter au moins 8 caractères.',
    );

    const registered = await postForm('/register', {
      firstname: 'Rex',
      lastname: 'Dupont',
      email,
      password,
      acceptCgv: 'on',
    });
    expect(registered.status).toBe(303);
    expect(registered.headers.get('location')).toBe('/user');
    const cookie = sessionOf(registered);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    session = cookie.split(';')[0]!;
  });

  it('answers /user no-store and outside the HTML cache, while / stays cacheable for visitors', async () => {
    const dashboard = await get('/user', session);
    expect(dashboard.status).toBe(200);
    expect(dashboard.headers.get('cache-control')).toBe('private, no-store, max-age=0');
    expect(dashboard.headers.get('x-cache')).toBe('BYPASS');
    expect(await dashboard.text()).toContain('Bonjour Rex\u202f!');

    await get('/');
    const anonymous = await get('/');
    expect(anonymous.headers.get('x-cache')).toBe('HIT');
    expect(anonymous.headers.get('cache-control')).toMatch(/public/);
    const signedIn = await get('/', session);
    expect(signedIn.headers.get('x-cache')).toBe('BYPASS');
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store, max-age=0');
  });

  it('refuses a wrong password without saying which field was wrong, then signs in to where it was going', async () => {
    const wrong = await postForm('/login', { email, password: 'pas le bon mot' });
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toContain('E-mail ou mot de passe incorrect.');
    expect(sessionOf(wrong)).toBe('');

    const signedIn = await postForm('/en/login', {
      email,
      password,
      remember: 'on',
      redirect: '/en/user',
    });
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get('location')).toBe('/en/user');
    const cookie = sessionOf(signedIn);
    expect(cookie).toMatch(/Max-Age=\d+/);
    const renewed = cookie.split(';')[0]!;
    expect(renewed).not.toBe(session);
    // An outside address is never a way back.
    const outside = await postForm('/login', { email, password, redirect: '//evil.example/' });
    expect(outside.headers.get('location')).toBe('/user');
    // Nor one a browser reads as another origin once it dropped a line break (this was a 500 after signing in).
    const broken = await postForm('/login', { email, password, redirect: '/\n/evil.example' });
    expect(broken.status).toBe(303);
    expect(broken.headers.get('location')).toBe('/user');
    session = sessionOf(outside).split(';')[0]!;
    expect(await (await get('/en/user', session)).text()).toContain('Hello Rex!');
  });

  it('sends a signed-in customer from the sign-in and registration pages to its account or its way back', async () => {
    for (const [path, location] of [
      ['/login', '/user'],
      ['/en/register', '/en/user'],
      ['/checkout/login', '/checkout'],
      ['/login?redirect=%2Fcheckout', '/checkout'],
      ['/login?redirect=%2F%2Fevil.example%2F', '/user'],
      // A browser drops tabs and line breaks from a URL: `/<tab>/evil.example` is `//evil.example` to it.
      ['/login?redirect=%2F%09%2Fevil.example', '/user'],
      ['/login?redirect=%2F%0A%2Fevil.example', '/user'],
      ['/login?redirect=%2F.%2F%2Fevil.example', '/user'],
      // A way back with a non-ASCII character is sent percent-encoded (it was a 500: no header holds `é`).
      ['/login?redirect=%2Fcaf%C3%A9%3Fq%3D%C3%A9t%C3%A9', '/caf%C3%A9?q=%C3%A9t%C3%A9'],
    ] as const) {
      const response = await get(path, session);
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location'), path).toBe(location);
    }
    expect((await get('/login')).status, 'a visitor signs in').toBe(200);
  });

  it('signs out on the server: the old cookie no longer opens /user', async () => {
    // A visit asks to confirm; a visitor has nothing to sign out of and is sent to sign in.
    expect((await get('/account/sign-out', session)).status).toBe(200);
    for (const [path, login] of [
      ['/account/sign-out', '/login'],
      ['/en/account/sign-out', '/en/login'],
    ] as const) {
      const visitor = await get(path);
      expect(visitor.status, path).toBe(302);
      expect(visitor.headers.get('location'), path).toBe(login);
    }
    const out = await postForm('/account/sign-out', {}, session);
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/login?notice=signedOut');
    expect(sessionOf(out)).toMatch(/Max-Age=0/);
    const after = await get('/user', session);
    expect(after.status).toBe(302);
    expect(after.headers.get('location')).toMatch(/^\/login\?redirect=/);
  });

  it('answers the password request the same for any address; the e-mailed link resets once', async () => {
    const known = await postForm('/account/password-request', { email });
    const unknown = await postForm('/account/password-request', {
      email: `nobody-${Date.now()}@example.com`,
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const message = (html: string) => /data-testid="account-message">([^<]*)</.exec(html)?.[1];
    const knownMessage = message(await known.text());
    expect(knownMessage).toMatch(/^Si un compte existe/);
    expect(message(await unknown.text())).toBe(knownMessage);

    const sent = (await listOutbox(store.db)).find(
      (mail) => mail.to === email && /password-reset\?token=/.test(mail.text),
    );
    const token = decodeURIComponent(/password-reset\?token=([\w%-]+)/.exec(sent?.text ?? '')![1]!);
    const newPassword = 'quatre chats sur un toit';
    const reset = await postForm(`/account/password-reset?token=${token}`, {
      token,
      password: newPassword,
    });
    expect(reset.status).toBe(303);
    expect(reset.headers.get('location')).toBe('/login?notice=passwordChanged');
    const again = await postForm('/account/password-reset', {
      token,
      password: 'encore autre chose',
    });
    expect(again.status).toBe(422);
    expect(await again.text()).toContain('Ce lien n’est plus valide');
    const signedIn = await postForm('/login', { email, password: newPassword });
    expect(signedIn.status).toBe(303);
  });
});
