/**
 * A form post that fails the same-origin check, over real HTTP (decision 0926): a page's route action, the
 * helpdesk's multipart reply and the header's currency choice still refuse it (403, nothing read, nothing
 * changed), but with a page in the site's language that says why, with a link back to the form's page and the
 * home page, rather than a bare "Forbidden". Our own shoppers meet it when a privacy extension strips `Origin`.
 */
import { findCustomerById } from '@truffe/commerce/customers';
import type { Store } from '@truffe/commerce/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { httpForms, registerByForm } from '../../test/httpForms';
import { startServer, type TestServer } from '../../test/startServer';
import { openTestStore } from '../../test/testStore';

describe('a refused cross-site form post (real HTTP, real store)', () => {
  let store: Store;
  let server: TestServer;

  beforeAll(async () => {
    store = await openTestStore();
    server = await startServer(
      { NODE_ENV: 'development', PAGE_RENDER_TIMEOUT_MS: '60000' },
      {
        createContext: (locale, request) => store.createContext(locale, request),
        orders: store,
      },
    );
  }, 240_000);
  afterAll(async () => {
    await server?.close();
    await store?.close();
  });

  const post = (path: string, headers: Record<string, string>, body: string | FormData) =>
    fetch(`${server.url}${path}`, { method: 'POST', redirect: 'manual', headers, body });
  /** The page's links (href and text), in order. */
  const linksOf = (html: string) =>
    [...html.matchAll(/<a href="([^"]*)">([^<]*)<\/a>/g)].map(([, href, text]) => [href, text]);

  const expectRefusalPage = async (
    response: Response,
    lang: 'fr' | 'en',
    refusal: { status: number; fr: string; en: string } = {
      status: 403,
      fr: 'Formulaire non accepté',
      en: 'Form not accepted',
    },
  ) => {
    expect(response.status).toBe(refusal.status);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('set-cookie')).toBeNull();
    const html = await response.text();
    expect(html).toContain(`<html lang="${lang}">`);
    expect(html).toContain(`<h1>${lang === 'fr' ? refusal.fr : refusal.en}</h1>`);
    expect(html).toContain(lang === 'fr' ? 'Rien n’a été enregistré.' : 'Nothing was saved.');
    return html;
  };

  it('answers a page’s form post without an origin with a translated page leading back, changing nothing', async () => {
    const forms = httpForms(server.url);
    const customer = await registerByForm(forms, store, 'cross-site');
    const fields = new URLSearchParams({ intent: 'name', firstname: 'Mallory', lastname: 'X' });

    // A privacy extension dropped `Origin`: the (same-site) Referer names the page to go back to.
    const stripped = await post(
      '/en/user/information',
      {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: customer.cookie,
        referer: `${server.url}/en/user/information?tab=name`,
      },
      fields.toString(),
    );
    expect(linksOf(await expectRefusalPage(stripped, 'en'))).toEqual([
      ['/en/user/information?tab=name', 'Back to the page'],
      ['/en/', 'Back to the home page'],
    ]);

    // Another site's form: its Referer is not ours; the way back is the page the form was posted to.
    const crossSite = await post(
      '/user/information',
      {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: customer.cookie,
        origin: 'https://evil.example',
        referer: 'https://evil.example/trap',
      },
      fields.toString(),
    );
    expect(linksOf(await expectRefusalPage(crossSite, 'fr'))).toEqual([
      ['/user/information', 'Revenir à la page'],
      ['/', 'Retour à l’accueil'],
    ]);
    expect((await findCustomerById(store.db, customer.id))!.firstname).toBe('Rex');
  }, 120_000);

  it('answers the helpdesk’s multipart reply and the currency choice the same way', async () => {
    const reply = new FormData();
    reply.set('message', 'Bonjour');
    const helpdesk = await post(
      '/user/helpdesk/12',
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      reply,
    );
    expect(linksOf(await expectRefusalPage(helpdesk, 'fr'))).toEqual([
      ['/user/helpdesk/12', 'Revenir à la page'],
      ['/', 'Retour à l’accueil'],
    ]);

    // `/currency` is no page: the way back is the page the form says to return to, when it is ours.
    const choose = (redirect: string) =>
      post(
        '/en/currency',
        { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
        new URLSearchParams({ currency: 'GBP', redirect }).toString(),
      );
    expect(linksOf(await expectRefusalPage(await choose('/en/dogs?page=2'), 'en'))).toEqual([
      ['/en/dogs?page=2', 'Back to the page'],
      ['/en/', 'Back to the home page'],
    ]);
    expect(linksOf(await expectRefusalPage(await choose('https://evil.example/'), 'en'))).toEqual([
      ['/en/', 'Back to the home page'],
    ]);
  });

  it('answers a same-origin post that is no form (JSON, plain text, a broken multipart body) with the same kind of page, 415, changing nothing', async () => {
    const forms = httpForms(server.url);
    const customer = await registerByForm(forms, store, 'unsupported-form');
    const unsupported = {
      status: 415,
      fr: 'Formulaire non pris en charge',
      en: 'Form not supported',
    };

    const json = await post(
      '/en/user/information',
      {
        'content-type': 'application/json',
        cookie: customer.cookie,
        origin: server.url,
        referer: `${server.url}/en/user/information?tab=name`,
      },
      JSON.stringify({ intent: 'name', firstname: 'Mallory', lastname: 'X' }),
    );
    expect(linksOf(await expectRefusalPage(json, 'en', unsupported))).toEqual([
      ['/en/user/information?tab=name', 'Back to the page'],
      ['/en/', 'Back to the home page'],
    ]);

    const text = await post(
      '/newsletter',
      { 'content-type': 'text/plain', 'sec-fetch-site': 'same-origin' },
      'email=rex@example.com',
    );
    expect(linksOf(await expectRefusalPage(text, 'fr', unsupported))).toEqual([
      ['/newsletter', 'Revenir à la page'],
      ['/', 'Retour à l’accueil'],
    ]);

    const brokenMultipart = await post(
      '/contact',
      { 'content-type': 'multipart/form-data; boundary=x', 'sec-fetch-site': 'same-origin' },
      'not a multipart body',
    );
    await expectRefusalPage(brokenMultipart, 'fr', unsupported);
    expect((await findCustomerById(store.db, customer.id))!.firstname).toBe('Rex');
  }, 120_000);
});
