import { useIntl } from 'react-intl';
import { Link as UiLink } from '@truffe/ui/Link';
import { RouterLink as Link } from '@truffe/ui/RouterLink';

import { useSignedInHint } from '../components/account/useSignedInHint';
import { CartEntry } from '../components/cart/CartEntry';
import { Logo } from '../components/Logo';
import { type SiteLocale, localizePath } from '../i18n/locales';
import { useShop } from '../shop/ShopProvider';
import { DesktopCategoryMenu, MobileCategoryMenu } from './CategoryMenu';
import * as styles from './header.css';
import { headerMessages } from './headerMessages';
import { CurrencySwitch } from '../components/currency/CurrencySwitch';
import { LanguageSwitch } from './LanguageSwitch';
import { SearchForm } from './SearchForm';

/**
 * Main layout header (spec §2): logo, search field, account link (to /login, or /user once the browser is
 * known to be signed in), cart link, language switch; the category menu (a "Menu" drawer on phones and
 * tablets, a bar on desktops). Its code is a chunk of its own, hydrated on demand (layoutOnDemand.ts).
 */
export function Header() {
  const intl = useIntl();
  const shop = useShop();
  const locale = intl.locale as SiteLocale;
  const sitePath = (path: string) => localizePath(path, locale);
  // Shared pages are rendered for visitors: the account link learns the sign-in state after start.
  const signedIn = useSignedInHint();
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <MobileCategoryMenu />
        <Link
          to={sitePath('/')}
          discover="none"
          className={styles.logo}
          aria-label={intl.formatMessage(headerMessages.home, { siteName: shop.name })}
        >
          <Logo siteName={shop.name} className={styles.logo} />
        </Link>
        <SearchForm action={sitePath('/search')} />
        <nav aria-label={intl.formatMessage(headerMessages.navigation)} className={styles.nav}>
          <ul className={styles.actions}>
            <li>
              <UiLink
                to={sitePath(signedIn ? '/user' : '/login')}
                className={styles.action}
                data-testid="account-entry"
              >
                {intl.formatMessage(headerMessages.account)}
              </UiLink>
            </li>
            <li>
              <CartEntry
                label={intl.formatMessage(headerMessages.cart)}
                className={styles.action}
                sitePath={sitePath}
              />
            </li>
            <li>
              <CurrencySwitch />
            </li>
            <li>
              <LanguageSwitch />
            </li>
          </ul>
        </nav>
      </div>
      <DesktopCategoryMenu />
    </header>
  );
}
