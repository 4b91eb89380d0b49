import { type CustomerAddressFragmentFragment } from '@truffe/graphql/documents';
import { AddressLineInput } from '@truffe/ui/AddressLineInput';
import { Select } from '@truffe/ui/Select';
import { TextInput } from '@truffe/ui/TextInput';
import { useIntl } from 'react-intl';

import { type AddressPart, checkoutCountries } from '../../../components/checkout/checkoutForm';
import { checkoutMessages } from '../../../components/checkout/checkoutMessages';
import * as styles from '../account.css';

const countryMessages = { FR: checkoutMessages.countryFR, GB: checkoutMessages.countryGB };

function savedValue(address: CustomerAddressFragmentFragment | null, part: AddressPart): string {
  if (!address) return '';
  if (part === 'street.0') return address.street[0] ?? '';
  if (part === 'street.1') return address.street[1] ?? '';
  return address[part] ?? '';
}

/**
 * The fields of an address of the book, with the checkout's parts, labels and 38-character line counter
 * (components/checkout): the names are the paths of the server's field errors (`street.0`, `postcode`…), so
 * each error lands beside its field. The server checks everything again (one set of rules, checkout/address.ts).
 */
export function AddressBookFields({
  address,
  value,
  error,
}: {
  address: CustomerAddressFragmentFragment | null;
  /** The refused value of a field, if the form came back. */
  value: (name: string) => string | undefined;
  error: (name: string) => string | undefined;
}) {
  const intl = useIntl();
  const props = (part: AddressPart) => ({
    name: part,
    defaultValue: value(part) ?? savedValue(address, part),
    error: error(part),
  });
  const counterText = (used: number, max: number) =>
    intl.formatMessage(checkoutMessages.lineCounter, { used, max });
  return (
    <>
      <div className={styles.names}>
        <TextInput
          {...props('firstname')}
          label={intl.formatMessage(checkoutMessages.firstname)}
          autoComplete="given-name"
          required
        />
        <TextInput
          {...props('lastname')}
          label={intl.formatMessage(checkoutMessages.lastname)}
          autoComplete="family-name"
          required
        />
      </div>
      <TextInput
        {...props('company')}
        label={intl.formatMessage(checkoutMessages.company)}
        autoComplete="organization"
      />
      <AddressLineInput
        {...props('street.0')}
        label={intl.formatMessage(checkoutMessages.street0)}
        autoComplete="address-line1"
        counterText={counterText}
        required
      />
      <AddressLineInput
        {...props('street.1')}
        label={intl.formatMessage(checkoutMessages.street1)}
        autoComplete="address-line2"
        counterText={counterText}
      />
      <div className={styles.names}>
        <TextInput
          {...props('postcode')}
          label={intl.formatMessage(checkoutMessages.postcode)}
          autoComplete="postal-code"
          required
        />
        <TextInput
          {...props('city')}
          label={intl.formatMessage(checkoutMessages.city)}
          autoComplete="address-level2"
          required
        />
      </div>
      <Select
        name="countryCode"
        defaultValue={value('countryCode') ?? (savedValue(address, 'countryCode') || 'FR')}
        error={error('countryCode')}
        label={intl.formatMessage(checkoutMessages.country)}
        autoComplete="country"
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
        autoComplete="tel"
      />
    </>
  );
}
