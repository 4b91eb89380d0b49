/**
 * Customer sessions over real HTTP (issue 15; decisions 0750, 0854): the cookie the server sets at sign-in
 * (HttpOnly, SameSite=Lax, a new session each time), `me`, sign-out ending the session on the server, the
 * password reset answering the same for any e-mail, and the pages of a signed-in customer never cached.
 */
import { listOutbox } from '@truffe/commerce/orders';
import type { Store } from '@truffe/commerce/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startServer, type TestServer } from '../test/startServer';
import { openTestStore } from '../test/testStore';
import { customerSessionOf, sessionCookieName } from './customerSession';
import { takeQueuedCookies } from './editor/editorSession';
import { isPersonalViewer, readViewer } from './viewer';

const meQuery = `query { me { id email firstname } }`;
const signInMutation = `mutation ($email: String!, $password: String!, $remember: Boolean!) {
  signIn(email: $email, password: $password, remember: $remember) { success errorMessage customer { id } }
}`;
const registerMutation = `mutation ($input: RegisterCustomerInput!) {
  registerCustomer(input: $input) { success errorMessage message fieldErrors { field message } }
}`;
const signOutMutation = `mutation { signOut { success } }`;
const requestResetMutation = `mutation ($email: String!) {
  requestPasswordReset(email: $email) { success message }
}`;
const resetMutation = `mutation ($token: String!, $password: String!) {
  resetPassword(token: $token, password: $password) { success errorMessage fieldErrors { field message } }
}`;

interface Answer {
  response: Response;
  data: Record<string, Record<string, unknown> | null>;
}

async function post(
  server: TestServer,
  query: string,
  variables = {},
  cookie?: string,
  path = '/graphql',
): Promise<Answer> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'apollo-require-preflight': 'true',
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Answer['data']; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return { response, data: body.data ?? {} };
}

/** The `name=value` of a cookie the response sets, and its whole `Set-Cookie` line. */
function setCookie(response: Response, name: string) {
  const line = response.headers.getSetCookie().find((value) => value.startsWith(`${name}=`));
  return { line, pair: line?.split(';')[0] };
}

describe('the session cookie', () => {
  const token = 'a'.repeat(43);
  const issued = (url: string, production: boolean, remember: boolean) => {
    const request = new Request(url);
    customerSessionOf(request, production, undefined).issue(token, {
      remember,
      expiresAt: new Date(Date.now() + 90 * 86_400_000),
    });
    return takeQueuedCookies(request);
  };

  it('is Secure in production or over HTTPS, and has a Max-Age only with "stay signed in"', () => {
    const [production, hint] = issued('http://shop.test/graphql', true, false);
    expect(production).toBe(
      `${sessionCookieName}=${token}; Path=/; HttpOnly; SameSite=Lax; Secure`,
    );
    expect(hint).toBe('truffe_signed_in=1; Path=/; SameSite=Lax; Secure');
    expect(issued('https://shop.test/graphql', false, false)[0]).toMatch(/; Secure$/);
    const [remembered, rememberedHint] = issued('http://localhost/graphql', false, true);
    expect(remembered).toMatch(
      /^truffe_session=a+; Max-Age=(\d+); Path=\/; HttpOnly; SameSite=Lax$/,
    );
    expect(Number(/Max-Age=(\d+)/.exec(remembered!)?.[1])).toBeGreaterThan(89 * 86_400);
    expect(rememberedHint).toMatch(/^truffe_signed_in=1; Path=\/; Max-Age=\d+; SameSite=Lax$/);
  });

  it('is cleared with its hint', () => {
    const request = new Request('http://localhost/graphql', {
      headers: { cookie: `${sessionCookieName}=${token}` },
    });
    const session = customerSessionOf(request, false, '203.0.113.7');
    expect(session.token).toBe(token);
    expect(session.clientAddress).toBe('203.0.113.7');
    session.clear();
    expect(takeQueuedCookies(request)).toEqual([
      `${sessionCookieName}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax`,
      'truffe_signed_in=; Path=/; Max-Age=0; SameSite=Lax',
    ]);
  });

  it('makes the viewer personal when well-formed, whatever else the request carries', () => {
    const viewer = (cookie: string) =>
      isPersonalViewer(readViewer(new Headers({ cookie }), undefined));
    expect(viewer(`truffe_cart=${token}; ${sessionCookieName}=${token}`)).toBe(true);
    expect(viewer(`${sessionCookieName}=short`)).toBe(false);
    expect(viewer(`${sessionCookieName}=${token}<script>`)).toBe(false);
    // The hint alone proves nothing: the page stays shareable.
    expect(viewer('truffe_signed_in=1')).toBe(false);
  });
});

