import { defineMessages } from 'react-intl';

/** The texts of the checkout screens (fr-FR and en-GB bundles; English is the default beside the code). */
export const checkoutMessages = defineMessages({
  savedAddress: { id: 'checkout.savedAddress', defaultMessage: 'Your saved addresses' },
  useSavedAddress: { id: 'checkout.useSavedAddress', defaultMessage: 'Deliver to this address' },
  saveAddress: {
    id: 'checkout.saveAddress',
    defaultMessage: 'Save this address in my address book',
  },
  title: { id: 'checkout.title', defaultMessage: 'Checkout' },
  stepsLabel: { id: 'checkout.steps', defaultMessage: 'Checkout steps' },
  stepHeading: { id: 'checkout.step.heading', defaultMessage: '{number}. {title}' },
  stepEmail: { id: 'checkout.step.email', defaultMessage: 'Contact' },
  stepAddresses: { id: 'checkout.step.addresses', defaultMessage: 'Addresses' },
  stepShipping: { id: 'checkout.step.shipping', defaultMessage: 'Delivery' },
  stepPayment: { id: 'checkout.step.payment', defaultMessage: 'Payment' },
  stepReview: { id: 'checkout.step.review', defaultMessage: 'Review and place the order' },
  stepDone: { id: 'checkout.step.done', defaultMessage: 'completed' },
  stepLocked: {
    id: 'checkout.step.locked',
    defaultMessage: 'Available once the previous steps are complete.',
  },
  edit: { id: 'checkout.edit', defaultMessage: 'Edit' },
  editStep: { id: 'checkout.editStep', defaultMessage: 'Edit {step}' },
  continue: { id: 'checkout.continue', defaultMessage: 'Continue' },
  sending: { id: 'checkout.sending', defaultMessage: 'Sending…' },
  emptyTitle: { id: 'checkout.empty.title', defaultMessage: 'Your cart is empty' },
  emptyBody: {
    id: 'checkout.empty.body',
    defaultMessage: 'Add products to your cart before going to the checkout.',
  },
  emptyLink: { id: 'checkout.empty.link', defaultMessage: 'Browse the catalogue' },
  formErrors: {
    id: 'checkout.form.errors',
    defaultMessage: 'Please check the highlighted fields.',
  },
  invalid: {
    id: 'checkout.form.invalid',
    defaultMessage: 'This form could not be read. Please check it and try again.',
  },
  unavailable: {
    id: 'checkout.form.unavailable',
    defaultMessage: 'The shop could not be reached. Please try again in a moment.',
  },
  failed: {
    id: 'checkout.form.failed',
    defaultMessage: 'This step could not be saved. Please try again.',
  },
  email: { id: 'checkout.email.label', defaultMessage: 'E-mail address' },
  emailHelp: {
    id: 'checkout.email.help',
    defaultMessage: 'Your order confirmation is sent to this address.',
  },
  loginHint: { id: 'checkout.email.loginHint', defaultMessage: 'Already a customer?' },
  loginLink: { id: 'checkout.email.loginLink', defaultMessage: 'Sign in' },
  shippingAddress: { id: 'checkout.address.shipping', defaultMessage: 'Delivery address' },
  billingAddress: { id: 'checkout.address.billing', defaultMessage: 'Billing address' },
  billingSame: {
    id: 'checkout.address.billingSame',
    defaultMessage: 'The billing address is the delivery address',
  },
  firstname: { id: 'checkout.address.firstname', defaultMessage: 'First name' },
  lastname: { id: 'checkout.address.lastname', defaultMessage: 'Last name' },
  company: { id: 'checkout.address.company', defaultMessage: 'Company (optional)' },
  street0: { id: 'checkout.address.street0', defaultMessage: 'Address' },
  street1: {
    id: 'checkout.address.street1',
    defaultMessage: 'Address, second line (optional)',
  },
  postcode: { id: 'checkout.address.postcode', defaultMessage: 'Postcode' },
  city: { id: 'checkout.address.city', defaultMessage: 'Town or city' },
  country: { id: 'checkout.address.country', defaultMessage: 'Country' },
  telephone: { id: 'checkout.address.telephone', defaultMessage: 'Telephone (optional)' },
  countryFR: { id: 'checkout.country.FR', defaultMessage: 'France' },
  countryGB: { id: 'checkout.country.GB', defaultMessage: 'United Kingdom' },
  lineCounter: {
    id: 'checkout.address.lineCounter',
    defaultMessage: '{used} of {max} characters',
  },
  shippingMethod: { id: 'checkout.shipping.method', defaultMessage: 'Delivery method' },
  free: { id: 'checkout.shipping.free', defaultMessage: 'Free' },
  methodWithAmount: { id: 'checkout.shipping.methodAmount', defaultMessage: '{title} – {amount}' },
  noShippingMethod: {
    id: 'checkout.shipping.none',
    defaultMessage: 'No delivery method is available for this address.',
  },
  pickupSearch: {
    id: 'checkout.pickup.search',
    defaultMessage: 'Find a pickup point near a postcode',
  },
  pickupPostcode: { id: 'checkout.pickup.postcode', defaultMessage: 'Postcode of the area' },
  pickupSearchButton: { id: 'checkout.pickup.searchButton', defaultMessage: 'Search' },
  pickupPoints: { id: 'checkout.pickup.points', defaultMessage: 'Pickup points' },
  pickupNone: {
    id: 'checkout.pickup.none',
    defaultMessage: 'No pickup point was found near {postcode}. Try another postcode.',
  },
  pickupCount: {
    id: 'checkout.pickup.count',
    defaultMessage:
      '{count, plural, one {# pickup point near {postcode}} other {# pickup points near {postcode}}}',
  },
  pickupHours: { id: 'checkout.pickup.hours', defaultMessage: 'Opening hours' },
  pickupClosed: { id: 'checkout.pickup.closed', defaultMessage: 'closed' },
  pickupPeriod: { id: 'checkout.pickup.period', defaultMessage: '{opens}–{closes}' },
  pickupMap: { id: 'checkout.pickup.map', defaultMessage: 'Map of the pickup points' },
  pickupAt: { id: 'checkout.pickup.at', defaultMessage: 'Pickup point: {name}' },
  paymentMethod: { id: 'checkout.payment.method', defaultMessage: 'Payment method' },
  noPaymentMethod: {
    id: 'checkout.payment.none',
    defaultMessage: 'No payment method is available at the moment.',
  },
  paymentDeclined: {
    id: 'checkout.payment.declined',
    defaultMessage:
      'Your payment was declined. Your cart is unchanged; choose another card or method.',
  },
  paymentCanceled: {
    id: 'checkout.payment.canceled',
    defaultMessage:
      'You cancelled the payment. Your cart is unchanged; choose a payment method to go on.',
  },
  paymentHostedNotice: {
    id: 'checkout.payment.hosted',
    defaultMessage:
      'You will enter your payment details on the secure page of the payment provider.',
  },
  items: { id: 'checkout.review.items', defaultMessage: 'Your items' },
  quantity: { id: 'checkout.review.quantity', defaultMessage: 'Quantity: {quantity}' },
  option: { id: 'checkout.review.option', defaultMessage: '{label}: {value}' },
  orderSummary: { id: 'checkout.summary', defaultMessage: 'Order summary' },
  subtotal: { id: 'checkout.totals.subtotal', defaultMessage: 'Subtotal (incl. tax)' },
  shippingAmount: { id: 'checkout.totals.shipping', defaultMessage: 'Delivery (incl. tax)' },
  shippingPending: {
    id: 'checkout.totals.shippingPending',
    defaultMessage: 'Calculated at the delivery step',
  },
  grandTotalExclTax: { id: 'checkout.totals.exclTax', defaultMessage: 'Total excl. tax' },
  tax: { id: 'checkout.totals.tax', defaultMessage: 'Tax' },
  grandTotal: { id: 'checkout.totals.grandTotal', defaultMessage: 'Total incl. tax' },
  // Consumer code L221-14: the button says the order comes with an obligation to pay.
  placeOrder: { id: 'checkout.placeOrder', defaultMessage: 'Order with obligation to pay' },
  useStoreCredit: {
    id: 'checkout.review.useStoreCredit',
    defaultMessage: 'Use my store credit ({amount} available)',
  },
  useStoreCreditHelp: {
    id: 'checkout.review.useStoreCreditHelp',
    defaultMessage:
      'It pays as much of the order as it covers; your payment method is charged only the rest.',
  },
  acceptTerms: {
    id: 'checkout.review.acceptTerms',
    defaultMessage: 'I have read and accept the terms and conditions of sale',
  },
  readTerms: {
    id: 'checkout.review.readTerms',
    defaultMessage: 'Read the terms and conditions of sale',
  },
  placingOrder: { id: 'checkout.placingOrder', defaultMessage: 'Placing your order' },
  placeOrderNotice: {
    id: 'checkout.placeOrder.notice',
    defaultMessage: 'By placing your order you agree to pay {amount}.',
  },
});

