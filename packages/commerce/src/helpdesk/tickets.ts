/**
 * Helpdesk tickets (issue 17 items 4–5, decision 0772). The customer side takes the session's customer id and
 * matches it in every statement: another customer's ticket reads as not found, never as forbidden. The staff
 * side (`listTickets`, `staffTicket`, `replyAsStaff`, `closeTicket`) is what the back office calls; its caller
 * checks the staff member's rights. Each write and its e-mail are one transaction (the outbox, decision 0731).
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';

import { isSiteLocale, type SiteLocale, sites } from '../config';
import { selectRows, type Database } from '../db/database';
import { queueEmail } from '../email/mailer';
import { joinVerifiedGuestOrders } from '../afterSales/customerOrders';
import { orderNumberFormat } from '../orders/schema';
import { inTransaction } from '../orders/transaction';
import {
  type AttachmentUpload,
  attachmentPath,
  type CheckedAttachment,
  checkAttachment,
  newStorageKey,
  removeAttachment,
  writeAttachment,
} from './attachments';
import { staffReplyEmail, ticketAcknowledgementEmail } from './helpdeskEmails';
import { HelpdeskError, type HelpdeskMessageId, ticketSubjectLabel } from './messages';
import {
  type MessageAuthor,
  type TicketStatus,
  ticketSubjects,
  type TicketSubject,
} from './schema';

/** What the helpdesk operations work with. */
export interface HelpdeskDeps {
  db: Database;
  /** Public origin of the shop, without a trailing slash (links in e-mails). */
  shopUrl: string;
  /** The folder attachments are kept in: outside the web root, never served as static files. */
  attachmentsDir: string;
  /** The clock (tests move it). @defaultValue () => new Date() */
  now?: () => Date;
}

/** Longest message, in characters. */
export const maxMessageLength = 5000;
/** Tickets shown per page of the staff's list. */
const maxListLimit = 200;

/** Control characters other than line breaks and tabs. */
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

const messageInput = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(maxMessageLength, { error: 'tooLong' })
  .refine((value) => !controlCharacters.test(value), { error: 'invalidCharacters' });

const openInput = z.object({
  subject: z.enum(ticketSubjects, { error: 'invalidSubject' }),
  orderNumber: z
    .string()
    .trim()
    .toUpperCase()
    .max(20, { error: 'invalidOrderNumber' })
    .refine((value) => value === '' || orderNumberFormat.test(value), {
      error: 'invalidOrderNumber',
    })
    .nullish()
    .transform((value) => value || null),
  message: messageInput,
  email: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(254, { error: 'invalidEmail' })
    .pipe(z.email({ error: 'invalidEmail' }))
    .nullish(),
});

/** The first refusal of a zod parse as a HelpdeskError on its field. */
function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.length ? String(issue.path[0]) : 'message';
  const id = (issue?.message ?? 'required') as HelpdeskMessageId;
  throw new HelpdeskError(id, field, id === 'tooLong' ? { max: maxMessageLength } : {});
}

/**
 * Whether the customer has an order of this number, counting the guest orders that its account's list joins
 * (its verified e-mail's, decision 0761) — joined here too, as on every read of the account's orders.
 */
async function isOwnOrder(db: Database, customerId: number, orderNumber: string): Promise<boolean> {
  await joinVerifiedGuestOrders(db, customerId);
  const rows = await selectRows<{ own: number }>(
    db,
    sql`SELECT 1 AS own FROM sales_order WHERE number = ${orderNumber} AND customer_id = ${customerId}`,
  );
  return rows.length > 0;
}

const nowOf = (deps: Pick<HelpdeskDeps, 'now'>) => (deps.now ? deps.now() : new Date());

function siteUrl(deps: Pick<HelpdeskDeps, 'shopUrl'>, locale: SiteLocale, path: string): string {
  const prefix = sites.find((site) => site.locale === locale)?.pathPrefix ?? '';
  return `${deps.shopUrl}${prefix}${path}`;
}

function localeOf(value: string): SiteLocale {
  return isSiteLocale(value) ? value : 'fr-FR';
}

export interface OpenTicketInput {
  /** The session's customer; null for a guest (then `email` is required). */
  customerId: number | null;
  locale: SiteLocale;
  subject: string;
  orderNumber?: string | null;
  message: string;
  /** A guest's address (ignored for a customer: the account's address is used). */
  email?: string | null;
}

/**
 * Opens a ticket with its first message and queues the acknowledgement; answers its id. An order number must
 * be written as the shop writes them (`invalidOrderNumber`); a customer's must also be one of its orders, as
 * its account lists them (`orderNotYours`, whether the order is another's or none: nothing says which). A
 * guest's is not looked up: a guest could otherwise learn which numbers exist.
 */
