/**
 * The back office's service (issue 18 items 2–6 and 8) on a real store with the test gateway:
 * - staff accounts: no sign-in without the right password AND a fresh TOTP code (otplib), a code never twice,
 *   throttled after repeated failures, sessions that expire when idle;
 * - the permission matrix on every operation: a catalogue editor can neither refund nor see customers,
 *   customer service cannot change prices, a refusal writes nothing;
 * - every write (pro approval, review moderation, shipping, return steps and refund, price) is in the audit
 *   log with its before and after, and the log refuses UPDATE and DELETE.
 */
import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  AdminError,
  approveProAsStaff,
  changeCustomerGroup,
  createStaff,
  ensureAuditLogGuard,
  getOrder,
  listAudit,
  listCustomers,
  listOrders,
  listProducts,
  listReviews,
  listTicketsAsStaff,
  moderateReview,
  moveReturnAsStaff,
  refundOrderAsStaff,
  refundReturnAsStaff,
  shipOrderAsStaff,
  signInStaff,
  signOutStaff,
  type Staff,
  staffOfSession,
  updateProduct,
  type AdminContext,
} from '../src/admin/index';
import { accessLogPurgeBatch, accessLogRetentionMonths } from '../src/admin/accessLog';
import { requestReturn } from '../src/afterSales/returns';
import { onStockChange } from '../src/catalog/stockChanges';
import { customerDepsOf } from '../src/customers/context';
import { registerPro } from '../src/customers/registration';
import { selectRows } from '../src/db/database';
import { contentHash } from '../src/resolvers/contentMetadata';
import {
  orderableProducts,
  orderLines,
  placePaidOrder,
  registeredCustomer,
} from './afterSalesFixtures';
import { subscribeStockAlert } from '../src/wishlist/stockAlerts';
import { openOrdersRig, type OrdersRig } from './ordersFixtures';

let rig: OrdersRig;
const staff: Record<
  'manager' | 'customerService' | 'catalogEditor',
  { staff: Staff; secret: string }
> = {} as never;
const password = 'un mot de passe du personnel';
const command = { staffId: null, actor: 'command:test' };

beforeAll(async () => {
  rig = await openOrdersRig({ gatewayFile: false });
  await ensureAuditLogGuard(rig.store.db);
  for (const role of ['manager', 'customerService', 'catalogEditor'] as const) {
    const created = await createStaff(
      rig.store.db,
      { email: `${role}@staff.example.fr`, name: role, role, password },
      command,
    );
    staff[role] = { staff: created.staff, secret: created.totpSecret };
  }
});
afterAll(() => rig?.close());

const ctxOf = (role: keyof typeof staff): AdminContext => ({
  store: rig.store,
  staff: staff[role].staff,
  locale: 'fr-FR',
});

async function refusal(operation: Promise<unknown>): Promise<AdminError> {
  const outcome = await operation.then(
    () => new Error('the operation was not refused'),
    (error: unknown) => error,
  );
  if (!(outcome instanceof AdminError)) throw outcome;
  return outcome;
}

const auditCount = async () =>
  (
    await selectRows<{ n: number }>(rig.store.db, sql`SELECT count(*)::int AS n FROM staff_audit`)
  )[0]!.n;

