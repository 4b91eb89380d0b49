/**
 * Returns, refunds and store credit pages over real HTTP, without JavaScript (issue 16 items 4–6, 8):
 * `/user/orders/:orderId/returns/create` and its form, `/user/returns`, `/user/orders/:orderId/refunds`,
 * `/user/store-credit`, in both languages. A visitor is sent to sign in; every answer is no-store; customer B gets
 * the 404 page for A's return form and refunds (never a 403) and cannot post a return on A's order; a refused
 * form changes nothing and says why in the page's language. The order and its shipment are rows (this suite is
 * about the pages); the staff's steps are the domain operations the command runs.
 */
import { moveReturn, refundReturn } from '@truffe/commerce/afterSales';
import type { Store } from '@truffe/commerce/store';
import { orderableSimpleSkus } from '@truffe/commerce/testing/catalogueSamples';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { httpForms, type HttpForms, registerByForm } from '../test/httpForms';
import { sql } from '../test/sqlText';
import { startServer, type TestServer } from '../test/startServer';
import { openTestStore } from '../test/testStore';

describe('returns, refunds and store credit pages over HTTP', () => {
  let store: Store;
  let server: TestServer;
  let forms: HttpForms;

  beforeAll(async () => {
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
  });

  async function rows<Row>(statement: string): Promise<Row[]> {
    return ((await store.db.execute(statement as never)) as unknown as { rows: Row[] }).rows;
  }

  /** A paid order of `customerId` with one line of 2 units, both shipped. */
  async function shippedOrder(customerId: number, email: string) {
    const [sku] = await orderableSimpleSkus(store, 1);
    const [product] = await rows<{ id: number; sku: string; name: string; price: number }>(
      sql`SELECT p.id, p.sku, pl.name, p.price FROM product p
        JOIN product_locale pl ON pl.product_id = p.id AND pl.locale = 'fr-FR' WHERE p.sku = ${sku}`,
    );
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
    const incl = Math.round(product!.price * 1.2);
    const [order] = await rows<{ id: number; number: string }>(
      sql`INSERT INTO sales_order (session_token_hash, idempotency_key, cart_fingerprint, status, locale,
          customer_id, email, addresses, shipping_method_code, shipping_method_title, payment_method_code,
          payment_method_title, subtotal_excl_tax, subtotal_incl_tax, shipping_incl_tax, grand_total_excl_tax,
          grand_total, stock_demand)
        VALUES (${`hash-${customerId}`}, 'key', 'fingerprint', 'PROCESSING', 'fr-FR', ${customerId}, ${email},
          ${JSON.stringify({ shipping: address, billing: address })}::jsonb, 'colissimo_home',
          'Colissimo à domicile', 'test_card', 'Carte bancaire', ${product!.price * 2}, ${incl * 2}, 0,
          ${product!.price * 2}, ${incl * 2}, '[]'::jsonb)
        RETURNING id, number`,
    );
    const [line] = await rows<{ id: number }>(
      sql`INSERT INTO sales_order_line (order_id, product_id, sku, name, qty, unit_price_excl_tax,
          unit_price_incl_tax, row_total_excl_tax, row_total_incl_tax)
        VALUES (${order!.id}, ${product!.id}, ${product!.sku}, ${product!.name}, 2, ${product!.price}, ${incl},
          ${product!.price * 2}, ${incl * 2})
        RETURNING id`,
    );
    const [shipment] = await rows<{ id: number }>(
      sql`INSERT INTO shipment (order_id, carrier, tracking_number)
        VALUES (${order!.id}, 'colissimo', '6A0002') RETURNING id`,
    );
    await store.db.execute(
      sql`INSERT INTO shipment_line (shipment_id, order_line_id, qty)
        VALUES (${shipment!.id}, ${line!.id}, 2)` as never,
    );
    return { number: order!.number, lineId: line!.id, unit: incl, name: product!.name };
  }

  const returnCount = async (customerId: number) =>
    (
      await rows<{ count: number }>(
        sql`SELECT count(*)::int AS count FROM return_request WHERE customer_id = ${customerId}`,
      )
    )[0]!.count;

  it('asks a visitor to sign in; B gets 404 for A’s return form and refunds, and cannot return A’s items', async () => {
    for (const path of ['/user/returns', '/en/user/store-credit']) {
      const visitor = await forms.get(path);
      expect(visitor.status, path).toBe(302);
      expect(visitor.headers.get('location'), path).toMatch(/\/login\?redirect=/);
    }
    const alice = await registerByForm(forms, store, 'alice');
    const bob = await registerByForm(forms, store, 'bob');
    const order = await shippedOrder(alice.id, alice.email);
    for (const path of [
      `/user/orders/${order.number}/returns/create`,
      `/en/user/orders/${order.number}/refunds`,
    ]) {
      const response = await forms.get(path, bob.cookie);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control'), path).toMatch(/no-store/);
    }
    const stolen = await forms.postForm(
      `/user/orders/${order.number}/returns/create`,
      {
        intent: 'return',
        [`qty-${order.lineId}`]: '1',
        [`reason-${order.lineId}`]: 'damaged',
        [`condition-${order.lineId}`]: 'opened',
        resolution: 'refund',
      },
      bob.cookie,
    );
    expect(stolen.status).toBe(422);
    expect(await stolen.text()).toContain(`La commande ${order.number} est introuvable.`);
    expect(await returnCount(alice.id)).toBe(0);
    expect(await returnCount(bob.id)).toBe(0);
  }, 240_000);

  it('takes a return by a plain form, refuses bad input in the page’s language, shows each step, the refund and the credit', async () => {
    const alice = await registerByForm(forms, store, 'carole');
    const order = await shippedOrder(alice.id, alice.email);
    const formPath = `/en/user/orders/${order.number}/returns/create`;
    const page = await forms.get(formPath, alice.cookie);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toMatch(/no-store/);
    const html = await page.text();
    expect(html).toContain(`>Return items of order ${order.number}</h1>`);
    expect(html).toContain(`name="qty-${order.lineId}"`);
    expect(html).toContain('2 units can be returned');

    // No reason chosen: refused, in English, nothing written, the choices kept.
    const refused = await forms.postForm(
      formPath,
      {
        intent: 'return',
        [`qty-${order.lineId}`]: '1',
        [`reason-${order.lineId}`]: '',
        [`condition-${order.lineId}`]: 'opened',
        resolution: 'store_credit',
        comment: 'Trop petit',
      },
      alice.cookie,
    );
    expect(refused.status).toBe(422);
    const refusedHtml = await refused.text();
    expect(refusedHtml).toContain(
      `Choose the reason for returning ${order.name.replaceAll('&', '&amp;')}.`,
    );
    expect(refusedHtml).toContain('Trop petit</textarea>');
    // More than shipped.
    const tooMany = await forms.postForm(
      formPath,
      {
        intent: 'return',
        [`qty-${order.lineId}`]: '3',
        [`reason-${order.lineId}`]: 'damaged',
        [`condition-${order.lineId}`]: 'opened',
        resolution: 'store_credit',
      },
      alice.cookie,
    );
    expect(tooMany.status).toBe(422);
    expect(await tooMany.text()).toContain('at most 2 can be returned');
    // A line id that is no number (a changed form) is named as such, never "line -1" (decision 0926).
    const notALine = await forms.postForm(
      formPath,
      {
        intent: 'return',
        'qty-abc': '1',
        'reason-abc': 'damaged',
        'condition-abc': 'opened',
        resolution: 'store_credit',
      },
      alice.cookie,
    );
    expect(notALine.status).toBe(422);
    const notALineHtml = await notALine.text();
    expect(notALineHtml).toContain(
      'The line number “abc” is not valid: an order line is named by its number, in digits. Nothing was saved.',
    );
    expect(notALineHtml).not.toContain('Line -1');
    expect(await returnCount(alice.id)).toBe(0);

    const sent = await forms.postForm(
      `/user/orders/${order.number}/returns/create`,
      {
        intent: 'return',
        [`qty-${order.lineId}`]: '1',
        [`reason-${order.lineId}`]: 'no_longer_needed',
        [`condition-${order.lineId}`]: 'unopened',
        resolution: 'store_credit',
      },
      alice.cookie,
    );
    expect(sent.status).toBe(303);
    const location = sent.headers.get('location') ?? '';
    expect(location).toMatch(/^\/user\/returns\?created=R-\d{6}$/);
    const returnNumber = decodeURIComponent(location.split('created=')[1]!);
    // One unit is left to return: the order page still offers the form.
    const orderPage = `/user/orders/${order.number}/`;
    expect(await (await forms.get(orderPage, alice.cookie)).text()).toContain(
      `href="/user/orders/${order.number}/returns/create"`,
    );
    const listed = await (await forms.get(location, alice.cookie)).text();
    expect(listed).toContain(`Votre retour ${returnNumber} est enregistré`);
    expect(listed).toContain('Statut\u202f: Demandé');

    // The last unit asked for too: nothing is left, the order page no longer offers the form, which is a 404.
    const last = await forms.postForm(
      `/user/orders/${order.number}/returns/create`,
      {
        intent: 'return',
        [`qty-${order.lineId}`]: '1',
        [`reason-${order.lineId}`]: 'other',
        [`condition-${order.lineId}`]: 'opened',
        resolution: 'exchange',
      },
      alice.cookie,
    );
    expect(last.status).toBe(303);
    expect(await (await forms.get(orderPage, alice.cookie)).text()).not.toContain('returns/create');
    expect((await forms.get(`${orderPage}returns/create`, alice.cookie)).status).toBe(404);

    await moveReturn(store, returnNumber, 'authorised');
    const memo = await refundReturn(store, returnNumber);
    const english = await (await forms.get('/en/user/returns', alice.cookie)).text();
    expect(english).toContain('Status: Credited');
    expect(english).toContain('1 × ');
    const refunds = await (
      await forms.get(`/en/user/orders/${order.number}/refunds`, alice.cookie)
    ).text();
    expect(refunds).toContain(`Credit memo ${memo.number}`);
    expect(refunds).toContain('as store credit');
    const credit = await forms.get('/user/store-credit', alice.cookie);
    expect(credit.headers.get('cache-control')).toMatch(/no-store/);
    const creditHtml = await credit.text();
    expect(creditHtml).toContain(`Remboursement ${memo.number} (commande ${order.number})`);
    expect(creditHtml).toMatch(/Solde disponible\u202f: [\d,\s\u202f]+€/);
    expect(memo.amount).toBe(order.unit);
  }, 240_000);

  it('runs the staff operations at POST /__dev/order as JSON only, with the command’s refusals', async () => {
    const post = (body: string, contentType = 'application/json') =>
      fetch(`${server.url}/__dev/order`, {
        method: 'POST',
        headers: { 'content-type': contentType },
        body,
      });
    expect((await post('command=ship', 'application/x-www-form-urlencoded')).status).toBe(415);
    expect((await post(JSON.stringify({ command: 'explode', number: 'TR-000001' }))).status).toBe(
      400,
    );
    const unknown = await post(JSON.stringify({ command: 'close', number: 'TR-999999' }));
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toEqual({ error: 'La commande TR-999999 est introuvable.' });
    const customer = await registerByForm(forms, store, 'dora');
    const order = await shippedOrder(customer.id, customer.email);
    const invoiced = await post(JSON.stringify({ command: 'invoice', number: order.number }));
    expect(invoiced.status).toBe(200);
    expect(invoiced.headers.get('cache-control')).toMatch(/no-store/);
    expect(await invoiced.json()).toMatchObject({
      orderNumber: order.number,
      orderStatus: 'COMPLETE',
    });
  }, 240_000);
});
