/**
 * The helpdesk queue in the back office (issue 18 item 7): the helpdesk's own staff operations
 * (`@truffe/commerce/helpdesk`: listTickets, staffTicket, replyAsStaff — which e-mails the customer — and
 * closeTicket), behind the permission matrix, each write audited with the ticket's status before and after.
 */
import { sql } from 'drizzle-orm';

import { selectRows } from '../db/database';
import {
  closeTicket,
  type HelpdeskDeps,
  listTickets,
  replyAsStaff,
  staffTicket,
  ticketStatuses,
  type TicketStatus,
} from '../helpdesk/index';
import { recordAudit } from './auditLog';
import { actorOf, type AdminContext, isRecordId, limitOf, type PageRequest } from './context';
import { AdminError } from './messages';
import { requirePermission } from './permissions';

function helpdeskDeps(ctx: AdminContext): HelpdeskDeps {
  if (!ctx.helpdeskAttachmentsDir) throw new AdminError('notFound');
  return {
    db: ctx.store.db,
    shopUrl: ctx.store.config.url,
    attachmentsDir: ctx.helpdeskAttachmentsDir,
  };
}

export async function listTicketsAsStaff(
  ctx: AdminContext,
  filter: { status?: string } = {},
  page?: PageRequest,
) {
  requirePermission(ctx.staff, 'helpdesk.read');
  const { limit, offset } = limitOf(page);
  const status = (ticketStatuses as readonly string[]).includes(filter.status ?? '')
    ? (filter.status as TicketStatus)
    : undefined;
  const rows = await listTickets(ctx.store.db, { status, limit: limit + 1, offset });
  // The helpdesk answers pages, not counts: one more row says there is a next page.
  return { rows: rows.slice(0, limit), total: offset + rows.length };
}

export async function getTicketAsStaff(ctx: AdminContext, id: number) {
  requirePermission(ctx.staff, 'helpdesk.read');
  const ticket = isRecordId(Number(id)) ? await staffTicket(ctx.store.db, Number(id)) : null;
  if (!ticket) throw new AdminError('notFound');
  return ticket;
}

async function statusOf(ctx: AdminContext, id: number) {
  const [row] = await selectRows<{ status: string }>(
    ctx.store.db,
    sql`SELECT status FROM helpdesk_ticket WHERE id = ${id}`,
  );
  if (!row) throw new AdminError('notFound');
  return row;
}

/** A staff reply (the customer is e-mailed); signed with the staff member's name. */
export async function replyToTicket(ctx: AdminContext, id: number, input: { message?: unknown }) {
  requirePermission(ctx.staff, 'helpdesk.reply');
  // `String()` turned an object into the reply "[object Object]", e-mailed to the customer.
  if (input.message !== undefined && input.message !== null && typeof input.message !== 'string')
    throw new AdminError('invalidInput', { field: 'message' });
  const ticketId = Number(id);
  if (!isRecordId(ticketId)) throw new AdminError('notFound');
  const before = await statusOf(ctx, ticketId);
  const result = await replyAsStaff(helpdeskDeps(ctx), {
    ticketId,
    message: input.message ?? '',
    staffName: ctx.staff.name,
  });
  await ctx.store.mailer.deliverQueued();
  const after = await statusOf(ctx, ticketId);
  await recordAudit(
    ctx.store.db,
    actorOf(ctx.staff),
    'ticket.reply',
    `ticket:${ticketId}`,
    before,
    {
      ...after,
      messageId: result.messageId,
    },
  );
  return result;
}

export async function closeTicketAsStaff(ctx: AdminContext, id: number) {
  requirePermission(ctx.staff, 'helpdesk.reply');
  const ticketId = Number(id);
  if (!isRecordId(ticketId)) throw new AdminError('notFound');
  const before = await statusOf(ctx, ticketId);
  await closeTicket(helpdeskDeps(ctx), { ticketId });
  const after = await statusOf(ctx, ticketId);
  await recordAudit(
    ctx.store.db,
    actorOf(ctx.staff),
    'ticket.close',
    `ticket:${ticketId}`,
    before,
    after,
  );
  return after;
}