describe('staff sign-in', () => {
  it('needs the password and a fresh TOTP code, never the same code twice, and creates an expiring session', async () => {
    const { secret } = staff.manager;
    const at = new Date('2026-11-26T10:00:10Z');
    const epoch = Math.floor(at.getTime() / 1000);
    const code = await generate({ secret, epoch });
    const deps = { db: rig.store.db, now: () => at };
    const email = 'Manager@staff.example.fr';

    expect(
      (await refusal(signInStaff(deps, { email, password: 'wrong password!!', code }))).messageId,
    ).toBe('signInFailed');
    expect((await refusal(signInStaff(deps, { email, password, code: '000000' }))).messageId).toBe(
      'signInFailed',
    );
    expect(
      (await refusal(signInStaff(deps, { email, password, code: '' }))).translate('en-GB'),
    ).toBe('Wrong e-mail, password or one-time code.');
    const signedIn = await signInStaff(deps, { email, password, code });
    expect(signedIn.staff).toEqual(staff.manager.staff);
    // The same code again (a replay) is refused.
    expect((await refusal(signInStaff(deps, { email, password, code }))).messageId).toBe(
      'signInFailed',
    );

    expect(await staffOfSession(deps, signedIn.token)).toEqual(staff.manager.staff);
    expect(await staffOfSession(deps, 'not-a-token')).toBeNull();
    // Idle for 31 minutes: the session is over (and deleted).
    const later = { db: rig.store.db, now: () => new Date(at.getTime() + 31 * 60_000) };
    expect(await staffOfSession(later, signedIn.token)).toBeNull();
    expect(await staffOfSession(deps, signedIn.token)).toBeNull();
    // Nothing of the secrets in the session table.
    const [session] = await selectRows<Record<string, unknown>>(
      rig.store.db,
      sql`SELECT count(*)::int AS n FROM staff_session WHERE token_hash = ${signedIn.token}`,
    );
    expect(session!.n).toBe(0);
  });

  it('throttles repeated failures, even with the right password afterwards', async () => {
    const { secret } = staff.catalogEditor;
    const at = new Date('2026-11-26T11:00:00Z');
    const deps = { db: rig.store.db, now: () => at };
    const email = 'catalogEditor@staff.example.fr';
    for (let i = 0; i < 5; i += 1)
      await refusal(signInStaff(deps, { email, password: 'wrong password!!', code: '123456' }));
    const code = await generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
    const throttled = await refusal(signInStaff(deps, { email, password, code }));
    expect(throttled.messageId).toBe('throttled');
    expect(throttled.status).toBe(429);
    // Readable by the staff member: how long to wait, not a UTC timestamp.
    expect(throttled.translate('en-GB')).toBe('Too many attempts: try again in 15 min.');
    expect(throttled.translate('fr-FR')).toBe(
      'Trop de tentatives\u202f: réessayez dans 15\u00a0min.',
    );
  });

  it('has no default account and refuses a weak password or an unknown role', async () => {
    expect(
      (
        await refusal(
          createStaff(
            rig.store.db,
            { email: 'a@b.fr', name: 'A', role: 'manager', password: 'short' },
            command,
          ),
        )
      ).messageId,
    ).toBe('weakPassword');
    expect(
      (
        await refusal(
          createStaff(
            rig.store.db,
            { email: 'a@b.fr', name: 'A', role: 'admin', password },
            command,
          ),
        )
      ).messageId,
    ).toBe('invalidRole');
    const [row] = await selectRows<{ n: number }>(
      rig.store.db,
      sql`SELECT count(*)::int AS n FROM staff_account`,
    );
    expect(row!.n).toBe(3);
  });

  it('gives one session for one code even when the same code is sent twice at once', async () => {
    const email = 'replay@staff.example.fr';
    const created = await createStaff(
      rig.store.db,
      { email, name: 'replay', role: 'customerService', password },
      command,
    );
    const at = new Date('2026-11-26T12:00:05Z');
    const deps = { db: rig.store.db, now: () => at };
    const code = await generate({
      secret: created.totpSecret,
      epoch: Math.floor(at.getTime() / 1000),
    });
    // Two addresses, as an attacker replaying a code seen over a shoulder would send it.
    const outcomes = await Promise.allSettled(
      ['192.0.2.1', '192.0.2.2'].map((clientAddress) =>
        signInStaff(deps, { email, password, code, clientAddress }),
      ),
    );
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const rejected = outcomes.find((outcome) => outcome.status === 'rejected');
    expect((rejected?.reason as AdminError).messageId).toBe('signInFailed');
    const [sessions] = await selectRows<{ n: number }>(
      rig.store.db,
      sql`SELECT count(*)::int AS n FROM staff_session WHERE staff_id = ${created.staff.id}`,
    );
    expect(sessions!.n).toBe(1);
  });
  it('audits every sign-in, signed in or refused, with its outcome and address, never the password or code', async () => {
    const email = `audited.${process.pid}.${Date.now()}@staff.example.fr`;
    const created = await createStaff(
      rig.store.db,
      { email, name: 'audited', role: 'customerService', password },
      command,
    );
    const at = new Date('2026-11-26T13:00:05Z');
    const deps = { db: rig.store.db, now: () => at };
    const code = await generate({
      secret: created.totpSecret,
      epoch: Math.floor(at.getTime() / 1000),
    });
    const wrongCode = code === '123456' ? '654321' : '123456';
    const unknown = `nobody.${process.pid}.${Date.now()}@staff.example.fr`;
    const attempts = [
      { email: unknown, password, code, clientAddress: '192.0.2.10' },
      { email, password: 'not the password!!', code, clientAddress: '192.0.2.11' },
      { email: ` ${email.toUpperCase()} `, password, code: wrongCode, clientAddress: '192.0.2.12' },
    ];
    for (const attempt of attempts) await refusal(signInStaff(deps, attempt));
    await signInStaff(deps, { email, password, code, clientAddress: '192.0.2.13' });
    // The same code again: refused (its step is used).
    await refusal(signInStaff(deps, { email, password, code, clientAddress: '192.0.2.14' }));

    const rows = await selectRows<{
      staffId: number | null;
      actor: string;
      action: string;
      target: string;
      before: unknown;
      after: { outcome: string; address: string };
      text: string;
    }>(
      rig.store.db,
      // Every column but the id and the time (their digits could be a code by chance).
      sql`SELECT staff_id AS "staffId", actor, action, target, before, after,
          concat_ws('|', actor, action, target, before, after) AS text
        FROM staff_audit WHERE action LIKE 'staff.signIn%' AND (actor = ${unknown} OR staff_id = ${created.staff.id})
        ORDER BY id`,
    );
    expect(rows.map(({ text: _text, ...row }) => row)).toEqual([
      {
        staffId: null,
        actor: unknown,
        action: 'staff.signInFailed',
        target: 'staff-sign-in',
        before: null,
        after: { outcome: 'unknownAccount', address: '192.0.2.10' },
      },
      {
        staffId: created.staff.id,
        actor: email,
        action: 'staff.signInFailed',
        target: `staff:${created.staff.id}`,
        before: null,
        after: { outcome: 'wrongPassword', address: '192.0.2.11' },
      },
      {
        staffId: created.staff.id,
        actor: email.toUpperCase(),
        action: 'staff.signInFailed',
        target: `staff:${created.staff.id}`,
        before: null,
        after: { outcome: 'wrongCode', address: '192.0.2.12' },
      },
      {
        staffId: created.staff.id,
        actor: email,
        action: 'staff.signIn',
        target: `staff:${created.staff.id}`,
        before: null,
        after: { outcome: 'signedIn', address: '192.0.2.13' },
      },
      {
        staffId: created.staff.id,
        actor: email,
        action: 'staff.signInFailed',
        target: `staff:${created.staff.id}`,
        before: null,
        after: { outcome: 'wrongCode', address: '192.0.2.14' },
      },
    ]);
    for (const { text } of rows) {
      expect(text).not.toContain(password);
      expect(text).not.toContain('not the password');
      expect(text).not.toContain(code);
      expect(text).not.toContain(wrongCode);
    }
    // In the audit list a manager reads.
    const listed = await listAudit(rig.store.db, { target: `staff:${created.staff.id}` });
    expect(listed.map((entry) => entry.action)).toContain('staff.signIn');
  });

  it('audits a throttled sign-in as refused', async () => {
    const email = `throttled.${process.pid}.${Date.now()}@staff.example.fr`;
    const at = new Date('2026-11-26T14:00:00Z');
    const deps = { db: rig.store.db, now: () => at };
    for (let i = 0; i < 6; i += 1)
      await refusal(signInStaff(deps, { email, password: 'wrong password!!', code: '123456' }));
    const rows = await selectRows<{ outcome: string }>(
      rig.store.db,
      sql`SELECT after->>'outcome' AS outcome FROM staff_audit WHERE actor = ${email} ORDER BY id`,
    );
    expect(rows.map((row) => row.outcome)).toEqual([
      ...Array<string>(5).fill('unknownAccount'),
      'throttled',
    ]);
  });
});

