/** Messages of the bot check, in both site languages (issue 15 item 8). */
import { type Catalogue, createTranslator } from '../i18n/translate';

const botCheckMessages = {
  botCheckRequired: {
    'fr-FR':
      'Confirmez que vous n’êtes pas un robot (la vérification se fait dans le navigateur, avec JavaScript), puis envoyez à nouveau le formulaire.',
    'en-GB':
      'Please confirm that you are not a robot (the check runs in your browser, with JavaScript), then send the form again.',
  },
  botCheckFailed: {
    'fr-FR':
      'La vérification anti-robot a échoué ou a expiré : relancez-la, puis envoyez à nouveau le formulaire.',
    'en-GB': 'The robot check failed or expired: run it again, then send the form again.',
  },
} satisfies Catalogue;

export type BotCheckMessageId = keyof typeof botCheckMessages;

export const botCheckMessage = createTranslator(botCheckMessages);
