import type { GraphQLContext } from '@truffe/graphql/context';
import type { Resolvers } from '@truffe/graphql/resolvers-types';

import { productsByIds } from '../resolvers/product';
import { servicesOf } from '../store/requestContext';
import {
  addToCart,
  type CartResult,
  type CartServices,
  type CartView,
  emptyCart,
  readCart,
  removeCartItem,
  updateCartItemQuantity,
} from './cartService';
import { addProductsToCart, type AddBySkuResult } from './addProductsBySku';
import { cartSessionOf, privateServicesOf } from './session';
import { quickOrderSuggestionIds } from './quickOrderSuggestions';

function cartServicesOf(context: GraphQLContext): CartServices {
  const services = privateServicesOf(context);
  return {
    db: services.db,
    locale: services.locale,
    customerGroupId: services.customerGroupId,
    customerId: services.customerId,
    tax: services.config,
    currency: 'EUR',
  };
}

function toGraphQL(view: CartView, services: CartServices) {
  const price = (excl: number, incl: number) => ({
    priceExclTax: { amount: excl, currency: services.currency },
    priceInclTax: { amount: incl, currency: services.currency },
  });
  return {
    totalQuantity: view.totalQuantity,
    subtotal: price(view.subtotalExclTax, view.subtotalInclTax),
    tax: { amount: view.subtotalInclTax - view.subtotalExclTax, currency: services.currency },
    unavailableItems: view.unavailableItems.map((item) => ({
      id: String(item.id),
      sku: item.sku,
      name: item.name,
      quantity: item.qty,
      message: item.message,
    })),
    items: view.items.map((item) => ({
      id: String(item.id),
      product: {
        __typename: 'Product' as const,
        id: String(item.productId),
        sku: item.sku,
        identifier: item.sku,
      },
      configuredProduct:
        item.childId === null || item.childSku === null
          ? null
          : {
              __typename: 'Product' as const,
              id: String(item.childId),
              sku: item.childSku,
              identifier: item.childSku,
            },
      quantity: item.qty,
      options: item.options,
      unitPrice: price(item.unitPriceExclTax, item.unitPriceInclTax),
      rowTotal: price(item.rowTotalExclTax, item.rowTotalInclTax),
      stockError: item.stockError,
    })),
  };
}

function toResult(result: CartResult, services: CartServices) {
  return { ...result, cart: toGraphQL(result.cart, services) };
}

function toReport(result: AddBySkuResult, services: CartServices) {
  return { ...result, cart: toGraphQL(result.cart, services) };
}

/** `cart`, the cart mutations (issue 7, item 1), and adding by reference with its suggestions (item 3). */
export const cartResolvers: Resolvers = {
  Query: {
    cart: async (_parent, _args, context) => {
      const services = cartServicesOf(context);
      return toGraphQL(await readCart(services, cartSessionOf(context).token), services);
    },
    quickOrderSuggestions: async (_parent, args, context) => {
      const services = servicesOf(context);
      // Stock and prices move: never stored by a shared cache.
      context.cacheControl?.hint({ maxAge: 0, staleWhileRevalidate: 0, scope: 'private' });
      const ids = await quickOrderSuggestionIds(services.db, services.locale, args.query);
      return productsByIds(context, ids);
    },
  },
  Mutation: {
    addToCart: async (_parent, args, context) => {
      const services = cartServicesOf(context);
      return toResult(await addToCart(services, cartSessionOf(context), args.input), services);
    },
    updateCartItemQuantity: async (_parent, args, context) => {
      const services = cartServicesOf(context);
      return toResult(
        await updateCartItemQuantity(services, cartSessionOf(context), args),
        services,
      );
    },
    removeCartItem: async (_parent, args, context) => {
      const services = cartServicesOf(context);
      return toResult(await removeCartItem(services, cartSessionOf(context), args), services);
    },
    addProductsToCart: async (_parent, args, context) => {
      const services = cartServicesOf(context);
      return toReport(
        await addProductsToCart(services, cartSessionOf(context), args.lines),
        services,
      );
    },
    emptyCart: async (_parent, _args, context) => {
      const services = cartServicesOf(context);
      return toResult(await emptyCart(services, cartSessionOf(context)), services);
    },
  },
};
