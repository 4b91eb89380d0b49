/**
 * Refusals in the back office (issue 18 items 4 and 5) on a real store: a pending pro refused with a reason
 * gets the reason by e-mail in their own language (and no reason, no refusal: nothing changes, nothing is
 * sent); a return refused with a reason e-mails the customer that reason too. Both are audited.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  AdminError,
  createStaff,
  ensureAuditLogGuard,
  getCustomer,
  listAudit,
  listCustomers,
  moveReturnAsStaff,
  refuseProAsStaff,
  shipOrderAsStaff,
  type AdminContext,
} from '../src/admin/index';
import { requestReturn } from '../src/afterSales/returns';
import { customerDepsOf } from '../src/customers/context';
import { registerPro } from '../src/customers/registration';
import { selectRows } from '../src/db/database';
import {
  orderableProducts,
  orderLines,
  placePaidOrder,
  registeredCustomer,
} from './afterSalesFixtures';
import { openOrdersRig, type OrdersRig } from './ordersFixtures';

let rig: OrdersRig;
let manager: AdminContext;

beforeAll(async () => {
  rig = await openOrdersRig({ gatewayFile: false });
  await ensureAuditLogGuard(rig.store.db);
  const created = await createStaff(
    rig.store.db,
    {
      email: 'refusals@staff.example.fr',
      name: 'Refusals',
      role: 'customerService',
      password: 'un mot de passe du personnel',
    },
    { staffId: null, actor: 'command:test' },
  );
  manager = { store: rig.store, staff: created.staff, locale: 'fr-FR' };
});
afterAll(() => rig?.close());

const mailsTo = (to: string) =>
  selectRows<{ subject: string; text: string }>(
    rig.store.db,
    sql`SELECT subject, text FROM email_outbox WHERE "to" = ${to} ORDER BY id`,
  );

async function refusal(operation: Promise<unknown>): Promise<AdminError> {
  const outcome = await operation.then(
    () => new Error('the operation was not refused'),
    (error: unknown) => error,
  );
  if (!(outcome instanceof AdminError)) throw outcome;
  return outcome;
}

describe('refusing a pending pro', () => {
  it('needs a reason, which the customer receives by e-mail in their language; audited', async () => {
    const email = `pro.refused.${process.pid}.${Date.now()}@example.co.uk`;
    await registerPro(customerDepsOf(rig.store), {
      email,
      password: 'croquettes du mardi soir',
      firstname: 'Olivia',
      lastname: 'Groom',
      locale: 'en-GB',
      company: 'Mauges Grooming',
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
    const pro = (await listCustomers(manager, { proStatus: 'pending', q: email })).rows[0]!;
    const before = (await mailsTo(email)).length;

    // No reason: refused, translated, nothing changes and nothing is sent.
    const noReason = await refusal(refuseProAsStaff(manager, pro.id, { reason: '   ' }));
    expect(noReason.status).toBe(400);
    expect(noReason.translate('fr-FR')).toMatch(/^Indiquez le motif du refus/);
    expect(noReason.translate('en-GB')).toMatch(/^Give the reason for the refusal/);
    expect((await getCustomer(manager, pro.id)).proStatus).toBe('pending');
    expect(await mailsTo(email)).toHaveLength(before);

    const reason = 'The SIRET belongs to another company.';
    const refused = await refuseProAsStaff(manager, pro.id, { reason });
    expect(refused).toMatchObject({ proStatus: 'none', group: 'general' });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.subject).toBe('Your Truffe professional account request');
    expect(mails.at(-1)!.text).toContain('We cannot approve the professional account of Mauges');
    expect(mails.at(-1)!.text).toContain(`Reason: ${reason}`);
    // Refused once: a second refusal finds nothing pending.
    expect((await refusal(refuseProAsStaff(manager, pro.id, { reason }))).messageId).toBe(
      'proNotPending',
    );

    const [entry] = await listAudit(rig.store.db, {
      action: 'customer.refusePro',
      target: `customer:${pro.id}`,
    });
    expect(entry).toMatchObject({
      actor: 'refusals@staff.example.fr',
      before: { proStatus: 'pending' },
      after: { proStatus: 'none', reason },
    });
  });
});

describe('refusing a return', () => {
  it('e-mails the customer the reason, and refuses a refusal without one', async () => {
    const [product] = await orderableProducts(rig, 1, 44);
    const customerId = await registeredCustomer(rig, 'return-refused');
    const order = await placePaidOrder(rig, [{ sku: product!.sku, quantity: 1 }], { customerId });
    const [line] = await orderLines(rig, order.id);
    await shipOrderAsStaff(manager, order.number, {
      carrier: 'colissimo',
      trackingNumber: '6A12345678902',
    });
    const requested = await requestReturn(
      rig.store,
      customerId,
      {
        orderNumber: order.number,
        lines: [{ orderLineId: line!.id, qty: 1, reason: 'no_longer_needed', condition: 'opened' }],
        resolution: 'refund',
      },
      'fr-FR',
    );
    // Return e-mails go to the order's address.
    const [{ email }] = (await selectRows<{ email: string }>(
      rig.store.db,
      sql`SELECT email FROM sales_order WHERE number = ${order.number}`,
    )) as [{ email: string }];
    const before = (await mailsTo(email)).length;

    expect(
      (await refusal(moveReturnAsStaff(manager, requested.number, { step: 'refuse' }))).values,
    ).toEqual({ field: 'comment' });
    expect(await mailsTo(email)).toHaveLength(before);

    const reason = 'Sachet ouvert et entamé : hors délai de rétractation.';
    await moveReturnAsStaff(manager, requested.number, { step: 'refuse', comment: reason });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.text).toContain(reason);
    const [entry] = await listAudit(rig.store.db, {
      action: 'return.refuse',
      target: `return:${requested.number}`,
    });
    expect(entry).toMatchObject({
      before: { status: 'requested' },
      after: { status: 'refused' },
    });
  });
});
