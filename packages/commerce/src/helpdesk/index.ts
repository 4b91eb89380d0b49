/**
 * The helpdesk (issue 17 items 4–5, decision 0772): what the storefront (contact form, `/user/helpdesk`) and the
 * back office (staff list, reply, close) call. `@truffe/commerce/helpdesk`.
 */
export {
  attachmentTypes,
  checkAttachment,
  maxAttachmentBytes,
  sniffAttachmentType,
  type AttachmentUpload,
} from './attachments';
export {
  HelpdeskError,
  helpdeskMessage,
  type HelpdeskMessageId,
  ticketStatusLabel,
  ticketSubjectLabel,
} from './messages';
export { ticketStatuses, ticketSubjects, type TicketStatus, type TicketSubject } from './schema';
export {
  type AttachmentFile,
  closeTicket,
  customerAttachment,
  customerTicket,
  type HelpdeskDeps,
  listCustomerTickets,
  listTickets,
  maxMessageLength,
  openTicket,
  type OpenTicketInput,
  replyAsCustomer,
  replyAsStaff,
  staffAttachment,
  staffTicket,
  type StaffTicketSummary,
  type TicketAttachment,
  type TicketDetail,
  type TicketMessage,
  type TicketSummary,
} from './tickets';
