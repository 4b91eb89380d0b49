import { useIntl } from 'react-intl';

import * as styles from './checkout.css';
import { checkoutMessages } from './checkoutMessages';

interface AddressLike {
  firstname: string;
  lastname: string;
  company?: string | null;
  street: readonly string[];
  postcode: string;
  city: string;
  countryCode: string;
  telephone?: string | null;
}

const countryNames = {
  FR: checkoutMessages.countryFR,
  GB: checkoutMessages.countryGB,
} as const;

/** A postal address as a block of lines. */
export function AddressText({ address }: { address: AddressLike }) {
  const intl = useIntl();
  const country = countryNames[address.countryCode as keyof typeof countryNames];
  const lines = [
    `${address.firstname} ${address.lastname}`,
    address.company,
    ...address.street,
    `${address.postcode} ${address.city}`,
    country ? intl.formatMessage(country) : address.countryCode,
    address.telephone,
  ].filter((line): line is string => Boolean(line));
  return (
    <address className={styles.address}>
      {lines.map((line, index) => (
        <span key={index}>
          {line}
          {index < lines.length - 1 ? <br /> : null}
        </span>
      ))}
    </address>
  );
}
