import { type SiteLocale } from '../../i18n/locales';
import { personalPageHandle } from '../../seo/personalPageHead';

/**
 * The titles of the checkout pages per site. A head function has no message bundle at hand, so the few
 * titles live here; they match `checkout.title`, `checkout.success.title` and `checkout.login.title`.
 */
const titles: Record<SiteLocale, Record<CheckoutPage, string>> = {
  'fr-FR': {
    checkout: 'Commande',
    success: 'Merci pour votre commande',
    login: 'Connexion',
    paymentReturn: 'Confirmation du paiement',
  },
  'en-GB': {
    checkout: 'Checkout',
    success: 'Thank you for your order',
    login: 'Sign in',
    paymentReturn: 'Payment confirmation',
  },
};

export type CheckoutPage = 'checkout' | 'success' | 'login' | 'paymentReturn';

/**
 * The `handle` of a checkout route: personal (its page shows the session's cart or order, never cached,
 * spec §6) with its head.
 */
export function checkoutHandle(page: CheckoutPage) {
  return personalPageHandle({ 'fr-FR': titles['fr-FR'][page], 'en-GB': titles['en-GB'][page] });
}
