import { Button } from '@truffe/ui/Button';
import { Link } from '@truffe/ui/Link';
import { TextInput } from '@truffe/ui/TextInput';
import { useIntl } from 'react-intl';
import { Form } from 'react-router';

import { BotCheckField } from '../../components/botCheck/BotCheckField';
import { type SiteLocale } from '../../i18n/locales';
import { AccountFormAlert, useAccountForm } from './AccountFormAlert';
import { accountMessages } from './accountMessages';
import { accountPaths } from './accountPaths';
import * as styles from './account.css';

/** `/account/password-request` (spec §2): the same answer whether the address has an account or not. */
export function PasswordRequestScreen() {
  const intl = useIntl();
  const paths = accountPaths(intl.locale as SiteLocale);
  const { answer, submitting, form } = useAccountForm();
  return (
    <div className={styles.screen} data-testid="password-request">
      <h1 className={styles.title}>{intl.formatMessage(accountMessages.passwordRequestTitle)}</h1>
      {answer?.ok ? (
        <p className={styles.notice} role="status" data-testid="account-message">
          {answer.message}
        </p>
      ) : (
        <>
          <p className={styles.muted}>{intl.formatMessage(accountMessages.passwordRequestIntro)}</p>
          <AccountFormAlert answer={answer} />
          <Form method="post" className={styles.form} noValidate>
            <TextInput
              label={intl.formatMessage(accountMessages.email)}
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={form.value('email')}
              error={form.error('email')}
            />
            <BotCheckField error={form.error('botCheck')} answer={answer} />
            <div>
              <Button type="submit" pending={submitting}>
                {intl.formatMessage(accountMessages.passwordRequestSubmit)}
              </Button>
            </div>
          </Form>
        </>
      )}
      <p className={styles.muted}>
        <Link to={paths.login}>{intl.formatMessage(accountMessages.backToLogin)}</Link>
      </p>
    </div>
  );
}
