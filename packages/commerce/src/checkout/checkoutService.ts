/**
 * Guest checkout state (issue 7, item 4): what the shopper entered per cart (email, addresses, shipping and
 * payment methods), stored in `checkout_state`, and everything priced computed here on every read from the
 * cart's server pricing and the shipping configuration. Steps only go forward: a mutation refuses when an
 * earlier step is missing, and a new shipping destination clears a shipping method it no longer allows.
 * A refused mutation changes nothing and answers the unchanged checkout.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';

import {
  type CartServices,
  type CartSession,
  type CartView,
  findCartId,
  readCartById,
} from '../cart/cartService';
import { readShopConfig, type ShopConfig, type SiteLocale } from '../config';
import { type Database } from '../db/database';
import { amountsOf, type TaxRule } from '../money/tax';
import { documentTotal, priceBasisOf } from '../money/totals';
import { validateAddress } from './address';
import type {
  CheckoutConfig,
  PaymentMethodConfig,
  PaymentMethodKind,
  ShippingMethodConfig,
} from './config';
import {
  CheckoutError,
  CheckoutIncompleteError,
  type CheckoutMessageId,
  checkoutMessage,
  type FieldProblem,
} from './messages';
import { savedAddress } from './customerCheckout';
import { findPickupPoint, isPickupPointNear, type PickupPointView } from './pickupPoints';
import { checkoutState, type StoredAddress } from './schema';

export { CheckoutIncompleteError } from './messages';

export type CheckoutStep = 'EMAIL' | 'ADDRESSES' | 'SHIPPING' | 'PAYMENT' | 'REVIEW';

/** A payment method the shop can take now: its code, kind and title. */
export interface PaymentMethodView {
  code: string;
  kind: PaymentMethodKind;
  title: string;
}

export interface CheckoutServices extends CartServices {
  checkout: CheckoutConfig;
  /**
   * Codes (and kinds) of the payment providers that are running (Store.payments); without it, every configured
   * method counts as available.
   */
  paymentProviders?: readonly { code: string; kind: PaymentMethodKind }[];
}

/** A shipping method priced for a cart: amounts in cents. */
export interface ShippingMethodView {
  code: string;
  kind: 'HOME' | 'PICKUP';
  title: string;
  description: string;
  amountExclTax: number;
  amountInclTax: number;
}

export interface CheckoutTotalsView {
  subtotalExclTax: number;
  subtotalInclTax: number;
  shippingExclTax: number;
  shippingInclTax: number;
  grandTotalExclTax: number;
  grandTotal: number;
  tax: number;
}

export interface CheckoutView {
  step: CheckoutStep;
  email: string | null;
  shippingAddress: StoredAddress | null;
  /** The shipping address when billing is the same. */
  billingAddress: StoredAddress | null;
  billingSameAsShipping: boolean;
  shippingMethod: ShippingMethodView | null;
  pickupPoint: PickupPointView | null;
  paymentMethod: PaymentMethodView | null;
  availableShippingMethods: ShippingMethodView[];
  availablePaymentMethods: PaymentMethodView[];
  totals: CheckoutTotalsView;
  cart: CartView;
}

export interface CheckoutFieldError {
  field: string;
  message: string;
}

export interface CheckoutResult {
  success: boolean;
  errorMessage: string | null;
  fieldErrors: CheckoutFieldError[];
  checkout: CheckoutView;
}

type StateRow = typeof checkoutState.$inferSelect;

const emptyState = (cartId: number): StateRow => ({
  cartId,
  email: null,
  shippingAddress: null,
  billingAddress: null,
  billingSameAsShipping: true,
  shippingMethodCode: null,
  pickupPointId: null,
  paymentMethodCode: null,
  updatedAt: new Date(0),
});

const emptyCartView: CartView = {
  items: [],
  unavailableItems: [],
  totalQuantity: 0,
  subtotalExclTax: 0,
  subtotalInclTax: 0,
};

async function selectState(db: Database, cartId: number): Promise<StateRow> {
  const [row] = await db.select().from(checkoutState).where(eq(checkoutState.cartId, cartId));
  return row ?? emptyState(cartId);
}

