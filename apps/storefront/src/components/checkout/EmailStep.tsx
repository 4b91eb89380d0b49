import { Button } from '@truffe/ui/Button';
import { Link } from '@truffe/ui/Link';
import { TextInput } from '@truffe/ui/TextInput';
import { useIntl } from 'react-intl';
import { Form } from 'react-router';

import * as styles from './checkout.css';
import { checkoutMessages } from './checkoutMessages';
import { FormAlert } from './FormAlert';
import { useStepForm } from './useStepForm';

/** Step 1: the contact e-mail address (the order confirmation goes there). */
export function EmailStep({
  action,
  email,
  loginHref,
}: {
  action: string;
  email: string | null;
  loginHref: string;
}) {
  const intl = useIntl();
  const { formRef, result, fieldErrors, values, pending } = useStepForm(['email']);
  return (
    <Form ref={formRef} method="post" action={action} noValidate className={styles.form}>
      <input type="hidden" name="intent" value="email" />
      <FormAlert result={result} controls={['email']} />
      <TextInput
        name="email"
        type="email"
        autoComplete="email"
        required
        label={intl.formatMessage(checkoutMessages.email)}
        help={intl.formatMessage(checkoutMessages.emailHelp)}
        defaultValue={values.email ?? email ?? ''}
        error={fieldErrors.email}
      />
      <p className={styles.noMargin}>
        {intl.formatMessage(checkoutMessages.loginHint)}{' '}
        <Link to={loginHref}>{intl.formatMessage(checkoutMessages.loginLink)}</Link>
      </p>
      <div>
        <Button
          type="submit"
          pending={pending}
          pendingLabel={intl.formatMessage(checkoutMessages.sending)}
        >
          {intl.formatMessage(checkoutMessages.continue)}
        </Button>
      </div>
    </Form>
  );
}