export async function openTicket(
  deps: Pick<HelpdeskDeps, 'db' | 'shopUrl' | 'now'>,
  input: OpenTicketInput,
): Promise<{ ticketId: number }> {
  const parsed = parseInput(openInput, {
    subject: input.subject,
    orderNumber: input.orderNumber ?? null,
    message: input.message,
    email: input.customerId === null ? (input.email ?? '') : null,
  });
  const subject: TicketSubject = parsed.subject;
  return inTransaction(deps.db, async (tx) => {
    let email = parsed.email ?? null;
    if (input.customerId !== null) {
      const [owner] = await selectRows<{ email: string }>(
        tx,
        sql`SELECT email FROM customer WHERE id = ${input.customerId}`,
      );
      if (!owner) throw new HelpdeskError('ticketNotFound');
      email = owner.email;
      if (
        parsed.orderNumber !== null &&
        !(await isOwnOrder(tx, input.customerId, parsed.orderNumber))
      )
        throw new HelpdeskError('orderNotYours', 'orderNumber');
    }
    if (!email) throw new HelpdeskError('required', 'email');
    const now = nowOf(deps).toISOString();
    const [ticket] = await selectRows<{ id: number }>(
      tx,
      sql`INSERT INTO helpdesk_ticket (customer_id, email, locale, subject, order_number, status, created_at,
          last_message_at)
        VALUES (${input.customerId}, ${email}, ${input.locale}, ${subject}, ${parsed.orderNumber}, 'open', ${now},
          ${now})
        RETURNING id`,
    );
    const ticketId = ticket!.id;
    await tx.execute(
      sql`INSERT INTO helpdesk_message (ticket_id, author, body, created_at)
        VALUES (${ticketId}, 'customer', ${parsed.message}, ${now})`,
    );
    await queueEmail(
      tx,
      ticketAcknowledgementEmail({
        ticketId,
        locale: input.locale,
        to: email,
        subject: ticketSubjectLabel(input.locale, subject),
        url:
          input.customerId === null
            ? siteUrl(deps, input.locale, '/contact')
            : siteUrl(deps, input.locale, `/user/helpdesk/${ticketId}`),
        guest: input.customerId === null,
      }),
    );
    return { ticketId };
  });
}

/** A ticket in a list. */
export interface TicketSummary {
  id: number;
  subject: TicketSubject;
  status: TicketStatus;
  orderNumber: string | null;
  createdAt: string;
  lastMessageAt: string;
  /** Who wrote last. */
  lastAuthor: MessageAuthor;
}

/** A ticket in the staff's list: its summary and whose it is. */
export interface StaffTicketSummary extends TicketSummary {
  customerId: number | null;
  email: string;
  locale: SiteLocale;
}

export interface TicketAttachment {
  id: number;
  fileName: string;
  contentType: string;
  size: number;
}

export interface TicketMessage {
  id: number;
  author: MessageAuthor;
  staffName: string | null;
  body: string;
  createdAt: string;
  attachments: TicketAttachment[];
}

export interface TicketDetail extends StaffTicketSummary {
  messages: TicketMessage[];
}

type SummaryRow = Omit<StaffTicketSummary, 'createdAt' | 'lastMessageAt' | 'locale'> & {
  createdAt: string | Date;
  lastMessageAt: string | Date;
  locale: string;
};

const iso = (value: string | Date) => new Date(value).toISOString();

function summaryOf(row: SummaryRow): StaffTicketSummary {
  return {
    ...row,
    locale: localeOf(row.locale),
    createdAt: iso(row.createdAt),
    lastMessageAt: iso(row.lastMessageAt),
  };
}

const summaryColumns = sql`t.id, t.subject, t.status, t.order_number AS "orderNumber", t.created_at AS "createdAt",
  t.last_message_at AS "lastMessageAt", t.customer_id AS "customerId", t.email, t.locale,
  (SELECT m.author FROM helpdesk_message m WHERE m.ticket_id = t.id ORDER BY m.id DESC LIMIT 1) AS "lastAuthor"`;

/** The customer's tickets, the latest message first. */
export async function listCustomerTickets(
  db: Database,
  customerId: number,
): Promise<TicketSummary[]> {
  const rows = await selectRows<SummaryRow>(
    db,
    sql`SELECT ${summaryColumns} FROM helpdesk_ticket t WHERE t.customer_id = ${customerId}
      ORDER BY t.last_message_at DESC, t.id DESC LIMIT 500`,
  );
  return rows.map((row) => {
    const { customerId: _owner, email: _email, locale: _locale, ...summary } = summaryOf(row);
    return summary;
  });
}