/** The shipping method's amount for a cart subtotal: flat, free from the threshold (both incl. tax). */
export function priceShippingMethod(
  method: ShippingMethodConfig,
  subtotalInclTax: number,
  tax: TaxRule,
  locale: SiteLocale,
): ShippingMethodView {
  const free = subtotalInclTax >= method.freeFromSubtotalInclTax;
  const amount = amountsOf(free ? 0 : method.amountExclTax, tax);
  return {
    code: method.code,
    kind: method.kind,
    title: method.title[locale],
    description: method.description[locale],
    amountExclTax: amount.exclTax,
    amountInclTax: amount.inclTax,
  };
}

/** Shipping methods offered for a destination country, priced for the cart. */
export function shippingMethodsFor(
  services: Pick<CheckoutServices, 'checkout' | 'tax' | 'locale'>,
  countryCode: string,
  subtotalInclTax: number,
): ShippingMethodView[] {
  return services.checkout.shippingMethods
    .filter((method) => (method.countries as readonly string[]).includes(countryCode))
    .map((method) => priceShippingMethod(method, subtotalInclTax, services.tax, services.locale));
}

/** Payment methods offered: configured, provided by a running provider, never an excluded code (checkmo). */
export function paymentMethodsFor(
  services: Pick<CheckoutServices, 'checkout' | 'paymentProviders' | 'locale'>,
): PaymentMethodView[] {
  const excluded = new Set(services.checkout.excludedPaymentMethodCodes);
  return services.checkout.paymentMethods
    .filter((method) => !excluded.has(method.code))
    .flatMap((method: PaymentMethodConfig) => {
      const provider = services.paymentProviders
        ? services.paymentProviders.find((candidate) => candidate.code === method.code)
        : method;
      return provider
        ? [{ code: method.code, kind: provider.kind, title: method.title[services.locale] }]
        : [];
    });
}

/** The first incomplete step of a state (REVIEW when all are complete). */
function stepOf(state: StateRow, shipping: ShippingMethodView | null, payment: boolean) {
  if (!state.email) return 'EMAIL';
  if (!state.shippingAddress || (!state.billingSameAsShipping && !state.billingAddress))
    return 'ADDRESSES';
  if (!shipping || (shipping.kind === 'PICKUP' && !state.pickupPointId)) return 'SHIPPING';
  if (!payment) return 'PAYMENT';
  return 'REVIEW';
}

/** Prices and describes a stored state for its cart. */
async function buildView(
  services: CheckoutServices,
  db: Database,
  state: StateRow,
  cart: CartView,
): Promise<CheckoutView> {
  const available = state.shippingAddress
    ? shippingMethodsFor(services, state.shippingAddress.countryCode, cart.subtotalInclTax)
    : [];
  const shippingMethod =
    available.find((method) => method.code === state.shippingMethodCode) ?? null;
  const pickupPoint =
    shippingMethod?.kind === 'PICKUP' && state.pickupPointId
      ? await findPickupPoint(db, state.pickupPointId)
      : null;
  const payments = paymentMethodsFor(services);
  const paymentMethod = payments.find((method) => method.code === state.paymentMethodCode) ?? null;
  const shippingExclTax = shippingMethod?.amountExclTax ?? 0;
  const shippingInclTax = shippingMethod?.amountInclTax ?? 0;
  // Decision 0740: the basis figure (incl. tax for shoppers) adds up, the other is derived from the total.
  const grand = documentTotal(
    [
      { inclTax: cart.subtotalInclTax, exclTax: cart.subtotalExclTax },
      { inclTax: shippingInclTax, exclTax: shippingExclTax },
    ],
    priceBasisOf(services.customerGroupId),
    services.tax,
  );
  const grandTotalExclTax = grand.exclTax;
  const grandTotal = grand.inclTax;
  return {
    step: stepOf(
      { ...state, pickupPointId: pickupPoint?.id ?? null },
      shippingMethod,
      paymentMethod !== null,
    ),
    email: state.email,
    shippingAddress: state.shippingAddress,
    billingAddress: state.billingSameAsShipping ? state.shippingAddress : state.billingAddress,
    billingSameAsShipping: state.billingSameAsShipping,
    shippingMethod,
    pickupPoint,
    paymentMethod,
    availableShippingMethods: available,
    availablePaymentMethods: payments,
    totals: {
      subtotalExclTax: cart.subtotalExclTax,
      subtotalInclTax: cart.subtotalInclTax,
      shippingExclTax,
      shippingInclTax,
      grandTotalExclTax,
      grandTotal,
      tax: grandTotal - grandTotalExclTax,
    },
    cart,
  };
}

