import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useActionData, useNavigation } from 'react-router';

import { signInMessages } from './signInMessages';
import { type AccountActionData } from './accountActions';
import * as styles from './account.css';

/**
 * The refusal of an account form above it: the server's message, or "unavailable" when it could not run. It
 * takes the focus (decision 0928): the keyboard goes on from it to the form's fields, instead of from the top
 * of the page; without JavaScript the page answered to the post does it with `autofocus`.
 */
export function AccountFormAlert({ answer }: { answer: AccountActionData | undefined }) {
  const intl = useIntl();
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (answer && !answer.ok) ref.current?.focus();
  }, [answer]);
  if (!answer || answer.ok) return null;
  const text =
    answer.errorMessage ??
    (answer.reason === 'unavailable' ? intl.formatMessage(signInMessages.unavailable) : null);
  if (!text) return null;
  return (
    <p
      ref={ref}
      className={styles.alert}
      role="alert"
      data-testid="account-error"
      tabIndex={-1}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the answer to the post just made, nothing else to read
      autoFocus
    >
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
