/**
 * Helpdesk tickets (issue 17 items 4–5, decision 0772): a ticket opened by the contact form or the account, its
 * conversation between the customer and the staff, and the files attached to a message. Attachment bytes are
 * not in the database: `storage_key` names a file in the attachments folder outside the web root. Every
 * statement here must run on PGlite (PostgreSQL 18) and PostgreSQL 15.
 */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

import { customer } from '../customers/schema';

/** `open`: waiting for the staff; `answered`: the staff replied last; `closed`: nothing more to do. */
export const ticketStatuses = ['open', 'answered', 'closed'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

/** The subjects of the contact form (spec: "subject from a list"). */
export const ticketSubjects = [
  'order',
  'delivery',
  'return',
  'product',
  'account',
  'other',
] as const;
export type TicketSubject = (typeof ticketSubjects)[number];

export const helpdeskTicket = pgTable(
  'helpdesk_ticket',
  {
    id: serial('id').primaryKey(),
    /** The owner; null for a guest's contact message (answered by e-mail only). */
    customerId: integer('customer_id').references(() => customer.id, { onDelete: 'set null' }),
    /** Where the answers go: the customer's address when it was opened, or the guest's. */
    email: text('email').notNull(),
    /** The site it was opened on: the language of its e-mails. */
    locale: text('locale').notNull(),
    subject: text('subject').$type<TicketSubject>().notNull(),
    orderNumber: text('order_number'),
    status: text('status').$type<TicketStatus>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the last message was written (the list's "last reply"). */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('helpdesk_ticket_customer_idx').on(table.customerId, table.lastMessageAt),
    index('helpdesk_ticket_status_idx').on(table.status, table.lastMessageAt),
  ],
);

export const messageAuthors = ['customer', 'staff'] as const;
export type MessageAuthor = (typeof messageAuthors)[number];

export const helpdeskMessage = pgTable(
  'helpdesk_message',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => helpdeskTicket.id, { onDelete: 'cascade' }),
    author: text('author').$type<MessageAuthor>().notNull(),
    /** The staff member's display name on a staff reply (never their account). */
    staffName: text('staff_name'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('helpdesk_message_ticket_idx').on(table.ticketId, table.id)],
);

export const helpdeskAttachment = pgTable(
  'helpdesk_attachment',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => helpdeskMessage.id, { onDelete: 'cascade' }),
    /** The ticket again, so that serving a file checks its owner in one join. */
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => helpdeskTicket.id, { onDelete: 'cascade' }),
    /** The name shown and saved under (cleaned of anything but letters, digits, `.-_`). */
    fileName: text('file_name').notNull(),
    /** The media type found in the bytes (never the one the browser claimed). */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** Random file name in the attachments folder (decision 0772). */
    storageKey: text('storage_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('helpdesk_attachment_message_idx').on(table.messageId)],
);