async function viewOf(services: CheckoutServices, db: Database, cartId: number | undefined) {
  if (cartId === undefined) return buildView(services, db, emptyState(0), emptyCartView);
  // One after the other: `db` may be a transaction's single connection (pg refuses overlapping queries).
  const state = await selectState(db, cartId);
  const cart = await readCartById(services, cartId, db);
  return buildView(services, db, state, cart);
}

/** The session's checkout (an empty one at the EMAIL step without a cart). */
export async function readCheckout(
  services: CheckoutServices,
  token: string | undefined,
): Promise<CheckoutView> {
  return viewOf(
    services,
    services.db,
    await findCartId(services.db, token, false, services.customerId),
  );
}

function fieldErrorsOf(locale: SiteLocale, problems: FieldProblem[]): CheckoutFieldError[] {
  return problems.map((problem) => ({
    field: problem.field,
    message: checkoutMessage(locale, problem.id, problem.values),
  }));
}

/**
 * Runs one change of the session's checkout in a transaction (the cart row locked): `change` answers the new
 * state or throws a CheckoutError; a refusal changes nothing and answers the checkout as it was.
 */
async function mutate(
  services: CheckoutServices,
  session: CartSession,
  change: (context: {
    db: Database;
    state: StateRow;
    cart: CartView;
    /** The checkout before the change. */
    view: CheckoutView;
  }) => Promise<Partial<StateRow>> | Partial<StateRow>,
): Promise<CheckoutResult> {
  try {
    const checkout = await services.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      const cartId = await findCartId(db, session.token, true, services.customerId);
      // Checking out creates no cart: without one (or with an empty one) there is nothing to check out.
      if (cartId === undefined) throw new CheckoutError('emptyCart');
      const cart = await readCartById(services, cartId, db);
      if (cart.items.length === 0) throw new CheckoutError('emptyCart');
      const state = await selectState(db, cartId);
      const view = await buildView(services, db, state, cart);
      const next = {
        ...state,
        ...(await change({ db, state, cart, view })),
        updatedAt: new Date(),
      };
      const { cartId: _key, ...values } = next;
      await db
        .insert(checkoutState)
        .values(next)
        .onConflictDoUpdate({ target: checkoutState.cartId, set: values });
      return buildView(services, db, next, cart);
    });
    return { success: true, errorMessage: null, fieldErrors: [], checkout };
  } catch (error) {
    if (!(error instanceof CheckoutError)) throw error;
    return {
      success: false,
      errorMessage: checkoutMessage(services.locale, error.messageId),
      fieldErrors: fieldErrorsOf(services.locale, error.fields),
      checkout: await readCheckout(services, session.token),
    };
  }
}

const stepOrder: CheckoutStep[] = ['EMAIL', 'ADDRESSES', 'SHIPPING', 'PAYMENT', 'REVIEW'];

/** Refuses a step while an earlier one is incomplete; the message names the first incomplete step. */
function requireStep(view: CheckoutView, step: CheckoutStep) {
  if (stepOrder.indexOf(view.step) >= stepOrder.indexOf(step)) return;
  const messageId: Record<CheckoutStep, CheckoutMessageId> = {
    EMAIL: 'emailMissing',
    ADDRESSES: view.shippingAddress ? 'billingMissing' : 'addressesMissing',
    SHIPPING: view.shippingMethod ? 'pickupPointMissing' : 'shippingMissing',
    PAYMENT: 'paymentMissing',
    REVIEW: 'paymentMissing',
  };
  throw new CheckoutError(messageId[view.step]);
}

const emailSchema = z.string().trim().max(254).pipe(z.email());

/** Sets the contact e-mail. */
export function setCheckoutEmail(
  services: CheckoutServices,
  session: CartSession,
  email: unknown,
): Promise<CheckoutResult> {
  return mutate(services, session, () => {
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success)
      throw new CheckoutError('fixFields', [
        {
          field: 'email',
          id: typeof email === 'string' && email.trim() === '' ? 'required' : 'invalidEmail',
        },
      ]);
    return { email: parsed.data };
  });
}

export interface SetAddressesInput {
  shipping: unknown;
  billing?: unknown;
  billingSameAsShipping: unknown;
}

/** Whether the stored shipping method (and pickup point) still fit a new shipping address. */
async function keepsShipping(
  services: CheckoutServices,
  db: Database,
  state: StateRow,
  address: StoredAddress,
): Promise<boolean> {
  const method = services.checkout.shippingMethods.find(
    (candidate) => candidate.code === state.shippingMethodCode,
  );
  if (!method || !(method.countries as readonly string[]).includes(address.countryCode))
    return false;
  if (method.kind !== 'PICKUP') return true;
  const point = state.pickupPointId ? await findPickupPoint(db, state.pickupPointId) : null;
  return point !== null && (await isPickupPointNear(db, point, address.postcode));
}

