import {
  type CustomerFragmentFragment,
  type UserOrdersQueryQuery,
} from '@truffe/graphql/documents';
import { Link } from '@truffe/ui/Link';
import { useIntl } from 'react-intl';
import { useLoaderData } from 'react-router';

import { SignOutForm } from '../../components/account/SignOutForm';
import { localizePath, type SiteLocale } from '../../i18n/locales';
import { accountMessages } from './accountMessages';
import { accountPaths } from './accountPaths';
import { LastOrders } from './orders/LastOrders';
import { ProStatusNotice } from './ProStatusNotice';
import * as styles from './account.css';
import { userMessages } from './user/userMessages';
import { userPaths } from './user/userPaths';

export interface DashboardData {
  me: CustomerFragmentFragment & Partial<Pick<NonNullable<UserOrdersQueryQuery['me']>, 'orders'>>;
}

/**
 * `/user` (spec §2 account area index): a greeting by first name, the last orders (orders/LastOrders.tsx),
 * shortcuts to the account's pages and the shop.
 */
export function DashboardScreen() {
  const intl = useIntl();
  const locale = intl.locale as SiteLocale;
  const { me } = useLoaderData<DashboardData>();
  const user = userPaths(locale);
  const shortcuts = [
    { to: user.information, message: userMessages.dashboardInformation },
    { to: user.addressBook, message: userMessages.dashboardAddressBook },
    { to: user.newsletter, message: userMessages.dashboardNewsletter },
    { to: localizePath('/cart', locale), message: accountMessages.shortcutCart },
    { to: localizePath('/quick-order', locale), message: accountMessages.shortcutQuickOrder },
    { to: localizePath('/', locale), message: accountMessages.shortcutShop },
    { to: accountPaths(locale).cgv, message: accountMessages.shortcutCgv },
  ];
  return (
    <div className={styles.section} data-testid="account-dashboard">
      <h1 className={styles.title}>
        {intl.formatMessage(accountMessages.dashboardGreeting, { firstname: me.firstname })}
      </h1>
      <p className={styles.muted}>
        {intl.formatMessage(accountMessages.dashboardIntro, { email: me.email })}
      </p>
      <ProStatusNotice customer={me} />
      <section className={styles.section} aria-labelledby="account-last-orders">
        <h2 id="account-last-orders" className={styles.subtitle}>
          {intl.formatMessage(accountMessages.lastOrders)}
        </h2>
        <LastOrders orders={me.orders} />
      </section>
      <section className={styles.section} aria-labelledby="account-shortcuts">
        <h2 id="account-shortcuts" className={styles.subtitle}>
          {intl.formatMessage(accountMessages.shortcuts)}
        </h2>
        <ul className={styles.links}>
          {shortcuts.map(({ to, message }) => (
            <li key={to}>
              <Link to={to}>{intl.formatMessage(message)}</Link>
            </li>
          ))}
        </ul>
      </section>
      <SignOutForm />
    </div>
  );
}
