import { useActionData, useNavigation } from 'react-router';

import { type AccountActionData } from './accountActions';
import { FormRefusalAlert } from './FormRefusalAlert';

/** The refusal of an account form above it ({@link FormRefusalAlert}); nothing after an accepted post. */
export function AccountFormAlert({ answer }: { answer: AccountActionData | undefined }) {
  return <FormRefusalAlert refusal={answer && !answer.ok ? answer : null} testId="account-error" />;
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
