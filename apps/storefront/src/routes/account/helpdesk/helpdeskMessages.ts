import { defineMessages } from 'react-intl';

/**
 * Messages of the account's helpdesk pages and the contact page (issue 17 items 4–5); French in
 * i18n/messages/fr-FR.json. The refusals of a reply with a file (`refusal…`) say the same as the store's
 * (packages/commerce/src/helpdesk/messages.ts): the server's multipart route hands the page their code only.
 */
export const helpdeskMessages = defineMessages({
  listTitle: { id: 'helpdesk.list.title', defaultMessage: 'My requests' },
  listIntro: {
    id: 'helpdesk.list.intro',
    defaultMessage: 'Your messages to our customer service and their replies.',
  },
  listEmpty: {
    id: 'helpdesk.list.empty',
    defaultMessage: 'You have not written to us yet.',
  },
  newRequest: { id: 'helpdesk.list.new', defaultMessage: 'Write to customer service' },
  columnRequest: { id: 'helpdesk.list.request', defaultMessage: 'Request' },
  columnSubject: { id: 'helpdesk.list.subject', defaultMessage: 'Subject' },
  columnStatus: { id: 'helpdesk.list.status', defaultMessage: 'Status' },
  columnLastReply: { id: 'helpdesk.list.lastReply', defaultMessage: 'Last reply' },
  requestNumber: { id: 'helpdesk.requestNumber', defaultMessage: 'No. {id}' },
  lastReplyBy: {
    id: 'helpdesk.list.lastReplyBy',
    defaultMessage: '{date} ({author, select, staff {customer service} other {you}})',
  },
  ticketTitle: { id: 'helpdesk.ticket.title', defaultMessage: 'Request no. {id}: {subject}' },
  ticketOrder: { id: 'helpdesk.ticket.order', defaultMessage: 'Order {number}' },
  ticketStatus: { id: 'helpdesk.ticket.status', defaultMessage: 'Status: {status}' },
  conversation: { id: 'helpdesk.ticket.conversation', defaultMessage: 'Conversation' },
  authorCustomer: { id: 'helpdesk.ticket.you', defaultMessage: 'You, {date}' },
  authorStaff: {
    id: 'helpdesk.ticket.staff',
    defaultMessage: '{name} (customer service), {date}',
  },
  attachment: {
    id: 'helpdesk.ticket.attachment',
    defaultMessage: 'Attachment: {name} ({size})',
  },
  replyTitle: { id: 'helpdesk.reply.title', defaultMessage: 'Reply' },
  replyMessage: { id: 'helpdesk.reply.message', defaultMessage: 'Your message' },
  replyAttachment: { id: 'helpdesk.reply.attachment', defaultMessage: 'Attach a file (optional)' },
  replyAttachmentHelp: {
    id: 'helpdesk.reply.attachmentHelp',
    defaultMessage: 'PDF, PNG or JPEG, 5 MB at most.',
  },
  replySubmit: { id: 'helpdesk.reply.submit', defaultMessage: 'Send my reply' },
  replied: { id: 'helpdesk.reply.sent', defaultMessage: 'Your reply has been sent.' },
  closedNotice: {
    id: 'helpdesk.ticket.closed',
    defaultMessage: 'This request is closed. To write to us again, use the contact page.',
  },
  backToList: { id: 'helpdesk.ticket.back', defaultMessage: 'Back to my requests' },
  refusalRequired: { id: 'helpdesk.refusal.required', defaultMessage: 'This field is required.' },
  refusalTooLong: {
    id: 'helpdesk.refusal.tooLong',
    defaultMessage: 'This text is too long (5000 characters at most).',
  },
  refusalInvalidCharacters: {
    id: 'helpdesk.refusal.invalidCharacters',
    defaultMessage: 'This text contains characters that are not allowed.',
  },
  refusalAttachmentType: {
    id: 'helpdesk.refusal.attachmentType',
    defaultMessage: 'This file is not accepted: attach a PDF, a PNG or a JPEG image.',
  },
  refusalAttachmentSize: {
    id: 'helpdesk.refusal.attachmentSize',
    defaultMessage: 'This file is too large: 5 MB at most.',
  },
  refusalAttachmentEmpty: {
    id: 'helpdesk.refusal.attachmentEmpty',
    defaultMessage: 'This file is empty.',
  },
  refusalTicketClosed: {
    id: 'helpdesk.refusal.ticketClosed',
    defaultMessage: 'This request is closed: open a new one from the contact page.',
  },
  contactTitle: { id: 'contact.title', defaultMessage: 'Contact us' },
  contactIntro: {
    id: 'contact.intro',
    defaultMessage:
      'A question about an order, a product or your account? Write to us: we reply within two working days.',
  },
  contactSubject: { id: 'contact.subject', defaultMessage: 'Subject' },
  contactSubjectChoose: { id: 'contact.subjectChoose', defaultMessage: 'Choose a subject' },
  subjectOrder: { id: 'contact.subject.order', defaultMessage: 'My order' },
  subjectDelivery: { id: 'contact.subject.delivery', defaultMessage: 'Delivery' },
  subjectReturn: { id: 'contact.subject.return', defaultMessage: 'Return or refund' },
  subjectProduct: { id: 'contact.subject.product', defaultMessage: 'Question about a product' },
  subjectAccount: { id: 'contact.subject.account', defaultMessage: 'My account' },
  subjectOther: { id: 'contact.subject.other', defaultMessage: 'Something else' },
  contactOrderNumber: { id: 'contact.orderNumber', defaultMessage: 'Order number (optional)' },
  contactOrderNumberHelp: {
    id: 'contact.orderNumberHelp',
    defaultMessage: 'For example: TR-000123',
  },
  contactEmail: { id: 'contact.email', defaultMessage: 'Your e-mail address' },
  contactSignedInAs: {
    id: 'contact.signedInAs',
    defaultMessage: 'We will reply to {email} and in your account, under “My requests”.',
  },
  contactMessage: { id: 'contact.message', defaultMessage: 'Your message' },
  contactSubmit: { id: 'contact.submit', defaultMessage: 'Send' },
  contactSent: {
    id: 'contact.sent',
    defaultMessage:
      'Thank you, your message has been sent (request no. {id}). We have sent you an acknowledgement by e-mail.',
  },
  contactSeeRequest: {
    id: 'contact.seeRequest',
    defaultMessage: 'Follow this request in my account',
  },
  contactUnavailable: {
    id: 'contact.unavailable',
    defaultMessage: 'Your message could not be sent just now. Please try again in a moment.',
  },
});
