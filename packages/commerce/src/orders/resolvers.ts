import type { GraphQLContext } from '@truffe/graphql/context';
import type { Resolvers } from '@truffe/graphql/resolvers-types';

import { cartSessionOf, privateServicesOf } from '../cart/session';
import { orderMessage } from './messages';
import type { OrderView } from './orderView';
import { confirmPaymentReturn, readPlacedOrder } from './paymentReturn';
import { findGuestOrder } from './guestOrder';
import { placeOrder, type PlaceOrderResult } from './placeOrder';
import type { OrderServices } from './services';

function orderServicesOf(context: GraphQLContext): OrderServices {
  const services = privateServicesOf(context);
  const { payments, mailer } = services;
  if (!payments || !mailer)
    throw new Error(
      'The GraphQL context has no payments or mailer: build it with Store.createContext.',
    );
  return {
    db: services.db,
    config: services.config,
    payments,
    mailer,
    locale: services.locale,
    customerGroupId: services.customerGroupId,
    customerId: services.customerId,
  };
}

const money = (amount: number) => ({ amount, currency: 'EUR' });

function toGraphQL(order: OrderView) {
  return {
    number: order.number,
    status: order.status,
    email: order.email,
    lines: order.lines.map((line) => ({
      sku: line.sku,
      name: line.name,
      quantity: line.quantity,
      unitPrice: money(line.unitPriceInclTax),
      rowTotal: money(line.rowTotalInclTax),
      unitPriceExclTax: money(line.unitPriceExclTax),
      rowTotalExclTax: money(line.rowTotalExclTax),
      options: line.options,
    })),
    priceBasis: order.priceBasis,
    subtotalExclTax: money(order.totals.subtotalExclTax),
    totals: {
      subtotal: money(order.totals.subtotalInclTax),
      shipping: money(order.totals.shippingInclTax),
      tax: money(order.totals.tax),
      grandTotalExclTax: money(order.totals.grandTotalExclTax),
      grandTotal: money(order.totals.grandTotal),
    },
    shippingMethodTitle: order.shippingMethodTitle,
    pickupPoint: order.pickupPoint,
    shippingAddress: order.addresses.shipping,
    paymentMethodTitle: order.paymentMethodTitle,
    paymentStatus: order.paymentStatus,
  };
}

function toResult(result: PlaceOrderResult) {
  return { ...result, order: result.order ? toGraphQL(result.order) : null };
}

/** `placeOrder`, `confirmPaymentReturn` and `placedOrder` (issue 7, items 5 and 6). */
export const orderResolvers: Resolvers = {
  Query: {
    placedOrder: async (_parent, args, context) => {
      const order = await readPlacedOrder(
        orderServicesOf(context),
        cartSessionOf(context),
        args.number,
      );
      return order ? toGraphQL(order) : null;
    },
  },
  Mutation: {
    placeOrder: async (_parent, args, context) => {
      const services = orderServicesOf(context);
      // "Commande avec obligation de paiement" only after the CGV were accepted (consumer code L221-14):
      // checked here, at the boundary every shopper's order goes through; nothing is written without it.
      if (args.acceptTerms !== true) {
        const message = orderMessage(services.locale, 'termsNotAccepted');
        return {
          success: false,
          errorMessage: message,
          fieldErrors: [{ field: 'acceptTerms', message }],
          order: null,
          redirectUrl: null,
        };
      }
      return toResult(await placeOrder(services, cartSessionOf(context), args));
    },
    findGuestOrder: async (_parent, args, context) => {
      const result = await findGuestOrder(orderServicesOf(context), args);
      return { ...result, order: result.order ? toGraphQL(result.order) : null };
    },
    confirmPaymentReturn: async (_parent, args, context) =>
      toResult(
        await confirmPaymentReturn(
          orderServicesOf(context),
          cartSessionOf(context),
          args.paymentId,
        ),
      ),
  },
};