describe('staff sign-out', () => {
  it('is audited with who and the address the server saw, once, and ends the session', async () => {
    const email = `signout.${process.pid}.${Date.now()}@staff.example.fr`;
    const created = await createStaff(
      rig.store.db,
      { email, name: 'sign-out', role: 'catalogEditor', password },
      command,
    );
    const at = new Date();
    const deps = { db: rig.store.db, now: () => at };
    const code = await generate({
      secret: created.totpSecret,
      epoch: Math.floor(at.getTime() / 1000),
    });
    const { token } = await signInStaff(deps, {
      email,
      password,
      code,
      clientAddress: '192.0.2.30',
    });
    expect(await staffOfSession(deps, token)).toEqual(created.staff);

    await signOutStaff(rig.store.db, { token, clientAddress: '192.0.2.31' });
    expect(await staffOfSession(deps, token)).toBeNull();
    // Again with the spent token, without one, with an invented one: nobody to name, nothing written.
    await signOutStaff(rig.store.db, { token, clientAddress: '192.0.2.32' });
    await signOutStaff(rig.store.db, { token: undefined, clientAddress: '192.0.2.33' });
    await signOutStaff(rig.store.db, { token: 'x'.repeat(101), clientAddress: '192.0.2.34' });

    const rows = await selectRows<{
      staffId: number;
      actor: string;
      action: string;
      target: string;
      before: unknown;
      after: unknown;
      recent: boolean;
    }>(
      rig.store.db,
      sql`SELECT staff_id AS "staffId", actor, action, target, before, after,
          at > now() - interval '1 hour' AS recent
        FROM staff_audit WHERE staff_id = ${created.staff.id} AND action LIKE 'staff.sign%' ORDER BY id`,
    );
    expect(rows.map((row) => [row.action, row.after])).toEqual([
      ['staff.signIn', { outcome: 'signedIn', address: '192.0.2.30' }],
      ['staff.signOut', { outcome: 'signedOut', address: '192.0.2.31' }],
    ]);
    expect(rows[1]).toMatchObject({
      staffId: created.staff.id,
      actor: email,
      target: `staff:${created.staff.id}`,
      before: null,
      recent: true,
    });
    // In the audit list a manager reads.
    const listed = await listAudit(rig.store.db, { target: `staff:${created.staff.id}` });
    expect(listed[0]).toMatchObject({ action: 'staff.signOut', actor: email });
  });
});

