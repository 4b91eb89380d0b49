import { Button } from '@truffe/ui/Button';
import { RadioGroup } from '@truffe/ui/RadioGroup';
import { useIntl } from 'react-intl';
import { Form } from 'react-router';

import * as styles from './checkout.css';
import { checkoutMessages } from './checkoutMessages';
import { offeredPaymentMethods, type PaymentMethodView } from './checkoutTypes';
import { FormAlert } from './FormAlert';
import { useStepForm } from './useStepForm';

/**
 * Step 4: the payment method, from the methods the server offers (never `checkmo`, spec §9). The card
 * details are entered later on the provider's hosted page, never on ours.
 */
export function PaymentStep({
  action,
  methods,
  chosenCode,
  problem,
}: {
  action: string;
  methods: readonly PaymentMethodView[];
  chosenCode: string | null;
  /** The shopper came back from a payment the bank declined, or one it cancelled itself. */
  problem: 'declined' | 'canceled' | null;
}) {
  const intl = useIntl();
  const { formRef, result, fieldErrors, values, pending } = useStepForm(['payment']);
  const offered = offeredPaymentMethods(methods);
  return (
    <Form ref={formRef} method="post" action={action} noValidate className={styles.form}>
      <input type="hidden" name="intent" value="payment" />
      {problem && !result ? (
        <p role="alert" className={styles.alert} data-testid={`payment-${problem}`}>
          {intl.formatMessage(
            problem === 'canceled'
              ? checkoutMessages.paymentCanceled
              : checkoutMessages.paymentDeclined,
          )}
        </p>
      ) : null}
      <FormAlert result={result} controls={['method', 'code']} />
      {offered.length === 0 ? (
        <p className={styles.notice}>{intl.formatMessage(checkoutMessages.noPaymentMethod)}</p>
      ) : (
        <RadioGroup
          name="method"
          label={intl.formatMessage(checkoutMessages.paymentMethod)}
          options={offered.map((method) => ({ value: method.code, label: method.title }))}
          defaultValue={values.method ?? chosenCode ?? offered[0]?.code}
          error={fieldErrors.method ?? fieldErrors.code}
          required
        />
      )}
      <p className={styles.muted}>{intl.formatMessage(checkoutMessages.paymentHostedNotice)}</p>
      <div>
        <Button
          type="submit"
          disabled={offered.length === 0}
          pending={pending}
          pendingLabel={intl.formatMessage(checkoutMessages.sending)}
        >
          {intl.formatMessage(checkoutMessages.continue)}
        </Button>
      </div>
    </Form>
  );
}
