import { Link } from '@truffe/ui/Link';
import { type Money } from '@truffe/ui/Price';
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { useActionData } from 'react-router';

import { AddressesStep } from './AddressesStep';
import { type CheckoutActionData } from './checkoutActionData';
import { type CheckoutIntent } from './checkoutForm';
import * as styles from './checkout.css';
import { checkoutMessages } from './checkoutMessages';
import {
  type CheckoutStepName,
  checkoutStepSlugs,
  checkoutSteps,
  checkoutStepStates,
} from './checkoutSteps';
import { type CheckoutView, type SavedAddressView } from './checkoutTypes';
import { EmailStep } from './EmailStep';
import { FormAlert } from './FormAlert';
import { cartSummaryLines, OrderSummary } from './OrderSummary';
import { PaymentStep } from './PaymentStep';
import { ReviewStep } from './ReviewStep';
import { type PickupSearch, ShippingStep } from './ShippingStep';
import { StepSection } from './StepSection';
import { AddressesSummary, EmailSummary, PaymentSummary, ShippingSummary } from './StepSummaries';

/** What the checkout page shows (the route's loader data). */
export interface CheckoutScreenData {
  checkout: CheckoutView;
  mapTilesUrl: string | null;
  /** The step the shopper works on (the server's, or a completed one reopened with `?edit=`). */
  active: CheckoutStepName;
  /** The delivery method carried by a pickup search (`?method=`), before it is saved. */
  shippingChoice: string | null;
  /** Pickup points near the delivery postcode or a searched one, on the delivery step. */
  pickup: PickupSearch | null;
  /** A fresh key for "Place order", made when the review step renders; `null` on other steps. */
  idempotencyKey: string | null;
  /** The shopper came back from a payment the bank declined, or one it cancelled itself. */
  paymentProblem: 'declined' | 'canceled' | null;
  /** Paths of the site: the checkout (the forms' action), the login page, the catalogue. */
  paths: { checkout: string; login: string; catalogue: string };
  /** The site's country, the default of new addresses. */
  defaultCountry: string;
  /** A signed-in customer's address book (issue 15); null for a guest. */
  savedAddresses: readonly SavedAddressView[] | null;
  /** A signed-in customer's store credit balance when above zero (issue 16 item 6); null otherwise. */
  storeCredit: Money | null;
}

const stepTitles = {
  EMAIL: checkoutMessages.stepEmail,
  ADDRESSES: checkoutMessages.stepAddresses,
  SHIPPING: checkoutMessages.stepShipping,
  PAYMENT: checkoutMessages.stepPayment,
  REVIEW: checkoutMessages.stepReview,
} as const;

/** The step whose form sends each intent. */
const stepOfIntent: Record<CheckoutIntent, CheckoutStepName> = {
  email: 'EMAIL',
  addresses: 'ADDRESSES',
  savedAddress: 'ADDRESSES',
  shipping: 'SHIPPING',
  searchPickup: 'SHIPPING',
  payment: 'PAYMENT',
  placeOrder: 'REVIEW',
};

/**
 * The checkout page (`/checkout`, issue 7 item 4): forward-only steps, each a real form posting to the
 * route's action (so it works without JavaScript; with it, React Router sends it without a page load), an
 * empty cart's message instead of the steps, and the order summary beside them.
 */
