import { useIntl } from 'react-intl';
import { Outlet } from 'react-router';
import { RouterLink as Link } from '@truffe/ui/RouterLink';

import { Logo } from '../components/Logo';
import { type SiteLocale, localizePath } from '../i18n/locales';
import { useShop } from '../shop/ShopProvider';
import { DocumentHead } from '../seo/DocumentHead';
import * as shell from '../styles/shell.css';
import * as styles from './header.css';
import { headerMessages } from './headerMessages';
import { SkipLink } from './SkipLink';

/**
 * Layout of the standalone routes (spec §2: login, registration, checkout, FAQ, password reset): only the
 * logo back to the home page, so that the shopper stays on the task; the skip link like every layout.
 */
export function StandaloneLayout() {
  const intl = useIntl();
  const shop = useShop();
  return (
    <div className={shell.page}>
      {/* The screen's title and head tags after client navigation (src/seo). */}
      <DocumentHead />
      <SkipLink />
      <header className={styles.header}>
        <div className={styles.bar}>
          <Link
            to={localizePath('/', intl.locale as SiteLocale)}
            className={styles.logo}
            aria-label={intl.formatMessage(headerMessages.home, { siteName: shop.name })}
          >
            <Logo siteName={shop.name} className={styles.logo} />
          </Link>
        </div>
      </header>
      <main id="main" tabIndex={-1} className={shell.main}>
        <Outlet />
      </main>
    </div>
  );
}
