import { Button } from '@truffe/ui/Button';
import { Checkbox } from '@truffe/ui/Checkbox';
import { Link } from '@truffe/ui/Link';
import { PasswordInput } from '@truffe/ui/PasswordInput';
import { TextInput } from '@truffe/ui/TextInput';
import { useIntl } from 'react-intl';
import { Form, useSearchParams } from 'react-router';

import { type SiteLocale } from '../../i18n/locales';
import { AccountFormAlert, useAccountForm } from './AccountFormAlert';
import { accountMessages } from './accountMessages';
import { accountPaths, loginNotices, type LoginNotice } from './accountPaths';
import * as styles from './account.css';

const noticeMessages = {
  signedOut: accountMessages.signedOut,
  passwordChanged: accountMessages.passwordChanged,
} satisfies Record<LoginNotice, unknown>;

/** `/login` (spec §2): e-mail, password, "stay signed in"; a refusal never says which of the two was wrong. */
export function LoginScreen() {
  const intl = useIntl();
  const paths = accountPaths(intl.locale as SiteLocale);
  const { answer, submitting, form } = useAccountForm();
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
      <AccountFormAlert answer={answer} />
      <Form method="post" className={styles.form} noValidate>
        {redirectTo ? <input type="hidden" name="redirect" value={redirectTo} /> : null}
        <TextInput
          label={intl.formatMessage(accountMessages.email)}
          name="email"
          type="email"
          autoComplete="username"
          required
          defaultValue={form.value('email')}
          error={form.error('email')}
        />
        <PasswordInput
          label={intl.formatMessage(accountMessages.password)}
          showLabel={intl.formatMessage(accountMessages.showPassword)}
          name="password"
          autoComplete="current-password"
          required
          error={form.error('password')}
        />
        <Checkbox
          label={intl.formatMessage(accountMessages.remember)}
          help={intl.formatMessage(accountMessages.rememberHelp)}
          name="remember"
          defaultChecked={form.value('remember') === 'on'}
        />
        <div>
          <Button type="submit" pending={submitting}>
            {intl.formatMessage(accountMessages.loginSubmit)}
          </Button>
        </div>
      </Form>
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
      </ul>
    </div>
  );
}
