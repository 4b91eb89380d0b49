import { Button } from '@truffe/ui/Button';
import { formatMoney } from '@truffe/ui/Price';
import { useIntl } from 'react-intl';
import { Form } from 'react-router';

import { AddressText } from './AddressText';
import * as styles from './checkout.css';
import { checkoutMessages } from './checkoutMessages';
import { type CheckoutView } from './checkoutTypes';
import { FormAlert } from './FormAlert';
import { cartSummaryLines, OrderSummary } from './OrderSummary';
import { ShippingSummary } from './StepSummaries';
import { useStepForm } from './useStepForm';

/**
 * Step 5: everything the order will be — lines, addresses, delivery, payment, totals incl./excl. tax — and
 * "Place order". The form carries the idempotency key the page was rendered with (a double click or a
 * retry sends the same one, so the server places one order) and the grand total shown, only so that the
 * server can refuse when prices changed meanwhile; it never uses it as a price.
 */
export function ReviewStep({
  action,
  checkout,
  idempotencyKey,
}: {
  action: string;
  checkout: CheckoutView;
  idempotencyKey: string;
}) {
  const intl = useIntl();
  const { formRef, result, pending } = useStepForm(['placeOrder']);
  const { shippingAddress, billingAddress, paymentMethod, totals } = checkout;
  return (
    <div className={styles.form}>
      <div className={styles.reviewGrid}>
        {shippingAddress ? (
          <div>
            <h3 className={styles.subheading}>
              {intl.formatMessage(checkoutMessages.shippingAddress)}
            </h3>
            <AddressText address={shippingAddress} />
          </div>
        ) : null}
        <div>
          <h3 className={styles.subheading}>
            {intl.formatMessage(checkoutMessages.billingAddress)}
          </h3>
          {checkout.billingSameAsShipping || !billingAddress ? (
            <p className={styles.noMargin}>{intl.formatMessage(checkoutMessages.billingSame)}</p>
          ) : (
            <AddressText address={billingAddress} />
          )}
        </div>
        <div>
          <h3 className={styles.subheading}>
            {intl.formatMessage(checkoutMessages.shippingMethod)}
          </h3>
          <ShippingSummary checkout={checkout} />
        </div>
        <div>
          <h3 className={styles.subheading}>
            {intl.formatMessage(checkoutMessages.paymentMethod)}
          </h3>
          <p className={styles.noMargin}>{paymentMethod?.title}</p>
        </div>
      </div>
      <OrderSummary
        lines={cartSummaryLines(checkout.cart.items)}
        totals={{ ...totals, subtotalExclTax: checkout.cart.subtotal.priceExclTax }}
        basis={checkout.cart.priceBasis}
      />
      <Form ref={formRef} method="post" action={action} className={styles.form}>
        <input type="hidden" name="intent" value="placeOrder" />
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <input type="hidden" name="expectedGrandTotal" value={totals.grandTotal.amount} />
        <FormAlert result={result} controls={[]} />
        <p className={styles.muted}>
          {intl.formatMessage(checkoutMessages.placeOrderNotice, {
            amount: formatMoney(totals.grandTotal, intl.locale),
          })}
        </p>
        <div>
          <Button
            type="submit"
            size="large"
            pending={pending}
            pendingLabel={intl.formatMessage(checkoutMessages.placingOrder)}
          >
            {intl.formatMessage(checkoutMessages.placeOrder)}
          </Button>
        </div>
      </Form>
    </div>
  );
}
