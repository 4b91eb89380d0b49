/**
 * The back office's listener over real HTTP (issue 18 items 2 and 9): strict headers, its own CSP, `no-store`
 * and `noindex` on every answer, robots.txt disallowing everything; every operation refused to a signed-out
 * request; sign-in with password and TOTP (otplib) giving an HttpOnly, SameSite=Strict cookie; the roles'
 * refusals (403, translated) and a cross-site or non-JSON write refused.
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
});
afterAll(() => close?.());

const json = (method: string, body: unknown, headers: Record<string, string> = {}) => ({
  method,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

const password = 'un mot de passe du personnel';

/** Creates a staff account through the test route and signs it in: its cookie. */
async function signedIn(role: string): Promise<string> {
  const email = `${role}.${Date.now()}@staff.example.fr`;
  const created = await fetch(
    `${url}/api/__test/staff`,
    json('POST', { email, name: role, role, password }),
  );
  expect(created.status).toBe(200);
  const { totpSecret } = (await created.json()) as { totpSecret: string };
  const code = await generate({ secret: totpSecret });
  const response = await fetch(`${url}/api/session`, json('POST', { email, password, code }));
  expect(response.status).toBe(200);
  const cookie = response.headers.get('set-cookie')!;
  expect(cookie).toMatch(/^truffe_staff=[\w-]+; Path=\/; HttpOnly; SameSite=Strict; Expires=/);
  return cookie.split(';')[0]!;
}

