import {
  AddSharedWishlistToCartMutationDocument,
  SharedWishlistQueryDocument,
} from '@truffe/graphql/documents';
import { type ActionFunctionArgs, data, redirect } from 'react-router';

import { type SiteLocale } from '../../i18n/locales';
import { mutate } from '../account/user/userForms';
import { privateQuery } from '../checkout/privateQuery';
import { type WishlistRefusal } from './wishlistAction';
import { wishlistPaths } from './wishlistPaths';

/**
 * `…/add/` and `…/add/:itemId`: every line, or one, of a shared wishlist into the VISITOR's cart (the cart
 * session of this request, through the cart's own stock checks). Done: back to the shared page with how many
 * went in (303); refused: the shared page with the translated reasons; an unknown or revoked code: 404.
 */
export function sharedWishlistAddAction(locale: SiteLocale) {
  return async ({ params, context }: ActionFunctionArgs) => {
    const code = (params.shareCode ?? '').slice(0, 100);
    // An unknown or revoked code is the 404 page, for a POST as for a GET.
    const { sharedWishlist } = await privateQuery(context, SharedWishlistQueryDocument, {
      shareCode: code,
    });
    if (!sharedWishlist) throw data(null, { status: 404, statusText: 'Not Found' });
    const result = await mutate(context, AddSharedWishlistToCartMutationDocument, {
      shareCode: code,
      itemId: params.itemId ?? null,
    });
    const answer = result?.addSharedWishlistToCart ?? null;
    if (answer?.success && answer.messages.length === 0)
      return redirect(`${wishlistPaths(locale).shared(code)}?added=${answer.addedCount}`, 303);
    return data<WishlistRefusal>(
      {
        ok: false,
        intent: params.itemId ? 'shared-one' : 'shared-all',
        itemId: params.itemId ?? null,
        errorMessage: answer?.errorMessage ?? null,
        messages: [...(answer?.messages ?? [])],
        addedCount: answer?.addedCount ?? 0,
        values: {},
      },
      { status: answer ? 422 : 503 },
    );
  };
}
