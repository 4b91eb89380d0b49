import { useIntl } from 'react-intl';
import { useActionData, useNavigation } from 'react-router';

import { signInMessages } from './signInMessages';
import { type AccountActionData } from './accountActions';
import * as styles from './account.css';

/** The refusal of an account form above it: the server's message, or "unavailable" when it could not run. */
export function AccountFormAlert({ answer }: { answer: AccountActionData | undefined }) {
  const intl = useIntl();
  if (!answer || answer.ok) return null;
  const text =
    answer.errorMessage ??
    (answer.reason === 'unavailable' ? intl.formatMessage(signInMessages.unavailable) : null);
  if (!text) return null;
  return (
    <p className={styles.alert} role="alert" data-testid="account-error">
      {text}
    </p>
  );
}

/** The values and field errors of a refused answer, for the form's fields. */
export function refusedForm(answer: AccountActionData | undefined) {
  const refusal = answer && !answer.ok ? answer : null;
  return {
    value: (name: string) => refusal?.values[name],
    error: (name: string) => refusal?.fieldErrors[name],
  };
}

/** What every account form reads: its action's answer, whether it is being sent, and its refused values. */
export function useAccountForm() {
  const answer = useActionData<AccountActionData | undefined>();
  const submitting = useNavigation().state === 'submitting';
  return { answer, submitting, form: refusedForm(answer) };
}
