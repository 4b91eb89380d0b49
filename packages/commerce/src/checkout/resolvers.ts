import type { GraphQLContext } from '@truffe/graphql/context';
import type { Resolvers } from '@truffe/graphql/resolvers-types';
import { GraphQLError } from 'graphql';

import { cartResolvers } from '../cart/resolvers';
import { cartSessionOf, privateServicesOf } from '../cart/session';
import { servicesOf } from '../store/requestContext';
import { isCheckoutCountry, normalizePostcode } from './address';
import {
  type CheckoutResult,
  type CheckoutServices,
  type CheckoutView,
  estimateShipping,
  readCheckout,
  setCheckoutAddresses,
  setCheckoutSavedAddress,
  setCheckoutEmail,
  setCheckoutPaymentMethod,
  setCheckoutShippingMethod,
  type ShippingMethodView,
} from './checkoutService';
import { type CheckoutMessageId, checkoutMessage } from './messages';
import { parsePickupSearch, type PickupPointView, searchPickupPoints } from './pickupPoints';

function checkoutServicesOf(context: GraphQLContext): CheckoutServices {
  const services = privateServicesOf(context);
  return {
    db: services.db,
    locale: services.locale,
    customerGroupId: services.customerGroupId,
    customerId: services.customerId,
    tax: services.config,
    currency: 'EUR',
    checkout: services.config.checkout,
    paymentProviders: services.payments?.list(),
  };
}

/** Bad query arguments: a translated GraphQL error (BAD_USER_INPUT), nothing read. */
function badInput(services: CheckoutServices, messageId: CheckoutMessageId, field: string) {
  return new GraphQLError(checkoutMessage(services.locale, messageId), {
    extensions: { code: 'BAD_USER_INPUT', fields: [field] },
  });
}

const money = (amount: number) => ({ amount, currency: 'EUR' });

function shippingMethodOf(method: ShippingMethodView) {
  return {
    code: method.code,
    kind: method.kind,
    title: method.title,
    description: method.description,
    amount: money(method.amountInclTax),
  };
}

function pickupPointOf(point: PickupPointView) {
  return { ...point, schedule: point.schedule.map((opening) => ({ ...opening })) };
}

function checkoutOf(view: CheckoutView) {
  return {
    step: view.step,
    email: view.email,
    shippingAddress: view.shippingAddress,
    billingAddress: view.billingAddress,
    billingSameAsShipping: view.billingSameAsShipping,
    shippingMethod: view.shippingMethod && shippingMethodOf(view.shippingMethod),
    pickupPoint: view.pickupPoint && pickupPointOf(view.pickupPoint),
    paymentMethod: view.paymentMethod,
    availableShippingMethods: view.availableShippingMethods.map(shippingMethodOf),
    availablePaymentMethods: view.availablePaymentMethods,
    totals: {
      subtotal: money(view.totals.subtotalInclTax),
      shipping: money(view.totals.shippingInclTax),
      tax: money(view.totals.tax),
      grandTotalExclTax: money(view.totals.grandTotalExclTax),
      grandTotal: money(view.totals.grandTotal),
    },
  };
}

function resultOf(result: CheckoutResult) {
  return { ...result, checkout: checkoutOf(result.checkout) };
}

/** `checkout`, pickup points, shipping estimates and the checkout mutations (issue 7, item 4). */
export const checkoutResolvers: Resolvers = {
  Query: {
    checkout: async (_parent, _args, context) => {
      const services = checkoutServicesOf(context);
      return checkoutOf(await readCheckout(services, cartSessionOf(context).token));
    },
    pickupPoints: async (_parent, args, context) => {
      const services = checkoutServicesOf(context);
      const search = parsePickupSearch(args.postcode, args.countryCode);
      if ('messageId' in search)
        throw badInput(
          services,
          search.messageId,
          search.messageId === 'pickupFranceOnly' ? 'countryCode' : 'postcode',
        );
      return (await searchPickupPoints(services.db, search.postcode)).map(pickupPointOf);
    },
    shippingEstimate: async (_parent, args, context) => {
      const services = checkoutServicesOf(context);
      const country = args.countryCode.trim().toUpperCase();
      if (!isCheckoutCountry(country)) throw badInput(services, 'invalidCountry', 'countryCode');
      if (args.postcode && normalizePostcode(country, args.postcode) === null)
        throw badInput(
          services,
          country === 'FR' ? 'invalidPostcodeFR' : 'invalidPostcodeGB',
          'postcode',
        );
      return (await estimateShipping(services, cartSessionOf(context).token, country)).map(
        shippingMethodOf,
      );
    },
    mapTilesUrl: (_parent, _args, context) => servicesOf(context).config.checkout.mapTilesUrl,
  },
  Mutation: {
    setCheckoutEmail: async (_parent, args, context) =>
      resultOf(
        await setCheckoutEmail(checkoutServicesOf(context), cartSessionOf(context), args.email),
      ),
    setCheckoutAddresses: async (_parent, args, context) =>
      resultOf(
        await setCheckoutAddresses(checkoutServicesOf(context), cartSessionOf(context), {
          shipping: args.shipping,
          billing: args.billing,
          billingSameAsShipping: args.billingSameAsShipping,
        }),
      ),
    setCheckoutSavedAddress: async (_parent, args, context) =>
      resultOf(
        await setCheckoutSavedAddress(
          checkoutServicesOf(context),
          cartSessionOf(context),
          args.addressId,
        ),
      ),
    setCheckoutShippingMethod: async (_parent, args, context) =>
      resultOf(
        await setCheckoutShippingMethod(checkoutServicesOf(context), cartSessionOf(context), args),
      ),
    setCheckoutPaymentMethod: async (_parent, args, context) =>
      resultOf(
        await setCheckoutPaymentMethod(
          checkoutServicesOf(context),
          cartSessionOf(context),
          args.code,
        ),
      ),
  },
  Checkout: {
    // The cart as the `cart` query answers it (the cart module's pricing and shape).
    cart: (_parent, _args, context, info) => {
      const resolve = cartResolvers.Query!.cart as unknown as (
        parent: unknown,
        args: unknown,
        context: GraphQLContext,
        info: unknown,
      ) => unknown;
      return resolve({}, {}, context, info) as never;
    },
  },
};
