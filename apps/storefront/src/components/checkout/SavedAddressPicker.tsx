import { Button } from '@truffe/ui/Button';
import { Select } from '@truffe/ui/Select';
import { useIntl } from 'react-intl';
import { Form } from 'react-router';

import * as styles from './checkout.css';
import { checkoutMessages } from './checkoutMessages';
import { type SavedAddressView } from './checkoutTypes';
import { FormAlert } from './FormAlert';
import { useStepForm } from './useStepForm';

/** One line naming a saved address in the list: name, first street line, postcode and city. */
export function savedAddressLabel(address: SavedAddressView): string {
  return `${address.firstname} ${address.lastname}, ${address.street[0] ?? ''}, ${address.postcode} ${address.city}`;
}

/**
 * A signed-in customer's shortcut at the addresses step (issue 15 item 5): deliver to (and bill) an address of
 * the address book in one step. A form of its own, so it works without JavaScript; the server looks the address
 * up in the session customer's book only.
 */
export function SavedAddressPicker({
  action,
  addresses,
}: {
  action: string;
  addresses: readonly SavedAddressView[];
}) {
  const intl = useIntl();
  const { formRef, result, fieldErrors, pending } = useStepForm(['savedAddress']);
  const preferred = addresses.find((address) => address.isDefaultShipping) ?? addresses[0];
  return (
    <Form ref={formRef} method="post" action={action} noValidate className={styles.form}>
      <input type="hidden" name="intent" value="savedAddress" />
      <FormAlert result={result} controls={['savedAddressId']} />
      <Select
        className={styles.wide}
        name="savedAddressId"
        label={intl.formatMessage(checkoutMessages.savedAddress)}
        defaultValue={preferred?.id}
        error={fieldErrors.savedAddressId}
        options={addresses.map((address) => ({
          value: address.id,
          label: savedAddressLabel(address),
        }))}
      />
      <div>
        <Button
          type="submit"
          appearance="secondary"
          pending={pending}
          pendingLabel={intl.formatMessage(checkoutMessages.sending)}
        >
          {intl.formatMessage(checkoutMessages.useSavedAddress)}
        </Button>
      </div>
    </Form>
  );
}
