/**
 * The helpdesk (issue 17 items 4–5; decision 0772) on the real engine: a ticket is its owner's only (another
 * customer reads nothing and cannot reply or fetch a file), attachments are checked by their bytes (a PNG named
 * `.pdf` is a PNG, an executable named `.pdf` is refused, 5 MB + 1 byte is refused) and kept outside the web root
 * under a random name, a refused reply changes nothing, and a staff reply e-mails the customer once.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { customerDepsOf } from '../src/customers/context';
import { register } from '../src/customers/registration';
import { selectRows } from '../src/db/database';
import { listOutbox } from '../src/email/mailer';
import {
  closeTicket,
  customerAttachment,
  customerTicket,
  type HelpdeskDeps,
  HelpdeskError,
  listCustomerTickets,
  listTickets,
  maxAttachmentBytes,
  openTicket,
  replyAsCustomer,
  replyAsStaff,
  sniffAttachmentType,
  staffAttachment,
} from '../src/helpdesk/index';
import type { Store } from '../src/store/openStore';
import { openTestStore } from '../src/testing/testStore';

let store: Store;
let deps: HelpdeskDeps;
let alice: number;
let bob: number;
let aliceEmail: string;

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0)]);

async function customer(
  name: string,
  email = `helpdesk.${name}.${process.pid}.${Date.now()}@example.fr`,
): Promise<{ id: number; email: string }> {
  await register(customerDepsOf(store), {
    email,
    password: 'croquettes du mardi soir',
    firstname: 'Camille',
    lastname: name,
    acceptCgv: true,
  });
  const [row] = await selectRows<{ id: number }>(
    store.db,
    sql`SELECT id FROM customer WHERE email = ${email}`,
  );
  return { id: row!.id, email };
}

let orderSeq = 0;

/** An order row of `customerId` (null: a guest's) as placement writes it; answers its number. */
async function placedOrder(customerId: number | null, email: string): Promise<string> {
  orderSeq += 1;
  const address = {
    firstname: 'Camille',
    lastname: 'Martin',
    street: ['12 rue des Lilas'],
    postcode: '75011',
    city: 'Paris',
    countryCode: 'FR',
    telephone: null,
  };
  const [order] = await selectRows<{ number: string }>(
    store.db,
    sql`INSERT INTO sales_order (session_token_hash, idempotency_key, cart_fingerprint, status, locale,
        customer_id, email, addresses, shipping_method_code, shipping_method_title, payment_method_code,
        payment_method_title, subtotal_excl_tax, subtotal_incl_tax, shipping_incl_tax, grand_total_excl_tax,
        grand_total, stock_demand)
      VALUES (${`helpdesk-${process.pid}-${Date.now()}-${orderSeq}`}, ${`key-${orderSeq}`}, 'fingerprint',
        'PROCESSING', 'fr-FR', ${customerId}, ${email},
        ${JSON.stringify({ shipping: address, billing: address })}::jsonb, 'colissimo_home',
        'Colissimo à domicile', 'test_card', 'Carte bancaire', 1000, 1200, 600, 1500, 1800, '[]'::jsonb)
      RETURNING number`,
  );
  return order!.number;
}

/** How many tickets and e-mails the store holds: a refusal changes neither. */
async function written(): Promise<{ tickets: number; emails: number }> {
  const [row] = await selectRows<{ tickets: number; emails: number }>(
    store.db,
    sql`SELECT (SELECT count(*)::int FROM helpdesk_ticket) AS tickets,
        (SELECT count(*)::int FROM email_outbox) AS emails`,
  );
  return row!;
}

async function refusal(work: Promise<unknown>): Promise<HelpdeskError> {
  const error = await work.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HelpdeskError);
  return error as HelpdeskError;
}

beforeAll(async () => {
  store = await openTestStore();
  deps = {
    db: store.db,
    shopUrl: 'https://shop.example',
    attachmentsDir: await mkdtemp(join(tmpdir(), 'helpdesk-')),
  };
  const a = await customer('alice');
  alice = a.id;
  aliceEmail = a.email;
  bob = (await customer('bob')).id;
});

afterAll(async () => {
  await store?.close();
  if (deps) await rm(deps.attachmentsDir, { recursive: true, force: true });
});

