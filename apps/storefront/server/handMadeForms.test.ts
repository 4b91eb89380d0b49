/**
 * Forms that no page of ours sends (brief 17 item 3, decision 0930), posted over real HTTP as a hand-made
 * post would be: an intent the page does not offer, a form without its fields, a form posted to a page that
 * takes none. Each answer is the page (or the refused-form page) with a translated message in the site's
 * language, nothing changed, never a 500 — where they were a page without a word (422), the error view's
 * "Unknown error" (400, 405) or a category page answering 400 in silence.
 */
import type { Store } from '@truffe/commerce/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { cookieOf, httpForms, registerByForm } from '../test/httpForms';
import { startServer, type TestServer } from '../test/startServer';
import { openTestStore } from '../test/testStore';

const unknownForm = {
  fr: 'Ce formulaire est incomplet ou ne correspond pas à cette page',
  en: 'This form is incomplete or does not belong to this page: nothing was saved.',
};

/** The text of the page's `role="alert"` elements. */
const alertsOf = (html: string) =>
  [...html.matchAll(/role="alert"[^>]*>([\s\S]*?)<\/(?:p|div)>/g)].map(([, inner]) =>
    inner!.replace(/<[^>]+>/g, '').replaceAll('&#x27;', '’'),
  );

describe('hand-made form posts (real HTTP, real store)', () => {
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

  it('the newsletter page answers an unknown intent with the page and a translated alert', async () => {
    const forms = httpForms(server.url);
    for (const [path, lang] of [
      ['/en/newsletter', 'en'],
      ['/newsletter', 'fr'],
    ] as const) {
      const answer = await forms.postForm(path, { intent: 'zzz', email: 'rex@example.com' });
      expect(answer.status).toBe(400);
      const html = await answer.text();
      expect(html, 'the page itself, with its form').toContain('name="email"');
      expect(alertsOf(html).join(' ')).toContain(unknownForm[lang]);
    }
  }, 120_000);

  it('a page that takes no form, or a friendly URL posted without a review, answers the refused-form page (405)', async () => {
    const forms = httpForms(server.url);
    for (const [path, lang, title] of [
      ['/en/faq', 'en', 'Form not expected'],
      ['/en/search/kibble', 'en', 'Form not expected'],
      ['/', 'fr', 'Formulaire inattendu'],
      // The catch-all: a category page, and a product's friendly URL without the review's fields.
      ['/en/food', 'en', 'Form not expected'],
      ['/alimentation/croquettes', 'fr', 'Formulaire inattendu'],
      [
        '/en/alpinea-sensitive-digestion-dry-food-turkey-3-kg-adult-large-breed',
        'en',
        'Form not expected',
      ],
    ] as const) {
      const answer = await forms.postForm(path, { intent: 'zzz' });
      expect(answer.status, path).toBe(405);
      expect(answer.headers.get('allow')).toBe('GET, HEAD');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      const html = await answer.text();
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain(`<h1>${title}</h1>`);
      expect(html).toContain(`<a href="${path}">`);
    }
  }, 120_000);

  it('the checkout shows a refusal of a form it does not show (no intent, an unknown one, a step not reached)', async () => {
    const forms = httpForms(server.url);
    const added = await forms.postForm('/en/cart', { intent: 'add', sku: 'FRI-009', qty: '1' });
    const cart = cookieOf(added, 'truffe_cart');
    expect(cart).not.toBe('');
    const posted: Record<string, string>[] = [
      {},
      { intent: 'zzz' },
      { intent: 'placeOrder' },
      { intent: 'payment' },
    ];
    for (const fields of posted) {
      const answer = await forms.postForm('/en/checkout', fields, cart);
      expect(answer.status, JSON.stringify(fields)).toBeGreaterThanOrEqual(400);
      expect(answer.status, JSON.stringify(fields)).toBeLessThan(500);
      const html = await answer.text();
      expect(html, 'the checkout itself').toContain('data-testid="checkout-screen"');
      expect(alertsOf(html).join(' '), JSON.stringify(fields)).toMatch(/\S/);
    }
    const french = await forms.postForm('/checkout', { intent: 'zzz' }, cart);
    expect(alertsOf(await french.text()).join(' ')).toContain('Ce formulaire n’a pas pu être lu');
  }, 120_000);

  it('the account’s newsletter and wishlist say why they refused a form their pages never send, and change nothing', async () => {
    const forms = httpForms(server.url);
    const owner = await registerByForm(forms, store, 'hand-made-owner');
    const other = await registerByForm(forms, store, 'hand-made-other');

    const newsletter = await forms.postForm('/en/user/newsletter', { intent: 'zzz' }, other.cookie);
    expect(newsletter.status).toBe(422);
    expect(alertsOf(await newsletter.text()).join(' ')).toContain(unknownForm.en);

    // The owner's line, which the other customer names by its id.
    const hearted = await forms.postForm(
      '/user/wishlist',
      { intent: 'heart-add', sku: 'FRI-009', return: '/' },
      owner.cookie,
    );
    expect(hearted.status).toBe(303);
    const ownerPage = await (await forms.get('/user/wishlist', owner.cookie)).text();
    const itemId = /name="itemId" value="([^"]+)"/.exec(ownerPage)![1]!;

    const cases: [Record<string, string>, string][] = [
      // `add` is offered only with `?add=`; an unknown intent; another customer's line.
      [{ intent: 'add' }, ''],
      [{ intent: 'zzz' }, unknownForm.fr],
      [{ intent: 'remove', itemId }, 'Cet article n’est pas dans votre liste d’envies.'],
    ];
    for (const [fields, message] of cases) {
      const answer = await forms.postForm('/user/wishlist', fields, other.cookie);
      expect(answer.status, JSON.stringify(fields)).toBe(422);
      const alerts = alertsOf(await answer.text());
      expect(alerts, JSON.stringify(fields)).toHaveLength(1);
      expect(alerts[0]!.trim().length).toBeGreaterThan(0);
      if (message) expect(alerts[0]).toContain(message);
    }
    const after = await (await forms.get('/user/wishlist', owner.cookie)).text();
    expect(after).toContain(`name="itemId" value="${itemId}"`);
  }, 180_000);
});