/** The staff's list, the latest message first, optionally of one status. */
export async function listTickets(
  db: Database,
  options: { status?: TicketStatus; limit?: number; offset?: number } = {},
): Promise<StaffTicketSummary[]> {
  const limit = Math.max(1, Math.min(options.limit ?? 50, maxListLimit));
  const offset = Math.max(0, Math.trunc(options.offset ?? 0));
  const rows = await selectRows<SummaryRow>(
    db,
    sql`SELECT ${summaryColumns} FROM helpdesk_ticket t
      WHERE ${options.status ? sql`t.status = ${options.status}` : sql`TRUE`}
      ORDER BY t.last_message_at DESC, t.id DESC LIMIT ${limit} OFFSET ${offset}`,
  );
  return rows.map(summaryOf);
}

/** A ticket with its conversation; `customerId` restricts it to that owner (null: the staff, any ticket). */
async function readTicket(
  db: Database,
  ticketId: number,
  customerId: number | null,
): Promise<TicketDetail | null> {
  if (!Number.isSafeInteger(ticketId) || ticketId <= 0) return null;
  const [row] = await selectRows<SummaryRow>(
    db,
    sql`SELECT ${summaryColumns} FROM helpdesk_ticket t WHERE t.id = ${ticketId}
      ${customerId === null ? sql`` : sql`AND t.customer_id = ${customerId}`}`,
  );
  if (!row) return null;
  const messages = await selectRows<
    Omit<TicketMessage, 'attachments' | 'createdAt'> & { createdAt: string | Date }
  >(
    db,
    sql`SELECT id, author, staff_name AS "staffName", body, created_at AS "createdAt" FROM helpdesk_message
      WHERE ticket_id = ${ticketId} ORDER BY id`,
  );
  const attachments = await selectRows<TicketAttachment & { messageId: number }>(
    db,
    sql`SELECT id, message_id AS "messageId", file_name AS "fileName", content_type AS "contentType", size
      FROM helpdesk_attachment WHERE ticket_id = ${ticketId} ORDER BY id`,
  );
  return {
    ...summaryOf(row),
    messages: messages.map((message) => ({
      ...message,
      createdAt: iso(message.createdAt),
      attachments: attachments
        .filter((attachment) => attachment.messageId === message.id)
        .map(({ messageId: _message, ...attachment }) => attachment),
    })),
  };
}

/** The customer's own ticket, or null (another customer's reads the same as one that does not exist). */
export function customerTicket(
  db: Database,
  customerId: number,
  ticketId: number,
): Promise<TicketDetail | null> {
  return readTicket(db, ticketId, customerId);
}

/** Any ticket, for the staff. */
export function staffTicket(db: Database, ticketId: number): Promise<TicketDetail | null> {
  return readTicket(db, ticketId, null);
}

interface ReplyInput {
  ticketId: number;
  message: string;
  attachment?: AttachmentUpload | null;
}

/**
 * Writes a message (and its checked attachment) on a ticket found by `find` in the transaction. The file is
 * written before the rows and removed again when the transaction fails, so no row names a missing file.
 */
async function addMessage(
  deps: HelpdeskDeps,
  input: ReplyInput,
  author: MessageAuthor,
  staffName: string | null,
  find: (tx: Database) => Promise<{ id: number; status: TicketStatus } | undefined>,
  after: (tx: Database, messageId: number, body: string) => Promise<void>,
): Promise<{ messageId: number; attachmentId: number | null }> {
  const body = parseInput(messageInput, input.message);
  const checked: CheckedAttachment | null = input.attachment
    ? checkAttachment(input.attachment)
    : null;
  const storageKey = checked ? newStorageKey() : null;
  if (checked && storageKey) await writeAttachment(deps.attachmentsDir, storageKey, checked.bytes);
  try {
    return await inTransaction(deps.db, async (tx) => {
      const ticket = await find(tx);
      if (!ticket) throw new HelpdeskError('ticketNotFound');
      if (ticket.status === 'closed' && author === 'customer')
        throw new HelpdeskError('ticketClosed');
      const now = nowOf(deps).toISOString();
      const [message] = await selectRows<{ id: number }>(
        tx,
        sql`INSERT INTO helpdesk_message (ticket_id, author, staff_name, body, created_at)
          VALUES (${ticket.id}, ${author}, ${staffName}, ${body}, ${now}) RETURNING id`,
      );
      let attachmentId: number | null = null;
      if (checked && storageKey) {
        const [attachment] = await selectRows<{ id: number }>(
          tx,
          sql`INSERT INTO helpdesk_attachment (message_id, ticket_id, file_name, content_type, size, storage_key,
              created_at)
            VALUES (${message!.id}, ${ticket.id}, ${checked.fileName}, ${checked.contentType},
              ${checked.bytes.byteLength}, ${storageKey}, ${now})
            RETURNING id`,
        );
        attachmentId = attachment!.id;
      }
      const status: TicketStatus = author === 'staff' ? 'answered' : 'open';
      await tx.execute(
        sql`UPDATE helpdesk_ticket SET status = ${status}, last_message_at = ${now} WHERE id = ${ticket.id}`,
      );
      await after(tx, message!.id, body);
      return { messageId: message!.id, attachmentId };
    });
  } catch (error) {
    if (storageKey) await removeAttachment(deps.attachmentsDir, storageKey);
    throw error;
  }
}

