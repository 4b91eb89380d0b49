import { Link } from '@truffe/ui/Link';
import { useIntl } from 'react-intl';

import * as styles from '../../components/checkout/checkout.css';
import { checkoutPageMessages } from '../../components/checkout/checkoutMessages';
import { localizePath, type SiteLocale } from '../../i18n/locales';
import { type LazyScreenRoute } from '../category/lazyScreenRoute';
import { checkoutHandle } from './checkoutHead';

/**
 * `/checkout/login` (spec §2): customer accounts come in their own issue, so this page says so and offers
 * the guest checkout; no form pretends to sign anyone in.
 */
export function CheckoutLoginScreen() {
  const intl = useIntl();
  return (
    <div className={styles.page} data-testid="checkout-login">
      <h1 className={styles.title}>{intl.formatMessage(checkoutPageMessages.loginTitle)}</h1>
      <p className={styles.noMargin}>{intl.formatMessage(checkoutPageMessages.loginBody)}</p>
      <div>
        <Link to={localizePath('/checkout', intl.locale as SiteLocale)} appearance="primary">
          {intl.formatMessage(checkoutPageMessages.loginGuest)}
        </Link>
      </div>
    </div>
  );
}

/** The lazy route `/checkout/login` of a site. */
export function checkoutLoginRoute(): LazyScreenRoute {
  // An empty loader result: the head is set from loader data (src/seo/pageHead.ts).
  return { loader: () => ({}), Component: CheckoutLoginScreen, handle: checkoutHandle('login') };
}
