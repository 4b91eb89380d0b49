/**
 * The account's order pages over real HTTP, without JavaScript (issue 16 item 1; decision 0761):
 * `/user/orders/`, `/user/orders/:orderId/`, `/user/orders/:orderId/invoice/:invoiceId/` and its PDF, in both
 * languages. Every answer is no-store and never comes from the HTML cache; customer B gets the 404 page for A's
 * order, invoice and PDF (never a 403); the reorder button is a form that works without JavaScript. The order and
 * its shipment are inserted as rows (this suite is about showing them, not about placing or shipping); the
 * invoice comes from `invoiceOrder`.
 */
import { invoiceOrder } from '@truffe/commerce/afterSales';
import { customerDepsOf, readSession } from '@truffe/commerce/customers';
import type { Store } from '@truffe/commerce/store';
import { orderableSimpleSkus } from '@truffe/commerce/testing/catalogueSamples';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { cookieOf, httpForms, type HttpForms } from '../test/httpForms';
import { sql } from '../test/sqlText';
import { startServer, type TestServer } from '../test/startServer';
import { openTestStore } from '../test/testStore';
import { cartCookieName } from './cartSession';
import { sessionCookieName } from './customerSession';

describe('order pages over HTTP', () => {
  let store: Store;
  let server: TestServer;
  const password = 'trois chiens dans un pré';

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

  /** A new account, signed in by the registration form: its session cookie and customer id. */
  async function registered(name: string) {
    const email = `${name}-${Date.now()}@example.com`;
    const response = await postForm('/register', {
      firstname: 'Rex',
      lastname: name,
      email,
      password,
      acceptCgv: 'on',
    });
    expect(response.status).toBe(303);
    const cookie = cookieOf(response, sessionCookieName);
    const current = await readSession(
      customerDepsOf(store),
      cookie.slice(sessionCookieName.length + 1),
    );
    return { email, cookie, id: current!.customer.id };
  }

  /** An order of `customerId` with one line of an orderable product, and an invoice of it. */
  async function orderWithInvoice(customerId: number, email: string) {
    const [sku] = await orderableSimpleSkus(store, 1);
    const { rows: products } = (await store.db.execute(
      sql`SELECT p.id, p.sku, pl.name, p.price FROM product p
        JOIN product_locale pl ON pl.product_id = p.id AND pl.locale = 'fr-FR' WHERE p.sku = ${sku}`,
    )) as unknown as { rows: { id: number; sku: string; name: string; price: number }[] };
    const product = products[0]!;
    const address = {
      firstname: 'Rex',
      lastname: 'Martin',
      company: null,
      street: ['3 rue des Lilas'],
      postcode: '75011',
      city: 'Paris',
      countryCode: 'FR',
      telephone: null,
    };
    const incl = Math.round(product.price * 1.2);
    const { rows: orders } = (await store.db.execute(
      sql`INSERT INTO sales_order (session_token_hash, idempotency_key, cart_fingerprint, status, locale,
          customer_id, email, addresses, shipping_method_code, shipping_method_title, payment_method_code,
          payment_method_title, subtotal_excl_tax, subtotal_incl_tax, shipping_incl_tax, grand_total_excl_tax,
          grand_total, stock_demand)
        VALUES (${`hash-${customerId}`}, 'key', 'fingerprint', 'PROCESSING', 'fr-FR', ${customerId}, ${email},
          ${JSON.stringify({ shipping: address, billing: address })}::jsonb, 'colissimo_home',
          'Colissimo à domicile', 'test_card', 'Carte bancaire', ${product.price * 2}, ${incl * 2}, 600,
          ${product.price * 2 + 500}, ${incl * 2 + 600}, '[]'::jsonb)
        RETURNING id, number`,
    )) as unknown as { rows: { id: number; number: string }[] };
    const order = orders[0]!;
    await store.db.execute(
      sql`INSERT INTO sales_order_line (order_id, product_id, sku, name, qty, unit_price_excl_tax,
          unit_price_incl_tax, row_total_excl_tax, row_total_incl_tax)
        VALUES (${order.id}, ${product.id}, ${product.sku}, ${product.name}, 2, ${product.price}, ${incl},
          ${product.price * 2}, ${incl * 2})`,
    );
    // The after-sales invoice operation: numbering, frozen parties and lines.
    const invoice = await invoiceOrder({ db: store.db, config: store.config }, order.number);
    await store.db.execute(
      sql`INSERT INTO shipment (order_id, carrier, tracking_number) VALUES (${order.id}, 'colissimo', '6A0001')`,
    );
    return {
      number: order.number,
      invoiceId: String(invoice.id),
      invoiceNumber: invoice.number,
      product,
    };
  }

  let alice: Awaited<ReturnType<typeof registered>>;
  let bob: Awaited<ReturnType<typeof registered>>;
  let order: Awaited<ReturnType<typeof orderWithInvoice>>;

  it('sends a visitor to sign in, and shows an empty list to a customer without orders', async () => {
    const visitor = await get('/user/orders/');
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('location')).toBe(
      `/login?redirect=${encodeURIComponent('/user/orders/')}`,
    );
    bob = await registered('bob');
    const empty = await get('/en/user/orders/', bob.cookie);
    expect(empty.status).toBe(200);
    expect(await empty.text()).toContain('You have not placed any order yet.');
  }, 240_000);

  it('answers every page no-store, never from the HTML cache, in both languages', async () => {
    alice = await registered('alice');
    order = await orderWithInvoice(alice.id, alice.email);
    const pages = [
      ['/user/orders/', 'Mes commandes'],
      ['/en/user/orders/', 'My orders'],
      [`/user/orders/${order.number}/`, `Commande ${order.number}`],
      [`/en/user/orders/${order.number}/`, `Order ${order.number}`],
      [
        `/user/orders/${order.number}/invoice/${order.invoiceId}/`,
        `Facture ${order.invoiceNumber}`,
      ],
      [
        `/en/user/orders/${order.number}/invoice/${order.invoiceId}/`,
        `Invoice ${order.invoiceNumber}`,
      ],
    ] as const;
    for (const [path, heading] of pages)
      for (let visit = 0; visit < 2; visit += 1) {
        const response = await get(path, alice.cookie);
        expect(response.status, path).toBe(200);
        expect(response.headers.get('cache-control'), path).toMatch(/no-store/);
        expect(response.headers.get('cache-control'), path).not.toMatch(/public/);
        expect(response.headers.get('x-cache'), path).not.toBe('HIT');
        expect(await response.text(), path).toContain(`>${heading}</h1>`);
      }

    const list = await (await get('/user/orders/', alice.cookie)).text();
    expect(list).toContain(`href="/user/orders/${order.number}/"`);
    expect(list).toContain('En cours de préparation');
    const detail = await (await get(`/user/orders/${order.number}/`, alice.cookie)).text();
    expect(detail).toContain(order.product.sku);
    expect(detail).toContain('Total TTC');
    expect(detail).toContain('Colissimo à domicile');
    // The carrier's tracking page in a new tab, said to screen readers.
    expect(detail).toMatch(
      /<a href="https:\/\/www\.laposte\.fr\/outils\/suivre-vos-envois\?code=6A0001" target="_blank" rel="noopener[^"]*">/,
    );
    expect(detail).toContain('(s’ouvre dans un nouvel onglet)');
    expect(detail).toContain(`href="/user/orders/${order.number}/invoice/${order.invoiceId}/"`);
    const invoice = await (
      await get(`/user/orders/${order.number}/invoice/${order.invoiceId}/`, alice.cookie)
    ).text();
    expect(invoice).toContain(`href="/user/orders/${order.number}/invoice/${order.invoiceId}/pdf"`);
    expect(invoice).toContain('Télécharger la facture (PDF)');
    // Countries by their names, as the checkout and the address book write them (the buyer's and the seller's).
    const joined = (html: string) => html.replaceAll('<!-- -->', '');
    expect(joined(detail)).toContain('75011 Paris<br/>France</address>');
    expect(joined(invoice)).toContain('75011 Paris France');
    expect(joined(invoice)).not.toMatch(/\d{5} \p{L}+ FR\b/u);
    // The menu and the dashboard lead to the orders.
    const dashboard = await (await get('/user', alice.cookie)).text();
    expect(dashboard).toContain('href="/user/orders/"');
    expect(dashboard).toContain(`href="/user/orders/${order.number}/"`);
  }, 240_000);

  it('downloads the invoice PDF for its owner only', async () => {
    const pdf = await get(
      `/user/orders/${order.number}/invoice/${order.invoiceId}/pdf`,
      alice.cookie,
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(
      `attachment; filename="${order.invoiceNumber}.pdf"`,
    );
    expect(pdf.headers.get('cache-control')).toBe('private, no-store');
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  }, 120_000);

  it("gives customer B the 404 page for A's order, invoice and PDF, never a 403", async () => {
    const paths = [
      `/user/orders/${order.number}/`,
      `/en/user/orders/${order.number}/`,
      `/user/orders/${order.number}/invoice/${order.invoiceId}/`,
      `/user/orders/${order.number}/invoice/${order.invoiceId}/pdf`,
      `/en/user/orders/${order.number}/invoice/${order.invoiceId}/pdf`,
      // An invoice id that is not this order's, for its owner too.
      `/user/orders/${order.number}/invoice/999999/`,
    ];
    for (const path of paths) {
      const cookie = path.includes('999999') ? alice.cookie : bob.cookie;
      const response = await get(path, cookie);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control'), path).toMatch(/no-store/);
      expect(response.headers.get('content-type'), path).toMatch(/text\/html/);
      const html = await response.text();
      expect(html, path).not.toContain(order.product.sku);
      expect(html, path).not.toContain(order.invoiceNumber);
    }
    const visitorPdf = await get(`/user/orders/${order.number}/invoice/${order.invoiceId}/pdf`);
    expect(visitorPdf.status).toBe(404);
  }, 240_000);

  it('reorders without JavaScript: the form adds the lines to the cart and says so', async () => {
    const response = await postForm(
      `/user/orders/${order.number}/`,
      { intent: 'reorder' },
      alice.cookie,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/no-store/);
    const html = await response.text();
    expect(html).toContain('1 article a été ajouté à votre panier.');
    const cart = cookieOf(response, cartCookieName);
    const cartPage = await get('/cart', [alice.cookie, cart].filter(Boolean).join('; '));
    expect(await cartPage.text()).toContain(order.product.sku);

    // Bob posting to Alice's order changes nothing and gets the 404 page.
    const stolen = await postForm(
      `/user/orders/${order.number}/`,
      { intent: 'reorder' },
      bob.cookie,
    );
    expect(stolen.status).toBe(404);
    expect(cookieOf(stolen, cartCookieName)).toBe('');
  }, 240_000);
});
