import {
  type CheckoutFragmentFragment,
  type CheckoutPickupPointFragmentFragment,
  type CustomerAddressFragmentFragment,
} from '@truffe/graphql/documents';

/** The checkout as the screens read it (CheckoutFragment). */
export type CheckoutView = CheckoutFragmentFragment;
export type CheckoutAddressView = NonNullable<CheckoutView['shippingAddress']>;
export type ShippingMethodView = CheckoutView['availableShippingMethods'][number];
export type PaymentMethodView = CheckoutView['availablePaymentMethods'][number];
export type PickupPointView = CheckoutPickupPointFragmentFragment;
export type CheckoutTotalsView = CheckoutView['totals'];
/** An address of a signed-in customer's book, offered at the addresses step. */
export type SavedAddressView = CustomerAddressFragmentFragment;

/** Spec §9: the payment method code never offered to shoppers. */
export const excludedPaymentMethodCode = 'checkmo';

/** The payment methods a shopper may choose (spec §9: `checkmo` never shows, whatever the server sends). */
export function offeredPaymentMethods<Method extends { code: string }>(
  methods: readonly Method[],
): Method[] {
  return methods.filter((method) => method.code !== excludedPaymentMethodCode);
}
