/** Messages of customer accounts, in both site languages (issue 15). */
import type { SiteLocale } from '../config';
import { checkoutMessage, type FieldProblem } from '../checkout/messages';
import { type Catalogue, createTranslator, type MessageValues } from '../i18n/translate';

const customerMessages = {
  fixFields: {
    'fr-FR': 'Corrigez les champs signalés.',
    'en-GB': 'Please correct the highlighted fields.',
  },
  required: { 'fr-FR': 'Ce champ est obligatoire.', 'en-GB': 'This field is required.' },
  tooLong: {
    'fr-FR': 'Ce champ ne doit pas dépasser {max} caractères.',
    'en-GB': 'This field must be at most {max} characters long.',
  },
  invalidEmail: {
    'fr-FR': 'Saisissez une adresse e-mail valide, par exemple nom@exemple.fr.',
    'en-GB': 'Enter a valid e-mail address, for example name@example.com.',
  },
  passwordTooShort: {
    'fr-FR': 'Le mot de passe doit comporter au moins {min} caractères.',
    'en-GB': 'The password must be at least {min} characters long.',
  },
  passwordTooLong: {
    'fr-FR': 'Le mot de passe ne doit pas dépasser {max} caractères.',
    'en-GB': 'The password must be at most {max} characters long.',
  },
  passwordTooCommon: {
    'fr-FR': 'Ce mot de passe est trop courant ou trop facile à deviner : choisissez-en un autre.',
    'en-GB': 'This password is too common or too easy to guess: choose another one.',
  },
  cgvRequired: {
    'fr-FR': 'Vous devez accepter les conditions générales de vente.',
    'en-GB': 'You must accept the terms and conditions of sale.',
  },
  invalidSiret: {
    'fr-FR': 'Ce numéro SIRET n’est pas valide (14 chiffres).',
    'en-GB': 'This SIRET number is not valid (14 digits).',
  },
  invalidVatNumber: {
    'fr-FR':
      'Ce numéro de TVA intracommunautaire n’est pas valide (FR, 2 chiffres de clé et le SIREN).',
    'en-GB': 'This intra-EU VAT number is not valid (FR, a 2-digit key and the SIREN).',
  },
  vatSirenMismatch: {
    'fr-FR': 'Le numéro de TVA ne correspond pas au SIREN de votre SIRET.',
    'en-GB': 'The VAT number does not match the SIREN of your SIRET.',
  },
  invalidActivity: {
    'fr-FR': 'Choisissez votre activité.',
    'en-GB': 'Choose your line of business.',
  },
  invalidTelephone: {
    'fr-FR': 'Saisissez un numéro de téléphone valide (chiffres, espaces, +, 6 à 15 chiffres).',
    'en-GB': 'Enter a valid telephone number (digits, spaces, +, 6 to 15 digits).',
  },
  registered: {
    'fr-FR':
      'Merci ! Si cette adresse e-mail peut être utilisée, votre compte est prêt : un e-mail de confirmation vient de vous être envoyé.',
    'en-GB':
      'Thank you! If this e-mail address can be used, your account is ready: a confirmation e-mail is on its way.',
  },
  signInFailed: {
    'fr-FR': 'E-mail ou mot de passe incorrect.',
    'en-GB': 'Incorrect e-mail or password.',
  },
  signInThrottled: {
    'fr-FR': 'Trop de tentatives de connexion. Réessayez dans {minutes} minutes.',
    'en-GB': 'Too many sign-in attempts. Try again in {minutes} minutes.',
  },
  passwordResetRequested: {
    'fr-FR':
      'Si un compte existe pour cette adresse, vous allez recevoir un e-mail pour choisir un nouveau mot de passe.',
    'en-GB':
      'If an account exists for this address, you will receive an e-mail to choose a new password.',
  },
  resetTokenInvalid: {
    'fr-FR': 'Ce lien n’est plus valide : demandez un nouveau lien de réinitialisation.',
    'en-GB': 'This link is no longer valid: request a new reset link.',
  },
  verificationTokenInvalid: {
    'fr-FR': 'Ce lien de confirmation n’est plus valide.',
    'en-GB': 'This confirmation link is no longer valid.',
  },
  emailChangeTokenInvalid: {
    'fr-FR': 'Ce lien de changement d’adresse e-mail n’est plus valide : rien n’a changé.',
    'en-GB': 'This e-mail change link is no longer valid: nothing has changed.',
  },
  emailChangeAddressTaken: {
    'fr-FR':
      'Cette adresse e-mail est désormais celle d’un autre compte : l’adresse de votre compte ne change pas.',
    'en-GB':
      'This e-mail address now belongs to another account: the address of your account stays the same.',
  },
  emailChangeLimit: {
    'fr-FR':
      'Vous avez déjà demandé {max} changements d’adresse e-mail en 24 heures\u202f: aucun e-mail n’a été envoyé. Réessayez dans {hours}\u00a0h, ou ouvrez le lien déjà envoyé à la nouvelle adresse.',
    'en-GB':
      'You have already asked for {max} e-mail address changes in 24 hours: no e-mail was sent. Try again in {hours} h, or open the link already sent to the new address.',
  },
  passwordCheckThrottled: {
    'fr-FR': 'Trop de mots de passe incorrects. Réessayez dans {minutes} minutes.',
    'en-GB': 'Too many incorrect passwords. Try again in {minutes} minutes.',
  },
  currentPasswordWrong: {
    'fr-FR': 'Le mot de passe actuel est incorrect.',
    'en-GB': 'The current password is incorrect.',
  },
  emailUnavailable: {
    'fr-FR': 'Cette adresse e-mail ne peut pas être utilisée.',
    'en-GB': 'This e-mail address cannot be used.',
  },
  notSignedIn: {
    'fr-FR': 'Votre session a expiré : connectez-vous à nouveau.',
    'en-GB': 'Your session has expired: please sign in again.',
  },
  addressNotFound: {
    'fr-FR': 'Cette adresse est introuvable dans votre carnet d’adresses.',
    'en-GB': 'This address could not be found in your address book.',
  },
  tooManyAddresses: {
    'fr-FR': 'Votre carnet d’adresses est plein ({max} adresses).',
    'en-GB': 'Your address book is full ({max} addresses).',
  },
  socialSignInExpired: {
    'fr-FR':
      'Cette connexion a expiré ou a déjà servi : recommencez avec le bouton de votre compte Google, Apple ou Facebook.',
    'en-GB':
      'This sign-in has expired or was already used: start again with the Google, Apple or Facebook button.',
  },
  proNotFound: {
    'fr-FR': 'Aucun compte professionnel en attente pour cette adresse e-mail.',
    'en-GB': 'No pending professional account for this e-mail address.',
  },
} satisfies Catalogue;

