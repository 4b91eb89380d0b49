/**
 * The wishlist in GraphQL (issue 17 items 1–2, spec §3 "Wishlist"): `Customer.wishlist` and its mutations act
 * for the session's own customer only (the id comes from the session, never from the client); the shared view
 * and its "add to cart" go by the share code and add to the visitor's own cart. Every answer is private.
 */
import type { GraphQLContext } from '@truffe/graphql/context';
import type { Resolvers } from '@truffe/graphql/resolvers-types';
import { sql } from 'drizzle-orm';

import { sessionCustomerId } from '../afterSales/orderResolvers';
import type { CartServices } from '../cart/cartService';
import { cartSessionOf, privateServicesOf } from '../cart/session';
import { botCheckRefusal } from '../botCheck/guard';
import { CustomerError } from '../customers/messages';
import { selectRows } from '../db/database';
import { servicesOf } from '../store/requestContext';
import { WishlistError, wishlistMessage } from './messages';
import { subscribeStockAlert, unsubscribeStockAlert } from './stockAlerts';
import { wishlistItemsToCart } from './toCart';
import {
  addToWishlist,
  findSharedWishlist,
  loadWishlist,
  optionLabels,
  removeProductFromWishlist,
  removeWishlistItem,
  revokeWishlistShare,
  shareWishlist,
  updateWishlistItem,
  type WishlistItemRow,
  type WishlistView,
} from './wishlist';

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

const productOf = (item: WishlistItemRow) => ({
  __typename: 'Product' as const,
  id: String(item.productId),
  sku: item.sku,
  identifier: item.sku,
});

async function itemsOf(context: GraphQLContext, items: WishlistItemRow[]) {
  const { db, locale } = privateServicesOf(context);
  const labels = await optionLabels(db, locale, items);
  return items.map((item) => ({
    id: String(item.id),
    product: productOf(item),
    selectedOptions: item.selectedOptions.map((option) => ({
      option_id: option.attributeCode,
      option_value: String(option.value),
      label: labels.get(`${option.attributeCode}=${option.value}`)?.label ?? option.attributeCode,
      valueLabel:
        labels.get(`${option.attributeCode}=${option.value}`)?.valueLabel ?? String(option.value),
    })),
    quantity: item.qty,
    comment: item.comment,
    addedAt: item.addedAt,
  }));
}

async function wishlistOf(context: GraphQLContext, view: WishlistView) {
  const items = await itemsOf(context, view.items);
  return {
    id: String(view.id),
    isShareable: view.shareCode !== null,
    shareCode: view.shareCode,
    items,
    // Answered from the lines already read: the heart's lookup costs no query of its own.
    itemBySku: undefined,
    _items: items,
  };
}

/** Whether a feature flag (`isFeatureActive`, spec §6: the wishlist depends on one) is on. */
async function featureOn(context: GraphQLContext, name: string): Promise<boolean> {
  const [row] = await selectRows<{ value: string }>(
    privateServicesOf(context).db,
    sql`SELECT value FROM config_entry WHERE path = ${`feature/${name}`}`,
  );
  return row?.value === '1';
}

/** A refusal in the request's language (a visitor's "sign in first" included); anything else is a bug. */
function refusalMessage(context: GraphQLContext, error: unknown): string {
  const locale = privateServicesOf(context).locale;
  if (error instanceof WishlistError) return error.messageIn(locale);
  if (error instanceof CustomerError)
    return error.messageId === 'notSignedIn'
      ? wishlistMessage(locale, 'notSignedIn')
      : error.translate(locale);
  throw error;
}

/**
 * The customer the request acts for: the viewer read when the context was built from the session cookie, or
 * the one a sign-in earlier in this request started (a sign-in form that completes a visitor's heart, without
 * JavaScript, runs both in one request: the new cookie is not on it yet); else the session check's refusal.
 */
async function actingCustomerId(context: GraphQLContext): Promise<number | null> {
  const viewer = servicesOf(context).viewer;
  if (viewer) return viewer.customer.id;
  return sessionCustomerId(context);
}

/** Runs a change for the session's customer and answers the wishlist after it. */
async function change(context: GraphQLContext, run: (customerId: number) => Promise<unknown>) {
  try {
    if (!(await featureOn(context, 'wishlist'))) throw new WishlistError('featureOff');
    const customerId = await actingCustomerId(context);
    if (customerId === null) throw new WishlistError('notSignedIn');
    await run(customerId);
    const view = await loadWishlist(privateServicesOf(context).db, customerId);
    return { success: true, errorMessage: null, wishlist: await wishlistOf(context, view) };
  } catch (error) {
    return { success: false, errorMessage: refusalMessage(context, error), wishlist: null };
  }
}

function toCartAnswer(context: GraphQLContext, report: { addedCount: number; messages: string[] }) {
  const locale = privateServicesOf(context).locale;
  return {
    success: report.addedCount > 0,
    errorMessage:
      report.addedCount > 0
        ? null
        : (report.messages[0] ?? wishlistMessage(locale, 'nothingAdded')),
    addedCount: report.addedCount,
    messages: report.messages,
  };
}

/** The lines to add: one (by id) or all; an id not among them is `notFound`. */
function pick(
  items: WishlistItemRow[],
  itemId: string | null | undefined,
  notFound: 'itemNotFound' | 'sharedItemNotFound' = 'itemNotFound',
) {
  if (itemId === null || itemId === undefined) {
    if (items.length === 0) throw new WishlistError('emptyWishlist');
    return items;
  }
  const item = items.find((candidate) => String(candidate.id) === String(itemId));
  if (!item) throw new WishlistError(notFound);
  return [item];
}

