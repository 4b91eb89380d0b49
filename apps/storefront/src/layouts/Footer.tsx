import { defineMessages, useIntl } from 'react-intl';
import { Link } from '@truffe/ui/Link';

import { FooterBlocks, mainLayoutRouteId } from '../data/footer/FooterBlocks';
import { type SiteLocale, localePathPrefixes, localizePath } from '../i18n/locales';
import { consentPreferencesPath } from '../platform/consent/ConsentBanner';
import { consentBannerMessages } from '../platform/consent/consentBannerMessages';
import { legalNoticePath, termsOfSalePath } from '../routes/legal/legalPaths';
import { useShop } from '../shop/ShopProvider';
import * as styles from './footer.css';

export const footerMessages = defineMessages({
  navigation: { id: 'shell.footer.navigation', defaultMessage: 'Shop information' },
  contact: { id: 'shell.footer.contact', defaultMessage: 'Contact us' },
  trackOrder: { id: 'shell.footer.trackOrder', defaultMessage: 'Track an order' },
  newsletter: { id: 'shell.footer.newsletter', defaultMessage: 'Newsletter' },
  faq: { id: 'shell.footer.faq', defaultMessage: 'FAQ' },
  dataProtection: { id: 'shell.footer.dataProtection', defaultMessage: 'Data protection' },
  termsOfSale: { id: 'shell.footer.termsOfSale', defaultMessage: 'Terms of sale' },
  legalNotice: { id: 'shell.footer.legalNotice', defaultMessage: 'Legal notice' },
  tagline: {
    id: 'shell.footer.tagline',
    defaultMessage: '{siteName} – dog food and accessories for shoppers and professionals',
  },
});

/**
 * Main layout footer: the configured CMS footer blocks (spec §2: contact, news, and the links block on a
 * signed-in customer's pages), streamed after the shell, and the static links.
 */
export function Footer() {
  const intl = useIntl();
  const shop = useShop();
  const locale = intl.locale as SiteLocale;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <FooterBlocks routeId={mainLayoutRouteId(locale)} sitePrefix={localePathPrefixes[locale]} />
        <p>{intl.formatMessage(footerMessages.tagline, { siteName: shop.name })}</p>
        <nav aria-label={intl.formatMessage(footerMessages.navigation)}>
          <ul className={styles.links}>
            <li>
              <Link to={localizePath('/contact', locale)} className={styles.link}>
                {intl.formatMessage(footerMessages.contact)}
              </Link>
            </li>
            <li>
              <Link to={localizePath('/orders/', locale)} className={styles.link}>
                {intl.formatMessage(footerMessages.trackOrder)}
              </Link>
            </li>
            <li>
              <Link to={localizePath('/newsletter', locale)} className={styles.link}>
                {intl.formatMessage(footerMessages.newsletter)}
              </Link>
            </li>
            <li>
              <Link to={localizePath('/faq', locale)} className={styles.link}>
                {intl.formatMessage(footerMessages.faq)}
              </Link>
            </li>
            <li>
              <Link to={localizePath('/rgpd/', locale)} className={styles.link}>
                {intl.formatMessage(footerMessages.dataProtection)}
              </Link>
            </li>
            <li>
              <Link to={localizePath(termsOfSalePath, locale)} className={styles.link}>
                {intl.formatMessage(footerMessages.termsOfSale)}
              </Link>
            </li>
            <li>
              <Link to={localizePath(legalNoticePath, locale)} className={styles.link}>
                {intl.formatMessage(footerMessages.legalNotice)}
              </Link>
            </li>
            <li>
              <Link to={localizePath(consentPreferencesPath, locale)} className={styles.link}>
                {intl.formatMessage(consentBannerMessages.preferencesTitle)}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