/** The customer's reply on its own ticket (reopens it for the staff). Throws HelpdeskError on a refusal. */
export function replyAsCustomer(
  deps: HelpdeskDeps,
  input: ReplyInput & { customerId: number },
): Promise<{ messageId: number; attachmentId: number | null }> {
  return addMessage(
    deps,
    input,
    'customer',
    null,
    async (tx) =>
      (
        await selectRows<{ id: number; status: TicketStatus }>(
          tx,
          sql`SELECT id, status FROM helpdesk_ticket WHERE id = ${input.ticketId}
            AND customer_id = ${input.customerId} FOR UPDATE`,
        )
      )[0],
    async () => undefined,
  );
}

/**
 * A staff reply (the back office's operation): written on the ticket, which becomes `answered` (a closed one
 * too: the staff may write after closing), and e-mailed to the customer in the ticket's language.
 */
export function replyAsStaff(
  deps: HelpdeskDeps,
  input: ReplyInput & { staffName: string },
): Promise<{ messageId: number; attachmentId: number | null }> {
  const staffName = input.staffName.trim().slice(0, 100) || 'Truffe';
  let ticket:
    | {
        id: number;
        status: TicketStatus;
        email: string;
        locale: string;
        subject: string;
        customerId: number | null;
      }
    | undefined;
  return addMessage(
    deps,
    input,
    'staff',
    staffName,
    async (tx) => {
      [ticket] = await selectRows<NonNullable<typeof ticket>>(
        tx,
        sql`SELECT id, status, email, locale, subject, customer_id AS "customerId" FROM helpdesk_ticket
          WHERE id = ${input.ticketId} FOR UPDATE`,
      );
      return ticket;
    },
    async (tx, messageId, body) => {
      const found = ticket!;
      const locale = localeOf(found.locale);
      await queueEmail(
        tx,
        staffReplyEmail({
          ticketId: found.id,
          messageId,
          body,
          locale,
          to: found.email,
          subject: ticketSubjectLabel(locale, found.subject),
          url:
            found.customerId === null
              ? siteUrl(deps, locale, '/contact')
              : siteUrl(deps, locale, `/user/helpdesk/${found.id}`),
          guest: found.customerId === null,
        }),
      );
    },
  );
}

/** Closes a ticket (the staff's operation); answers false when there is no such ticket. */
export async function closeTicket(
  deps: HelpdeskDeps,
  input: { ticketId: number },
): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(
    deps.db,
    sql`UPDATE helpdesk_ticket SET status = 'closed' WHERE id = ${input.ticketId} RETURNING id`,
  );
  return rows.length > 0;
}

/** A stored attachment to stream. */
export interface AttachmentFile {
  path: string;
  fileName: string;
  contentType: string;
  size: number;
}

async function readAttachment(
  deps: HelpdeskDeps,
  attachmentId: number,
  ticketId: number,
  customerId: number | null,
): Promise<AttachmentFile | null> {
  if (!Number.isSafeInteger(attachmentId) || attachmentId <= 0) return null;
  if (!Number.isSafeInteger(ticketId) || ticketId <= 0) return null;
  const [row] = await selectRows<{
    fileName: string;
    contentType: string;
    size: number;
    storageKey: string;
  }>(
    deps.db,
    sql`SELECT a.file_name AS "fileName", a.content_type AS "contentType", a.size, a.storage_key AS "storageKey"
      FROM helpdesk_attachment a JOIN helpdesk_ticket t ON t.id = a.ticket_id
      WHERE a.id = ${attachmentId} AND a.ticket_id = ${ticketId}
      ${customerId === null ? sql`` : sql`AND t.customer_id = ${customerId}`}`,
  );
  if (!row) return null;
  return {
    path: attachmentPath(deps.attachmentsDir, row.storageKey),
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
  };
}

/** An attachment of the customer's own ticket, or null (anyone else's reads as not found). */
export function customerAttachment(
  deps: HelpdeskDeps,
  customerId: number,
  ticketId: number,
  attachmentId: number,
): Promise<AttachmentFile | null> {
  return readAttachment(deps, attachmentId, ticketId, customerId);
}

/** Any attachment, for the staff. */
export function staffAttachment(
  deps: HelpdeskDeps,
  ticketId: number,
  attachmentId: number,
): Promise<AttachmentFile | null> {
  return readAttachment(deps, attachmentId, ticketId, null);
}
