/** Messages of the back office's service (issue 18), in both languages; the admin UI shows them as they come. */
import type { SiteLocale } from '../config';
import { createTranslator, type MessageValues } from '../i18n/translate';

const adminMessages = {
  signInFailed: {
    'fr-FR': 'E-mail, mot de passe ou code à usage unique incorrect.',
    'en-GB': 'Wrong e-mail, password or one-time code.',
  },
  // In minutes from now: the moment itself was an ISO timestamp in UTC (`2026-11-28T04:36:21.248Z`) that a
  // staff member in France had to convert.
  throttled: {
    'fr-FR': 'Trop de tentatives : réessayez dans {minutes} min.',
    'en-GB': 'Too many attempts: try again in {minutes} min.',
  },
  signedOut: {
    'fr-FR': 'Votre session a expiré : reconnectez-vous.',
    'en-GB': 'Your session has expired: please sign in again.',
  },
  forbidden: {
    'fr-FR': 'Votre rôle ne permet pas cette opération.',
    'en-GB': 'Your role does not allow this operation.',
  },
  notFound: { 'fr-FR': 'Introuvable.', 'en-GB': 'Not found.' },
  // The admin opened at another address than its own (localhost for 127.0.0.1): its writes carry that origin.
  crossOrigin: {
    'fr-FR': 'Requête refusée : ouvrez le back-office à son adresse, {url}.',
    'en-GB': 'Request refused: open the back office at its own address, {url}.',
  },
  jsonExpected: {
    'fr-FR': 'Requête refusée : le back-office n’accepte que du JSON.',
    'en-GB': 'Request refused: the back office accepts JSON only.',
  },
  noSuchOperation: {
    'fr-FR': 'Opération inconnue.',
    'en-GB': 'Unknown operation.',
  },
  invalidInput: {
    'fr-FR': 'Valeur refusée pour le champ « {field} ».',
    'en-GB': 'Invalid value for the field “{field}”.',
  },
  invalidEmail: {
    'fr-FR': 'Saisissez une adresse e-mail valide.',
    'en-GB': 'Enter a valid e-mail address.',
  },
  invalidRole: {
    'fr-FR': 'Rôle inconnu : manager, customerService ou catalogEditor.',
    'en-GB': 'Unknown role: manager, customerService or catalogEditor.',
  },
  weakPassword: {
    'fr-FR': 'Mot de passe refusé : au moins 12 caractères, pas un mot de passe courant.',
    'en-GB': 'Password refused: at least 12 characters, not a common password.',
  },
  emailTaken: {
    'fr-FR': 'Un compte du personnel utilise déjà cet e-mail.',
    'en-GB': 'A staff account already uses this e-mail.',
  },
  proNotPending: {
    'fr-FR': 'Ce client n’a pas de demande de compte professionnel en attente.',
    'en-GB': 'This customer has no pending professional account request.',
  },
  reasonRequired: {
    'fr-FR':
      'Indiquez le motif du refus (1 000 caractères au plus) : le client le reçoit par e-mail.',
    'en-GB':
      'Give the reason for the refusal (1,000 characters at most): the customer receives it by e-mail.',
  },
  reviewNotPending: {
    'fr-FR': 'Cet avis a déjà été modéré.',
    'en-GB': 'This review has already been moderated.',
  },
  specialAbovePrice: {
    'fr-FR': 'Le prix spécial doit être inférieur au prix.',
    'en-GB': 'The special price must be below the price.',
  },
  specialDatesReversed: {
    'fr-FR': 'La fin du prix spécial doit suivre son début.',
    'en-GB': 'The special price must end after it starts.',
  },
  tierNeedsGroup: {
    'fr-FR':
      'Un prix à partir de 1 unité doit viser un groupe de clients (le prix de tous est le prix).',
    'en-GB': 'A price from 1 unit must name a customer group (everyone’s price is the price).',
  },
  tierDuplicate: {
    'fr-FR': 'Deux prix par quantité pour le même groupe à partir de {qty} unités.',
    'en-GB': 'Two tier prices for the same group from {qty} units.',
  },
  imageRefused: {
    'fr-FR': 'Image refusée : envoyez un fichier PNG, JPEG ou WebP valide.',
    'en-GB': 'Image refused: send a valid PNG, JPEG or WebP file.',
  },
  imageTooLarge: {
    'fr-FR': 'Image trop lourde : 5 Mo au plus.',
    'en-GB': 'Image too large: 5 MB at most.',
  },
  imagesOff: {
    'fr-FR':
      'Les images ne peuvent pas être enregistrées sur ce serveur (pas de dossier des médias).',
    'en-GB': 'Images cannot be stored on this server (no media folder).',
  },
  contentWidgetInvalid: {
    'fr-FR': 'Widget inconnu ou incomplet dans « {field} » : le contenu n’a pas été enregistré.',
    'en-GB': 'Unknown or incomplete widget in “{field}”: the content was not saved.',
  },
  auditLogAppendOnly: {
    'fr-FR': 'Le journal d’audit ne peut être ni modifié ni effacé.',
    'en-GB': 'The audit log can be neither changed nor erased.',
  },
} as const;

export type AdminMessageId = keyof typeof adminMessages;

export const adminMessage = createTranslator(adminMessages);

/** HTTP status of each refusal (the admin API answers with it). */
const statusOf: Partial<Record<AdminMessageId, number>> = {
  signInFailed: 401,
  signedOut: 401,
  throttled: 429,
  forbidden: 403,
  notFound: 404,
  crossOrigin: 403,
  jsonExpected: 415,
  noSuchOperation: 404,
  emailTaken: 409,
  proNotPending: 409,
  reviewNotPending: 409,
  imageTooLarge: 413,
  imagesOff: 503,
};

/** A refusal of a staff operation; nothing was written. `message` is in English, `translate` gives French. */
export class AdminError extends Error {
  constructor(
    readonly messageId: AdminMessageId,
    readonly values: MessageValues = {},
  ) {
    super(adminMessage('en-GB', messageId, values));
    this.name = 'AdminError';
  }

  get status(): number {
    return statusOf[this.messageId] ?? 400;
  }

  translate(locale: SiteLocale): string {
    return adminMessage(locale, this.messageId, this.values);
  }
}