describe('the access log’s retention', () => {
  const expiredAccessEntries = async () =>
    (
      await selectRows<{ n: number }>(
        rig.store.db,
        sql`SELECT count(*)::int AS n FROM staff_audit
          WHERE action IN ('staff.signIn', 'staff.signInFailed', 'staff.signOut')
            AND at < now() - interval '12 months'`,
      )
    )[0]!.n;

  it('deletes sign-ins and sign-outs older than 12 months, a bounded batch per entry written, and nothing else', async () => {
    expect(accessLogRetentionMonths).toBe(12);
    const marker = `retention.${process.pid}.${Date.now()}@staff.example.fr`;
    const entries = (action: string, age: string, count = 1) =>
      rig.store.db.execute(
        sql`INSERT INTO staff_audit (staff_id, actor, action, target, after, at)
          SELECT null, ${marker}, ${action}, 'staff-sign-in', '{"outcome":"unknownAccount"}'::jsonb,
            now() - ${age}::interval - make_interval(secs => n)
          FROM generate_series(1, ${count}) AS n`,
      );
    // Past the retention: more failed sign-ins than one batch, a sign-in and a sign-out.
    await entries('staff.signInFailed', '13 months', accessLogPurgeBatch + 5);
    await entries('staff.signIn', '2 years');
    await entries('staff.signOut', '12 months 1 day');
    // Kept: a sign-in within the retention, and data writes whatever their age.
    await entries('staff.signIn', '11 months');
    await entries('product.update', '5 years');
    await entries('order.ship', '13 months');

    // What the trigger still refuses by hand: a data write's entry, a recent sign-in, any change.
    await expect(
      rig.store.db.execute(
        sql`DELETE FROM staff_audit WHERE actor = ${marker} AND action = 'product.update'`,
      ),
    ).rejects.toThrow();
    await expect(
      rig.store.db.execute(
        sql`DELETE FROM staff_audit WHERE actor = ${marker} AND at > now() - interval '12 months'`,
      ),
    ).rejects.toThrow();
    await expect(
      rig.store.db.execute(
        sql`UPDATE staff_audit SET actor = 'someone else' WHERE actor = ${marker} AND action = 'staff.signIn'
          AND at < now() - interval '12 months'`,
      ),
    ).rejects.toThrow();

    const expired = await expiredAccessEntries();
    expect(expired).toBeGreaterThanOrEqual(accessLogPurgeBatch + 7);
    // One attempt writes its entry and deletes one batch of the oldest, no more.
    const deps = { db: rig.store.db, now: () => new Date() };
    const attempt = { email: marker, password: 'wrong password!!', code: '123456' };
    await refusal(signInStaff(deps, attempt));
    expect(await expiredAccessEntries()).toBe(expired - accessLogPurgeBatch);
    // The next entries delete the rest.
    for (let i = 0; i < Math.ceil(expired / accessLogPurgeBatch); i += 1)
      await refusal(signInStaff(deps, attempt));
    expect(await expiredAccessEntries()).toBe(0);

    const left = await selectRows<{ action: string; old: boolean }>(
      rig.store.db,
      sql`SELECT action, at < now() - interval '12 months' AS old FROM staff_audit
        WHERE actor = ${marker} ORDER BY at`,
    );
    expect(left.filter((row) => row.old).map((row) => row.action)).toEqual([
      'product.update',
      'order.ship',
    ]);
    expect(left.filter((row) => !row.old && row.action === 'staff.signIn')).toHaveLength(1);
    expect(left.filter((row) => row.action === 'staff.signInFailed').length).toBeGreaterThan(0);
  });

  it('is purged on a sign-out too, through the index of the access entries', async () => {
    const email = `retention-out.${process.pid}.${Date.now()}@staff.example.fr`;
    const created = await createStaff(
      rig.store.db,
      { email, name: 'retention', role: 'catalogEditor', password },
      command,
    );
    const at = new Date();
    const deps = { db: rig.store.db, now: () => at };
    const code = await generate({
      secret: created.totpSecret,
      epoch: Math.floor(at.getTime() / 1000),
    });
    const { token } = await signInStaff(deps, { email, password, code });
    await rig.store.db.execute(
      sql`INSERT INTO staff_audit (staff_id, actor, action, target, at)
        VALUES (${created.staff.id}, ${email}, 'staff.signIn', ${`staff:${created.staff.id}`},
          now() - interval '400 days')`,
    );
    expect(await expiredAccessEntries()).toBe(1);
    await signOutStaff(rig.store.db, { token });
    expect(await expiredAccessEntries()).toBe(0);
    const [index] = await selectRows<{ indexdef: string }>(
      rig.store.db,
      sql`SELECT indexdef FROM pg_indexes WHERE indexname = 'staff_audit_access_at_idx'`,
    );
    expect(index?.indexdef).toContain('WHERE');
  });
});

