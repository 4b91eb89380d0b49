import { type SiteLocale } from '../../i18n/locales';
import { documentTitle, headHandle, type HeadInput, type PageHead } from '../../seo/pageHead';
import { personalRouteHandle } from '../../data/personalRoutes';

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

/** The head of a checkout page: its title, never indexed (personal pages). */
export function checkoutHead(page: CheckoutPage) {
  return ({ shop, locale }: HeadInput<unknown>): PageHead => ({
    title: documentTitle(titles[locale][page], shop.defaultTitle),
    meta: [{ name: 'robots', content: 'noindex, nofollow' }],
  });
}

/**
 * The `handle` of a checkout route: personal (its page shows the session's cart or order, never cached,
 * spec §6) with its head.
 */
export function checkoutHandle(page: CheckoutPage) {
  return { ...personalRouteHandle, ...headHandle(checkoutHead(page)) };
}
