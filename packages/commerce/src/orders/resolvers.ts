import type { GraphQLContext } from '@truffe/graphql/context';
import type { Resolvers } from '@truffe/graphql/resolvers-types';

import type { CartSession } from '../cart/cartService';
import { servicesOf } from '../store/requestContext';
import { orderMessage } from './messages';

function sessionOf(context: GraphQLContext): CartSession {
  const session = context.cartSession as CartSession | undefined;
  return session ?? { token: undefined, issue: () => undefined };
}

/** `placeOrder`, `confirmPaymentReturn` and `placedOrder` (issue 7, items 5 and 6). */
export const orderResolvers: Resolvers = {
  Query: {
    placedOrder: (_parent, _args, context) => {
      servicesOf(context);
      // An order is private to the session that placed it (decision 0731).
      context.cacheControl?.hint({ maxAge: 0, staleWhileRevalidate: 0, scope: 'private' });
      return null;
    },
  },
  Mutation: {
    placeOrder: (_parent, _args, context) => {
      const services = servicesOf(context);
      const message = sessionOf(context).token
        ? orderMessage(services.locale, 'paymentMethodUnavailable')
        : orderMessage(services.locale, 'emptyCart');
      return { success: false, errorMessage: message, fieldErrors: [], order: null };
    },
    confirmPaymentReturn: (_parent, _args, context) => {
      const services = servicesOf(context);
      return {
        success: false,
        errorMessage: orderMessage(services.locale, 'orderNotFound'),
        fieldErrors: [],
        order: null,
      };
    },
  },
};
