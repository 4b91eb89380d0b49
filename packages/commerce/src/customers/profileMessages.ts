/** Answers of the account area's changes that the server words itself (issue 15), in both site languages. */
import { type Catalogue, createTranslator } from '../i18n/translate';

const profileMessages = {
  emailChangeRecorded: {
    'fr-FR':
      'Demande enregistrée : si cette adresse e-mail peut être utilisée, c’est désormais celle de votre compte.',
    'en-GB':
      'Request recorded: if this e-mail address can be used, it is now the one of your account.',
  },
} satisfies Catalogue;

/** A message of the account area's changes in the locale. */
export const profileMessage = createTranslator(profileMessages);
