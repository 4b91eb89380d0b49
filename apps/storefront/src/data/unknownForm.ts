import { type SiteLocale } from '../i18n/locales';

/**
 * The refusal of a form that no page of ours sends (an intent the page does not offer, a form without its
 * fields): a hand-made post, or a page of an older build. Nothing is changed; the page says so, in the site's
 * language (decision 0930). Plain text per site rather than a react-intl message, because route actions
 * answer it (on the server without JavaScript), and this module is only part of their lazy chunks.
 */
const unknownFormMessages: Record<SiteLocale, string> = {
  'fr-FR':
    'Ce formulaire est incomplet ou ne correspond pas à cette page\u202f: rien n’a été enregistré. Rechargez la page, puis réessayez.',
  'en-GB':
    'This form is incomplete or does not belong to this page: nothing was saved. Reload the page, then try again.',
};

/** The translated refusal of a form the page never sends. */
export function unknownFormMessage(locale: SiteLocale): string {
  return unknownFormMessages[locale];
}