/** The change of the addresses step (see {@link setCheckoutAddresses}). */
async function addressesChange(
  services: CheckoutServices,
  { db, state, view }: { db: Database; state: StateRow; view: CheckoutView },
  input: SetAddressesInput,
): Promise<Partial<StateRow>> {
  requireStep(view, 'ADDRESSES');
  if (typeof input.billingSameAsShipping !== 'boolean')
    throw new CheckoutError('fixFields', [{ field: 'billingSameAsShipping', id: 'required' }]);
  const shipping = validateAddress('shippingAddress', input.shipping);
  const problems = [...shipping.problems];
  let billing: StoredAddress | null = null;
  if (!input.billingSameAsShipping) {
    if (input.billing === undefined || input.billing === null)
      problems.push({ field: 'billingAddress', id: 'billingRequired' });
    else {
      const checked = validateAddress('billingAddress', input.billing);
      problems.push(...checked.problems);
      billing = checked.address;
    }
  }
  if (problems.length > 0 || !shipping.address) throw new CheckoutError('fixFields', problems);
  const keep =
    state.shippingMethodCode !== null &&
    (await keepsShipping(services, db, state, shipping.address));
  return {
    shippingAddress: shipping.address,
    billingAddress: billing,
    billingSameAsShipping: input.billingSameAsShipping,
    shippingMethodCode: keep ? state.shippingMethodCode : null,
    pickupPointId: keep ? state.pickupPointId : null,
  };
}

/** Sets the shipping address and the billing address (or "same as shipping"). */
export function setCheckoutAddresses(
  services: CheckoutServices,
  session: CartSession,
  input: SetAddressesInput,
): Promise<CheckoutResult> {
  return mutate(services, session, (context) => addressesChange(services, context, input));
}

/**
 * Ships to, and bills, an address of the signed-in customer's address book (issue 15 item 5). The address is
 * looked up with the session's customer: another customer's, or any for a visitor, is not found.
 */
export function setCheckoutSavedAddress(
  services: CheckoutServices,
  session: CartSession,
  addressId: unknown,
): Promise<CheckoutResult> {
  return mutate(services, session, async (context) => {
    const address = await savedAddress(context.db, services.customerId, addressId);
    if (!address)
      throw new CheckoutError('fixFields', [
        { field: 'savedAddressId', id: 'savedAddressNotFound' },
      ]);
    return addressesChange(services, context, {
      shipping: address,
      billing: null,
      billingSameAsShipping: true,
    });
  });
}

export interface SetShippingMethodInput {
  code: unknown;
  pickupPointId?: unknown;
}

/** Chooses a shipping method offered for the shipping address; the pickup method needs a nearby point. */
export function setCheckoutShippingMethod(
  services: CheckoutServices,
  session: CartSession,
  input: SetShippingMethodInput,
): Promise<CheckoutResult> {
  return mutate(services, session, async ({ db, state, cart, view }) => {
    requireStep(view, 'SHIPPING');
    const address = state.shippingAddress!;
    const method = shippingMethodsFor(services, address.countryCode, cart.subtotalInclTax).find(
      (candidate) => candidate.code === input.code,
    );
    if (!method)
      throw new CheckoutError('fixFields', [{ field: 'code', id: 'unknownShippingMethod' }]);
    // A point sent with home delivery is the form's leftover: home delivery keeps none.
    if (method.kind !== 'PICKUP') return { shippingMethodCode: method.code, pickupPointId: null };
    const pointId = input.pickupPointId;
    if (pointId === undefined || pointId === null || pointId === '')
      throw new CheckoutError('fixFields', [{ field: 'pickupPointId', id: 'pickupPointRequired' }]);
    const point = typeof pointId === 'string' ? await findPickupPoint(db, pointId) : null;
    if (!point || !(await isPickupPointNear(db, point, address.postcode)))
      throw new CheckoutError('fixFields', [{ field: 'pickupPointId', id: 'unknownPickupPoint' }]);
    return { shippingMethodCode: method.code, pickupPointId: point.id };
  });
}

