import { defineMessages, useIntl } from 'react-intl';
import { Link } from '@truffe/ui/Link';
import { Outlet } from 'react-router';

import { SignOutForm } from '../components/account/SignOutForm';
import { type SiteLocale, localizePath } from '../i18n/locales';
import * as styles from './userLayout.css';

export const userLayoutMessages = defineMessages({
  title: { id: 'shell.user.title', defaultMessage: 'My account' },
  dashboard: { id: 'shell.user.dashboard', defaultMessage: 'Dashboard' },
  orders: { id: 'shell.user.orders', defaultMessage: 'My orders' },
  information: { id: 'shell.user.information', defaultMessage: 'My information' },
  addressBook: { id: 'shell.user.addressBook', defaultMessage: 'Address book' },
  wishlist: { id: 'shell.user.wishlist', defaultMessage: 'Wish list' },
  returns: { id: 'shell.user.returns', defaultMessage: 'My returns' },
  helpdesk: { id: 'shell.user.helpdesk', defaultMessage: 'Help desk' },
  storeCredit: { id: 'shell.user.storeCredit', defaultMessage: 'Store credit' },
  newsletter: { id: 'shell.user.newsletter', defaultMessage: 'Newsletter' },
  downloads: { id: 'shell.user.downloads', defaultMessage: 'My downloadable products' },
});

/**
 * The menu links only to pages that exist (every link resolves).
 */
const accountLinks = [
  { path: '/user', message: userLayoutMessages.dashboard, end: true },
  { path: '/user/orders/', message: userLayoutMessages.orders, end: false },
  { path: '/user/returns', message: userLayoutMessages.returns, end: false },
  { path: '/user/store-credit', message: userLayoutMessages.storeCredit, end: false },
  { path: '/user/helpdesk', message: userLayoutMessages.helpdesk, end: false },
  { path: '/user/wishlist', message: userLayoutMessages.wishlist, end: false },
  { path: '/user/downloadable-products', message: userLayoutMessages.downloads, end: false },
  { path: '/user/information', message: userLayoutMessages.information, end: false },
  { path: '/user/address-book', message: userLayoutMessages.addressBook, end: false },
  { path: '/user/newsletter', message: userLayoutMessages.newsletter, end: false },
] as const;

/** Layout of the /user account area (spec §2): account navigation and sign-out beside the screen. */
export function UserLayout() {
  const intl = useIntl();
  const locale = intl.locale as SiteLocale;
  return (
    <div className={styles.layout}>
      <nav aria-label={intl.formatMessage(userLayoutMessages.title)} className={styles.nav}>
        <ul className={styles.list}>
          {accountLinks.map(({ path, message, end }) => (
            <li key={path}>
              <Link to={localizePath(path, locale)} end={end} className={styles.link}>
                {intl.formatMessage(message)}
              </Link>
            </li>
          ))}
        </ul>
        <SignOutForm className={styles.signOut} />
      </nav>
      <section>
        <Outlet />
      </section>
    </div>
  );
}
