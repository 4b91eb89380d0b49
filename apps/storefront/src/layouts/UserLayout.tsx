import { defineMessages, useIntl } from 'react-intl';
import { Link } from '@truffe/ui/Link';
import { Outlet, useLoaderData, useMatch } from 'react-router';

import { SignOutForm } from '../components/account/SignOutForm';
import { RichText } from '../components/RichText/RichText';
import { type SiteLocale, localePathPrefixes, localizePath } from '../i18n/locales';
import * as styles from './userLayout.css';
import { type AccountBlock, type UserLayoutData } from './userLayoutLoader';

export const userLayoutMessages = defineMessages({
  title: { id: 'shell.user.title', defaultMessage: 'My account' },
  dashboard: { id: 'shell.user.dashboard', defaultMessage: 'Dashboard' },
  orders: { id: 'shell.user.orders', defaultMessage: 'My orders' },
  information: { id: 'shell.user.information', defaultMessage: 'My information' },
  addressBook: { id: 'shell.user.addressBook', defaultMessage: 'Address book' },
  wishlist: { id: 'shell.user.wishlist', defaultMessage: 'Wishlist' },
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

/**
 * A configured block of the account pages: its title (not a heading: the sidebar comes before the page's
 * `<h1>`) names the region, its content links get the site's prefix.
 */
function AccountBlockSection({ block, className }: { block: AccountBlock; className: string }) {
  const intl = useIntl();
  const titleId = `account-block-${block.identifier}`;
  return (
    <section className={className} aria-labelledby={titleId} data-cms-block={block.identifier}>
      <p id={titleId} className={styles.blockTitle}>
        {block.title}
      </p>
      <RichText
        nodes={block.contentWysiwyg.childNodes}
        sitePrefix={localePathPrefixes[intl.locale as SiteLocale]}
      />
    </section>
  );
}

/**
 * Layout of the /user account area (spec §2): account navigation, sign-out and the account-left block beside
 * the screen; the account-top block above the dashboard. A visitor (on the terms of sale) gets the screen alone.
 */
export function UserLayout() {
  const intl = useIntl();
  const locale = intl.locale as SiteLocale;
  const blocks = useLoaderData<UserLayoutData | undefined>();
  const onDashboard = useMatch(localizePath('/user', locale)) !== null;
  // A visitor reading the area's public pages (terms of sale): the page alone, no account menu or sign-out.
  if (blocks && !blocks.signedIn) return <Outlet />;
  return (
    <div className={styles.layout}>
      <div className={styles.nav}>
        <nav aria-label={intl.formatMessage(userLayoutMessages.title)}>
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
        {blocks?.left ? <AccountBlockSection block={blocks.left} className={styles.block} /> : null}
      </div>
      <section>
        {onDashboard && blocks?.top ? (
          <AccountBlockSection block={blocks.top} className={styles.topBlock} />
        ) : null}
        <Outlet />
      </section>
    </div>
  );
}