export type CustomerMessageId = keyof typeof customerMessages;

/** A customer message in the locale, with its `{name}` placeholders filled in. */
export const customerMessage = createTranslator(customerMessages);

/** A refused field: its path in the input (e.g. `address.street.0`) and its message. */
export interface CustomerFieldProblem {
  field: string;
  /** A message of this module, or of the checkout's address rules (shared, checkout/address.ts). */
  id: CustomerMessageId | FieldProblem['id'];
  values?: MessageValues;
}

function fieldMessage(locale: SiteLocale, problem: CustomerFieldProblem): string {
  return customerMessage.has(problem.id)
    ? customerMessage(locale, problem.id, problem.values)
    : checkoutMessage(locale, problem.id as FieldProblem['id'], problem.values);
}

/**
 * A refusal of a customer operation; nothing was written. `message` is in English; `translate(locale)` and
 * `fieldMessages(locale)` give the customer's language.
 */
export class CustomerError extends Error {
  constructor(
    readonly messageId: CustomerMessageId,
    readonly fields: CustomerFieldProblem[] = [],
    readonly values?: MessageValues,
  ) {
    super(customerMessage('en-GB', messageId, values));
    this.name = 'CustomerError';
  }

  translate(locale: SiteLocale): string {
    return customerMessage(locale, this.messageId, this.values);
  }

  /** Each refused field with its message in the locale. */
  fieldMessages(locale: SiteLocale): { field: string; message: string }[] {
    return this.fields.map((problem) => ({
      field: problem.field,
      message: fieldMessage(locale, problem),
    }));
  }
}
