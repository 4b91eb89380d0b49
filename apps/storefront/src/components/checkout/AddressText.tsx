import { type IntlShape, useIntl } from 'react-intl';

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

/** A country's name in the page's language ("France", "United Kingdom"); its code when it has none. */
export function countryName(intl: IntlShape, countryCode: string): string {
  const country = countryNames[countryCode as keyof typeof countryNames];
  return country ? intl.formatMessage(country) : countryCode;
}

/** A postal address as a block of lines. */
export function AddressText({ address }: { address: AddressLike }) {
  const intl = useIntl();
  const lines = [
    `${address.firstname} ${address.lastname}`,
    address.company,
    ...address.street,
    `${address.postcode} ${address.city}`,
    countryName(intl, address.countryCode),
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
