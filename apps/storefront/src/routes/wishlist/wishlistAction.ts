import {
  AddProductToWishlistMutationDocument,
  AddWishlistToCartMutationDocument,
  MeQueryDocument,
  RemoveProductFromWishlistMutationDocument,
  RemoveWishlistItemMutationDocument,
  RevokeWishlistShareMutationDocument,
  ShareWishlistMutationDocument,
  UpdateWishlistItemMutationDocument,
} from '@truffe/graphql/documents';
import { type ActionFunctionArgs, data, redirect } from 'react-router';

import { safeReturnPath } from '../../data/mutationAction';
import { shopClientOf } from '../../data/shopClient';
import { unknownFormMessage } from '../../data/unknownForm';
import { localizePath, type SiteLocale } from '../../i18n/locales';
import { accountPaths } from '../account/accountPaths';
import { mutate } from '../account/user/userForms';
import { selectionOf, wishlistPaths } from './wishlistPaths';

/** What the heart's fetcher gets back (with JavaScript; without it the action redirects back). */
export type WishlistHeartAnswer =
  { ok: true; sku: string; inWishlist: boolean } | { ok: false; errorMessage: string | null };

/** What `/user/wishlist` shows after a refused change (`useActionData`). */
export interface WishlistRefusal {
  ok: false;
  intent: string;
  /** The item the refusal is about, if any. */
  itemId: string | null;
  errorMessage: string | null;
  /** Lines the cart refused ("add all"): its translated messages. */
  messages: string[];
  addedCount: number;
  /** What was typed (quantity, comment) to fill the form again. */
  values: Record<string, string>;
}

function refusal(
  intent: string,
  values: Record<string, string>,
  answer: {
    errorMessage?: string | null;
    messages?: readonly string[];
    addedCount?: number;
  } | null,
) {
  return data<WishlistRefusal>(
    {
      ok: false,
      intent,
      itemId: values.itemId ?? null,
      errorMessage: answer?.errorMessage ?? null,
      messages: [...(answer?.messages ?? [])],
      addedCount: answer?.addedCount ?? 0,
      values: { quantity: values.quantity ?? '', comment: values.comment ?? '' },
    },
    { status: answer ? 422 : 503 },
  );
}

/** `/user/wishlist?add=SKU&super[code]=value&return=/path`: where a visitor's heart waits for the sign-in. */
function pendingAddPath(locale: SiteLocale, form: FormData, back: string) {
  const query = new URLSearchParams();
  query.set('add', String(form.get('sku') ?? '').slice(0, 64));
  for (const option of selectionOf(form as unknown as Iterable<[string, string]>))
    query.set(`super[${option.attributeCode}]`, option.value);
  query.set('return', back);
  return `${wishlistPaths(locale).page}?${query}`;
}

async function signedIn(context: unknown): Promise<boolean> {
  const result = await shopClientOf(context)
    .query(MeQueryDocument, {}, { requestPolicy: 'network-only' })
    .toPromise();
  return Boolean(result.data?.me);
}

/**
 * After a sign-in whose return path is a pending heart (`/user/wishlist?add=…`, see {@link pendingAddPath}):
 * adds the product — in the sign-in's own POST, never on a GET — and answers the page the visitor came from.
 * Any other path is answered as it is.
 */
export async function completePendingWishlistAdd(
  context: unknown,
  locale: SiteLocale,
  target: string,
): Promise<string> {
  const url = new URL(target, 'http://localhost');
  const sku = url.searchParams.get('add');
  if (url.pathname !== wishlistPaths(locale).page || !sku) return target;
  const result = await mutate(context, AddProductToWishlistMutationDocument, {
    input: { sku, selectedOptions: selectionOf(url.searchParams) },
  });
  if (!result?.addProductToWishlist.success) return target;
  return safeReturnPath(url.searchParams.get('return'), wishlistPaths(locale).notice('added'));
}

/**
 * `/user/wishlist`'s action: the heart (from any page: `heart-add`, `heart-remove`, then back to the page, or a
 * JSON answer for the fetcher), and the wishlist page's own forms (`add`, `update`, `remove`, `to-cart`,
 * `all-to-cart`, `share`, `revoke`). Every change is the session customer's (the server checks it); a visitor's
 * heart goes to the sign-in, which comes back with the product added.
 */