describe('the admin listener', () => {
  it('answers with strict headers, no-store, noindex and its own CSP; robots.txt disallows all', async () => {
    for (const path of ['/', '/orders', '/api/session', '/robots.txt', '/api/nothing']) {
      const response = await fetch(`${url}${path}`);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      expect(response.headers.get('x-robots-tag'), path).toContain('noindex');
      expect(response.headers.get('content-security-policy'), path).toContain("script-src 'self'");
      expect(response.headers.get('content-security-policy'), path).toContain(
        "frame-ancestors 'none'",
      );
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('no-referrer');
    }
    const robots = await fetch(`${url}/robots.txt`);
    expect(await robots.text()).toBe('User-agent: *\nDisallow: /\n');
  });

  it('refuses every operation to a signed-out request', async () => {
    const operations: [string, string][] = [
      ['GET', '/api/session'],
      ['GET', '/api/orders'],
      ['GET', '/api/orders/TR-000001'],
      ['POST', '/api/orders/TR-000001/ship'],
      ['POST', '/api/orders/TR-000001/refund'],
      ['GET', '/api/returns'],
      ['POST', '/api/returns/R-000001/move'],
      ['GET', '/api/customers'],
      ['POST', '/api/customers/1/approve-pro'],
      ['POST', '/api/customers/1/group'],
      ['GET', '/api/reviews'],
      ['POST', '/api/reviews/1/moderate'],
      ['GET', '/api/products'],
      ['PATCH', '/api/products/1'],
      ['POST', '/api/products/1/images'],
      ['DELETE', '/api/products/1/images/1'],
      ['GET', '/api/pages'],
      ['GET', '/api/pages/about-us'],
      ['PATCH', '/api/pages/about-us'],
      ['GET', '/api/blocks'],
      ['PATCH', '/api/blocks/footer-contact'],
      ['POST', '/api/customers/1/refuse-pro'],
      ['GET', '/api/audit'],
    ];
    for (const [method, path] of operations) {
      const response = await fetch(`${url}${path}`, {
        ...(method === 'GET' ? {} : json(method, {})),
        headers: {
          'content-type': 'application/json',
          cookie: 'truffe_staff=forged',
          'x-admin-locale': 'en',
        },
      });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(await response.json()).toMatchObject({
        error: 'Your session has expired: please sign in again.',
      });
    }
  });

  it('signs in with password and TOTP; the roles are enforced over HTTP', async () => {
    const editor = await signedIn('catalogEditor');
    const session = await fetch(`${url}/api/session`, { headers: { cookie: editor } });
    expect(await session.json()).toMatchObject({
      staff: { role: 'catalogEditor' },
      permissions: expect.arrayContaining(['products.update']),
    });
    for (const path of ['/api/customers', '/api/orders'])
      expect((await fetch(`${url}${path}`, { headers: { cookie: editor } })).status, path).toBe(
        403,
      );
    const refund = await fetch(
      `${url}/api/orders/TR-000001/refund`,
      json('POST', {}, { cookie: editor }),
    );
    expect(refund.status).toBe(403);
    expect(await refund.json()).toMatchObject({
      error: 'Votre rôle ne permet pas cette opération.',
    });

    const service = await signedIn('customerService');
    const products = await fetch(`${url}/api/products?limit=1`, { headers: { cookie: service } });
    const { rows } = (await products.json()) as { rows: { id: number; price: number }[] };
    const change = await fetch(
      `${url}/api/products/${rows[0]!.id}`,
      json('PATCH', { price: rows[0]!.price + 100 }, { cookie: service }),
    );
    expect(change.status).toBe(403);
    const after = await fetch(`${url}/api/products/${rows[0]!.id}`, {
      headers: { cookie: service },
    });
    expect(((await after.json()) as { price: number }).price).toBe(rows[0]!.price);
    // Nor the CMS: neither read nor written.
    const blocks = await fetch(`${url}/api/blocks`, { headers: { cookie: editor } });
    const identifier = ((await blocks.json()) as { rows: { identifier: string }[] }).rows[0]!
      .identifier;
    for (const path of ['/api/blocks', `/api/blocks/${identifier}`])
      expect((await fetch(`${url}${path}`, { headers: { cookie: service } })).status, path).toBe(
        403,
      );
    const edit = await fetch(
      `${url}/api/blocks/${identifier}`,
      json(
        'PATCH',
        { texts: { 'fr-FR': { title: 'Piraté', content: '<p>x</p>', isActive: true } } },
        { cookie: service },
      ),
    );
    expect(edit.status).toBe(403);
    const block = await fetch(`${url}/api/blocks/${identifier}`, { headers: { cookie: editor } });
    expect(JSON.stringify(await block.json())).not.toContain('Piraté');

    // Signed out: the cookie no longer works.
    const out = await fetch(`${url}/api/session`, {
      method: 'DELETE',
      headers: { cookie: service, 'content-type': 'application/json' },
    });
    expect(out.status).toBe(204);
    expect((await fetch(`${url}/api/products`, { headers: { cookie: service } })).status).toBe(401);
  });

  it('refuses a wrong code, a cross-site write and a form post', async () => {
    const wrong = await fetch(
      `${url}/api/session`,
      json(
        'POST',
        { email: 'nobody@staff.example.fr', password, code: '123456' },
        { 'x-admin-locale': 'en' },
      ),
    );
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ error: 'Wrong e-mail, password or one-time code.' });
    expect(wrong.headers.get('set-cookie')).toBeNull();

    const manager = await signedIn('manager');
    const crossSite = await fetch(
      `${url}/api/customers/1/group`,
      json('POST', { group: 'professional' }, { cookie: manager, origin: 'https://evil.example' }),
    );
    expect(crossSite.status).toBe(403);
    const form = await fetch(`${url}/api/customers/1/group`, {
      method: 'POST',
      headers: { cookie: manager, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'group=professional',
    });
    expect(form.status).toBe(415);
    const audit = await fetch(`${url}/api/audit?action=customer.changeGroup`, {
      headers: { cookie: manager },
    });
    expect(((await audit.json()) as { rows: unknown[] }).rows).toEqual([]);
  });
});

