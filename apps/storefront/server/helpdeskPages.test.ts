/**
 * The contact form and the helpdesk over real HTTP (issue 17 items 4–5; decision 0772), as a browser without
 * JavaScript posts them: `/contact` opens a ticket (a visitor's with its e-mail, a customer's in its account)
 * and refuses bad input with translated messages beside the fields, values kept, never a 500; `/user/helpdesk`
 * and its tickets are private, no-store, the owner's only (another customer gets the 404 page); a multipart
 * reply with a PDF is kept and served to its owner only, one of a disallowed type or size is refused with the
 * page's translated message and the typed text kept; a staff reply through `/__dev/helpdesk` shows and e-mails.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { botCheckFromEnv, useBotCheck } from '@truffe/commerce/botCheck';
import { listOutbox } from '@truffe/commerce/orders';
import type { Store } from '@truffe/commerce/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sql } from '../test/sqlText';
import { startServer, type TestServer } from '../test/startServer';
import { openTestStore } from '../test/testStore';
import { sessionCookieName } from './customerSession';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 7)]);

// The first page a development server renders compiles its screens: generous timeouts on a loaded machine.
describe('contact and helpdesk over HTTP', () => {
  let store: Store;
  let server: TestServer;
  let dataDir: string;
  const password = 'trois chiens dans un pré';

  beforeAll(async () => {
    // A generous allowance without a solution: these posts have no browser to solve the challenge.
    useBotCheck(botCheckFromEnv({ BOTCHECK_UNSOLVED_PER_HOUR: '1000' }));
    store = await openTestStore();
    dataDir = await mkdtemp(join(tmpdir(), 'helpdesk-server-'));
    server = await startServer(
      {
        NODE_ENV: 'development',
        HTML_CACHE_MB: '16',
        PAGE_RENDER_TIMEOUT_MS: '60000',
        DATA_DIR: dataDir,
        TRUFFE_TEST_ROUTES: '1',
      },
      {
        createContext: (locale, request) => store.createContext(locale, request),
        orders: store,
      },
    );
  });
  afterAll(async () => {
    await server?.close();
    await store?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const get = (path: string, cookie?: string) =>
    fetch(`${server.url}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  const postForm = (path: string, fields: Record<string, string>, cookie?: string) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: server.url,
        ...(cookie ? { cookie } : {}),
      },
      body: new URLSearchParams(fields).toString(),
    });
  const postMultipart = (path: string, form: FormData, cookie?: string) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: server.url, ...(cookie ? { cookie } : {}) },
      body: form,
    });

  async function registered(name: string) {
    const email = `helpdesk-${name}-${Date.now()}@example.com`;
    const response = await postForm('/register', {
      firstname: 'Rex',
      lastname: name,
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
    return { email, cookie };
  }

  async function rows<Row>(statement: string): Promise<Row[]> {
    return ((await store.db.execute(statement as never)) as unknown as { rows: Row[] }).rows;
  }

  /** An order placed with `email`, in the account of that e-mail or (`guest`) as a guest; its number. */
  async function placedOrder(email: string, guest = false): Promise<string> {
    const [owner] = await rows<{ id: number }>(
      sql`SELECT id FROM customer WHERE lower(email) = lower(${email})`,
    );
    const address = {
      firstname: 'Rex',
      lastname: 'Martin',
      street: ['3 rue des Lilas'],
      postcode: '75011',
      city: 'Paris',
      countryCode: 'FR',
      telephone: null,
    };
    const [order] = await rows<{ number: string }>(
      sql`INSERT INTO sales_order (session_token_hash, idempotency_key, cart_fingerprint, status, locale,
          customer_id, email, addresses, shipping_method_code, shipping_method_title, payment_method_code,
          payment_method_title, subtotal_excl_tax, subtotal_incl_tax, shipping_incl_tax, grand_total_excl_tax,
          grand_total, stock_demand)
        VALUES (${`contact-${email}-${guest}`}, 'key', 'fingerprint', 'PROCESSING', 'fr-FR',
          ${guest ? null : (owner?.id ?? null)}, ${email},
          ${JSON.stringify({ shipping: address, billing: address })}::jsonb, 'colissimo_home',
          'Colissimo à domicile', 'test_card', 'Carte bancaire', 1000, 1200, 0, 1000, 1200, '[]'::jsonb)
        RETURNING number`,
    );
    return order!.number;
  }

  function ticketIdOf(html: string): string {
    const id = /data-testid="contact-sent"[^>]*>[^<]*?(\d+)/.exec(html)?.[1];
    expect(id).toBeDefined();
    return id!;
  }

  it('serves /contact in both languages, with the e-mail field for a visitor', async () => {
    for (const [path, title] of [
      ['/contact', 'Nous contacter'],
      ['/en/contact', 'Contact us'],
    ] as const) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toContain('no-store');
      const html = await response.text();
      expect(html).toContain(title);
      expect(html).toContain('name="email"');
      expect(html).toContain('name="subject"');
    }
  }, 90_000);

  it('refuses a bad contact form with translated messages beside the fields, values kept, nothing opened', async () => {
    const before = (await listOutbox(store.db)).length;
    const response = await postForm('/en/contact', {
      subject: 'bribe',
      orderNumber: '',
      message: 'Hello <b>there</b>',
      email: 'not-an-address',
    });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain('Choose a subject from the list.');
    expect(html).toContain('Hello &lt;b&gt;there&lt;/b&gt;');
    const french = await (
      await postForm('/contact', { subject: 'order', message: 'Bonjour', email: 'pas-une-adresse' })
    ).text();
    expect(french).toContain('Saisissez une adresse e-mail valide');
    expect((await listOutbox(store.db)).length).toBe(before);
    // Garbage never gives a 500.
    const garbage: Record<string, string>[] = [
      {},
      { subject: 'x'.repeat(10_000) },
      { message: '\u0001' },
    ];
    for (const fields of garbage) {
      const answer = await postForm('/contact', fields);
      expect(answer.status).toBeLessThan(500);
    }
  }, 90_000);

  it('a visitor’s message opens a ticket acknowledged by e-mail', async () => {
    const response = await postForm('/en/contact', {
      subject: 'product',
      message: 'Is the salmon kibble grain free?',
      email: 'visitor@example.com',
    });
    expect(response.status).toBe(200);
    const id = ticketIdOf(await response.text());
    const ack = (await listOutbox(store.db)).find((m) => m.dedupeKey === `helpdesk-ack:${id}`);
    expect(ack).toMatchObject({ to: 'visitor@example.com' });
  }, 90_000);

  it('a customer’s order number must be one of its orders; a visitor’s only well-formed, never looked up', async () => {
    const carol = await registered('carol');
    const dave = await registered('dave');
    const carolsOrder = await placedOrder(carol.email);
    const ticketsOf = async (email: string) =>
      (
        await rows<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM helpdesk_ticket WHERE lower(email) = lower(${email})`,
        )
      )[0]!.n;
    const before = (await listOutbox(store.db)).length;
    // Dave gives Carol's order, then one that no order has: the same refusal, on the field, nothing sent.
    for (const [path, orderNumber, words] of [
      ['/contact', carolsOrder, 'Aucune de vos commandes ne porte ce numéro'],
      ['/en/contact', carolsOrder, 'None of your orders has this number'],
      ['/contact', 'TR-999999997', 'Aucune de vos commandes ne porte ce numéro'],
    ] as const) {
      const refused = await postForm(
        path,
        { subject: 'order', orderNumber, message: 'Où en est-elle ?' },
        dave.cookie,
      );
      expect(refused.status).toBe(422);
      const html = await refused.text();
      expect(html).toContain(words);
      expect(html).toMatch(
        new RegExp(
          `name="orderNumber"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="orderNumber"`,
        ),
      );
      expect(html).toContain(`value="${orderNumber}"`);
      expect(html).toContain('Où en est-elle ?');
    }
    expect(await ticketsOf(dave.email)).toBe(0);
    expect((await listOutbox(store.db)).length).toBe(before);
    // Carol's own order is accepted.
    const own = await postForm(
      '/contact',
      { subject: 'order', orderNumber: carolsOrder.toLowerCase(), message: 'Où en est-elle ?' },
      carol.cookie,
    );
    expect(own.status).toBe(200);
    ticketIdOf(await own.text());

    // A visitor: a number not written as the shop writes them is refused, translated; Carol's order and a
    // number no order has are accepted alike (nothing says whether an order exists or whose it is).
    const malformed = await postForm('/en/contact', {
      subject: 'order',
      orderNumber: 'AB-12',
      message: 'Hello',
      email: 'visitor@example.com',
    });
    expect(malformed.status).toBe(422);
    expect(await malformed.text()).toContain('Invalid order number (for example: TR-000123).');
    for (const orderNumber of [carolsOrder, 'TR-999999996']) {
      const accepted = await postForm('/contact', {
        subject: 'order',
        orderNumber,
        message: 'Bonjour',
        email: 'visitor@example.com',
      });
      expect(accepted.status).toBe(200);
    }
  }, 90_000);

  it('a customer’s message is in its helpdesk; another customer and a visitor cannot see it', async () => {
    const alice = await registered('alice');
    const bob = await registered('bob');
    const sent = await postForm(
      '/contact',
      { subject: 'delivery', message: 'Où est mon colis ?' },
      alice.cookie,
    );
    expect(sent.status).toBe(200);
    const id = ticketIdOf(await sent.text());

    const list = await get('/user/helpdesk', alice.cookie);
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toContain('no-store');
    const listHtml = await list.text();
    expect(listHtml).toContain(`/user/helpdesk/${id}`);
    expect(listHtml).toContain('Livraison');
    expect(listHtml).toContain('En attente de réponse');

    const page = await get(`/en/user/helpdesk/${id}`, alice.cookie);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toContain('no-store');
    expect(await page.text()).toContain('Où est mon colis ?');

    expect((await get(`/user/helpdesk/${id}`, bob.cookie)).status).toBe(404);
    expect((await get('/user/helpdesk/abc', alice.cookie)).status).toBe(404);
    expect((await get('/user/helpdesk/99999999999999', alice.cookie)).status).toBe(404);
    const visitor = await get(`/user/helpdesk/${id}`);
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('location')).toContain('/login?redirect=');

    // A reply with a PDF, posted as the page's multipart form.
    const form = new FormData();
    form.set('message', 'Voici le bon de livraison.');
    form.set('attachment', new Blob([pdf], { type: 'application/octet-stream' }), 'bon.pdf');
    const replied = await postMultipart(`/user/helpdesk/${id}`, form, alice.cookie);
    expect(replied.status).toBe(303);
    expect(replied.headers.get('location')).toBe(`/user/helpdesk/${id}?notice=replied`);
    const after = await (await get(`/user/helpdesk/${id}?notice=replied`, alice.cookie)).text();
    expect(after).toContain('Votre réponse a bien été envoyée.');
    const href = /href="([^"]*\/attachments\/\d+)"/.exec(after)?.[1];
    expect(href).toBeDefined();
    const file = await get(href!, alice.cookie);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="bon.pdf"');
    expect(file.headers.get('cache-control')).toContain('no-store');
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
    expect((await get(href!, bob.cookie)).status).toBe(404);
    expect((await get(href!)).status).toBe(404);

    // Bob cannot reply on Alice's ticket: the 404 page, nothing written.
    const hijack = new FormData();
    hijack.set('message', 'Hijack');
    expect((await postMultipart(`/user/helpdesk/${id}`, hijack, bob.cookie)).status).toBe(404);

    // A staff reply through the domain operation shows and e-mails Alice.
    const staff = await fetch(`${server.url}/__dev/helpdesk`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        command: 'reply',
        ticketId: Number(id),
        staffName: 'Léa',
        message: 'Il arrive demain.',
      }),
    });
    expect(staff.status).toBe(200);
    const { messageId } = (await staff.json()) as { messageId: number };
    const answered = await (await get(`/user/helpdesk/${id}`, alice.cookie)).text();
    expect(answered).toContain('Il arrive demain.');
    expect(answered).toContain('Léa (service client)');
    const mail = (await listOutbox(store.db)).find(
      (m) => m.dedupeKey === `helpdesk-reply:${messageId}`,
    );
    expect(mail).toMatchObject({ to: alice.email });
    expect(
      (
        await fetch(`${server.url}/__dev/helpdesk`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"command":"reply"}',
        })
      ).status,
    ).toBe(400);
  }, 90_000);

  it('refuses a file of a disallowed type or size with the translated message, the text kept', async () => {
    const carol = await registered('carol');
    const sent = await postForm(
      '/en/contact',
      { subject: 'other', message: 'A question' },
      carol.cookie,
    );
    const id = ticketIdOf(await sent.text());
    const bad = new FormData();
    bad.set('message', 'Here is my invoice');
    bad.set('attachment', new Blob([exe], { type: 'application/pdf' }), 'invoice.pdf');
    const refused = await postMultipart(`/en/user/helpdesk/${id}`, bad, carol.cookie);
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toContain('This file is not accepted: attach a PDF, a PNG or a JPEG image.');
    expect(html).toContain('Here is my invoice</textarea>');
    expect(html).toContain('aria-invalid="true"');

    const big = new FormData();
    big.set('message', 'Trop lourd');
    big.set('attachment', new Blob([pdf, Buffer.alloc(5 * 1024 * 1024)]), 'gros.pdf');
    const tooBig = await postMultipart(`/user/helpdesk/${id}`, big, carol.cookie);
    expect(tooBig.status).toBe(422);
    expect(await tooBig.text()).toContain('Ce fichier est trop lourd\u202f: 5 Mo au plus.');

    const empty = new FormData();
    empty.set('message', '   ');
    const noText = await postMultipart(`/user/helpdesk/${id}`, empty, carol.cookie);
    expect(noText.status).toBe(422);
    expect(await noText.text()).toContain('Ce champ est obligatoire.');

    const page = await (await get(`/user/helpdesk/${id}`, carol.cookie)).text();
    expect(page).not.toContain('Here is my invoice');
    expect(page).not.toContain('Trop lourd');

    // A cross-site multipart post is refused before anything is read.
    const crossSite = await fetch(`${server.url}/user/helpdesk/${id}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: 'https://evil.example', cookie: carol.cookie },
      body: bad,
    });
    expect(crossSite.status).toBe(403);
    // A urlencoded post that is not a handed-over refusal is a bad request, not a 500.
    expect(
      (await postForm(`/user/helpdesk/${id}`, { intent: 'reply', message: 'x' }, carol.cookie))
        .status,
    ).toBe(400);
  }, 90_000);

  it('runs the bot check of the public forms: without a solution past the allowance, refused beside the widget', async () => {
    useBotCheck(botCheckFromEnv({ BOTCHECK_UNSOLVED_PER_HOUR: '0' }));
    try {
      const response = await postForm('/en/contact', {
        subject: 'other',
        message: 'Spam?',
        email: 'robot@example.com',
      });
      expect(response.status).toBe(422);
      expect(await response.text()).toContain('id="bot-check-error"');
    } finally {
      useBotCheck(botCheckFromEnv({ BOTCHECK_UNSOLVED_PER_HOUR: '1000' }));
    }
  }, 90_000);
});
