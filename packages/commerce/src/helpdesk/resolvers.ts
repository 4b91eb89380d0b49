/**
 * The helpdesk in GraphQL (issue 17 items 4–5): `Customer.helpdeskTickets`, `Customer.helpdeskTicket` and
 * `createContactTicket`. As the order resolvers do, the ticket fields take the session's own customer and pass
 * its id to statements that match it: another customer's ticket is null. The contact form runs the bot check
 * (decision 0756) and opens the ticket for the signed-in customer when there is one, else for the given e-mail.
 */
import type { Resolvers } from '@truffe/graphql/resolvers-types';

import { sessionCustomerId } from '../afterSales/orderResolvers';
import { botCheckRefusal } from '../botCheck/guard';
import { privateServicesOf } from '../cart/session';
import { customerSessionOf } from '../customers/resolvers';
import { viewerOf } from '../customers/viewer';
import type { SiteLocale } from '../config';
import { HelpdeskError, ticketStatusLabel, ticketSubjectLabel } from './messages';
import {
  customerTicket,
  listCustomerTickets,
  openTicket,
  type TicketDetail,
  type TicketSummary,
} from './tickets';

/** The address of an attachment relative to the site root (the server's owner-checked route). */
export function attachmentPathOf(ticketId: number, attachmentId: number): string {
  return `user/helpdesk/${ticketId}/attachments/${attachmentId}`;
}

function ticketOutput(locale: SiteLocale, ticket: TicketSummary | TicketDetail) {
  return {
    id: String(ticket.id),
    subject: ticket.subject,
    subjectLabel: ticketSubjectLabel(locale, ticket.subject),
    status: ticket.status,
    statusLabel: ticketStatusLabel(locale, ticket.status),
    orderNumber: ticket.orderNumber,
    createdAt: ticket.createdAt,
    lastMessageAt: ticket.lastMessageAt,
    lastAuthor: ticket.lastAuthor,
    messages:
      'messages' in ticket
        ? ticket.messages.map((message) => ({
            id: String(message.id),
            author: message.author,
            staffName: message.staffName,
            body: message.body,
            createdAt: message.createdAt,
            attachments: message.attachments.map((attachment) => ({
              id: String(attachment.id),
              fileName: attachment.fileName,
              contentType: attachment.contentType,
              size: attachment.size,
              path: attachmentPathOf(ticket.id, attachment.id),
            })),
          }))
        : [],
  };
}

export const helpdeskResolvers: Resolvers = {
  Customer: {
    helpdeskTickets: async (parent, _args, context) => {
      const customerId = await sessionCustomerId(context, parent);
      if (customerId === null) return [];
      const services = privateServicesOf(context);
      const tickets = await listCustomerTickets(services.db, customerId);
      return tickets.map((ticket) => ticketOutput(services.locale, ticket));
    },
    helpdeskTicket: async (parent, args, context) => {
      const customerId = await sessionCustomerId(context, parent);
      if (customerId === null) return null;
      const id = String(args.id);
      if (!/^\d{1,9}$/.test(id)) return null;
      const services = privateServicesOf(context);
      const ticket = await customerTicket(services.db, customerId, Number(id));
      return ticket ? ticketOutput(services.locale, ticket) : null;
    },
  },
  Mutation: {
    createContactTicket: async (_parent, args, context) => {
      const services = privateServicesOf(context);
      const refusal = await botCheckRefusal(context, args.input.botCheck);
      if (refusal)
        return {
          success: false,
          errorMessage: refusal,
          fieldErrors: [{ field: 'botCheck', message: refusal }],
          ticketId: null,
          inAccount: false,
        };
      const cookie = customerSessionOf(context);
      const viewer = cookie.token ? await viewerOf(context, cookie.token) : null;
      const customerId = viewer?.customer.id ?? null;
      try {
        const { ticketId } = await openTicket(
          { db: services.db, shopUrl: services.config.url },
          {
            customerId,
            locale: services.locale,
            subject: args.input.subject,
            orderNumber: args.input.orderNumber ?? null,
            message: args.input.message,
            email: args.input.email ?? null,
          },
        );
        void services.mailer?.deliverQueued().catch(() => undefined);
        return {
          success: true,
          errorMessage: null,
          fieldErrors: [],
          ticketId: String(ticketId),
          inAccount: customerId !== null,
        };
      } catch (error) {
        if (!(error instanceof HelpdeskError)) throw error;
        const message = error.messageIn(services.locale);
        return {
          success: false,
          errorMessage: message,
          fieldErrors: error.field ? [{ field: error.field, message }] : [],
          ticketId: null,
          inAccount: false,
        };
      }
    },
  },
};