export function CheckoutScreen({ data }: { data: CheckoutScreenData }) {
  const intl = useIntl();
  const { checkout, active, paths } = data;
  // Focus follows the current step once the shopper has moved on, not on the first page load.
  const [firstActive] = useState(active);
  const [moved, setMoved] = useState(false);
  if (!moved && active !== firstActive) setMoved(true);
  const actionData = useActionData<CheckoutActionData | undefined>();

  if (checkout.cart.items.length === 0) {
    return (
      <div className={styles.page} data-testid="checkout-empty">
        <h1 className={styles.title}>{intl.formatMessage(checkoutMessages.title)}</h1>
        <h2 className={styles.subheading}>{intl.formatMessage(checkoutMessages.emptyTitle)}</h2>
        <p className={styles.noMargin}>{intl.formatMessage(checkoutMessages.emptyBody)}</p>
        <div>
          <Link to={paths.catalogue} appearance="primary">
            {intl.formatMessage(checkoutMessages.emptyLink)}
          </Link>
        </div>
      </div>
    );
  }

  const states = checkoutStepStates(active);
  // A refusal of a form that is not on the page (a hand-made post: no intent, an unknown one, a step not
  // reached yet) has no step to be shown in: it is shown under the title (decision 0930).
  const unplaced =
    actionData &&
    (actionData.intent === null || states[stepOfIntent[actionData.intent]] !== 'current')
      ? actionData
      : undefined;
  const stepAction = (step: CheckoutStepName) =>
    `${paths.checkout}?edit=${checkoutStepSlugs[step]}`;
  const forms: Record<CheckoutStepName, () => ReactNode> = {
    EMAIL: () => (
      <EmailStep action={stepAction('EMAIL')} email={checkout.email} loginHref={paths.login} />
    ),
    ADDRESSES: () => (
      <AddressesStep
        action={stepAction('ADDRESSES')}
        shippingAddress={checkout.shippingAddress}
        billingAddress={checkout.billingAddress}
        billingSameAsShipping={checkout.billingSameAsShipping}
        defaultCountry={data.defaultCountry}
        savedAddresses={data.savedAddresses}
      />
    ),
    SHIPPING: () => (
      <ShippingStep
        // A refusal comes back with the same points listed.
        action={
          data.pickup
            ? `${stepAction('SHIPPING')}&pickupPostcode=${encodeURIComponent(data.pickup.postcode)}`
            : stepAction('SHIPPING')
        }
        methods={checkout.availableShippingMethods}
        chosenCode={data.shippingChoice ?? checkout.shippingMethod?.code ?? null}
        chosenPickupPointId={checkout.pickupPoint?.id ?? null}
        pickup={data.pickup}
        mapTilesUrl={data.mapTilesUrl}
      />
    ),
    PAYMENT: () => (
      <PaymentStep
        action={stepAction('PAYMENT')}
        methods={checkout.availablePaymentMethods}
        chosenCode={checkout.paymentMethod?.code ?? null}
        problem={data.paymentProblem}
      />
    ),
    REVIEW: () =>
      data.idempotencyKey ? (
        <ReviewStep
          action={stepAction('REVIEW')}
          checkout={checkout}
          idempotencyKey={data.idempotencyKey}
          storeCredit={data.storeCredit}
        />
      ) : null,
  };
  const summaries: Record<CheckoutStepName, ReactNode> = {
    EMAIL: <EmailSummary checkout={checkout} />,
    ADDRESSES: <AddressesSummary checkout={checkout} />,
    SHIPPING: <ShippingSummary checkout={checkout} />,
    PAYMENT: <PaymentSummary checkout={checkout} />,
    REVIEW: null,
  };

  return (
    <div className={styles.screen} data-testid="checkout-screen" data-active-step={active}>
      <div className={styles.page}>
        <h1 className={styles.title}>{intl.formatMessage(checkoutMessages.title)}</h1>
        <FormAlert result={unplaced} controls={[]} />
        <ol className={styles.steps} aria-label={intl.formatMessage(checkoutMessages.stepsLabel)}>
          {checkoutSteps.map((step, index) => (
            <StepSection
              key={step}
              slug={checkoutStepSlugs[step]}
              number={index + 1}
              title={intl.formatMessage(stepTitles[step])}
              state={states[step]}
              summary={summaries[step]}
              editHref={stepAction(step)}
              focusOnCurrent={moved}
            >
              {states[step] === 'current' ? forms[step]() : null}
            </StepSection>
          ))}
        </ol>
      </div>
      {active !== 'REVIEW' ? (
        <aside
          className={styles.aside}
          aria-label={intl.formatMessage(checkoutMessages.orderSummary)}
          data-testid="checkout-aside"
        >
          <OrderSummary
            lines={cartSummaryLines(checkout.cart.items)}
            totals={{ ...checkout.totals, subtotalExclTax: checkout.cart.subtotal.priceExclTax }}
            basis={checkout.cart.priceBasis}
            headingLevel={2}
            shippingPending={checkout.shippingMethod === null}
          />
        </aside>
      ) : null}
    </div>
  );
}