describe('the permission matrix', () => {
  it('a catalogue editor can neither refund nor see orders or customers', async () => {
    const [product] = await orderableProducts(rig, 1, 40);
    const order = await placePaidOrder(rig, [{ sku: product!.sku, quantity: 1 }]);
    const before = await auditCount();
    const editor = ctxOf('catalogEditor');
    // One at a time: started together, a refusal that came before its turn to be awaited was an unhandled
    // rejection.
    for (const operation of [
      () => refundOrderAsStaff(editor, order.number, { to: 'payment' }),
      () => listCustomers(editor),
      () => listOrders(editor),
      () => getOrder(editor, order.number),
      () => approveProAsStaff(editor, 1),
      () => listTicketsAsStaff(editor),
      () => changeCustomerGroup(editor, 1, 'professional'),
    ])
      expect((await refusal(operation())).status).toBe(403);
    expect((await getOrder(ctxOf('manager'), order.number)).creditMemos).toEqual([]);
    expect(await auditCount()).toBe(before);
  });

  it('customer service cannot change prices (nothing changes), the catalogue editor can', async () => {
    const [product] = await orderableProducts(rig, 1, 41);
    const service = ctxOf('customerService');
    const { rows } = await listProducts(service, { q: product!.sku });
    const price = rows[0]!.price;
    const before = await auditCount();
    const refused = await refusal(updateProduct(service, product!.id, { price: price + 100 }));
    expect(refused.status).toBe(403);
    expect(refused.translate('fr-FR')).toBe('Votre rôle ne permet pas cette opération.');
    expect((await listProducts(service, { q: product!.sku })).rows[0]!.price).toBe(price);
    expect(await auditCount()).toBe(before);

    // Bad input is refused with the field named and changes nothing.
    const editor = ctxOf('catalogEditor');
    expect(
      (await refusal(updateProduct(editor, product!.id, { price: -5 }))).translate('en-GB'),
    ).toBe('Invalid value for the field “price”.');
    expect(
      (await refusal(updateProduct(editor, product!.id, { specialPrice: price + 1 }))).messageId,
    ).toBe('specialAbovePrice');
    // Prices incl. tax (stored excl. tax): a multiple of 6 cents is exact both ways at 20 %.
    const newPrice = Math.round((price + 100) / 6) * 6;
    const saved = await updateProduct(editor, product!.id, { price: newPrice });
    expect(saved.price).toBe(newPrice);
    const [stored] = await selectRows<{ price: number }>(
      rig.store.db,
      sql`SELECT price FROM product WHERE id = ${product!.id}`,
    );
    expect(stored!.price).toBe(newPrice / 1.2);
  });
});

