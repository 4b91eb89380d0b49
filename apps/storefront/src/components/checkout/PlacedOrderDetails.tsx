import { type OrderSummaryFragmentFragment } from '@truffe/graphql/documents';
import { useIntl } from 'react-intl';

import { AddressText } from './AddressText';
import * as styles from './checkout.css';
import { checkoutMessages, checkoutPageMessages } from './checkoutMessages';
import { OrderSummary } from './OrderSummary';

/**
 * A placed order's details as its shopper reads them after the checkout (`/checkout/success`) and when a guest
 * looks it up (`/orders/`): what was ordered with the totals, the delivery and the payment method.
 */
export function PlacedOrderDetails({
  order,
  headingId,
}: {
  order: OrderSummaryFragmentFragment;
  headingId: string;
}) {
  const intl = useIntl();
  return (
    <section className={styles.aside} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.subheading}>
        {intl.formatMessage(checkoutMessages.orderSummary)}
      </h2>
      <OrderSummary
        lines={order.lines.map((line, index) => ({
          key: `${line.sku}-${index}`,
          name: line.name,
          options: line.options,
          quantity: line.quantity,
          rowTotal: line.rowTotal,
          rowTotalExclTax: line.rowTotalExclTax,
        }))}
        totals={{ ...order.totals, subtotalExclTax: order.subtotalExclTax }}
        basis={order.priceBasis}
      />
      <div className={styles.reviewGrid}>
        <div>
          <h3 className={styles.subheading}>
            {intl.formatMessage(checkoutPageMessages.successDelivery)}
          </h3>
          <p className={styles.noMargin}>{order.shippingMethodTitle}</p>
          {order.pickupPoint ? (
            <p className={styles.noMargin}>
              {intl.formatMessage(checkoutMessages.pickupAt, { name: order.pickupPoint.name })}
              <br />
              {order.pickupPoint.street.join(', ')}, {order.pickupPoint.postcode}{' '}
              {order.pickupPoint.city}
            </p>
          ) : (
            <AddressText address={order.shippingAddress} />
          )}
        </div>
        <div>
          <h3 className={styles.subheading}>{intl.formatMessage(checkoutMessages.stepPayment)}</h3>
          <p className={styles.noMargin}>
            {intl.formatMessage(checkoutPageMessages.successPayment, {
              method: order.paymentMethodTitle,
            })}
          </p>
        </div>
      </div>
    </section>
  );
}
