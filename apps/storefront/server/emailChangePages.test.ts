/**
 * An e-mail change over real HTTP without JavaScript (decision 0923): the `/user/information` form records the
 * change and mails a link to the new address, with the same redirect, notice and page whether the new address
 * is free or another account's (whose owner gets a mail without a link); opening the link changes nothing
 * (decision 0926), the button of its page makes the change once, in the customer's language, and refuses an expired, replayed or unknown link (410) and an address
 * another registration took meanwhile (409), changing nothing.
 */
import { customerDepsOf, findCustomerById, readSession, signIn } from '@truffe/commerce/customers';
import { listOutbox } from '@truffe/commerce/orders';
import type { Store } from '@truffe/commerce/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { httpForms, type HttpForms, postFormOf, registerByForm } from '../test/httpForms';
import { sql } from '../test/sqlText';
import { startServer, type TestServer } from '../test/startServer';
import { openTestStore } from '../test/testStore';
import { sessionCookieName } from './customerSession';

const password = 'trois chiens dans un pré';

describe('an e-mail change confirmed by a link (real HTTP, real store)', () => {
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

  const emailOf = async (id: number) => (await findCustomerById(store.db, id))!.email;
  const mailsTo = async (to: string) =>
    (await listOutbox(store.db, 500)).filter((mail) => mail.to.toLowerCase() === to.toLowerCase());
  /** The path of the change link mailed to an address (the newest). */
  const changeLinkTo = async (to: string) => {
    for (const mail of await mailsTo(to)) {
      const link = /https?:\/\/\S*\/account\/email-change\?token=[\w%-]+/.exec(mail.text)?.[0];
      if (link) return new URL(link).pathname + new URL(link).search;
    }
    throw new Error(`no change link mailed to ${to}`);
  };
  const fresh = (name: string) =>
    `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  /** The e-mail section of the information page, with the customer's own addresses named. */
  const emailSection = (html: string, own: string, pending: string) =>
    (/<form[^>]*aria-labelledby="user-email-legend"[\s\S]*?<\/form>/.exec(html)?.[0] ?? '')
      .replaceAll(own, '<own>')
      .replaceAll(pending, '<pending>');

  it('answers the same for a free and a taken address; only the link to a free one changes anything', async () => {
    const free = await registerByForm(forms, store, 'free-asker', password);
    const taker = await registerByForm(forms, store, 'taken-asker', password);
    const owner = await registerByForm(forms, store, 'owner', password);
    const next = fresh('new-home');

    const onFree = await forms.postForm(
      '/user/information',
      { intent: 'email', email: next, password },
      free.cookie,
    );
    const onTaken = await forms.postForm(
      '/user/information',
      { intent: 'email', email: owner.email, password },
      taker.cookie,
    );
    for (const answer of [onFree, onTaken]) {
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe('/user/information?notice=emailChangeRecorded');
    }
    const freePage = await (
      await forms.get('/user/information?notice=emailChangeRecorded', free.cookie)
    ).text();
    const takenPage = await (
      await forms.get('/user/information?notice=emailChangeRecorded', taker.cookie)
    ).text();
    const notice =
      /<p[^>]*role="status"[^>]*data-testid="user-notice"[^>]*>Demande enregistrée\u202f: ouvrez le lien envoyé à la nouvelle adresse/;
    expect(freePage).toMatch(notice);
    expect(takenPage).toMatch(notice);
    expect(freePage).toContain(`En attente de confirmation\u202f: ${next}.`);
    expect(takenPage).toContain(`En attente de confirmation\u202f: ${owner.email}.`);
    const takenSection = emailSection(takenPage, taker.email, owner.email);
    expect(takenSection).toContain('En attente de confirmation\u202f: <pending>.');
    expect(takenSection).toContain('value="<own>"');
    expect(takenSection).toBe(emailSection(freePage, free.email, next));

    // Nothing changed yet; the new address got the link, the old one a notice; the owner a mail with no link.
    expect(await emailOf(free.id)).toBe(free.email);
    expect(await emailOf(taker.id)).toBe(taker.email);
    expect(await emailOf(owner.id)).toBe(owner.email);
    expect((await mailsTo(next)).map((mail) => mail.subject)).toEqual([
      'Confirmez votre nouvelle adresse e-mail Truffe',
    ]);
    expect((await mailsTo(free.email)).map((mail) => mail.subject)).toContain(
      'Changement d’adresse e-mail demandé sur votre compte Truffe',
    );
    const toOwner = (await mailsTo(owner.email)).filter((mail) =>
      mail.subject.includes('nouvelle adresse'),
    );
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]!.text).toContain('Un compte Truffe existe déjà avec cette adresse');
    expect(toOwner[0]!.text).not.toContain('email-change');

    // Another browser of the account, signed in elsewhere: the change signs it out.
    const elsewhere = await signIn(customerDepsOf(store), { email: free.email, password });
    if (!elsewhere.ok) throw new Error(elsewhere.message);
    const link = await changeLinkTo(next);
    expect(link).toMatch(/^\/account\/email-change\?token=/);
    // Opening the link (a link preview's HEAD, a mail scanner's GET) changes nothing: its page has the button.
    expect((await fetch(`${server.url}${link}`, { method: 'HEAD' })).status).toBe(200);
    expect((await forms.get(link)).status).toBe(200);
    const opened = await forms.get(link, free.cookie);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('cache-control')).toBe('no-store');
    expect(opened.headers.get('referrer-policy')).toBe('no-referrer');
    const askPage = await opened.text();
    expect(askPage).toContain('<h1>Confirmez votre nouvelle adresse e-mail</h1>');
    expect(postFormOf(askPage)).toMatchObject({
      action: '/account/email-change',
      button: 'Confirmer la nouvelle adresse',
    });
    expect(await emailOf(free.id)).toBe(free.email);
    expect(await readSession(customerDepsOf(store), elsewhere.session.token)).not.toBeNull();

    const changed = await forms.pressButton(askPage, free.cookie);
    expect(changed.status).toBe(200);
    expect(changed.headers.get('cache-control')).toBe('no-store');
    expect(changed.headers.get('referrer-policy')).toBe('no-referrer');
    const page = await changed.text();
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain('Adresse e-mail changée');
    expect(page).toContain('href="/user"');
    expect(await emailOf(free.id)).toBe(next);
    const deps = customerDepsOf(store);
    expect(await readSession(deps, elsewhere.session.token)).toBeNull();
    expect(await readSession(deps, free.cookie.slice(sessionCookieName.length + 1))).not.toBeNull();
    const after = await (await forms.get('/user/information', free.cookie)).text();
    expect(after).not.toContain('data-testid="user-pending-email"');

    for (const replay of [await forms.get(link), await forms.pressButton(askPage)]) {
      expect(replay.status).toBe(410);
      expect(await replay.text()).toContain(
        'Ce lien de changement d’adresse e-mail n’est plus valide\u202f: rien n’a changé.',
      );
    }
    expect(await emailOf(free.id)).toBe(next);
  }, 240_000);

  it('refuses an expired or unknown link in the site’s language, changing nothing', async () => {
    const englishCustomer = await (async () => {
      const email = fresh('english');
      const response = await forms.postForm('/en/register', {
        firstname: 'Rex',
        lastname: 'English',
        email,
        password,
        acceptCgv: 'on',
      });
      expect(response.status).toBe(303);
      const cookie =
        response.headers
          .getSetCookie()
          .find((line) => line.startsWith(`${sessionCookieName}=`))
          ?.split(';')[0] ?? '';
      const current = await readSession(
        customerDepsOf(store),
        cookie.slice(sessionCookieName.length + 1),
      );
      return { email, cookie, id: current!.customer.id };
    })();
    const late = fresh('late');
    const asked = await forms.postForm(
      '/en/user/information',
      { intent: 'email', email: late, password },
      englishCustomer.cookie,
    );
    expect(asked.headers.get('location')).toBe('/en/user/information?notice=emailChangeRecorded');
    const page = await (
      await forms.get('/en/user/information?notice=emailChangeRecorded', englishCustomer.cookie)
    ).text();
    expect(page).toMatch(/role="status"[^>]*>Request recorded: open the link/);
    expect(page).toContain(`Waiting for confirmation: ${late}.`);
    const link = await changeLinkTo(late);
    expect(link).toMatch(/^\/en\/account\/email-change\?token=/);
    expect((await mailsTo(late))[0]!.subject).toBe('Confirm your new Truffe e-mail address');
    const askPage = await (await forms.get(link)).text();
    expect(askPage).toContain('<html lang="en">');
    expect(askPage).toContain('<h1>Confirm your new e-mail address</h1>');
    expect(postFormOf(askPage)).toMatchObject({
      action: '/en/account/email-change',
      button: 'Confirm the new address',
    });

    // A day later (the row's expiry moved, the server's clock being real).
    await store.db.execute(
      sql`UPDATE customer_email_change SET expires_at = now() - interval '1 second'
        WHERE customer_id = ${englishCustomer.id}` as never,
    );
    for (const expired of [await forms.get(link), await forms.pressButton(askPage)]) {
      expect(expired.status).toBe(410);
      const text = await expired.text();
      expect(text).toContain('<html lang="en">');
      expect(text).toContain('This e-mail change link is no longer valid: nothing has changed.');
    }
    expect(await emailOf(englishCustomer.id)).toBe(englishCustomer.email);

    for (const path of ['/en/account/email-change?token=not-a-token', '/en/account/email-change']) {
      const refused = await forms.get(path);
      expect(refused.status, path).toBe(410);
      expect(await refused.text(), path).toContain('This e-mail change link is no longer valid');
    }
  }, 240_000);

  it('refuses a sixth change request of the day on the form, translated, mailing nothing (decision 0926)', async () => {
    const busy = await registerByForm(forms, store, 'busy', password);
    for (let request = 1; request <= 5; request += 1) {
      const asked = await forms.postForm(
        '/en/user/information',
        { intent: 'email', email: fresh(`busy-${request}`), password },
        busy.cookie,
      );
      expect(asked.status).toBe(303);
    }
    const sixth = fresh('busy-6');
    const refused = await forms.postForm(
      '/en/user/information',
      { intent: 'email', email: sixth, password },
      busy.cookie,
    );
    expect(refused.status).toBe(422);
    const page = await refused.text();
    const emailForm = /<form[^>]*aria-labelledby="user-email-legend"[\s\S]*?<\/form>/.exec(
      page,
    )?.[0];
    expect(emailForm).toMatch(
      /You have already asked for 5 e-mail address changes in 24 hours: no e-mail was sent\. Try again in \d+ h, or open the link already sent to the new address\./,
    );
    // The typed address is kept in the field; nothing went to it.
    expect(emailForm).toContain(`value="${sixth}"`);
    expect(await mailsTo(sixth)).toEqual([]);
    expect(await emailOf(busy.id)).toBe(busy.email);
  }, 240_000);

  it('refuses the link cleanly (409, translated) when a registration took the address meanwhile', async () => {
    const racer = await registerByForm(forms, store, 'racer', password);
    const wanted = fresh('wanted');
    await forms.postForm(
      '/user/information',
      { intent: 'email', email: wanted, password },
      racer.cookie,
    );
    const link = await changeLinkTo(wanted);
    const other = await forms.postForm('/register', {
      firstname: 'Alex',
      lastname: 'Premier',
      email: wanted.toUpperCase(),
      password,
      acceptCgv: 'on',
    });
    expect(other.status).toBe(303);
    // The link's page cannot know yet; its button finds the address taken.
    const opened = await forms.get(link, racer.cookie);
    expect(opened.status).toBe(200);
    const refused = await forms.pressButton(await opened.text(), racer.cookie);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain(
      'Cette adresse e-mail est désormais celle d’un autre compte\u202f: l’adresse de votre compte ne change pas.',
    );
    expect(await emailOf(racer.id)).toBe(racer.email);
    expect((await forms.get('/user/information', racer.cookie)).status).toBe(200);
  }, 240_000);
});
