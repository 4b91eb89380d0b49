/**
 * The public newsletter over real HTTP (issue 17 item 4; decision 0772), as a browser without JavaScript posts
 * it: the page shows the consent text and is never cached; a request subscribes nobody and e-mails the
 * confirmation link; opening that link shows a button and changes nothing until it is pressed; the welcome
 * e-mail's unsubscribe link withdraws the address the same way. Bad input: translated messages, no 500.
 */
import { botCheckFromEnv, useBotCheck } from '@truffe/commerce/botCheck';
import { isSubscribed } from '@truffe/commerce/newsletter';
import { listOutbox } from '@truffe/commerce/orders';
import type { Store } from '@truffe/commerce/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startServer, type TestServer } from '../test/startServer';
import { openTestStore } from '../test/testStore';

describe('newsletter over HTTP', () => {
  let store: Store;
  let server: TestServer;

  beforeAll(async () => {
    useBotCheck(botCheckFromEnv({ BOTCHECK_UNSOLVED_PER_HOUR: '1000' }));
    store = await openTestStore();
    server = await startServer(
      { NODE_ENV: 'development', HTML_CACHE_MB: '16', PAGE_RENDER_TIMEOUT_MS: '60000' },
      { createContext: (locale, request) => store.createContext(locale, request), orders: store },
    );
  });
  afterAll(async () => {
    await server?.close();
    await store?.close();
  });

  const get = (path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' });
  const post = (path: string, fields: Record<string, string>) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
      body: new URLSearchParams(fields).toString(),
    });
  const link = (text: string, name: string) =>
    new RegExp(`https?://[^/\\s]+(/(?:en/)?newsletter\\?${name}=[^\\s]+)`).exec(text)![1]!;

  it('subscribes only once the e-mailed link is confirmed, and unsubscribes from the e-mail’s link', async () => {
    const page = await get('/en/newsletter');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toContain('no-store');
    expect(await page.text()).toContain('I agree to receive the Truffe newsletter by e-mail');

    const email = `news-${Date.now()}@example.com`;
    const requested = await post('/en/newsletter', { intent: 'subscribe', email });
    expect(requested.status).toBe(200);
    expect(await requested.text()).toContain('Follow its link to confirm your subscription');
    expect(await isSubscribed(store.db, email)).toBe(false);

    const confirmation = (await listOutbox(store.db)).find(
      (m) => m.to === email && m.dedupeKey?.startsWith('newsletter-confirm:'),
    );
    const confirmPath = link(confirmation!.text, 'confirm');
    const opened = await get(confirmPath);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('cache-control')).toContain('no-store');
    const openedHtml = await opened.text();
    expect(openedHtml).toContain('Confirm my subscription');
    // Opening the link (a mail scanner does) subscribes nobody.
    expect(await isSubscribed(store.db, email)).toBe(false);
    const token = new URL(confirmPath, server.url).searchParams.get('confirm')!;
    const confirmed = await post(confirmPath, { intent: 'confirm', token });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('Your subscription is confirmed.');
    expect(await isSubscribed(store.db, email)).toBe(true);

    const welcome = (await listOutbox(store.db)).find(
      (m) => m.to === email && m.dedupeKey?.startsWith('newsletter-welcome:'),
    );
    const unsubscribePath = link(welcome!.text, 'unsubscribe');
    expect(await (await get(unsubscribePath)).text()).toContain('Unsubscribe');
    expect(await isSubscribed(store.db, email)).toBe(true);
    const unsubscribeToken = new URL(unsubscribePath, server.url).searchParams.get('unsubscribe')!;
    const done = await post(unsubscribePath, { intent: 'unsubscribe', token: unsubscribeToken });
    expect(await done.text()).toContain('You are unsubscribed');
    expect(await isSubscribed(store.db, email)).toBe(false);
  }, 90_000);

  it('refuses bad input with translated messages, the address kept, never a 500', async () => {
    const refused = await post('/newsletter', { intent: 'subscribe', email: 'pas-une-adresse' });
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toContain('Saisissez une adresse e-mail valide');
    expect(html).toContain('value="pas-une-adresse"');
    const badToken = await post('/en/newsletter?confirm=x', {
      intent: 'confirm',
      token: 'x'.repeat(30),
    });
    expect(badToken.status).toBe(422);
    expect(await badToken.text()).toContain('This link is not valid or has expired.');
    for (const fields of [
      {},
      { intent: 'nope' },
      { intent: 'unsubscribe' },
      { intent: 'subscribe', email: 'a'.repeat(100_000) },
    ])
      expect((await post('/newsletter', fields as Record<string, string>)).status).toBeLessThan(
        500,
      );
  }, 90_000);
});