/** The texts of the success, login and payment-return pages. */
export const checkoutPageMessages = defineMessages({
  successTitle: { id: 'checkout.success.title', defaultMessage: 'Thank you for your order' },
  successNumber: {
    id: 'checkout.success.number',
    defaultMessage: 'Your order number is {number}.',
  },
  successEmail: {
    id: 'checkout.success.email',
    defaultMessage: 'A confirmation e-mail is on its way to {email}.',
  },
  successDelivery: { id: 'checkout.success.delivery', defaultMessage: 'Delivery' },
  successPayment: { id: 'checkout.success.payment', defaultMessage: 'Payment: {method}' },
  successContinue: { id: 'checkout.success.continue', defaultMessage: 'Continue shopping' },
  successTrack: { id: 'checkout.success.track', defaultMessage: 'Track this order later' },
  loginTitle: { id: 'checkout.login.title', defaultMessage: 'Sign in' },
  loginBody: {
    id: 'checkout.login.body',
    defaultMessage:
      'No account needed: an e-mail address is enough to order and follow your order.',
  },
  loginCustomer: { id: 'checkout.login.customer', defaultMessage: 'Already a customer?' },
  loginForgotten: { id: 'checkout.login.forgotten', defaultMessage: 'Forgotten your password?' },
  loginGuestTitle: { id: 'checkout.login.guestTitle', defaultMessage: 'New customer' },
  loginRegister: { id: 'checkout.login.register', defaultMessage: 'Create an account' },
  loginGuest: { id: 'checkout.login.guest', defaultMessage: 'Continue as a guest' },
  pendingTitle: {
    id: 'checkout.return.pendingTitle',
    defaultMessage: 'Your payment is being confirmed',
  },
  pendingBody: {
    id: 'checkout.return.pendingBody',
    defaultMessage:
      'The payment provider has not confirmed your payment yet. This page can be reloaded in a few seconds.',
  },
  pendingRetry: { id: 'checkout.return.retry', defaultMessage: 'Check again' },
});