export const wishlistResolvers: Resolvers = {
  Customer: {
    wishlist: async (parent, _args, context) => {
      const customerId = await sessionCustomerId(context, parent);
      // Spec §4: the feature off gives an empty result.
      const view =
        customerId === null || !(await featureOn(context, 'wishlist'))
          ? { id: 0, shareCode: null, items: [] }
          : await loadWishlist(privateServicesOf(context).db, customerId);
      return wishlistOf(context, view);
    },
  },
  Wishlist: {
    itemBySku: (parent, args) => {
      const items = (parent as { _items?: Awaited<ReturnType<typeof itemsOf>> })._items ?? [];
      const item = items.find((candidate) => candidate.product.sku === args.sku) ?? null;
      return { isInWishlist: item !== null, item };
    },
  },
  Query: {
    sharedWishlist: async (_parent, args, context) => {
      const { db } = privateServicesOf(context);
      if (!(await featureOn(context, 'sharedWishlist'))) return null;
      const shared = await findSharedWishlist(db, args.shareCode);
      if (!shared) return null;
      const items = await itemsOf(context, shared.items);
      // Products, options and quantities only: never the owner, nor the owner's comments.
      return {
        shareCode: shared.shareCode,
        items: items.map(({ id, product, selectedOptions, quantity }) => ({
          id,
          product,
          selectedOptions,
          quantity,
        })),
      };
    },
  },
  Mutation: {
    addProductToWishlist: (_parent, args, context) =>
      change(context, (customerId) =>
        addToWishlist(
          privateServicesOf(context).db,
          customerId,
          privateServicesOf(context).locale,
          args.input,
        ),
      ),
    removeProductFromWishlist: (_parent, args, context) =>
      change(context, (customerId) =>
        removeProductFromWishlist(privateServicesOf(context).db, customerId, args.sku),
      ),
    updateWishlistItem: (_parent, args, context) =>
      change(context, (customerId) =>
        updateWishlistItem(privateServicesOf(context).db, customerId, args.input),
      ),
    removeWishlistItem: (_parent, args, context) =>
      change(context, (customerId) =>
        removeWishlistItem(privateServicesOf(context).db, customerId, String(args.itemId)),
      ),
    shareWishlist: (_parent, _args, context) =>
      change(context, (customerId) => shareWishlist(privateServicesOf(context).db, customerId)),
    revokeWishlistShare: (_parent, _args, context) =>
      change(context, (customerId) =>
        revokeWishlistShare(privateServicesOf(context).db, customerId),
      ),
    addWishlistToCart: async (_parent, args, context) => {
      try {
        if (!(await featureOn(context, 'wishlist'))) throw new WishlistError('featureOff');
        const customerId = await actingCustomerId(context);
        if (customerId === null) throw new WishlistError('notSignedIn');
        const view = await loadWishlist(privateServicesOf(context).db, customerId);
        const items = pick(view.items, args.itemId);
        return toCartAnswer(
          context,
          await wishlistItemsToCart(cartServicesOf(context), cartSessionOf(context), items),
        );
      } catch (error) {
        return {
          success: false,
          errorMessage: refusalMessage(context, error),
          addedCount: 0,
          messages: [],
        };
      }
    },
    subscribeStockAlert: async (_parent, args, context) => {
      const services = privateServicesOf(context);
      try {
        // A signed-in customer in one click (the account's address); a guest passes the bot check first.
        if (!(await featureOn(context, 'inStockAlert'))) throw new WishlistError('featureOff');
        const viewer = services.viewer;
        if (!viewer) {
          const refused = await botCheckRefusal(context, args.input.botCheck);
          if (refused) return { success: false, errorMessage: refused };
        }
        await subscribeStockAlert(
          services.db,
          services.locale,
          {
            sku: args.input.sku,
            selectedOptions: args.input.selectedOptions?.map((option) => ({
              attributeCode: option.attributeCode,
              value: String(option.value),
            })),
            email: args.input.email,
          },
          viewer ? { id: viewer.customer.id, email: viewer.customer.email } : null,
        );
        return { success: true, errorMessage: null };
      } catch (error) {
        return { success: false, errorMessage: refusalMessage(context, error) };
      }
    },
    unsubscribeStockAlert: async (_parent, args, context) => {
      const services = privateServicesOf(context);
      const done = await unsubscribeStockAlert(services.db, args.token.slice(0, 100));
      return done
        ? { success: true, errorMessage: null }
        : { success: false, errorMessage: wishlistMessage(services.locale, 'alertNotFound') };
    },
    addSharedWishlistToCart: async (_parent, args, context) => {
      try {
        const shared = (await featureOn(context, 'sharedWishlist'))
          ? await findSharedWishlist(privateServicesOf(context).db, args.shareCode)
          : null;
        if (!shared) throw new WishlistError('sharedNotFound');
        const items = pick(shared.items, args.itemId, 'sharedItemNotFound');
        return toCartAnswer(
          context,
          await wishlistItemsToCart(cartServicesOf(context), cartSessionOf(context), items),
        );
      } catch (error) {
        return {
          success: false,
          errorMessage: refusalMessage(context, error),
          addedCount: 0,
          messages: [],
        };
      }
    },
  },
};
