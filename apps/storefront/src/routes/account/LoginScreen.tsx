import { Link } from '@truffe/ui/Link';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';

import { type SiteLocale } from '../../i18n/locales';
import { accountMessages } from './accountMessages';
import { accountPaths, loginNotices, type LoginNotice } from './accountPaths';
import { proMessages } from './proMessages';
import * as styles from './account.css';
import { SignInForm } from './SignInForm';
import { SocialSignInButtons } from './SocialSignInButtons';
import { socialMessages } from './socialMessages';

const noticeMessages = {
  signedOut: accountMessages.signedOut,
  passwordChanged: accountMessages.passwordChanged,
  socialDenied: socialMessages.socialDenied,
  socialExpired: socialMessages.socialExpired,
  socialUnverified: socialMessages.socialUnverified,
  socialFailed: socialMessages.socialFailed,
} satisfies Record<LoginNotice, unknown>;

/** `/login` (spec §2): e-mail, password, "stay signed in"; a refusal never says which of the two was wrong. */
export function LoginScreen() {
  const intl = useIntl();
  const paths = accountPaths(intl.locale as SiteLocale);
  const [search] = useSearchParams();
  const noticeParam = search.get('notice');
  const notice = loginNotices.find((name) => name === noticeParam);
  const redirectTo = search.get('redirect');
  return (
    <div className={styles.screen} data-testid="login">
      <h1 className={styles.title}>{intl.formatMessage(accountMessages.loginTitle)}</h1>
      {notice ? (
        <p className={styles.notice} role="status">
          {intl.formatMessage(noticeMessages[notice])}
        </p>
      ) : redirectTo ? (
        <p className={styles.notice}>{intl.formatMessage(accountMessages.sessionNeeded)}</p>
      ) : null}
      <SignInForm redirectTo={redirectTo} />
      <SocialSignInButtons redirectTo={redirectTo} />
      <ul className={styles.links}>
        <li>
          <Link to={paths.passwordRequest}>
            {intl.formatMessage(accountMessages.forgotPassword)}
          </Link>
        </li>
        <li>
          {intl.formatMessage(accountMessages.newCustomer)}{' '}
          <Link to={paths.register}>{intl.formatMessage(accountMessages.createAccount)}</Link>
        </li>
        <li>
          {intl.formatMessage(proMessages.registerLinkQuestion)}{' '}
          <Link to={paths.registerPro}>{intl.formatMessage(proMessages.registerLink)}</Link>
        </li>
      </ul>
    </div>
  );
}
