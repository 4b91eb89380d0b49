/**
 * The text of the newsletter choice in the account area, in both site languages. It is served to the page
 * (`Customer.newsletterWording`) and stored with each choice made there (`newsletter_consent.wording`), so the
 * proof of consent is the very text the customer saw (RGPD art. 7), not one the browser could send.
 */
import type { SiteLocale } from '../config';
import { type Catalogue, createTranslator } from '../i18n/translate';

const newsletterTexts = {
  accountWording: {
    'fr-FR':
      'Je souhaite recevoir par e-mail la newsletter de Truffe : nouveautés, conseils et offres (environ deux fois par mois). Je peux me désabonner à tout moment depuis mon compte ou par le lien de chaque e-mail.',
    'en-GB':
      'I would like to receive the Truffe newsletter by e-mail: new products, advice and offers (about twice a month). I can unsubscribe at any time from my account or through the link in every e-mail.',
  },
} satisfies Catalogue;

const newsletterText = createTranslator(newsletterTexts);

/** The newsletter consent text of the account area in the locale. */
export function accountNewsletterWording(locale: SiteLocale): string {
  return newsletterText(locale, 'accountWording');
}
