import { Button } from '@truffe/ui/Button';
import { Checkbox } from '@truffe/ui/Checkbox';
import { Link } from '@truffe/ui/Link';
import { PasswordInput } from '@truffe/ui/PasswordInput';
import { TextInput } from '@truffe/ui/TextInput';
import { useIntl } from 'react-intl';
import { Form } from 'react-router';

import { BotCheckField } from '../../components/botCheck/BotCheckField';
import { type SiteLocale } from '../../i18n/locales';
import { AccountFormAlert, useAccountForm } from './AccountFormAlert';
import { SocialSignInButtons } from './SocialSignInButtons';
import { accountMessages } from './accountMessages';
import { accountPaths } from './accountPaths';
import { proMessages } from './proMessages';
import * as styles from './account.css';

/**
 * `/register` (spec §2, issue 15): name, e-mail, password, newsletter, acceptance of the terms of sale. A
 * new account is signed in and sent to its dashboard; otherwise the page says what it says to everyone.
 */
export function RegisterScreen() {
  const intl = useIntl();
  const paths = accountPaths(intl.locale as SiteLocale);
  const { answer, submitting, form } = useAccountForm();
  const text = (message: (typeof accountMessages)[keyof typeof accountMessages]) =>
    intl.formatMessage(message);
  return (
    <div className={styles.screen} data-testid="register">
      <h1 className={styles.title}>{text(accountMessages.registerTitle)}</h1>
      {answer?.ok ? (
        <>
          <p className={styles.notice} role="status" data-testid="account-message">
            {answer.message}
          </p>
          <p className={styles.muted}>
            <Link to={paths.login}>{text(accountMessages.signInLink)}</Link>
          </p>
        </>
      ) : (
        <>
          <AccountFormAlert answer={answer} />
          <Form method="post" className={styles.form} noValidate>
            <div className={styles.names}>
              <TextInput
                label={text(accountMessages.firstname)}
                name="firstname"
                autoComplete="given-name"
                required
                maxLength={255}
                defaultValue={form.value('firstname')}
                error={form.error('firstname')}
              />
              <TextInput
                label={text(accountMessages.lastname)}
                name="lastname"
                autoComplete="family-name"
                required
                maxLength={255}
                defaultValue={form.value('lastname')}
                error={form.error('lastname')}
              />
            </div>
            <TextInput
              label={text(accountMessages.email)}
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={form.value('email')}
              error={form.error('email')}
            />
            <PasswordInput
              label={text(accountMessages.password)}
              showLabel={text(accountMessages.showPassword)}
              help={text(accountMessages.passwordHelp)}
              name="password"
              autoComplete="new-password"
              required
              error={form.error('password')}
            />
            <Checkbox
              label={text(accountMessages.newsletter)}
              name="newsletter"
              defaultChecked={form.value('newsletter') === 'on'}
            />
            <div>
              <Checkbox
                label={text(accountMessages.acceptCgv)}
                name="acceptCgv"
                required
                defaultChecked={form.value('acceptCgv') === 'on'}
                error={form.error('acceptCgv')}
              />
              <a href={paths.cgv} target="_blank" rel="noopener">
                {text(accountMessages.readCgv)}
              </a>
            </div>
            <BotCheckField error={form.error('botCheck')} answer={answer} />
            <div>
              <Button type="submit" pending={submitting}>
                {text(accountMessages.registerSubmit)}
              </Button>
            </div>
          </Form>
          <SocialSignInButtons />
          <p className={styles.muted}>
            {text(accountMessages.alreadyCustomer)}{' '}
            <Link to={paths.login}>{text(accountMessages.signInLink)}</Link>
          </p>
          <p className={styles.muted}>
            {intl.formatMessage(proMessages.registerLinkQuestion)}{' '}
            <Link to={paths.registerPro}>{intl.formatMessage(proMessages.registerLink)}</Link>
          </p>
        </>
      )}
    </div>
  );
}
