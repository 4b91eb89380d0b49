import { formatMoney } from '@truffe/ui/Price';
import { useIntl } from 'react-intl';

import { AddressText } from './AddressText';
import * as styles from './checkout.css';
import { checkoutMessages } from './checkoutMessages';
import { type CheckoutView } from './checkoutTypes';

/** What a completed step shows: the e-mail. */
export function EmailSummary({ checkout }: { checkout: CheckoutView }) {
  return <p className={styles.noMargin}>{checkout.email}</p>;
}

/** What a completed step shows: the delivery address, and the billing one when it differs. */
export function AddressesSummary({ checkout }: { checkout: CheckoutView }) {
  const intl = useIntl();
  return (
    <div className={styles.reviewGrid}>
      {checkout.shippingAddress ? <AddressText address={checkout.shippingAddress} /> : null}
      {checkout.billingSameAsShipping || !checkout.billingAddress ? (
        <p className={styles.muted}>{intl.formatMessage(checkoutMessages.billingSame)}</p>
      ) : (
        <AddressText address={checkout.billingAddress} />
      )}
    </div>
  );
}

/** The delivery method with its amount, and the pickup point when there is one. */
export function ShippingSummary({ checkout }: { checkout: CheckoutView }) {
  const intl = useIntl();
  const method = checkout.shippingMethod;
  if (!method) return null;
  const point = checkout.pickupPoint;
  return (
    <>
      <p className={styles.noMargin}>
        {intl.formatMessage(checkoutMessages.methodWithAmount, {
          title: method.title,
          amount:
            method.amount.amount === 0
              ? intl.formatMessage(checkoutMessages.free)
              : formatMoney(method.amount, intl.locale),
        })}
      </p>
      {point ? (
        <p className={styles.noMargin}>
          {intl.formatMessage(checkoutMessages.pickupAt, { name: point.name })}
          <br />
          {point.street.join(', ')}, {point.postcode} {point.city}
        </p>
      ) : null}
    </>
  );
}

/** What a completed step shows: the payment method. */
export function PaymentSummary({ checkout }: { checkout: CheckoutView }) {
  return <p className={styles.noMargin}>{checkout.paymentMethod?.title}</p>;
}
