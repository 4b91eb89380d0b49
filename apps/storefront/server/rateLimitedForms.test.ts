/**
 * The page forms refused by the business rate limits (decision 0890) over real HTTP, as a browser without
 * JavaScript posts them: beyond the limit of the client's address a form answers 429 with the server's
 * translated "too many requests" message beside it, in the page's language — not 503 "unavailable" (the
 * refusal was put under the document's first selection, its `__typename`, so the form found no answer).
 */
import type { Store } from '@truffe/commerce/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { httpForms, type HttpForms } from '../test/httpForms';
import { startServer, type TestServer } from '../test/startServer';
import { openTestStore } from '../test/testStore';

/** The store's resolvers read these on each call. */
const limits = { RATE_LIMIT_FORMS_PER_ADDRESS: '2', RATE_LIMIT_SIGN_IN_PER_ADDRESS: '2' };

describe('page forms beyond the rate limits (real HTTP, real store)', () => {
  let store: Store;
  let server: TestServer;
  let forms: HttpForms;
  const saved = Object.fromEntries(Object.keys(limits).map((key) => [key, process.env[key]]));

  beforeAll(async () => {
    Object.assign(process.env, limits);
    store = await openTestStore();
    server = await startServer(
      { NODE_ENV: 'development', HTML_CACHE_MB: '16', PAGE_RENDER_TIMEOUT_MS: '60000' },
      {
        createContext: (locale, request) => store.createContext(locale, request),
        orders: store,
      },
    );
    forms = httpForms(server.url);
  }, 240_000);
  afterAll(async () => {
    await server?.close();
    await store?.close();
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  });

  const tooMany = {
    fr: /Trop de demandes en peu de temps\s: réessayez dans \d+ secondes\./,
    en: /Too many requests in a short time: please try again in \d+ seconds\./,
  };

  it('answers 429 with the translated message on the guest order lookup, contact and pro registration forms', async () => {
    const lookup = { number: 'TR-999999', email: 'nobody@example.com' };
    for (let attempt = 1; attempt <= 2; attempt++) {
      const allowed = await forms.postForm('/orders/', lookup);
      expect(allowed.status, `attempt ${attempt}`).toBe(422);
      expect(await allowed.text()).not.toMatch(tooMany.fr);
    }
    const limited = await forms.postForm('/orders/', lookup);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('cache-control')).toMatch(/no-store/);
    const page = await limited.text();
    expect(page).toMatch(tooMany.fr);
    // The form is still there, with what was typed.
    expect(page).toContain('value="nobody@example.com"');

    const contact = await forms.postForm('/en/contact', {
      subject: 'order',
      message: 'Where is my parcel?',
      email: 'nobody@example.com',
    });
    expect(contact.status).toBe(429);
    expect(await contact.text()).toMatch(tooMany.en);

    const pro = await forms.postForm('/register/pro', {
      firstname: 'Rex',
      lastname: 'Martin',
      email: 'pro-limited@example.com',
      password: 'trois chiens dans un pré',
      company: 'Chenil du Pré',
      acceptCgv: 'on',
    });
    expect(pro.status).toBe(429);
    expect(await pro.text()).toMatch(tooMany.fr);
  });

  it('answers 429 with the translated message on the sign-in form beyond the limit of sign-in posts', async () => {
    const wrong = { email: 'nobody@example.com', password: 'not the password' };
    for (let attempt = 1; attempt <= 2; attempt++)
      expect((await forms.postForm('/en/login', wrong)).status, `attempt ${attempt}`).toBe(422);
    const limited = await forms.postForm('/en/login', wrong);
    expect(limited.status).toBe(429);
    expect(await limited.text()).toMatch(tooMany.en);
  });
});
