/**
 * The welcome e-mail's confirmation link over real HTTP (decisions 0750, 0921, 0926): it used to answer the 404
 * page, so no address was ever confirmed. Opening the link (GET or HEAD, what mail scanners and link previews
 * do) spends nothing: its page, in the site's language, never cached nor sent on as a Referer, has one button
 * whose same-origin form post confirms the address once; a cross-site post is refused (403, translated page);
 * a used or unknown link says so (410) and changes nothing.
 */
import { listOutbox } from '@truffe/commerce/orders';
import type { Store } from '@truffe/commerce/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { httpForms, type HttpForms, postFormOf, registerByForm } from '../test/httpForms';
import { sql } from '../test/sqlText';
import { startServer, type TestServer } from '../test/startServer';
import { openTestStore } from '../test/testStore';

describe('the e-mail confirmation link (real HTTP, real store)', () => {
  let store: Store;
  let server: TestServer;
  let forms: HttpForms;

  beforeAll(async () => {
    store = await openTestStore();
    server = await startServer(
      { NODE_ENV: 'development', PAGE_RENDER_TIMEOUT_MS: '60000' },
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
  });

  const verifiedAt = async (email: string) =>
    (
      (await store.db.execute(
        sql`SELECT email_verified_at AS "verifiedAt" FROM customer WHERE email = ${email}` as never,
      )) as unknown as { rows: { verifiedAt: string | null }[] }
    ).rows[0]?.verifiedAt ?? null;

  it('confirms the address of the welcome e-mail once, in the site’s language', async () => {
    const { email } = await registerByForm(forms, store, 'confirm');
    const welcome = (await listOutbox(store.db)).find(
      (mail) => mail.to === email && /\/account\/confirm\?token=/.test(mail.text),
    );
    const link = /https?:\/\/[^\s"]*\/account\/confirm\?token=[\w%-]+/.exec(
      welcome?.text ?? '',
    )?.[0];
    expect(link, 'the welcome e-mail carries the link').toBeDefined();
    const path = new URL(link!).pathname + new URL(link!).search;
    expect(await verifiedAt(email)).toBeNull();

    // A link preview (HEAD) and a mail scanner (GET, twice) spend nothing.
    expect((await fetch(`${server.url}${path}`, { method: 'HEAD' })).status).toBe(200);
    const scanned = await forms.get(path);
    expect(scanned.status).toBe(200);
    expect(await verifiedAt(email)).toBeNull();

    const opened = await forms.get(path);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('cache-control')).toBe('no-store');
    expect(opened.headers.get('referrer-policy')).toBe('no-referrer');
    const askPage = await opened.text();
    expect(askPage).toContain('<html lang="fr">');
    expect(askPage).toContain('<h1>Confirmez votre adresse e-mail</h1>');
    const button = postFormOf(askPage);
    expect(button).toEqual({
      action: '/account/confirm',
      fields: { token: new URL(link!).searchParams.get('token') },
      button: 'Confirmer mon adresse e-mail',
    });
    expect(await verifiedAt(email)).toBeNull();

    // The button's post from another site (or a browser that says nothing of where it comes from) is refused.
    for (const origin of ['https://evil.example', null]) {
      const crossSite = await fetch(`${server.url}/account/confirm`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(origin ? { origin } : {}),
        },
        body: new URLSearchParams(button.fields).toString(),
      });
      expect(crossSite.status).toBe(403);
      expect(await crossSite.text()).toContain('Formulaire non accepté');
    }
    expect(await verifiedAt(email)).toBeNull();

    const confirmed = await forms.pressButton(askPage);
    expect(confirmed.status).toBe(200);
    expect(confirmed.headers.get('cache-control')).toBe('no-store');
    expect(confirmed.headers.get('referrer-policy')).toBe('no-referrer');
    const page = await confirmed.text();
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain('Adresse e-mail confirmée');
    expect(page).toContain('href="/user"');
    expect(await verifiedAt(email)).not.toBeNull();

    // Used: the link's page says so at once, and the button's post too.
    const again = await forms.get(path);
    expect(again.status).toBe(410);
    expect(await again.text()).toContain('Ce lien de confirmation n’est plus valide.');
    const pressedAgain = await forms.pressButton(askPage);
    expect(pressedAgain.status).toBe(410);
    expect(await pressedAgain.text()).toContain('Ce lien de confirmation n’est plus valide.');
  });

  it('refuses an unknown or missing token in English on the English site, changing nothing', async () => {
    for (const path of ['/en/account/confirm?token=not-a-token', '/en/account/confirm']) {
      const refused = await forms.get(path);
      expect(refused.status, path).toBe(410);
      const page = await refused.text();
      expect(page, path).toContain('<html lang="en">');
      expect(page, path).toContain('This confirmation link is no longer valid.');
      expect(page, path).toContain('href="/en/user"');
      expect(page, path).not.toContain('<form');
    }
    for (const fields of [{ token: 'not-a-token' }, {}] as Record<string, string>[]) {
      const refused = await forms.postForm('/en/account/confirm', fields);
      expect(refused.status).toBe(410);
      expect(await refused.text()).toContain('This confirmation link is no longer valid.');
    }
  });
});