export function wishlistAction(locale: SiteLocale) {
  const paths = wishlistPaths(locale);
  return async ({ request, context }: ActionFunctionArgs) => {
    const form = await request.formData();
    const values: Record<string, string> = {};
    for (const [name, value] of form) if (typeof value === 'string') values[name] ??= value;
    const intent = values.intent ?? '';
    const back = safeReturnPath(values.return, localizePath('/', locale));
    const viaFetcher = values.via === 'fetcher';
    const sku = (values.sku ?? '').slice(0, 200);

    if (intent === 'heart-add' || intent === 'heart-remove') {
      if (!(await signedIn(context))) {
        const login = `${accountPaths(locale).login}?redirect=${encodeURIComponent(pendingAddPath(locale, form, back))}`;
        return redirect(login, 303);
      }
      const adding = intent === 'heart-add';
      const answer = adding
        ? (
            await mutate(context, AddProductToWishlistMutationDocument, {
              input: {
                sku,
                selectedOptions: selectionOf(form as unknown as Iterable<[string, string]>),
              },
            })
          )?.addProductToWishlist
        : (await mutate(context, RemoveProductFromWishlistMutationDocument, { sku }))
            ?.removeProductFromWishlist;
      if (viaFetcher)
        return answer?.success
          ? ({ ok: true, sku, inWishlist: adding } satisfies WishlistHeartAnswer)
          : data<WishlistHeartAnswer>(
              { ok: false, errorMessage: answer?.errorMessage ?? null },
              { status: answer ? 422 : 503 },
            );
      if (!answer?.success) return refusal(intent, values, answer ?? null);
      // Without JavaScript the page's heart cannot show "on" (shared pages draw it "off" for everyone): an
      // addition goes to the wishlist, which says it was added and lists it, instead of a page that looks the
      // same as before and invites a second press (decision 0770, session 14).
      return redirect(adding ? paths.notice('added') : back, 303);
    }

    switch (intent) {
      case 'add': {
        const answer = (
          await mutate(context, AddProductToWishlistMutationDocument, {
            input: {
              sku,
              selectedOptions: selectionOf(form as unknown as Iterable<[string, string]>),
            },
          })
        )?.addProductToWishlist;
        if (!answer?.success) return refusal(intent, values, answer ?? null);
        return redirect(safeReturnPath(values.return, paths.notice('added')), 303);
      }
      case 'update': {
        const quantity = /^\d{1,5}$/.test(values.quantity ?? '') ? Number(values.quantity) : -1;
        const answer = (
          await mutate(context, UpdateWishlistItemMutationDocument, {
            input: { itemId: values.itemId ?? '', quantity, comment: values.comment ?? null },
          })
        )?.updateWishlistItem;
        if (!answer?.success) return refusal(intent, values, answer ?? null);
        return redirect(paths.notice('saved'), 303);
      }
      case 'remove': {
        const answer = (
          await mutate(context, RemoveWishlistItemMutationDocument, { itemId: values.itemId ?? '' })
        )?.removeWishlistItem;
        if (!answer?.success) return refusal(intent, values, answer ?? null);
        return redirect(paths.notice('removed'), 303);
      }
      case 'to-cart':
      case 'all-to-cart': {
        const answer = (
          await mutate(context, AddWishlistToCartMutationDocument, {
            itemId: intent === 'to-cart' ? (values.itemId ?? '') : null,
          })
        )?.addWishlistToCart;
        if (!answer?.success || answer.messages.length > 0)
          return refusal(intent, values, answer ?? null);
        return redirect(paths.notice('toCart', `&count=${answer.addedCount}`), 303);
      }
      case 'share':
      case 'revoke': {
        const answer =
          intent === 'share'
            ? (await mutate(context, ShareWishlistMutationDocument, {}))?.shareWishlist
            : (await mutate(context, RevokeWishlistShareMutationDocument, {}))?.revokeWishlistShare;
        if (!answer?.success) return refusal(intent, values, answer ?? null);
        return redirect(paths.notice(intent === 'share' ? 'shared' : 'revoked'), 303);
      }
      default:
        // No form of ours sends another intent: the page, with its translated refusal (decision 0930).
        return refusal(intent, values, { errorMessage: unknownFormMessage(locale) });
    }
  };
}
