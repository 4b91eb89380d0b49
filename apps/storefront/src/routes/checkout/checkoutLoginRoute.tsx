import { MeQueryDocument } from '@truffe/graphql/documents';
import { Link } from '@truffe/ui/Link';
import { useIntl } from 'react-intl';
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from 'react-router';

import * as styles from '../../components/checkout/checkout.css';
import { checkoutPageMessages } from '../../components/checkout/checkoutMessages';
import { localizePath, type SiteLocale } from '../../i18n/locales';
import { accountPaths } from '../account/accountPaths';
import { SignInForm } from '../account/SignInForm';
import { type LazyScreenRoute } from '../category/lazyScreenRoute';
import { checkoutHandle } from './checkoutHead';
import { privateQuery } from './privateQuery';

/**
 * `/checkout/login` (spec §2, issue 15 item 5): a customer signs in and goes on to the checkout with the same
 * cart (the guest cart becomes the customer's, merged with a cart kept from an earlier visit) and its saved
 * addresses filled in; anyone else goes on as a guest, or creates an account.
 */
export function CheckoutLoginScreen() {
  const intl = useIntl();
  const locale = intl.locale as SiteLocale;
  const checkout = localizePath('/checkout', locale);
  return (
    <div className={styles.loginPage} data-testid="checkout-login">
      <h1 className={styles.title}>{intl.formatMessage(checkoutPageMessages.loginTitle)}</h1>
      <section aria-labelledby="checkout-login-customer" className={styles.loginColumns}>
        <div>
          <h2 id="checkout-login-customer" className={styles.subheading}>
            {intl.formatMessage(checkoutPageMessages.loginCustomer)}
          </h2>
          <SignInForm redirectTo={checkout} />
          <p>
            <Link to={accountPaths(locale).passwordRequest}>
              {intl.formatMessage(checkoutPageMessages.loginForgotten)}
            </Link>
          </p>
        </div>
        <div>
          <h2 className={styles.subheading}>
            {intl.formatMessage(checkoutPageMessages.loginGuestTitle)}
          </h2>
          <p className={styles.noMargin}>{intl.formatMessage(checkoutPageMessages.loginBody)}</p>
          <p>
            <Link to={checkout} appearance="primary">
              {intl.formatMessage(checkoutPageMessages.loginGuest)}
            </Link>
          </p>
          <p>
            <Link to={accountPaths(locale).register}>
              {intl.formatMessage(checkoutPageMessages.loginRegister)}
            </Link>
          </p>
        </div>
      </section>
    </div>
  );
}

/** The lazy route `/checkout/login` of a site; a customer already signed in goes straight to the checkout. */
export function checkoutLoginRoute(locale: SiteLocale): LazyScreenRoute {
  return {
    async loader({ context }: LoaderFunctionArgs) {
      const { me } = await privateQuery(context, MeQueryDocument, {});
      if (me) throw redirect(localizePath('/checkout', locale));
      // An empty loader result: the head is set from loader data (src/seo/pageHead.ts).
      return {};
    },
    // The sign-in action (and its GraphQL documents) loads when the form is sent, not with the page.
    action: async (args: ActionFunctionArgs) =>
      (await import('../account/accountActions')).signInAction(locale)(args),
    Component: CheckoutLoginScreen,
    handle: checkoutHandle('login'),
  };
}