describe('customer sessions over HTTP', () => {
  let store: Store;
  let server: TestServer;
  const email = `session-${Date.now()}@example.com`;
  const password = 'un chien qui aboie';

  beforeAll(async () => {
    store = await openTestStore();
    server = await startServer(
      { NODE_ENV: 'development', HTML_CACHE_MB: '16' },
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

  it('registers, signs in with an HttpOnly SameSite=Lax cookie, and signs out on the server', async () => {
    const refused = await post(server, registerMutation, {
      input: { firstname: 'Rex', lastname: 'Dupont', email, password, acceptCgv: false },
    });
    expect(refused.data.registerCustomer).toMatchObject({ success: false });
    expect(refused.data.registerCustomer?.fieldErrors).toEqual([
      { field: 'acceptCgv', message: 'Vous devez accepter les conditions générales de vente.' },
    ]);

    const registered = await post(server, registerMutation, {
      input: { firstname: 'Rex', lastname: 'Dupont', email, password, acceptCgv: true },
    });
    expect(registered.data.registerCustomer).toMatchObject({ success: true });
    // Registration does not sign in.
    expect(setCookie(registered.response, sessionCookieName).line).toBeUndefined();

    const wrong = await post(server, signInMutation, {
      email,
      password: 'pas le bon mot',
      remember: false,
    });
    expect(wrong.data.signIn).toMatchObject({
      success: false,
      errorMessage: 'E-mail ou mot de passe incorrect.',
    });
    const unknown = await post(server, signInMutation, {
      email: `nobody-${Date.now()}@example.com`,
      password: 'pas le bon mot',
      remember: false,
    });
    expect(unknown.data.signIn).toEqual(wrong.data.signIn);

    const first = await post(server, signInMutation, { email, password, remember: false });
    expect(first.data.signIn).toMatchObject({ success: true });
    const cookie = setCookie(first.response, sessionCookieName);
    expect(cookie.line).toMatch(/; HttpOnly/);
    expect(cookie.line).toMatch(/; SameSite=Lax/);
    // Without "stay signed in" the cookie ends with the browser.
    expect(cookie.line).not.toMatch(/Max-Age/);
    expect(setCookie(first.response, 'truffe_signed_in').line).toMatch(/^truffe_signed_in=1;/);
    expect(setCookie(first.response, 'truffe_signed_in').line).not.toMatch(/HttpOnly/);

    const me = await post(server, meQuery, {}, cookie.pair);
    expect(me.data.me).toMatchObject({ email, firstname: 'Rex' });
    expect(me.response.headers.get('cache-control')).toMatch(/no-store/);

    // A new session id at each sign-in; the browser's previous session ends.
    const second = await post(
      server,
      signInMutation,
      { email, password, remember: true },
      cookie.pair,
    );
    const renewed = setCookie(second.response, sessionCookieName);
    expect(renewed.pair).toBeDefined();
    expect(renewed.pair).not.toBe(cookie.pair);
    expect(renewed.line).toMatch(/Max-Age=\d{7}/);
    expect((await post(server, meQuery, {}, cookie.pair)).data.me).toBeNull();
    expect((await post(server, meQuery, {}, renewed.pair)).data.me).toMatchObject({ email });

    const out = await post(server, signOutMutation, {}, renewed.pair);
    expect(out.data.signOut).toEqual({ success: true });
    expect(setCookie(out.response, sessionCookieName).line).toMatch(/Max-Age=0/);
    expect(setCookie(out.response, 'truffe_signed_in').line).toMatch(/Max-Age=0/);
    // The old cookie no longer reads `me`: the session ended on the server.
    expect((await post(server, meQuery, {}, renewed.pair)).data.me).toBeNull();
  });

  it('answers a password request the same for any e-mail, and its link works once', async () => {
    const known = await post(server, requestResetMutation, { email });
    const unknown = await post(server, requestResetMutation, {
      email: `nobody-${Date.now()}@example.com`,
    });
    expect(known.data.requestPasswordReset).toEqual(unknown.data.requestPasswordReset);
    const english = await post(server, requestResetMutation, { email }, undefined, '/en/graphql');
    expect(english.data.requestPasswordReset?.message).toMatch(/^If an account exists/);

    const message = (await listOutbox(store.db)).find(
      (sent) => sent.to === email && /password-reset\?token=/.test(sent.text),
    );
    const token = /password-reset\?token=([\w%-]+)/.exec(message?.text ?? '')?.[1];
    expect(token).toBeDefined();
    const newPassword = 'un autre chien qui dort';
    const reset = await post(server, resetMutation, {
      token: decodeURIComponent(token!),
      password: newPassword,
    });
    expect(reset.data.resetPassword).toMatchObject({ success: true });
    const again = await post(server, resetMutation, {
      token: decodeURIComponent(token!),
      password: 'encore un autre chien',
    });
    expect(again.data.resetPassword).toMatchObject({ success: false });
    expect(String(again.data.resetPassword?.errorMessage)).toMatch(/plus valide/);

    const old = await post(server, signInMutation, { email, password, remember: false });
    expect(old.data.signIn).toMatchObject({ success: false });
    const fresh = await post(server, signInMutation, {
      email,
      password: newPassword,
      remember: false,
    });
    expect(fresh.data.signIn).toMatchObject({ success: true });
  });

  // Last: it leaves this client address throttled for 15 minutes.
  it('throttles failed sign-ins by the client address Express trusts, whatever the e-mail', async () => {
    const answers: string[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const answer = await post(server, signInMutation, {
        email: `stranger-${attempt}-${Date.now()}@example.com`,
        password: 'pas le bon mot',
        remember: false,
      });
      answers.push(String(answer.data.signIn?.errorMessage));
    }
    expect(answers.at(-1)).toMatch(/^Trop de tentatives de connexion/);
  });
});
