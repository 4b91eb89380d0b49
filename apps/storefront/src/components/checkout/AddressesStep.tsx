import { AddressLineInput } from '@truffe/ui/AddressLineInput';
import { Button } from '@truffe/ui/Button';
import { Checkbox } from '@truffe/ui/Checkbox';
import { Select } from '@truffe/ui/Select';
import { TextInput } from '@truffe/ui/TextInput';
import { useIntl } from 'react-intl';
import { Form } from 'react-router';

import * as styles from './checkout.css';
import {
  addressFieldName,
  type AddressKind,
  type AddressPart,
  addressParts,
  checkoutCountries,
} from './checkoutForm';
import { checkoutMessages } from './checkoutMessages';
import { type CheckoutAddressView, type SavedAddressView } from './checkoutTypes';
import { SavedAddressPicker } from './SavedAddressPicker';
import { FormAlert } from './FormAlert';
import { useStepForm } from './useStepForm';

const countryMessages = { FR: checkoutMessages.countryFR, GB: checkoutMessages.countryGB };

/** Every control name of the addresses form (errors of other paths go to the form's message). */
export const addressesFormControls = [
  ...addressParts.map((part) => addressFieldName('shippingAddress', part)),
  ...addressParts.map((part) => addressFieldName('billingAddress', part)),
  'billingSameAsShipping',
  'saveAddress',
];

function partValue(address: CheckoutAddressView | null, part: AddressPart): string {
  if (!address) return '';
  switch (part) {
    case 'street.0':
      return address.street[0] ?? '';
    case 'street.1':
      return address.street[1] ?? '';
    default:
      return address[part] ?? '';
  }
}

function AddressFields({
  kind,
  address,
  defaultCountry,
  values,
  fieldErrors,
}: {
  kind: AddressKind;
  address: CheckoutAddressView | null;
  defaultCountry: string;
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
}) {
  const intl = useIntl();
  const name = (part: AddressPart) => addressFieldName(kind, part);
  const value = (part: AddressPart) => values[name(part)] ?? partValue(address, part);
  const props = (part: AddressPart) => ({
    name: name(part),
    defaultValue: value(part),
    error: fieldErrors[name(part)],
  });
  const autoComplete = (token: string) =>
    `${kind === 'shippingAddress' ? 'shipping' : 'billing'} ${token}`;
  const counterText = (used: number, max: number) =>
    intl.formatMessage(checkoutMessages.lineCounter, { used, max });
  return (
    <>
      <TextInput
        {...props('firstname')}
        label={intl.formatMessage(checkoutMessages.firstname)}
        autoComplete={autoComplete('given-name')}
        required
      />
      <TextInput
        {...props('lastname')}
        label={intl.formatMessage(checkoutMessages.lastname)}
        autoComplete={autoComplete('family-name')}
        required
      />
      <TextInput
        {...props('company')}
        className={styles.wide}
        label={intl.formatMessage(checkoutMessages.company)}
        autoComplete={autoComplete('organization')}
      />
      <AddressLineInput
        {...props('street.0')}
        className={styles.wide}
        label={intl.formatMessage(checkoutMessages.street0)}
        autoComplete={autoComplete('address-line1')}
        counterText={counterText}
        required
      />
      <AddressLineInput
        {...props('street.1')}
        className={styles.wide}
        label={intl.formatMessage(checkoutMessages.street1)}
        autoComplete={autoComplete('address-line2')}
        counterText={counterText}
      />
      <TextInput
        {...props('postcode')}
        label={intl.formatMessage(checkoutMessages.postcode)}
        autoComplete={autoComplete('postal-code')}
        required
      />
      <TextInput
        {...props('city')}
        label={intl.formatMessage(checkoutMessages.city)}
        autoComplete={autoComplete('address-level2')}
        required
      />
      <Select
        name={name('countryCode')}
        defaultValue={value('countryCode') || defaultCountry}
        error={fieldErrors[name('countryCode')]}
        label={intl.formatMessage(checkoutMessages.country)}
        autoComplete={autoComplete('country')}
        options={checkoutCountries.map((code) => ({
          value: code,
          label: intl.formatMessage(countryMessages[code]),
        }))}
        required
      />
      <TextInput
        {...props('telephone')}
        type="tel"
        label={intl.formatMessage(checkoutMessages.telephone)}
        autoComplete={autoComplete('tel')}
      />
    </>
  );
}

/**
 * Step 2: the delivery address and the billing address, the latter hidden while "same as delivery" is
 * checked (the default). Lines are capped at 38 characters by the field and checked again by the server.
 */
export function AddressesStep({
  action,
  shippingAddress,
  billingAddress,
  billingSameAsShipping,
  defaultCountry,
  savedAddresses = null,
}: {
  action: string;
  shippingAddress: CheckoutAddressView | null;
  billingAddress: CheckoutAddressView | null;
  billingSameAsShipping: boolean;
  defaultCountry: string;
  /** A signed-in customer's address book (offered above the form, and "save it" below); null for a guest. */
  savedAddresses?: readonly SavedAddressView[] | null;
}) {
  const intl = useIntl();
  const { formRef, result, fieldErrors, values, pending } = useStepForm(['addresses']);
  // Without a saved choice the billing address is the delivery address (checked by default).
  const sameChecked = result
    ? values.billingSameAsShipping !== undefined
    : billingSameAsShipping || !billingAddress;
  return (
    <>
      {savedAddresses && savedAddresses.length > 0 ? (
        <SavedAddressPicker action={action} addresses={savedAddresses} />
      ) : null}
      <Form
        ref={formRef}
        method="post"
        action={action}
        noValidate
        className={`${styles.form} ${styles.addressesForm}`}
      >
        <input type="hidden" name="intent" value="addresses" />
        <FormAlert result={result} controls={addressesFormControls} />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>
            {intl.formatMessage(checkoutMessages.shippingAddress)}
          </legend>
          <AddressFields
            kind="shippingAddress"
            address={shippingAddress}
            defaultCountry={defaultCountry}
            values={values}
            fieldErrors={fieldErrors}
          />
        </fieldset>
        <Checkbox
          name="billingSameAsShipping"
          className={styles.billingSame}
          defaultChecked={sameChecked}
          label={intl.formatMessage(checkoutMessages.billingSame)}
        />
        <fieldset className={`${styles.fieldset} ${styles.billingFields}`}>
          <legend className={styles.legend}>
            {intl.formatMessage(checkoutMessages.billingAddress)}
          </legend>
          <AddressFields
            kind="billingAddress"
            address={billingSameAsShipping ? null : billingAddress}
            defaultCountry={defaultCountry}
            values={values}
            fieldErrors={fieldErrors}
          />
        </fieldset>
        {savedAddresses ? (
          <Checkbox
            name="saveAddress"
            defaultChecked={values.saveAddress !== undefined}
            label={intl.formatMessage(checkoutMessages.saveAddress)}
          />
        ) : null}
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
    </>
  );
}
