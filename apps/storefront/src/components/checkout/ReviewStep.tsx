import { Button } from '@truffe/ui/Button';
import { Checkbox } from '@truffe/ui/Checkbox';
import { Link } from '@truffe/ui/Link';
import { formatMoney, type Money } from '@truffe/ui/Price';
import { useIntl } from 'react-intl';
import { Form } from 'react-router';

import { localizePath, type SiteLocale } from '../../i18n/locales';
import { AddressText } from './AddressText';
import * as styles from './checkout.css';
import { checkoutMessages } from './checkoutMessages';
import { type CheckoutView } from './checkoutTypes';
import { FormAlert } from './FormAlert';
import { cartSummaryLines, OrderSummary } from './OrderSummary';
import { ShippingSummary } from './StepSummaries';
import { useStepForm } from './useStepForm';

/**
 * Step 5: everything the order will be — lines, addresses, delivery, payment, totals incl./excl. tax — the
 * acceptance of the CGV (a required box with a link to them; the server refuses without it) and the button of
 * consumer code art. L221-14, "Commander avec obligation de paiement". The form carries the idempotency key the page was rendered with (a double click or a
 * retry sends the same one, so the server places one order) and the grand total shown, only so that the
 * server can refuse when prices changed meanwhile; it never uses it as a price.
 */
export function ReviewStep({
  action,
  checkout,
  idempotencyKey,
  storeCredit = null,
}: {
  action: string;
  checkout: CheckoutView;
  idempotencyKey: string;
  /** The customer's store credit balance, when it has one: a box to pay with it first. */
  storeCredit?: Money | null;
}) {
  const intl = useIntl();
  const { formRef, result, fieldErrors, values, pending } = useStepForm(['placeOrder']);
  const { shippingAddress, billingAddress, paymentMethod, totals } = checkout;
  const cgvPath = localizePath('/user/cgv', intl.locale as SiteLocale);
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
        <FormAlert result={result} controls={['acceptTerms']} />
        {storeCredit ? (
          <Checkbox
            name="useStoreCredit"
            defaultChecked={values.useStoreCredit !== undefined}
            label={intl.formatMessage(checkoutMessages.useStoreCredit, {
              amount: formatMoney(storeCredit, intl.locale),
            })}
            help={intl.formatMessage(checkoutMessages.useStoreCreditHelp)}
          />
        ) : null}
        <p className={styles.noMargin}>
          <Link to={cgvPath}>{intl.formatMessage(checkoutMessages.readTerms)}</Link>
        </p>
        <Checkbox
          name="acceptTerms"
          required
          defaultChecked={values.acceptTerms !== undefined}
          error={fieldErrors.acceptTerms}
          label={intl.formatMessage(checkoutMessages.acceptTerms)}
        />
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
