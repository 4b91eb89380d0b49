/**
 * Outgoing e-mail (issue 7 item 6): the outbox is delivered through nodemailer's SMTP transport to a real SMTP
 * listener on 127.0.0.1 (`testing/smtpSink.ts`), each message once; a refused recipient stays in the
 * outbox with its error. The confirmation text follows the order's language and escapes what shoppers typed.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { selectRows } from '../src/db/database';
import {
  createMailer,
  listOutbox,
  maxAttempts,
  queueEmail,
  retryWaitMs,
} from '../src/email/mailer';
import { orderConfirmationEmail } from '../src/email/orderConfirmation';
import { type SmtpSink, startSmtpSink } from '../src/testing/smtpSink';
import type { OrderView } from '../src/orders/orderView';
import { openOrdersRig, type OrdersRig } from './ordersFixtures';

let rig: OrdersRig;
let sink: SmtpSink;

beforeAll(async () => {
  [rig, sink] = await Promise.all([openOrdersRig(), startSmtpSink()]);
});
afterAll(async () => {
  await rig?.close();
  await sink?.close();
});

const order: OrderView = {
  id: 1,
  number: 'TR-000042',
  status: 'PROCESSING',
  locale: 'fr-FR',
  email: 'lea@example.com',
  priceBasis: 'inclTax',
  lines: [
    {
      sku: 'CROQ-1',
      name: 'Croquettes <saumon> & riz',
      quantity: 2,
      unitPriceInclTax: 1234,
      rowTotalInclTax: 2468,
      unitPriceExclTax: 1028,
      rowTotalExclTax: 2057,
      options: [{ label: 'Gravure', value: '<b>Rex</b>' }],
    },
  ],
  totals: {
    subtotalInclTax: 2468,
    subtotalExclTax: 2057,
    shippingInclTax: 690,
    tax: 526,
    grandTotalExclTax: 2632,
    grandTotal: 3158,
    storeCreditUsed: 0,
  },
  shippingMethodTitle: 'Colissimo à domicile',
  pickupPoint: null,
  addresses: {
    shipping: {
      firstname: 'Léa',
      lastname: 'Martin',
      company: null,
      street: ['3 place du Marché'],
      postcode: '69002',
      city: 'Lyon',
      countryCode: 'FR',
      telephone: null,
    },
    billing: {
      firstname: 'Léa',
      lastname: 'Martin',
      company: null,
      street: ['3 place du Marché'],
      postcode: '69002',
      city: 'Lyon',
      countryCode: 'FR',
      telephone: null,
    },
  },
  paymentMethodTitle: 'Carte bancaire',
  paymentStatus: 'captured',
};

describe('order confirmation e-mail', () => {
  it('is written in the order language with its amounts, and escapes shopper text in HTML', () => {
    const french = orderConfirmationEmail(order);
    expect(french.subject).toBe('Truffe — confirmation de votre commande TR-000042');
    expect(french.dedupeKey).toBe('order-confirmation:TR-000042');
    expect(french.text).toContain('Bonjour Léa Martin,');
    expect(french.text).toMatch(/2 × Croquettes <saumon> & riz \(CROQ-1\).*24,68\s€/);
    expect(french.text).toMatch(/Total TTC\s:\s31,58\s€/);
    expect(french.html).toContain('Croquettes &lt;saumon&gt; &amp; riz');
    expect(french.html).not.toContain('<b>Rex</b>');
    const english = orderConfirmationEmail({ ...order, locale: 'en-GB' });
    expect(english.subject).toBe('Truffe — your order TR-000042 is confirmed');
    expect(english.text).toContain('Total incl. VAT: €31.58');
  });

  it('reads excl. tax first for a professional’s order, the figure incl. tax beside (issue 15)', () => {
    const french = orderConfirmationEmail({ ...order, priceBasis: 'exclTax' });
    expect(french.text).toMatch(/CROQ-1.*20,57\s€ HT \(24,68\s€ TTC\)/);
    expect(french.text).toMatch(/Sous-total HT\s:\s20,57\s€/);
    expect(french.text).toMatch(/Total HT\s:\s26,32\s€/);
    expect(french.text).toMatch(/TVA\s:\s5,26\s€/);
    expect(french.text).toMatch(/Total TTC\s:\s31,58\s€/);
    expect(french.text.indexOf('Total HT')).toBeLessThan(french.text.indexOf('Total TTC'));
    const english = orderConfirmationEmail({ ...order, priceBasis: 'exclTax', locale: 'en-GB' });
    expect(english.text).toContain('€20.57 excl. VAT (€24.68 incl. VAT)');
    expect(english.text).toContain('Total excl. VAT: €26.32');
  });

  it('says what store credit paid and what the payment method was charged (issue 16 item 6)', () => {
    const paid = { ...order, totals: { ...order.totals, storeCreditUsed: 1000 } };
    const french = orderConfirmationEmail(paid);
    expect(french.text).toMatch(/Réglé avec votre avoir client\s:\s−10,00\s€/);
    expect(french.text).toMatch(/Débité sur votre moyen de paiement\s:\s21,58\s€/);
    const english = orderConfirmationEmail({ ...paid, locale: 'en-GB' });
    expect(english.text).toContain('Paid with your store credit: −€10.00');
    expect(english.text).toContain('Charged to your payment method: €21.58');
    expect(orderConfirmationEmail(order).text).not.toContain('avoir client');
  });
});

describe('SMTP delivery of the outbox', () => {
  it('waits four times longer after each failed attempt, at most six hours, and stops after the last', async () => {
    const minute = 60_000;
    expect([1, 2, 3, 4, 5].map((attempt) => retryWaitMs(attempt, minute))).toEqual([
      minute,
      4 * minute,
      16 * minute,
      64 * minute,
      256 * minute,
    ]);
    expect(retryWaitMs(6, minute)).toBe(6 * 60 * minute);
    expect(retryWaitMs(maxAttempts, minute)).toBe(6 * 60 * minute);

    // A message that used its last attempt is left for an operator: no run takes it again.
    const db = rig.store.db;
    await queueEmail(db, {
      to: 'spent@example.com',
      subject: 'Spent',
      text: 'x',
      html: '<p>x</p>',
    });
    await db.execute(
      sql`UPDATE email_outbox SET attempts = ${maxAttempts}, retry_at = now() - interval '1 minute'
        WHERE "to" = 'spent@example.com'`,
    );
    const mailer = createMailer({ db, smtpUrl: sink.url, log: () => undefined });
    await mailer.deliverQueued();
    mailer.close();
    expect(sink.received.filter((mail) => mail.to.join().includes('spent@'))).toHaveLength(0);
    const [spent] = await selectRows<{ attempts: number }>(
      db,
      sql`SELECT attempts FROM email_outbox WHERE "to" = 'spent@example.com'`,
    );
    expect(spent!.attempts).toBe(maxAttempts);
  });

  it('sends each queued message once through SMTP and keeps a refused one with its error', async () => {
    const db = rig.store.db;
    const mailer = createMailer({
      db,
      smtpUrl: sink.url,
      from: 'Truffe <shop@truffe.test>',
      log: () => undefined,
      retryBaseMs: 400,
    });
    expect(mailer.transport).toBe('smtp');
    const message = orderConfirmationEmail(order);
    expect(await queueEmail(db, message)).toBe(true);
    expect(await queueEmail(db, message), 'the dedupe key keeps one message per order').toBe(false);
    expect(
      await queueEmail(db, {
        to: 'refuse@example.com',
        subject: 'Refused',
        text: 'x',
        html: '<p>x</p>',
      }),
    ).toBe(true);

    const first = await mailer.deliverQueued();
    expect(first).toEqual({ sent: 1, failed: 1 });
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]!.to).toEqual(['RCPT TO:<lea@example.com>']);
    expect(sink.received[0]!.data).toContain('TR-000042');
    const second = await mailer.deliverQueued();
    expect(second, 'nothing is sent twice, the refused one waits for its back-off').toEqual({
      sent: 0,
      failed: 0,
    });
    expect(sink.received).toHaveLength(1);

    const outbox = await listOutbox(db);
    const sent = outbox.find((row) => row.to === 'lea@example.com')!;
    const refused = outbox.find((row) => row.to === 'refuse@example.com')!;
    expect(sent.sentAt).not.toBeNull();
    expect(refused.sentAt).toBeNull();
    expect(refused.lastError).toMatch(/550|no such user/i);
    const state = () =>
      selectRows<{ attempts: number; waitMs: number }>(
        db,
        sql`SELECT attempts, (extract(epoch FROM retry_at - now()) * 1000)::int AS "waitMs"
          FROM email_outbox WHERE "to" = 'refuse@example.com'`,
      );
    const [afterFirst] = await state();
    expect(afterFirst!.attempts).toBe(1);
    expect(afterFirst!.waitMs).toBeGreaterThan(0);
    expect(afterFirst!.waitMs).toBeLessThanOrEqual(400);

    // Once the back-off has ended, the next run tries again and waits four times longer after it.
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(await mailer.deliverQueued()).toEqual({ sent: 0, failed: 1 });
    const [afterSecond] = await state();
    expect(afterSecond!.attempts).toBe(2);
    expect(afterSecond!.waitMs).toBeGreaterThan(400);
    expect(afterSecond!.waitMs).toBeLessThanOrEqual(1600);
    expect(sink.received).toHaveLength(1);
    mailer.close();

    const outboxOnly = createMailer({ db });
    expect(outboxOnly.transport).toBe('outbox');
    expect(await outboxOnly.deliverQueued()).toEqual({ sent: 0, failed: 0 });
  });
});
