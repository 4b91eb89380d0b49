/**
 * Which figure of a price the request's customer reads first (issue 15 item 3; decision 0740): incl. tax for
 * shoppers, excl. tax for approved professionals. The server decides it from the request's customer group and
 * sends it with the prices (`ProductPrices.basis`, `Cart.priceBasis`), so a page never picks it itself.
 */
import type { GraphQLContext } from '@truffe/graphql/context';
import type { Resolvers } from '@truffe/graphql/resolvers-types';

import { servicesOf } from '../store/requestContext';
import { type PriceBasis, priceBasisOf } from './totals';

/**
 * Marks the answer private when its prices depend on the request's customer group (any signed-in customer):
 * a group's price must never be stored by a shared cache (CDN, HTML cache) and served to someone else.
 */
export function hintCustomerPrices(context: GraphQLContext): void {
  if (servicesOf(context).customerGroupId !== 0)
    context.cacheControl?.hint({ maxAge: 0, staleWhileRevalidate: 0, scope: 'private' });
}

/** The request's price basis (and its cache hint). */
export function requestPriceBasis(context: GraphQLContext): PriceBasis {
  hintCustomerPrices(context);
  return priceBasisOf(servicesOf(context).customerGroupId);
}

/** `Cart.priceBasis` (a product's `ProductPrices.basis` comes with its prices, resolvers/product.ts). */
export const priceBasisResolvers: Resolvers = {
  Cart: {
    priceBasis: (_parent, _args, context) => requestPriceBasis(context),
  },
};
