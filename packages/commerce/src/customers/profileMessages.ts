/** Answers of the account area's changes that the server words itself (issue 15), in both site languages. */
import { type Catalogue, createTranslator } from '../i18n/translate';

const profileMessages = {
  emailChangeRecorded: {
    'fr-FR':
      'Demande enregistrée : ouvrez le lien envoyé à la nouvelle adresse pour confirmer le changement. D’ici là, l’adresse de votre compte ne change pas.',
    'en-GB':
      'Request recorded: open the link sent to the new address to confirm the change. Until then, the address of your account stays the same.',
  },
} satisfies Catalogue;

/** A message of the account area's changes in the locale. */
export const profileMessage = createTranslator(profileMessages);
