import {
  AddToCartMutationDocument,
  type CartFragmentFragment,
  EmptyCartMutationDocument,
  RemoveCartItemMutationDocument,
  UpdateCartItemQuantityMutationDocument,
} from '@truffe/graphql/documents';
import { type ActionFunctionArgs, data } from 'react-router';

import { shopClientOf } from '../../data/shopClient';
import { addToCartInputFromForm } from './addToCartInput';

export const cartIntents = ['add', 'update', 'remove', 'empty'] as const;
export type CartIntent = (typeof cartIntents)[number];

/** What a cart form's action answers (`useActionData` / `fetcher.data`). */
export type CartActionData =
  | {
      ok: true;
      intent: CartIntent;
      itemId: string | null;
      totalQuantity: number;
      /** The product added or removed, for the toast and the status message. */
      name: string | null;
    }
  | {
      ok: false;
      intent: CartIntent | null;
      itemId: string | null;
      /** `failed`: the cart said no (its translated message); `invalid`: a malformed form; `unavailable`. */
      reason: 'failed' | 'invalid' | 'unavailable';
      errorMessage: string | null;
    };

interface CartMutationOutcome {
  success: boolean;
  errorMessage?: string | null;
  cart: CartFragmentFragment;
}

function lineName(cart: CartFragmentFragment, itemId: string | null, sku: string | null) {
  const item = cart.items.find(
    (candidate) => candidate.id === itemId || (sku !== null && candidate.product.sku === sku),
  );
  return item ? (item.configuredProduct?.name ?? item.product.name) : null;
}

/**
 * The action of the cart forms (the `/cart` route; a product page's add-to-cart form): `intent` add (the
 * product form's fields, src/components/cart/addToCartInput.ts), update (`itemId`, `qty`), remove
 * (`itemId`) or empty. The same action runs on the server for a form sent without JavaScript. A refusal is
 * answered 422 with the cart's translated message, and changes nothing.
 */
export async function cartAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = form.get('intent') as CartIntent | null;
  const itemId = typeof form.get('itemId') === 'string' ? String(form.get('itemId')) : null;
  const refuse = (reason: 'failed' | 'invalid' | 'unavailable', errorMessage: string | null) =>
    data<CartActionData>(
      {
        ok: false,
        intent: intent && cartIntents.includes(intent) ? intent : null,
        itemId,
        reason,
        errorMessage,
      },
      { status: reason === 'invalid' ? 400 : reason === 'failed' ? 422 : 503 },
    );
  const client = shopClientOf(context);
  let outcome: CartMutationOutcome | undefined;
  let sku: string | null = null;
  let failed = false;
  switch (intent) {
    case 'add': {
      const input = addToCartInputFromForm(form);
      sku = input.sku;
      const result = await client.mutation(AddToCartMutationDocument, { input }).toPromise();
      outcome = result.data?.addToCart;
      failed = Boolean(result.error);
      break;
    }
    case 'update': {
      if (!itemId) return refuse('invalid', null);
      const qty = String(form.get('qty') ?? '').trim();
      const quantity = /^\d{1,6}$/.test(qty) ? Number(qty) : 0;
      const result = await client
        .mutation(UpdateCartItemQuantityMutationDocument, { itemId, quantity })
        .toPromise();
      outcome = result.data?.updateCartItemQuantity;
      failed = Boolean(result.error);
      break;
    }
    case 'remove': {
      if (!itemId) return refuse('invalid', null);
      const result = await client.mutation(RemoveCartItemMutationDocument, { itemId }).toPromise();
      outcome = result.data?.removeCartItem;
      failed = Boolean(result.error);
      break;
    }
    case 'empty': {
      const result = await client.mutation(EmptyCartMutationDocument, {}).toPromise();
      outcome = result.data?.emptyCart;
      failed = Boolean(result.error);
      break;
    }
    default:
      return refuse('invalid', null);
  }
  if (failed || !outcome) return refuse('unavailable', null);
  if (!outcome.success) return refuse('failed', outcome.errorMessage ?? null);
  return {
    ok: true,
    intent,
    itemId,
    totalQuantity: outcome.cart.totalQuantity,
    // A removed line is gone from the answer: its name comes with the form, for the message only.
    name:
      lineName(outcome.cart, itemId, sku) ??
      (typeof form.get('name') === 'string' ? String(form.get('name')) : null),
  } satisfies CartActionData;
}
