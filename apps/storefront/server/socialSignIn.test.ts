/**
 * Social sign-in over real HTTP against a REAL OpenID provider (oidc-provider on a local port; issue 15 item
 * 4, decision 0756): the server's routes start the flow (state kept in the browser), finish it at the
 * callback, set the same session cookie as a password sign-in, send a new identity to the CGV page and one
 * whose e-mail has an account to the password page; a bad state comes back to /login with a notice; no open
 * redirect. The buttons appear on /login and /register, in both languages.
 */
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

import { followAuthorization } from '@truffe/commerce/testing/oidcAuthorize';
import {
  startTestOpenIdProvider,
  type TestOpenIdProvider,
} from '@truffe/commerce/testing/oidcProvider';
import type { Store } from '@truffe/commerce/store';
import { orderableSimpleSkus } from '@truffe/commerce/testing/catalogueSamples';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openTestStore } from '../test/testStore';
import { createApp, type StorefrontApp } from './app';
import { sessionCookieName } from './customerSession';

/** A port nobody listens on now (the provider must know the shop's callback URL before it starts). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe('social sign-in over HTTP', () => {
  let store: Store;
  let op: TestOpenIdProvider;
  let shop: StorefrontApp;
  let listening: ReturnType<StorefrontApp['app']['listen']>;
  let url = '';

  beforeAll(async () => {
    store = await openTestStore();
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    op = await startTestOpenIdProvider({ redirectUris: [`${url}/login/social/test/callback`] });
    // In the process's environment: the GraphQL resolver that lists the buttons reads it, as in production.
    Object.assign(process.env, {
      OIDC_TEST_ISSUER: op.issuer,
      OIDC_TEST_CLIENT_ID: op.clientId,
      OIDC_TEST_CLIENT_SECRET: op.clientSecret,
    });
    shop = await createApp({
      hmr: false,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PUBLIC_URL: url,
        PAGE_RENDER_TIMEOUT_MS: '60000',
      },
      createContext: (locale, request) => store.createContext(locale, request),
      readiness: () => store.ping(),
      orders: store,
    });
    listening = await new Promise((resolve, reject) => {
      const server = shop.app.listen(port, '127.0.0.1', (error?: Error) =>
        error ? reject(error) : resolve(server),
      );
    });
  }, 180_000);

  afterAll(async () => {
    listening?.closeAllConnections();
    await new Promise<void>((resolve) =>
      listening ? listening.close(() => resolve()) : resolve(),
    );
    await shop?.close();
    await op?.close();
    await store?.close();
  });

  const get = (path: string, cookie = '') =>
    fetch(`${url}${path}`, { redirect: 'manual', headers: { cookie } });
  const postForm = (path: string, fields: Record<string, string>, cookie = '') =>
    fetch(`${url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: url, cookie },
      body: new URLSearchParams(fields).toString(),
    });
  const cookieOf = (response: Response, name: string) =>
    response.headers
      .getSetCookie()
      .find((line) => line.startsWith(`${name}=`))
      ?.split(';')[0] ?? '';
  const me = async (cookie: string) => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', cookie },
      body: JSON.stringify({ query: '{ me { email } }' }),
    });
    return ((await response.json()) as { data: { me: { email: string } | null } }).data.me;
  };

  let people = 0;
  const person = (email = `social-http-${Date.now()}-${(people += 1)}@example.fr`) => ({
    sub: `http-subject-${Date.now()}-${people}`,
    email,
    given_name: 'Lou',
    family_name: 'Martin',
  });

  /** Start (the button's link), the provider, and the callback in the same browser. */
  async function signInAtProvider(start: string) {
    const started = await get(start);
    expect(started.status).toBe(303);
    const state = cookieOf(started, 'truffe_oidc_state');
    expect(started.headers.getSetCookie().join('\n')).toMatch(
      /truffe_oidc_state=[^;]+; Path=\/; Max-Age=600; HttpOnly/,
    );
    const location = new URL(started.headers.get('location')!);
    expect(location.origin).toBe(op.issuer);
    const callback = await followAuthorization(location, `${url}/login/social/test/callback`);
    const answered = await get(`${callback.pathname}${callback.search}`, state);
    expect(answered.headers.get('cache-control')).toBe('no-store');
    return answered;
  }

  it('shows the configured provider’s button on /login and /register in both languages', async () => {
    for (const [path, text] of [
      ['/login', 'Continuer avec Test OpenID'],
      ['/register', 'Continuer avec Test OpenID'],
      ['/en/login', 'Continue with Test OpenID'],
    ] as const) {
      const html = await (await get(path)).text();
      expect(html, path).toContain(text);
      expect(html, path).toMatch(/href="\/(en\/)?login\/social\/test"/);
    }
    // Only ids and names reach the page, never a client id or secret.
    const html = await (await get('/login')).text();
    expect(html).not.toContain(op.clientSecret);
    expect(html).not.toContain(op.clientId);
  }, 120_000);

  it('creates an account after the CGV, signs it in with the session cookie, and goes back where it was', async () => {
    const someone = person();
    op.nextLogin(someone);
    const answered = await signInAtProvider('/login/social/test?redirect=%2Fcart');
    expect(answered.status).toBe(303);
    expect(answered.headers.get('location')).toBe('/login/social/terms');
    const pending = cookieOf(answered, 'truffe_oidc_pending');
    expect(pending).toMatch(/^truffe_oidc_pending=.{20,}/);
    expect(cookieOf(answered, sessionCookieName)).toBe('');

    const page = await get('/login/social/terms', pending);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toMatch(/no-store/);
    expect(await page.text()).toContain('>Créer votre compte</h1>');

    const withoutCgv = await postForm('/login/social/terms', {}, pending);
    expect(withoutCgv.headers.get('location')).toBe('/login/social/terms?error=cgv');
    expect(await me(pending)).toBeNull();

    const done = await postForm('/login/social/terms', { acceptCgv: 'on' }, pending);
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/cart');
    const sessionLine = done.headers
      .getSetCookie()
      .find((line) => line.startsWith(`${sessionCookieName}=`))!;
    expect(sessionLine).toMatch(/; HttpOnly/);
    expect(sessionLine).toMatch(/; SameSite=Lax/);
    const session = sessionLine.split(';')[0]!;
    expect(await me(session)).toEqual({ email: someone.email });

    // The same identity again: signed in at once, at /user (the way back must be a same-site path).
    op.nextLogin(someone);
    const again = await signInAtProvider('/en/login/social/test?redirect=%2F%2Fevil.example%2F');
    expect(again.headers.get('location')).toBe('/en/user');
    expect(await me(cookieOf(again, sessionCookieName))).toEqual({ email: someone.email });
  }, 60_000);

  it('links an identity to the account of its e-mail only after that account’s password', async () => {
    const email = `owner-http-${Date.now()}@example.fr`;
    const register = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      body: JSON.stringify({
        query: `mutation ($input: RegisterCustomerInput!) { registerCustomer(input: $input) { success } }`,
        variables: {
          input: {
            firstname: 'Noa',
            lastname: 'Petit',
            email,
            password: 'trois chiens dans un pré',
            acceptCgv: true,
          },
        },
      }),
    });
    expect(
      ((await register.json()) as { data: { registerCustomer: { success: boolean } } }).data,
    ).toEqual({
      registerCustomer: { success: true },
    });
    op.nextLogin(person(email));
    const answered = await signInAtProvider('/en/login/social/test');
    expect(answered.headers.get('location')).toBe('/en/login/social/link');
    const pending = cookieOf(answered, 'truffe_oidc_pending');

    const wrong = await postForm(
      '/en/login/social/link',
      { password: 'not the right one' },
      pending,
    );
    expect(wrong.headers.get('location')).toBe('/en/login/social/link?error=password');
    expect(cookieOf(wrong, sessionCookieName)).toBe('');
    const page = await (await get('/en/login/social/link?error=password', pending)).text();
    expect(page).toContain('Incorrect password, or too many attempts');
    // The refusal takes the focus, without JavaScript too, as the other account forms' do (decision 0928).
    expect(page).toMatch(
      /<p[^>]*role="alert"[^>]*tabindex="-1"[^>]*autofocus=""[^>]*>Incorrect password/i,
    );

    const crossSite = await fetch(`${url}/en/login/social/link`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
        cookie: pending,
      },
      body: 'password=trois+chiens+dans+un+pr%C3%A9',
    });
    expect(crossSite.status).toBe(403);

    const linked = await postForm(
      '/en/login/social/link',
      { password: 'trois chiens dans un pré' },
      pending,
    );
    expect(linked.headers.get('location')).toBe('/en/user');
    expect(await me(cookieOf(linked, sessionCookieName))).toEqual({ email });
  }, 60_000);

  it('leaves the body of the page forms to their actions (an add to cart posted without JavaScript)', async () => {
    // Its form parser once read every POST under the base URL, so page actions got an empty form.
    const [sku] = await orderableSimpleSkus(store, 1);
    const added = await postForm(`/en/product/${sku}`, { intent: 'add', sku: sku!, qty: '1' });
    expect(added.status).toBe(200);
    expect(cookieOf(added, 'truffe_cart')).toMatch(/^truffe_cart=[\w-]{20,}$/);
  }, 60_000);

  it('sends a bad or replayed state back to /login with a translated notice', async () => {
    op.nextLogin(person());
    const started = await get('/login/social/test');
    const state = cookieOf(started, 'truffe_oidc_state');
    const callback = await followAuthorization(
      new URL(started.headers.get('location')!),
      `${url}/login/social/test/callback`,
    );
    // Another browser (no state cookie) cannot finish it…
    const stolen = await get(`${callback.pathname}${callback.search}`);
    expect(stolen.headers.get('location')).toBe('/login?notice=socialExpired');
    // …and the state was spent by that attempt: the right browser cannot replay it either.
    const replayed = await get(`${callback.pathname}${callback.search}`, state);
    expect(replayed.headers.get('location')).toBe('/login?notice=socialExpired');
    const notice = await (await get('/login?notice=socialExpired')).text();
    expect(notice).toContain('Cette connexion a expiré ou a déjà servi\u202f: recommencez.');

    op.nextLogin('deny');
    const denied = await signInAtProvider('/en/login/social/test');
    expect(denied.headers.get('location')).toBe('/en/login?notice=socialDenied');
    expect(await (await get('/en/login?notice=socialDenied')).text()).toContain(
      'The sign-in was cancelled at the provider',
    );
  }, 60_000);
});
