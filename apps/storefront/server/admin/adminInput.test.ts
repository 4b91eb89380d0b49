/**
 * Bad input on the back office's API over real HTTP (session 15's probe, decision 0924): whatever a staff member
 * or a script sends, the answer is a translated refusal (4xx) that changes nothing, never a 500.
 */
import type { AddressInfo } from 'node:net';

import type { Store } from '@truffe/commerce/store';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openTestStore } from '../../test/testStore';
import { createAdminApp } from './adminApp';

let store: Store;
let url: string;
let close: () => Promise<void>;
let manager: string;

const password = 'un mot de passe du personnel';

async function call(
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; data: { error?: string; code?: string; field?: string } }> {
  const response = await fetch(`${url}/api${path}`, {
    method,
    headers: {
      cookie: manager,
      'x-admin-locale': 'en',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, data: (await response.json()) as never };
}

beforeAll(async () => {
  store = await openTestStore();
  const app = createAdminApp({
    store,
    settings: { port: 0, host: '127.0.0.1', publicUrl: 'http://admin.example', testRoutes: true },
    clientDir: '/nonexistent',
  });
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve, reject) => {
    const listening = app.listen(0, '127.0.0.1', (error?: Error) =>
      error ? reject(error) : resolve(listening),
    );
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await store.close();
  };
  const email = 'input.manager@staff.example.fr';
  const created = await fetch(`${url}/api/__test/staff`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, name: 'manager', role: 'manager', password }),
  });
  const { totpSecret } = (await created.json()) as { totpSecret: string };
  const signedIn = await fetch(`${url}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, code: await generate({ secret: totpSecret }) }),
  });
  manager = signedIn.headers.get('set-cookie')!.split(';')[0]!;
});
afterAll(() => close?.());

describe('the admin API refuses bad input without a 500', () => {
  it('answers 404 for an id beyond the database integer, in every resource', async () => {
    const huge = '99999999999999999999';
    for (const [method, path, body] of [
      ['GET', `/products/${huge}`],
      ['PATCH', `/products/${huge}`, { qty: 3 }],
      ['GET', `/customers/${huge}`],
      ['POST', `/customers/${huge}/approve-pro`, {}],
      ['POST', `/reviews/${huge}/moderate`, { status: 'approved' }],
      ['GET', `/tickets/${huge}`],
      ['POST', `/tickets/${huge}/reply`, { message: 'Bonjour' }],
      ['POST', `/tickets/${huge}/close`, {}],
      ['DELETE', `/products/1/images/${huge}`],
    ] as const) {
      const answer = await call(method, path, body);
      expect([method, path, answer.status, answer.data.error]).toEqual([
        method,
        path,
        404,
        'Not found.',
      ]);
    }
    // A filter with such an id finds nothing rather than failing.
    for (const productId of [huge, 'abc']) {
      const reviews = await call('GET', `/reviews?productId=${productId}`);
      expect([productId, reviews.status, (reviews.data as { rows?: unknown[] }).rows]).toEqual([
        productId,
        200,
        [],
      ]);
    }
  });
});

/** The newest audit entry's id: unchanged when a refusal wrote nothing. */
async function lastAuditId(): Promise<number> {
  const { data } = await call('GET', '/audit?limit=1');
  return (data as { rows: { id: number }[] }).rows[0]?.id ?? 0;
}

describe('days of the calendar', () => {
  it('refuses an impossible or reversed special-price day and writes nothing; an order filter ignores it', async () => {
    const { data: product } = await call('GET', '/products?limit=1');
    const id = (product as { rows: { id: number }[] }).rows[0]!.id;
    const before = await call('GET', `/products/${id}`);
    const audited = await lastAuditId();
    for (const [body, field] of [
      [{ specialFrom: '2026-02-30' }, 'specialFrom'],
      [{ specialTo: '2026-13-45' }, 'specialTo'],
      [{ specialFrom: '0000-01-01' }, 'specialFrom'],
    ] as const) {
      const answer = await call('PATCH', `/products/${id}`, body);
      expect([answer.status, answer.data.code, answer.data.field]).toEqual([
        400,
        'invalidInput',
        field,
      ]);
    }
    const reversed = await call('PATCH', `/products/${id}`, {
      specialFrom: '2027-01-31',
      specialTo: '2027-01-01',
    });
    expect([reversed.status, reversed.data.error]).toEqual([
      400,
      'The special price must end after it starts.',
    ]);
    expect((await call('GET', `/products/${id}`)).data).toEqual(before.data);
    expect(await lastAuditId()).toBe(audited);
    // A right range is saved (and audited).
    const saved = await call('PATCH', `/products/${id}`, {
      specialFrom: '2027-01-01',
      specialTo: '2027-01-31',
    });
    expect(saved.status).toBe(200);
    expect(await lastAuditId()).toBeGreaterThan(audited);

    for (const query of ['from=2026-13-45', 'to=2026-02-31', 'from=0000-01-01']) {
      const orders = await call('GET', `/orders?${query}`);
      expect([query, orders.status]).toEqual([query, 200]);
    }
  });
});

describe('numbers', () => {
  it('refuses a price, a stock or a tier that is not a whole number as written, and writes nothing', async () => {
    const { data: product } = await call('GET', '/products?limit=1&offset=1');
    const id = (product as { rows: { id: number }[] }).rows[0]!.id;
    const before = await call('GET', `/products/${id}`);
    const audited = await lastAuditId();
    for (const [body, field] of [
      [{ price: true }, 'price'],
      [{ price: [500] }, 'price'],
      [{ price: '0x10' }, 'price'],
      [{ price: '1e3' }, 'price'],
      [{ price: -100 }, 'price'],
      [{ price: 1e12 }, 'price'],
      [{ price: 'douze' }, 'price'],
      [{ specialPrice: false }, 'specialPrice'],
      [{ qty: true }, 'qty'],
      [{ qty: [3] }, 'qty'],
      [{ tierPrices: [{ groupId: true, qty: 2, price: 100 }] }, 'tierPrices.0.groupId'],
      [{ tierPrices: [{ groupId: null, qty: [2], price: 100 }] }, 'tierPrices.0.qty'],
    ] as const) {
      const answer = await call('PATCH', `/products/${id}`, body);
      expect([JSON.stringify(body), answer.status, answer.data.field]).toEqual([
        JSON.stringify(body),
        400,
        field,
      ]);
    }
    expect((await call('GET', `/products/${id}`)).data).toEqual(before.data);
    expect(await lastAuditId()).toBe(audited);
    // Digits in a string are a number (a form field's value).
    const saved = await call('PATCH', `/products/${id}`, { qty: '12' });
    expect([saved.status, (saved.data as { qty?: number }).qty]).toEqual([200, 12]);
  });
});

describe('NUL characters', () => {
  it('are refused (400, the field named) in an id, a filter, a saved text and a sign-in, never a 500', async () => {
    const { data: product } = await call('GET', '/products?limit=1&offset=2');
    const id = (product as { rows: { id: number }[] }).rows[0]!.id;
    const before = await call('GET', `/products/${id}`);
    const audited = await lastAuditId();
    for (const [method, path, body, field] of [
      ['GET', '/orders/%00', undefined, 'id'],
      ['GET', '/returns/%00', undefined, 'id'],
      ['POST', '/orders/%00/cancel', {}, 'id'],
      ['GET', '/orders?q=%00', undefined, 'q'],
      ['GET', '/orders?status=%00', undefined, 'status'],
      ['GET', '/customers?q=a%00', undefined, 'q'],
      ['GET', '/products?q=%00', undefined, 'q'],
      ['GET', '/reviews?q=%00', undefined, 'q'],
      ['GET', '/audit?target=%00', undefined, 'target'],
      [
        'PATCH',
        `/products/${id}`,
        { texts: { 'fr-FR': { name: 'a\u0000b' } } },
        'texts.fr-FR.name',
      ],
      [
        'POST',
        '/session',
        { email: 'x\u0000@staff.example.fr', password, code: '123456' },
        'email',
      ],
    ] as const) {
      const answer = await call(method, path, body);
      expect([method, path, answer.status, answer.data.error]).toEqual([
        method,
        path,
        400,
        `Invalid value for the field “${field}”.`,
      ]);
    }
    expect((await call('GET', `/products/${id}`)).data).toEqual(before.data);
    expect(await lastAuditId()).toBe(audited);
  });
});

describe('pages of a list', () => {
  it('the audit list counts every entry (react-admin offers the next pages from it)', async () => {
    const all = await call('GET', '/audit?limit=500');
    const { rows: every, total } = all.data as unknown as { rows: { id: number }[]; total: number };
    expect(every.length).toBeGreaterThan(2);
    expect(total).toBe(every.length);
    const second = await call('GET', '/audit?limit=2&offset=2');
    const page = second.data as unknown as { rows: { id: number }[]; total: number };
    expect(page.total).toBe(every.length);
    expect(page.rows.map((row) => row.id)).toEqual(every.slice(2, 4).map((row) => row.id));
  });

  it('a negative, huge or repeated page parameter is a page within bounds, never a 500', async () => {
    for (const path of [
      '/audit?limit=-5',
      '/audit?offset=-5',
      '/audit?target=a&target=b',
      '/orders?offset=1e30',
      '/customers?limit=-1&offset=1e30',
      '/products?offset=1e30',
      '/reviews?offset=1e30',
      '/tickets?offset=1e30',
      '/pages?offset=1e30',
    ]) {
      const answer = await call('GET', path);
      expect([path, answer.status]).toEqual([path, 200]);
    }
  });
});

describe('texts', () => {
  it('a helpdesk reply that is not text is refused, not sent as "[object Object]"', async () => {
    for (const message of [{ text: 'Bonjour' }, ['Bonjour'], 42]) {
      const answer = await call('POST', '/tickets/1/reply', { message });
      expect([JSON.stringify(message), answer.status, answer.data.field]).toEqual([
        JSON.stringify(message),
        400,
        'message',
      ]);
    }
  });
});

describe('refusals at the edge', () => {
  it('a write from another origin, a form post or an unknown operation is refused in the staff member’s language', async () => {
    const fromLocalhost = await fetch(`${url}/api/session`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'http://localhost:3001',
        'accept-language': 'fr-FR,fr;q=0.9',
      },
      body: JSON.stringify({ email: 'input.manager@staff.example.fr', password, code: '123456' }),
    });
    expect(fromLocalhost.status).toBe(403);
    expect(await fromLocalhost.json()).toMatchObject({
      error: 'Requête refusée : ouvrez le back-office à son adresse, http://admin.example.',
    });
    const form = await fetch(`${url}/api/products/1`, {
      method: 'PATCH',
      headers: {
        cookie: manager,
        'x-admin-locale': 'en',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'qty=3',
    });
    expect(form.status).toBe(415);
    expect(await form.json()).toMatchObject({
      error: 'Request refused: the back office accepts JSON only.',
    });
    const unknown = await call('GET', '/nothing-here');
    expect([unknown.status, unknown.data.error]).toEqual([404, 'Unknown operation.']);
  });
});