describe('staff sign-ins and sign-outs in the audit log', () => {
  it('records each sign-in with the address the server sees, listed by actor to a manager only', async () => {
    const email = `audited.${Date.now()}@staff.example.fr`;
    const created = await fetch(
      `${url}/api/__test/staff`,
      json('POST', { email, name: 'audited', role: 'catalogEditor', password }),
    );
    const { totpSecret } = (await created.json()) as { totpSecret: string };
    const code = await generate({ secret: totpSecret });
    // Behind the loopback proxy the server trusts X-Forwarded-For (decision 0921).
    const refused = await fetch(
      `${url}/api/session`,
      json(
        'POST',
        { email, password: 'not the password!!', code },
        { 'x-forwarded-for': '198.51.100.7' },
      ),
    );
    expect(refused.status).toBe(401);
    const accepted = await fetch(
      `${url}/api/session`,
      json('POST', { email, password, code }, { 'x-forwarded-for': '198.51.100.8' }),
    );
    expect(accepted.status).toBe(200);

    const manager = await signedIn('manager');
    const listed = await fetch(
      `${url}/api/audit?actor=${encodeURIComponent(email.toUpperCase())}`,
      {
        headers: { cookie: manager },
      },
    );
    expect(listed.status).toBe(200);
    const { rows, total } = (await listed.json()) as {
      rows: { action: string; actor: string; after: unknown }[];
      total: number;
    };
    expect(total).toBe(2);
    expect(rows.map(({ action, actor, after }) => ({ action, actor, after }))).toEqual([
      {
        action: 'staff.signIn',
        actor: email,
        after: { outcome: 'signedIn', address: '198.51.100.8' },
      },
      {
        action: 'staff.signInFailed',
        actor: email,
        after: { outcome: 'wrongPassword', address: '198.51.100.7' },
      },
    ]);
    expect(JSON.stringify(rows)).not.toContain('not the password');
    expect(JSON.stringify(rows)).not.toContain(code);

    const service = await signedIn('customerService');
    const forbidden = await fetch(`${url}/api/audit?actor=${encodeURIComponent(email)}`, {
      headers: { cookie: service },
    });
    expect(forbidden.status).toBe(403);
  });

  it('records a sign-out with the address the server sees; a second one, with no session, writes nothing', async () => {
    const email = `signed-out.${Date.now()}@staff.example.fr`;
    const created = await fetch(
      `${url}/api/__test/staff`,
      json('POST', { email, name: 'signed out', role: 'catalogEditor', password }),
    );
    const { totpSecret } = (await created.json()) as { totpSecret: string };
    const code = await generate({ secret: totpSecret });
    const accepted = await fetch(
      `${url}/api/session`,
      json('POST', { email, password, code }, { 'x-forwarded-for': '198.51.100.20' }),
    );
    expect(accepted.status).toBe(200);
    const cookie = accepted.headers.get('set-cookie')!.split(';')[0]!;
    for (const address of ['198.51.100.21', '198.51.100.22']) {
      const out = await fetch(`${url}/api/session`, {
        method: 'DELETE',
        headers: { cookie, 'content-type': 'application/json', 'x-forwarded-for': address },
      });
      expect(out.status).toBe(204);
      expect(out.headers.get('set-cookie')).toMatch(
        /^truffe_staff=; Path=\/; HttpOnly; SameSite=Strict; Max-Age=0/,
      );
    }

    const manager = await signedIn('manager');
    const listed = await fetch(`${url}/api/audit?actor=${encodeURIComponent(email)}`, {
      headers: { cookie: manager },
    });
    const { rows } = (await listed.json()) as {
      rows: { action: string; actor: string; target: string; after: unknown; at: string }[];
    };
    expect(rows.map(({ action, actor, after }) => ({ action, actor, after }))).toEqual([
      {
        action: 'staff.signOut',
        actor: email,
        after: { outcome: 'signedOut', address: '198.51.100.21' },
      },
      {
        action: 'staff.signIn',
        actor: email,
        after: { outcome: 'signedIn', address: '198.51.100.20' },
      },
    ]);
    expect(rows[0]!.target).toBe(rows[1]!.target);
    expect(Number.isNaN(Date.parse(rows[0]!.at))).toBe(false);
  });
});
