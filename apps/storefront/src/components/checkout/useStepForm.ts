import { useEffect, useRef } from 'react';
import { useActionData, useNavigation } from 'react-router';

import { type CheckoutActionData } from './checkoutActionData';
import { type CheckoutIntent } from './checkoutForm';

/**
 * The state of one checkout form: the action's answer when it is this form's, whether it is being sent,
 * and — when the answer is a refusal — focus moved to the first invalid field (or to the message when no
 * field is named), so that keyboard and screen-reader users land on the problem.
 */
export function useStepForm(intents: readonly CheckoutIntent[]) {
  const actionData = useActionData<CheckoutActionData | undefined>();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const result =
    actionData && actionData.intent !== null && intents.includes(actionData.intent)
      ? actionData
      : undefined;
  const sentIntent = navigation.formData?.get('intent');
  const pending =
    navigation.state !== 'idle' &&
    typeof sentIntent === 'string' &&
    (intents as readonly string[]).includes(sentIntent);

  useEffect(() => {
    const form = formRef.current;
    if (!result || !form) return;
    // A group (fieldset) is not focusable: its first control is.
    const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    const control =
      invalid && !invalid.matches('input, select, textarea')
        ? invalid.querySelector<HTMLElement>('input, select, textarea')
        : invalid;
    (control ?? form.querySelector<HTMLElement>('[data-form-alert]'))?.focus();
  }, [result]);

  return {
    formRef,
    result,
    fieldErrors: result?.fieldErrors ?? {},
    values: result?.values ?? {},
    pending,
  };
}
