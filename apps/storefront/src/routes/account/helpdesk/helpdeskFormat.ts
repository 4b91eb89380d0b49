import { type IntlShape } from 'react-intl';

import { helpdeskMessages as m } from './helpdeskMessages';

/** The refusal codes the server's multipart route hands the ticket page (`refusal`), with their message. */
const refusals = {
  required: m.refusalRequired,
  tooLong: m.refusalTooLong,
  invalidCharacters: m.refusalInvalidCharacters,
  attachmentType: m.refusalAttachmentType,
  attachmentSize: m.refusalAttachmentSize,
  attachmentEmpty: m.refusalAttachmentEmpty,
  ticketClosed: m.refusalTicketClosed,
} as const;

export type ReplyRefusalCode = keyof typeof refusals;

export function isReplyRefusal(code: string | undefined): code is ReplyRefusalCode {
  return code !== undefined && Object.hasOwn(refusals, code);
}

export function replyRefusalText(intl: IntlShape, code: ReplyRefusalCode): string {
  return intl.formatMessage(refusals[code]);
}

/** A file size as people read it: `820 KB`, `1.2 MB`. */
export function fileSize(intl: IntlShape, bytes: number): string {
  if (bytes < 1024 * 1024)
    return intl.formatNumber(Math.max(1, Math.round(bytes / 1024)), {
      style: 'unit',
      unit: 'kilobyte',
    });
  return intl.formatNumber(bytes / (1024 * 1024), {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  });
}

/** The subjects of the contact form, in the store's order (`ticketSubjects`). */
export const contactSubjects = [
  ['order', m.subjectOrder],
  ['delivery', m.subjectDelivery],
  ['return', m.subjectReturn],
  ['product', m.subjectProduct],
  ['account', m.subjectAccount],
  ['other', m.subjectOther],
] as const;