describe('attachments are recognised by their bytes', () => {
  it('knows PDF, PNG and JPEG, and nothing else', () => {
    expect(sniffAttachmentType(pdf)).toBe('application/pdf');
    expect(sniffAttachmentType(png)).toBe('image/png');
    expect(sniffAttachmentType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]))).toBe(
      'image/jpeg',
    );
    expect(sniffAttachmentType(exe)).toBeUndefined();
    expect(
      sniffAttachmentType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBeUndefined();
    expect(sniffAttachmentType(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('tickets', () => {
  it('opens a ticket for a customer, acknowledged once by e-mail to the account address', async () => {
    const orderNumber = await placedOrder(alice, aliceEmail);
    const { ticketId } = await openTicket(deps, {
      customerId: alice,
      locale: 'fr-FR',
      subject: 'delivery',
      orderNumber: ` ${orderNumber.toLowerCase()} `,
      message: 'Mon colis n’est pas arrivé.',
      email: 'ignored@example.fr',
    });
    const [summary] = await listCustomerTickets(store.db, alice);
    expect(summary).toMatchObject({
      id: ticketId,
      subject: 'delivery',
      status: 'open',
      orderNumber,
      lastAuthor: 'customer',
    });
    const ack = (await listOutbox(store.db)).filter(
      (m) => m.dedupeKey === `helpdesk-ack:${ticketId}`,
    );
    expect(ack).toHaveLength(1);
    expect(ack[0]!.to).toBe(aliceEmail);
    expect(ack[0]!.subject).toContain(`n° ${ticketId}`);
    expect(ack[0]!.text).toContain(`https://shop.example/user/helpdesk/${ticketId}`);
  });

  it('opens a guest ticket only with a valid e-mail, and refuses bad input with the field and nothing written', async () => {
    const before = (await listTickets(store.db, { limit: 200 })).length;
    expect(
      (
        await refusal(
          openTicket(deps, { customerId: null, locale: 'en-GB', subject: 'other', message: 'Hi' }),
        )
      ).field,
    ).toBe('email');
    const badEmail = await refusal(
      openTicket(deps, {
        customerId: null,
        locale: 'en-GB',
        subject: 'other',
        message: 'Hi',
        email: 'not-an-address',
      }),
    );
    expect(badEmail.messageIn('en-GB')).toContain('valid e-mail');
    expect(
      (
        await refusal(
          openTicket(deps, {
            customerId: null,
            locale: 'fr-FR',
            subject: 'bribe',
            message: 'Hi',
            email: 'a@b.fr',
          }),
        )
      ).field,
    ).toBe('subject');
    expect(
      (
        await refusal(
          openTicket(deps, {
            customerId: null,
            locale: 'fr-FR',
            subject: 'order',
            orderNumber: "1' OR 1=1",
            message: 'Hi',
            email: 'a@b.fr',
          }),
        )
      ).field,
    ).toBe('orderNumber');
    expect(
      (
        await refusal(
          openTicket(deps, {
            customerId: null,
            locale: 'fr-FR',
            subject: 'order',
            message: '   ',
            email: 'a@b.fr',
          }),
        )
      ).field,
    ).toBe('message');
    expect(
      (
        await refusal(
          openTicket(deps, {
            customerId: null,
            locale: 'fr-FR',
            subject: 'order',
            message: 'x'.repeat(5001),
            email: 'a@b.fr',
          }),
        )
      ).messageIn('fr-FR'),
    ).toContain('5000');
    expect((await listTickets(store.db, { limit: 200 })).length).toBe(before);
    const { ticketId } = await openTicket(deps, {
      customerId: null,
      locale: 'en-GB',
      subject: 'product',
      message: 'Is it grain free?',
      email: ' guest@example.com ',
    });
    const ticket = (await listTickets(store.db, { limit: 200 })).find(
      (entry) => entry.id === ticketId,
    );
    expect(ticket).toMatchObject({ customerId: null, email: 'guest@example.com', locale: 'en-GB' });
  });

  it("refuses a customer's order number that is not one of its orders, in the same words whoever has it, sending nothing", async () => {
    const alicesOrder = await placedOrder(alice, aliceEmail);
    const guestsOrder = await placedOrder(null, `guest.${process.pid}.${Date.now()}@example.fr`);
    const before = await written();
    const refusals = [];
    for (const orderNumber of [alicesOrder, guestsOrder, 'TR-999999999'])
      refusals.push(
        await refusal(
          openTicket(deps, {
            customerId: bob,
            locale: 'fr-FR',
            subject: 'order',
            orderNumber,
            message: 'Où en est ma commande ?',
          }),
        ),
      );
    for (const error of refusals) {
      expect(error.field).toBe('orderNumber');
      expect(error.messageId).toBe('orderNotYours');
    }
    expect(refusals[0]!.messageIn('fr-FR')).toBe(
      'Aucune de vos commandes ne porte ce numéro\u202f: vérifiez-le dans «\u00a0Mes commandes\u00a0», ou laissez ce champ vide. Rien n’a été envoyé.',
    );
    expect(refusals[0]!.messageIn('en-GB')).toBe(
      'None of your orders has this number: check it in “My orders”, or leave this field empty. Nothing was sent.',
    );
    // A number not written as the shop writes them is refused as such, looked up or not.
    for (const orderNumber of ['AB-1', 'TR-123', 'TR 000123'])
      expect(
        (
          await refusal(
            openTicket(deps, {
              customerId: bob,
              locale: 'en-GB',
              subject: 'order',
              orderNumber,
              message: 'Where is my order?',
            }),
          )
        ).messageIn('en-GB'),
      ).toBe('Invalid order number (for example: TR-000123).');
    expect(await written()).toEqual(before);
    // The guest order of a customer's verified e-mail is its own (its account lists it).
    const verifiedEmail = `helpdesk.verified.${process.pid}.${Date.now()}@example.fr`;
    const carol = (await customer('carol', verifiedEmail)).id;
    await store.db.execute(sql`UPDATE customer SET email_verified_at = now() WHERE id = ${carol}`);
    const carolsGuestOrder = await placedOrder(null, verifiedEmail);
    await openTicket(deps, {
      customerId: carol,
      locale: 'fr-FR',
      subject: 'order',
      orderNumber: carolsGuestOrder,
      message: 'Ma commande passée sans compte.',
    });
  });

  it("accepts a guest's well-formed order number without looking it up, and refuses any other", async () => {
    const alicesOrder = await placedOrder(alice, aliceEmail);
    const guest = {
      customerId: null,
      locale: 'fr-FR' as const,
      subject: 'order',
      message: 'Bonjour',
    };
    const before = await written();
    for (const orderNumber of ['AB-1', 'TR-123', 'TR-0001234567890', 'TR-00012a'])
      expect(
        (await refusal(openTicket(deps, { ...guest, orderNumber, email: 'guest@example.fr' })))
          .messageId,
      ).toBe('invalidOrderNumber');
    expect(await written()).toEqual(before);
    // Someone else's order and a number no order has: both accepted alike, nothing said about either.
    for (const orderNumber of [alicesOrder, 'TR-999999998']) {
      const { ticketId } = await openTicket(deps, {
        ...guest,
        orderNumber,
        email: 'guest@example.fr',
      });
      const ticket = (await listTickets(store.db, { limit: 200 })).find(
        (entry) => entry.id === ticketId,
      );
      expect(ticket?.orderNumber).toBe(orderNumber);
    }
  });

  it('shows a ticket to its owner only; another customer cannot read, reply or fetch its files', async () => {
    const { ticketId } = await openTicket(deps, {
      customerId: alice,
      locale: 'fr-FR',
      subject: 'return',
      message: 'Retour ?',
    });
    const { attachmentId } = await replyAsCustomer(deps, {
      customerId: alice,
      ticketId,
      message: 'Voici la photo.',
      attachment: { fileName: '../../etc/photo colis.pdf', bytes: png },
    });
    expect(await customerTicket(store.db, bob, ticketId)).toBeNull();
    expect((await listCustomerTickets(store.db, bob)).map((t) => t.id)).not.toContain(ticketId);
    expect(
      (await refusal(replyAsCustomer(deps, { customerId: bob, ticketId, message: 'Hijack' })))
        .messageId,
    ).toBe('ticketNotFound');
    expect(await customerAttachment(deps, bob, ticketId, attachmentId!)).toBeNull();
    const own = await customerAttachment(deps, alice, ticketId, attachmentId!);
    // A PNG named .pdf is stored as the PNG it is, under a cleaned name, in the attachments folder.
    expect(own).toMatchObject({
      contentType: 'image/png',
      fileName: 'photo_colis.png',
      size: png.length,
    });
    expect(own!.path.startsWith(deps.attachmentsDir)).toBe(true);
    expect(readFileSync(own!.path).equals(png)).toBe(true);
    expect(await staffAttachment(deps, ticketId, attachmentId!)).not.toBeNull();
    // The right attachment id on the wrong ticket is nothing.
    expect(await customerAttachment(deps, alice, ticketId + 1000, attachmentId!)).toBeNull();
    const detail = await customerTicket(store.db, alice, ticketId);
    expect(detail!.messages.map((m) => m.author)).toEqual(['customer', 'customer']);
    expect(detail!.messages[1]!.attachments).toEqual([
      { id: attachmentId, fileName: 'photo_colis.png', contentType: 'image/png', size: png.length },
    ]);
  });

  it('refuses an attachment of a disallowed type or size, by content, and keeps nothing of the reply', async () => {
    const { ticketId } = await openTicket(deps, {
      customerId: alice,
      locale: 'en-GB',
      subject: 'other',
      message: 'Hello',
    });
    const filesBefore = await readdir(deps.attachmentsDir).catch(() => []);
    const typeRefusal = await refusal(
      replyAsCustomer(deps, {
        customerId: alice,
        ticketId,
        message: 'See file',
        attachment: { fileName: 'invoice.pdf', bytes: exe },
      }),
    );
    expect(typeRefusal.field).toBe('attachment');
    expect(typeRefusal.messageIn('en-GB')).toBe(
      'This file is not accepted: attach a PDF, a PNG or a JPEG image.',
    );
    expect(typeRefusal.messageIn('fr-FR')).toContain('PDF, une image PNG ou JPEG');
    const tooLarge = Buffer.concat([pdf, Buffer.alloc(maxAttachmentBytes + 1 - pdf.length)]);
    expect(
      (
        await refusal(
          replyAsCustomer(deps, {
            customerId: alice,
            ticketId,
            message: 'Big',
            attachment: { fileName: 'big.pdf', bytes: tooLarge },
          }),
        )
      ).messageId,
    ).toBe('attachmentSize');
    const atLimit = Buffer.concat([pdf, Buffer.alloc(maxAttachmentBytes - pdf.length)]);
    await replyAsCustomer(deps, {
      customerId: alice,
      ticketId,
      message: 'Exactly 5 MB',
      attachment: { fileName: 'ok.pdf', bytes: atLimit },
    });
    const detail = await customerTicket(store.db, alice, ticketId);
    expect(detail!.messages.map((m) => m.body)).toEqual(['Hello', 'Exactly 5 MB']);
    expect((await readdir(deps.attachmentsDir)).length).toBe(filesBefore.length + 1);
  });

  it('a staff reply answers the ticket and e-mails the customer once, in the ticket language; close stops replies', async () => {
    const { ticketId } = await openTicket(deps, {
      customerId: alice,
      locale: 'en-GB',
      subject: 'order',
      message: 'Where is it?',
    });
    const { messageId } = await replyAsStaff(deps, {
      ticketId,
      staffName: 'Léa',
      message: 'It left today.\nRegards',
    });
    const detail = await customerTicket(store.db, alice, ticketId);
    expect(detail).toMatchObject({ status: 'answered', lastAuthor: 'staff' });
    expect(detail!.messages.at(-1)).toMatchObject({
      author: 'staff',
      staffName: 'Léa',
      body: 'It left today.\nRegards',
    });
    const mails = (await listOutbox(store.db)).filter(
      (m) => m.dedupeKey === `helpdesk-reply:${messageId}`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: aliceEmail,
      subject: `Truffe — reply to your request no. ${ticketId}`,
    });
    expect(mails[0]!.text).toContain('It left today.');
    expect(mails[0]!.text).toContain(`https://shop.example/en/user/helpdesk/${ticketId}`);
    expect(
      (await refusal(replyAsStaff(deps, { ticketId: 999_999_999, staffName: 'Léa', message: 'x' })))
        .messageId,
    ).toBe('ticketNotFound');
    expect(await closeTicket(deps, { ticketId })).toBe(true);
    expect(await closeTicket(deps, { ticketId: 999_999_999 })).toBe(false);
    expect(
      (await refusal(replyAsCustomer(deps, { customerId: alice, ticketId, message: 'One more' })))
        .messageId,
    ).toBe('ticketClosed');
    expect((await listTickets(store.db, { status: 'closed' })).map((t) => t.id)).toContain(
      ticketId,
    );
    expect(existsSync(deps.attachmentsDir)).toBe(true);
  });
});
