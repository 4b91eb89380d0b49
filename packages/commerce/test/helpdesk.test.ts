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

async function customer(name: string): Promise<{ id: number; email: string }> {
  const email = `helpdesk.${name}.${process.pid}.${Date.now()}@example.fr`;
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
    const { ticketId } = await openTicket(deps, {
      customerId: alice,
      locale: 'fr-FR',
      subject: 'delivery',
      orderNumber: 'tr-000123',
      message: 'Mon colis n’est pas arrivé.',
      email: 'ignored@example.fr',
    });
    const [summary] = await listCustomerTickets(store.db, alice);
    expect(summary).toMatchObject({
      id: ticketId,
      subject: 'delivery',
      status: 'open',
      orderNumber: 'TR-000123',
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
