import { Button } from '@truffe/ui/Button';
import { Link } from '@truffe/ui/Link';
import { PasswordInput } from '@truffe/ui/PasswordInput';
import { useIntl } from 'react-intl';
import { Form, useSearchParams } from 'react-router';

import { type SiteLocale } from '../../i18n/locales';
import { AccountFormAlert, useAccountForm } from './AccountFormAlert';
import { accountMessages } from './accountMessages';
import { accountPaths } from './accountPaths';
import * as styles from './account.css';

/**
 * `/account/password-reset?token=…` (spec §2): the new password for the e-mailed link's token (single use, one
 * hour); the server checks the token when the form is sent, so a page view uses nothing up.
 */
export function PasswordResetScreen() {
  const intl = useIntl();
  const paths = accountPaths(intl.locale as SiteLocale);
  const { answer, submitting, form } = useAccountForm();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  return (
    <div className={styles.screen} data-testid="password-reset">
      <h1 className={styles.title}>{intl.formatMessage(accountMessages.passwordResetTitle)}</h1>
      {token === '' ? (
        <p className={styles.alert} role="alert">
          {intl.formatMessage(accountMessages.resetLinkIncomplete)}
        </p>
      ) : (
        <>
          <AccountFormAlert answer={answer} />
          <Form method="post" className={styles.form} noValidate>
            <input type="hidden" name="token" value={token} />
            <PasswordInput
              label={intl.formatMessage(accountMessages.newPassword)}
              showLabel={intl.formatMessage(accountMessages.showPassword)}
              help={intl.formatMessage(accountMessages.passwordHelp)}
              name="password"
              autoComplete="new-password"
              required
              error={form.error('password')}
            />
            <div>
              <Button type="submit" pending={submitting}>
                {intl.formatMessage(accountMessages.passwordResetSubmit)}
              </Button>
            </div>
          </Form>
        </>
      )}
      <ul className={styles.links}>
        <li>
          <Link to={paths.passwordRequest}>
            {intl.formatMessage(accountMessages.requestNewLink)}
          </Link>
        </li>
        <li>
          <Link to={paths.login}>{intl.formatMessage(accountMessages.backToLogin)}</Link>
        </li>
      </ul>
    </div>
  );
}
