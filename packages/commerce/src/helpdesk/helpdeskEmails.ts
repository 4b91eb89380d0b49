/** The helpdesk's e-mails, in the ticket's language: the acknowledgement of a new request and each staff reply. */
import type { SiteLocale } from '../config';
import { escapeHtml } from '../email/escapeHtml';
import type { OutgoingEmail } from '../email/mailer';
import { type Catalogue, createTranslator } from '../i18n/translate';

const texts = {
  greeting: { 'fr-FR': 'Bonjour,', 'en-GB': 'Hello,' },
  closing: { 'fr-FR': 'Le service client Truffe', 'en-GB': 'The Truffe customer service' },
  ackSubject: {
    'fr-FR': 'Truffe — nous avons bien reçu votre demande n° {ticket}',
    'en-GB': 'Truffe — we have received your request no. {ticket}',
  },
  ackIntro: {
    'fr-FR':
      'Nous avons bien reçu votre message « {subject} » et vous répondons sous deux jours ouvrés.',
    'en-GB': 'We have received your message “{subject}” and will reply within two working days.',
  },
  replySubject: {
    'fr-FR': 'Truffe — réponse à votre demande n° {ticket}',
    'en-GB': 'Truffe — reply to your request no. {ticket}',
  },
  replyIntro: {
    'fr-FR': 'Le service client a répondu à votre demande « {subject} » :',
    'en-GB': 'Customer service has replied to your request “{subject}”:',
  },
  follow: {
    'fr-FR': 'Lire la conversation et répondre : {url}',
    'en-GB': 'Read the conversation and reply: {url}',
  },
  guestFollow: {
    'fr-FR':
      'Pour nous répondre, répondez à cet e-mail ou écrivez-nous depuis la page contact : {url}',
    'en-GB': 'To answer, reply to this e-mail or write to us from the contact page: {url}',
  },
} satisfies Catalogue;

type TextId = keyof typeof texts;
const text = createTranslator(texts);

export interface TicketEmailInput {
  ticketId: number;
  locale: SiteLocale;
  to: string;
  /** The subject as the customer reads it. */
  subject: string;
  /** The ticket's page in the account, or the contact page for a guest. */
  url: string;
  guest: boolean;
}

function render(
  input: TicketEmailInput,
  subjectId: TextId,
  paragraphs: string[],
  quote: string | null,
): Omit<OutgoingEmail, 'dedupeKey'> {
  const values = { ticket: input.ticketId, subject: input.subject, url: input.url };
  const t = (id: TextId) => text(input.locale, id, values);
  const follow = t(input.guest ? 'guestFollow' : 'follow');
  return {
    to: input.to,
    subject: t(subjectId),
    text: [
      t('greeting'),
      '',
      ...paragraphs,
      ...(quote ? ['', quote] : []),
      '',
      follow,
      '',
      t('closing'),
    ].join('\n'),
    html: [
      `<!doctype html><html lang="${input.locale === 'fr-FR' ? 'fr' : 'en'}"><body>`,
      `<p>${escapeHtml(t('greeting'))}</p>`,
      ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      ...(quote
        ? [`<blockquote style="white-space:pre-wrap">${escapeHtml(quote)}</blockquote>`]
        : []),
      `<p>${escapeHtml(follow)}</p>`,
      `<p>${escapeHtml(t('closing'))}</p>`,
      '</body></html>',
    ].join('\n'),
  };
}

/** The acknowledgement of a new request (one per ticket). */
export function ticketAcknowledgementEmail(input: TicketEmailInput): OutgoingEmail {
  const values = { subject: input.subject };
  return {
    dedupeKey: `helpdesk-ack:${input.ticketId}`,
    ...render(input, 'ackSubject', [text(input.locale, 'ackIntro', values)], null),
  };
}

/** A staff reply (one per reply message), quoting it. */
export function staffReplyEmail(
  input: TicketEmailInput & { messageId: number; body: string },
): OutgoingEmail {
  const values = { subject: input.subject };
  return {
    dedupeKey: `helpdesk-reply:${input.messageId}`,
    ...render(input, 'replySubject', [text(input.locale, 'replyIntro', values)], input.body),
  };
}
