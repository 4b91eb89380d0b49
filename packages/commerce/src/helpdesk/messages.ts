/** The helpdesk's refusals and labels, in both site languages (the customer's and the staff's screens). */
import type { SiteLocale } from '../config';
import { type Catalogue, createTranslator, type MessageValues } from '../i18n/translate';
import { ticketStatuses, type TicketStatus, ticketSubjects, type TicketSubject } from './schema';

const helpdeskMessages = {
  ticketNotFound: {
    'fr-FR': 'Cette demande est introuvable.',
    'en-GB': 'This request could not be found.',
  },
  required: { 'fr-FR': 'Ce champ est obligatoire.', 'en-GB': 'This field is required.' },
  tooLong: {
    'fr-FR': 'Ce texte est trop long ({max} caractères au plus).',
    'en-GB': 'This text is too long ({max} characters at most).',
  },
  invalidCharacters: {
    'fr-FR': 'Ce texte contient des caractères non autorisés.',
    'en-GB': 'This text contains characters that are not allowed.',
  },
  invalidEmail: {
    'fr-FR': 'Saisissez une adresse e-mail valide (exemple\u202f: nom@domaine.fr).',
    'en-GB': 'Enter a valid e-mail address (for example: name@example.com).',
  },
  invalidSubject: {
    'fr-FR': 'Choisissez un sujet dans la liste.',
    'en-GB': 'Choose a subject from the list.',
  },
  invalidOrderNumber: {
    'fr-FR': 'Numéro de commande invalide (exemple\u202f: TR-000123).',
    'en-GB': 'Invalid order number (for example: TR-000123).',
  },
  orderNotYours: {
    'fr-FR':
      'Aucune de vos commandes ne porte ce numéro\u202f: vérifiez-le dans «\u00a0Mes commandes\u00a0», ou laissez ce champ vide. Rien n’a été envoyé.',
    'en-GB':
      'None of your orders has this number: check it in “My orders”, or leave this field empty. Nothing was sent.',
  },
  attachmentType: {
    'fr-FR': 'Ce fichier n’est pas accepté\u202f: joignez un PDF, une image PNG ou JPEG.',
    'en-GB': 'This file is not accepted: attach a PDF, a PNG or a JPEG image.',
  },
  attachmentSize: {
    'fr-FR': 'Ce fichier est trop lourd\u202f: 5 Mo au plus.',
    'en-GB': 'This file is too large: 5 MB at most.',
  },
  attachmentEmpty: { 'fr-FR': 'Ce fichier est vide.', 'en-GB': 'This file is empty.' },
  ticketClosed: {
    'fr-FR': 'Cette demande est close\u202f: ouvrez-en une nouvelle depuis la page contact.',
    'en-GB': 'This request is closed: open a new one from the contact page.',
  },
} satisfies Catalogue;

export type HelpdeskMessageId = keyof typeof helpdeskMessages;

const translate = createTranslator(helpdeskMessages);

/** A helpdesk message in the locale. */
export function helpdeskMessage(
  locale: SiteLocale,
  id: HelpdeskMessageId,
  values?: MessageValues,
): string {
  return translate(locale, id, values);
}

/** A refusal of a helpdesk operation; nothing was changed. `field` names the form field it is about. */
export class HelpdeskError extends Error {
  constructor(
    readonly messageId: HelpdeskMessageId,
    readonly field: string | null = null,
    readonly values: MessageValues = {},
  ) {
    super(helpdeskMessage('en-GB', messageId, values));
    this.name = 'HelpdeskError';
  }

  /** The refusal in the locale. */
  messageIn(locale: SiteLocale): string {
    return helpdeskMessage(locale, this.messageId, this.values);
  }
}

const subjectLabels = {
  order: { 'fr-FR': 'Ma commande', 'en-GB': 'My order' },
  delivery: { 'fr-FR': 'Livraison', 'en-GB': 'Delivery' },
  return: { 'fr-FR': 'Retour ou remboursement', 'en-GB': 'Return or refund' },
  product: { 'fr-FR': 'Question sur un produit', 'en-GB': 'Question about a product' },
  account: { 'fr-FR': 'Mon compte', 'en-GB': 'My account' },
  other: { 'fr-FR': 'Autre demande', 'en-GB': 'Something else' },
} satisfies Record<TicketSubject, Catalogue[string]>;

/** A subject as the customer reads it (an unknown one as stored). */
export function ticketSubjectLabel(locale: SiteLocale, subject: string): string {
  return (ticketSubjects as readonly string[]).includes(subject)
    ? subjectLabels[subject as TicketSubject][locale]
    : subject;
}

const statusLabels = {
  open: { 'fr-FR': 'En attente de réponse', 'en-GB': 'Awaiting our reply' },
  answered: { 'fr-FR': 'Répondu', 'en-GB': 'Answered' },
  closed: { 'fr-FR': 'Close', 'en-GB': 'Closed' },
} satisfies Record<TicketStatus, Catalogue[string]>;

/** A status as the customer reads it (an unknown one as stored). */
export function ticketStatusLabel(locale: SiteLocale, status: string): string {
  return (ticketStatuses as readonly string[]).includes(status)
    ? statusLabels[status as TicketStatus][locale]
    : status;
}