/** Chooses one of the offered payment methods (never checkmo). */
export function setCheckoutPaymentMethod(
  services: CheckoutServices,
  session: CartSession,
  code: unknown,
): Promise<CheckoutResult> {
  return mutate(services, session, ({ view }) => {
    requireStep(view, 'PAYMENT');
    const method = paymentMethodsFor(services).find((candidate) => candidate.code === code);
    if (!method)
      throw new CheckoutError('fixFields', [{ field: 'code', id: 'unknownPaymentMethod' }]);
    return { paymentMethodCode: method.code };
  });
}

/** Shipping methods and amounts for the session's cart at a destination; changes nothing (the /cart page). */
export async function estimateShipping(
  services: CheckoutServices,
  token: string | undefined,
  countryCode: string,
): Promise<ShippingMethodView[]> {
  const cartId = await findCartId(services.db, token, false, services.customerId);
  const cart = cartId === undefined ? emptyCartView : await readCartById(services, cartId);
  return shippingMethodsFor(services, countryCode, cart.subtotalInclTax);
}

/** What order placement needs: the validated checkout, amounts recomputed now (cents). */
export interface CheckoutForPlacement {
  cartId: number;
  email: string;
  shippingAddress: StoredAddress;
  billingAddress: StoredAddress;
  billingSameAsShipping: boolean;
  shippingMethod: ShippingMethodView;
  pickupPoint: PickupPointView | null;
  paymentMethodCode: string;
  totals: CheckoutTotalsView;
  cart: CartView;
}

export interface PlacementOptions {
  /** @defaultValue 'fr-FR' */
  locale?: SiteLocale;
  /** @defaultValue 0 (visitor) */
  customerGroupId?: number;
  /** @defaultValue null (visitor) */
  customerId?: number | null;
  /** @defaultValue readShopConfig() */
  config?: ShopConfig;
  /** Running payment providers (Store.payments.list()); without them every configured method counts. */
  paymentProviders?: readonly { code: string; kind: PaymentMethodKind }[];
}

/**
 * The checkout of a cart, validated again and priced now, for order placement (H7e): run it with the
 * placement's transaction as `db`. Throws {@link CheckoutIncompleteError} naming the first missing step.
 */
export async function loadCheckoutForPlacement(
  db: Database,
  cartId: number,
  options: PlacementOptions = {},
): Promise<CheckoutForPlacement> {
  const config = options.config ?? readShopConfig();
  const services: CheckoutServices = {
    db,
    locale: options.locale ?? 'fr-FR',
    customerGroupId: options.customerGroupId ?? 0,
    customerId: options.customerId ?? null,
    tax: config,
    currency: 'EUR',
    checkout: config.checkout,
    paymentProviders: options.paymentProviders,
  };
  // One after the other: `db` may be a transaction's single connection (pg refuses overlapping queries).
  const state = await selectState(db, cartId);
  const cart = await readCartById(services, cartId, db);
  if (cart.items.length === 0) throw new CheckoutIncompleteError('emptyCart', 'CART');
  if (!state.email || !emailSchema.safeParse(state.email).success)
    throw new CheckoutIncompleteError('emailMissing', 'EMAIL');
  const shipping = validateAddress('shippingAddress', state.shippingAddress).address;
  if (!shipping) throw new CheckoutIncompleteError('addressesMissing', 'ADDRESSES');
  const billing = state.billingSameAsShipping
    ? shipping
    : validateAddress('billingAddress', state.billingAddress).address;
  if (!billing) throw new CheckoutIncompleteError('billingMissing', 'ADDRESSES');
  const view = await buildView(services, db, state, cart);
  if (!view.shippingMethod) throw new CheckoutIncompleteError('shippingMissing', 'SHIPPING');
  let pickupPoint: PickupPointView | null = null;
  if (view.shippingMethod.kind === 'PICKUP') {
    pickupPoint = view.pickupPoint;
    if (!pickupPoint || !(await isPickupPointNear(db, pickupPoint, shipping.postcode)))
      throw new CheckoutIncompleteError('pickupPointMissing', 'SHIPPING');
  }
  if (!view.paymentMethod) throw new CheckoutIncompleteError('paymentMissing', 'PAYMENT');
  return {
    cartId,
    email: state.email,
    shippingAddress: shipping,
    billingAddress: billing,
    billingSameAsShipping: state.billingSameAsShipping,
    shippingMethod: view.shippingMethod,
    pickupPoint,
    paymentMethodCode: view.paymentMethod.code,
    totals: view.totals,
    cart,
  };
}
