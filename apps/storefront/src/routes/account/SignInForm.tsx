import { Button } from '@truffe/ui/Button';
import { Checkbox } from '@truffe/ui/Checkbox';
import { PasswordInput } from '@truffe/ui/PasswordInput';
import { TextInput } from '@truffe/ui/TextInput';
import { useIntl } from 'react-intl';
import { Form } from 'react-router';

import { AccountFormAlert, useAccountForm } from './AccountFormAlert';
import { signInMessages } from './signInMessages';
import * as styles from './account.css';

/**
 * The sign-in form of `/login` and `/checkout/login`: e-mail, password, "stay signed in", posted to the page's
 * own route action (which signs in and sends the visitor to `redirectTo`, a path of the shop). A refusal never
 * says which of e-mail and password was wrong.
 */
export function SignInForm({ redirectTo }: { redirectTo: string | null }) {
  const intl = useIntl();
  const { answer, submitting, form } = useAccountForm();
  return (
    <>
      <AccountFormAlert answer={answer} />
      <Form method="post" className={styles.form} noValidate>
        {redirectTo ? <input type="hidden" name="redirect" value={redirectTo} /> : null}
        <TextInput
          label={intl.formatMessage(signInMessages.email)}
          name="email"
          type="email"
          autoComplete="username"
          required
          defaultValue={form.value('email')}
          error={form.error('email')}
        />
        <PasswordInput
          label={intl.formatMessage(signInMessages.password)}
          showLabel={intl.formatMessage(signInMessages.showPassword)}
          name="password"
          autoComplete="current-password"
          required
          error={form.error('password')}
        />
        <Checkbox
          label={intl.formatMessage(signInMessages.remember)}
          help={intl.formatMessage(signInMessages.rememberHelp)}
          name="remember"
          defaultChecked={form.value('remember') === 'on'}
        />
        <div>
          <Button type="submit" pending={submitting}>
            {intl.formatMessage(signInMessages.loginSubmit)}
          </Button>
        </div>
      </Form>
    </>
  );
}
