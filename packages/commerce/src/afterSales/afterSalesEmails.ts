/**
 * The e-mails of a refund (credit memo) and of each step of a return, in the order's language. Each has its
 * own dedupe key in the outbox: one message per memo, one per return step.
 */
import type { SiteLocale } from '../config';
import { escapeHtml } from '../email/escapeHtml';
import type { OutgoingEmail } from '../email/mailer';
import { formatMoney } from '../email/orderConfirmation';
import { type Catalogue, createTranslator, type MessageValues } from '../i18n/translate';
import type { ReturnStatus } from './schema';

const texts = {
  greeting: { 'fr-FR': 'Bonjour {name},', 'en-GB': 'Hello {name},' },
  closing: { 'fr-FR': 'À bientôt sur Truffe.', 'en-GB': 'See you soon at Truffe.' },
  refundSubject: {
    'fr-FR': 'Truffe — remboursement {memo} de votre commande {number}',
    'en-GB': 'Truffe — refund {memo} of your order {number}',
  },
  refundIntro: {
    'fr-FR': 'Nous avons émis l’avoir {memo} sur votre commande {number}.',
    'en-GB': 'We have issued credit memo {memo} on your order {number}.',
  },
  refundToPayment: {
    'fr-FR':
      '{amount} sont remboursés sur votre moyen de paiement (sous quelques jours selon votre banque).',
    'en-GB':
      '{amount} is refunded to your payment method (within a few days, depending on your bank).',
  },
  refundToCredit: {
    'fr-FR':
      '{amount} sont ajoutés à votre avoir client, utilisable lors de votre prochaine commande.',
    'en-GB': '{amount} is added to your store credit, usable on your next order.',
  },
  lines: { 'fr-FR': 'Articles remboursés :', 'en-GB': 'Refunded items:' },
  returnSubject: {
    'fr-FR': 'Truffe — votre retour {returnNumber} : {status}',
    'en-GB': 'Truffe — your return {returnNumber}: {status}',
  },
  returnRequested: {
    'fr-FR':
      'Nous avons bien reçu votre demande de retour {returnNumber} pour la commande {number}. Nous revenons vers vous rapidement.',
    'en-GB':
      'We have received your return request {returnNumber} for order {number}. We will get back to you shortly.',
  },
  returnAuthorised: {
    'fr-FR':
      'Votre retour {returnNumber} est accepté. Renvoyez les articles avec le numéro {returnNumber} dans le colis.',
    'en-GB':
      'Your return {returnNumber} is authorised. Send the items back with the number {returnNumber} in the parcel.',
  },
  returnReceived: {
    'fr-FR': 'Nous avons reçu les articles de votre retour {returnNumber}.',
    'en-GB': 'We have received the items of your return {returnNumber}.',
  },
  returnRefunded: {
    'fr-FR': 'Votre retour {returnNumber} est remboursé.',
    'en-GB': 'Your return {returnNumber} has been refunded.',
  },
  returnCredited: {
    'fr-FR': 'Votre retour {returnNumber} a été crédité sur votre avoir client.',
    'en-GB': 'Your return {returnNumber} has been credited to your store credit.',
  },
  returnRefused: {
    'fr-FR': 'Votre retour {returnNumber} est refusé : {reason}',
    'en-GB': 'Your return {returnNumber} was refused: {reason}',
  },
  returnItems: { 'fr-FR': 'Articles concernés :', 'en-GB': 'Items:' },
} satisfies Catalogue;

type TextId = keyof typeof texts;
const text = createTranslator(texts);

interface Line {
  sku: string;
  name: string;
  qty: number;
}

/** A plain message: greeting, paragraphs (translated), a list of lines, closing; as text and escaped HTML. */
function message(
  locale: SiteLocale,
  values: MessageValues,
  paragraphs: string[],
  listTitle: TextId,
  lines: Line[],
): { text: string; html: string } {
  const t = (id: TextId) => text(locale, id, values);
  const items = lines.map((line) => `${line.qty} × ${line.name} (${line.sku})`);
  const list = items.length > 0 ? [t(listTitle), ...items.map((item) => `- ${item}`), ''] : [];
  return {
    text: [t('greeting'), '', ...paragraphs, '', ...list, t('closing')].join('\n'),
    html: [
      `<!doctype html><html lang="${locale === 'fr-FR' ? 'fr' : 'en'}"><body>`,
      `<p>${escapeHtml(t('greeting'))}</p>`,
      ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      ...(items.length > 0
        ? [
            `<p>${escapeHtml(t(listTitle))}</p><ul>`,
            ...items.map((item) => `<li>${escapeHtml(item)}</li>`),
            '</ul>',
          ]
        : []),
      `<p>${escapeHtml(t('closing'))}</p>`,
      '</body></html>',
    ].join('\n'),
  };
}

export interface RefundEmailInput {
  creditMemoId: number;
  creditMemoNumber: string;
  orderNumber: string;
  locale: SiteLocale;
  to: string;
  name: string;
  toPayment: number;
  toStoreCredit: number;
  lines: Line[];
}

/** The customer's notice of a credit memo: how much goes back where. */
export function refundEmail(input: RefundEmailInput): OutgoingEmail {
  const values = { memo: input.creditMemoNumber, number: input.orderNumber, name: input.name };
  const money = (cents: number) => formatMoney(cents, input.locale);
  const paragraphs = [
    text(input.locale, 'refundIntro', values),
    ...(input.toPayment > 0
      ? [text(input.locale, 'refundToPayment', { amount: money(input.toPayment) })]
      : []),
    ...(input.toStoreCredit > 0
      ? [text(input.locale, 'refundToCredit', { amount: money(input.toStoreCredit) })]
      : []),
  ];
  return {
    dedupeKey: `credit-memo:${input.creditMemoId}`,
    to: input.to,
    subject: text(input.locale, 'refundSubject', values),
    ...message(input.locale, values, paragraphs, 'lines', input.lines),
  };
}

const returnParagraph: Record<ReturnStatus, TextId> = {
  requested: 'returnRequested',
  authorised: 'returnAuthorised',
  received: 'returnReceived',
  refunded: 'returnRefunded',
  credited: 'returnCredited',
  refused: 'returnRefused',
};

export interface ReturnEmailInput {
  returnId: number;
  returnNumber: string;
  orderNumber: string;
  status: ReturnStatus;
  /** The status as the customer reads it. */
  statusLabel: string;
  locale: SiteLocale;
  to: string;
  name: string;
  refusalReason?: string | null;
  lines: Line[];
}

/** The customer's notice of a return's step (one per return and status). */
export function returnEmail(input: ReturnEmailInput): OutgoingEmail {
  const values = {
    returnNumber: input.returnNumber,
    number: input.orderNumber,
    name: input.name,
    status: input.statusLabel,
    reason: input.refusalReason ?? '',
  };
  const body = message(
    input.locale,
    values,
    [text(input.locale, returnParagraph[input.status], values)],
    'returnItems',
    input.lines,
  );
  return {
    dedupeKey: `return:${input.returnId}:${input.status}`,
    to: input.to,
    subject: text(input.locale, 'returnSubject', values),
    ...body,
  };
}