describe('stock from the back office', () => {
  it('sends the in-stock alerts once when the catalogue editor brings a product back', async () => {
    const [product] = await orderableProducts(rig, 1, 43);
    const editor = ctxOf('catalogEditor');
    await updateProduct(editor, product!.id, { qty: 0 });
    const to = `alert-${Date.now()}@example.com`;
    await subscribeStockAlert(rig.store.db, 'fr-FR', { sku: product!.sku, email: to }, null);
    const mails = () =>
      selectRows<{ n: number }>(
        rig.store.db,
        sql`SELECT count(*)::int AS n FROM email_outbox
          WHERE "to" = ${to} AND dedupe_key LIKE 'stock-alert:%'`,
      );
    await updateProduct(editor, product!.id, { qty: 5 });
    await updateProduct(editor, product!.id, { qty: 7 });
    expect((await mails())[0]!.n).toBe(1);
  });
});

describe('the journey of the staff, every write audited', () => {
  it('approves a pro, moderates a review, ships, authorises and refunds a return, changes a price', async () => {
    const manager = ctxOf('manager');
    const db = rig.store.db;

    // A pending pro, shown with its SIRET and VAT number, approved.
    const proEmail = `pro.${process.pid}.${Date.now()}@example.fr`;
    await registerPro(customerDepsOf(rig.store), {
      email: proEmail,
      password: 'croquettes du mardi soir',
      firstname: 'Jeanne',
      lastname: 'Toiletteuse',
      company: 'Toilettage des Mauges',
      siret: '443 061 841 00047',
      vatNumber: 'FR 64 443061841',
      activity: 'groomer',
      phone: '02 41 00 00 00',
      address: {
        street: ['3 rue des Lices'],
        postcode: '49100',
        city: 'Angers',
        countryCode: 'FR',
      },
      acceptCgv: true,
    });
    const pending = await listCustomers(manager, { proStatus: 'pending', q: proEmail });
    expect(pending.rows).toHaveLength(1);
    const pro = pending.rows[0]!;
    expect(pro).toMatchObject({ siret: '44306184100047', company: 'Toilettage des Mauges' });
    expect(JSON.stringify(pro)).not.toMatch(/scrypt|password|token/i);
    const approved = await approveProAsStaff(manager, pro.id);
    expect(approved).toMatchObject({ group: 'professional', proStatus: 'approved' });
    expect((await refusal(approveProAsStaff(manager, pro.id))).messageId).toBe('proNotPending');

    // A pending review, approved.
    const [product] = await orderableProducts(rig, 1, 42);
    const [review] = await selectRows<{ id: number }>(
      db,
      sql`INSERT INTO review (product_id, locale, rating, author_name, title, comment, status)
        VALUES (${product!.id}, 'fr-FR', 5, 'Zoé', 'Parfait', 'Mon chien adore.', 'pending') RETURNING id`,
    );
    const queue = await listReviews(manager, { status: 'pending', productId: product!.id });
    expect(queue.rows.map((row) => row.id)).toContain(review!.id);
    // Each catalogue write announces the product's Cache-Tag: the shop's HTML cache drops its pages.
    const purged: string[][] = [];
    const stopListening = onStockChange(db, ({ tags }) => void purged.push(tags));
    expect(await moderateReview(manager, review!.id, 'approved')).toEqual({
      id: review!.id,
      status: 'approved',
    });

    // An order shipped with its tracking number, then a return authorised, received and refunded.
    const customerId = await registeredCustomer(rig, 'admin');
    const order = await placePaidOrder(rig, [{ sku: product!.sku, quantity: 2 }], { customerId });
    const [line] = await orderLines(rig, order.id);
    const found = await listOrders(manager, { q: order.number, status: 'PROCESSING' });
    expect(found.rows.map((row) => row.number)).toEqual([order.number]);
    // The domain's own refusal comes through, translated.
    await expect(
      shipOrderAsStaff(manager, order.number, { carrier: 'colissimo', trackingNumber: '' }),
    ).rejects.toThrow(/Numéro de suivi invalide/);
    await shipOrderAsStaff(manager, order.number, {
      carrier: 'colissimo',
      trackingNumber: '6A12345678901',
    });
    expect((await getOrder(manager, order.number)).shipments).toMatchObject([
      { carrier: 'colissimo', trackingNumber: '6A12345678901' },
    ]);
    const requested = await requestReturn(
      rig.store,
      customerId,
      {
        orderNumber: order.number,
        lines: [{ orderLineId: line!.id, qty: 1, reason: 'damaged', condition: 'opened' }],
        resolution: 'refund',
        comment: 'Sac percé.',
      },
      'fr-FR',
    );
    await moveReturnAsStaff(manager, requested.number, { step: 'authorise' });
    await moveReturnAsStaff(manager, requested.number, { step: 'receive' });
    const memo = await refundReturnAsStaff(manager, requested.number, { to: 'payment' });
    expect(memo.amount).toBeGreaterThan(0);

    // A price.
    const saved = await updateProduct(manager, product!.id, { price: 1234, specialPrice: null });
    expect(saved.price).toBe(1234);
    stopListening();
    const tag = contentHash('product', product!.sku);
    // The review's approval, the order's stock, and the price: each purged the product's pages.
    expect(purged.filter((tags) => tags.includes(tag)).length).toBeGreaterThanOrEqual(2);
    expect(purged[0]).toContain(tag);
    expect(purged.at(-1)).toContain(tag);

    const entries = await listAudit(db, { limit: 20 });
    const byAction = (action: string, target: string) =>
      entries.find((entry) => entry.action === action && entry.target === target);
    expect(byAction('customer.approvePro', `customer:${pro.id}`)).toMatchObject({
      actor: 'manager@staff.example.fr',
      staffId: manager.staff.id,
      before: { proStatus: 'pending', group: 'general' },
      after: { proStatus: 'approved', group: 'professional' },
    });
    expect(byAction('review.approve', `review:${review!.id}`)).toMatchObject({
      before: { status: 'pending' },
      after: { status: 'approved' },
    });
    expect(byAction('order.ship', `order:${order.number}`)).toMatchObject({
      before: { status: 'PROCESSING', shipments: [] },
      after: { shipments: [{ carrier: 'colissimo', trackingNumber: '6A12345678901' }] },
    });
    expect(byAction('return.authorise', `return:${requested.number}`)).toMatchObject({
      before: { status: 'requested' },
      after: { status: 'authorised' },
    });
    expect(byAction('return.receive', `return:${requested.number}`)).toMatchObject({
      after: { status: 'received' },
    });
    expect(byAction('return.refund', `return:${requested.number}`)).toMatchObject({
      before: { creditMemos: [] },
      after: { creditMemos: [{ amount: memo.amount, refundTo: 'payment' }] },
    });
    expect(byAction('product.update', `product:${product!.sku}`)).toMatchObject({
      after: { price: 1234 },
    });
    expect(byAction('product.update', `product:${product!.sku}`)!.before).toMatchObject({
      sku: product!.sku,
    });
  });

  it('the audit log can be neither changed nor erased', async () => {
    await expect(
      rig.store.db.execute(sql`UPDATE staff_audit SET actor = 'someone else'`),
    ).rejects.toThrow();
    await expect(rig.store.db.execute(sql`DELETE FROM staff_audit`)).rejects.toThrow();
    await expect(rig.store.db.execute(sql`TRUNCATE staff_audit`)).rejects.toThrow();
    const [row] = await selectRows<{ n: number }>(
      rig.store.db,
      sql`SELECT count(*)::int AS n FROM staff_audit WHERE actor = 'someone else'`,
    );
    expect(row!.n).toBe(0);
    expect(await auditCount()).toBeGreaterThan(5);
  });
});
