/**
 * The lazy routes of the wishlist (spec §2, issue 17 items 1–2): `/user/wishlist` (personal like the whole
 * `/user` area, a visitor sent to `/login?redirect=…`; its action also takes the hearts of every page) and the
 * shared view `/wishlist/share/:shareCode/` with `…/add/` and `…/add/:itemId`: personal too (`no-store`: a
 * revoked link is gone at once, never served from a cache), never indexed, an unknown or revoked code the 404
 * page.
 */
import { SharedWishlistQueryDocument, UserWishlistQueryDocument } from '@truffe/graphql/documents';
import { data, type LoaderFunctionArgs } from 'react-router';

import { type SiteLocale } from '../../i18n/locales';
import { personalPageHandle } from '../../seo/personalPageHead';
import { type LazyScreenRoute } from '../category/lazyScreenRoute';
import { privateQuery } from '../checkout/privateQuery';
import { signedInQuery } from '../account/user/userForms';
import { SharedWishlistScreen, type SharedWishlistData } from './SharedWishlistScreen';
import { sharedWishlistAddAction } from './sharedWishlistAction';
import { wishlistAction } from './wishlistAction';
import { type WishlistData, WishlistScreen } from './WishlistScreen';

/** A head function has no message bundle: the titles match the screens' `<h1>` messages. */
const titles = {
  wishlist: { 'fr-FR': 'Ma liste d’envies', 'en-GB': 'My wishlist' },
  shared: { 'fr-FR': 'Une liste d’envies partagée', 'en-GB': 'A shared wishlist' },
} satisfies Record<string, Record<SiteLocale, string>>;

export function wishlistRoute(locale: SiteLocale): LazyScreenRoute {
  return {
    loader: async ({ context, request }: LoaderFunctionArgs): Promise<WishlistData> =>
      signedInQuery(locale, { context, request }, UserWishlistQueryDocument, {}),
    action: wishlistAction(locale),
    Component: WishlistScreen,
    handle: personalPageHandle(titles.wishlist),
  };
}

async function loadShared({ context, params }: LoaderFunctionArgs): Promise<SharedWishlistData> {
  const { sharedWishlist } = await privateQuery(context, SharedWishlistQueryDocument, {
    shareCode: (params.shareCode ?? '').slice(0, 100),
  });
  if (!sharedWishlist) throw data(null, { status: 404, statusText: 'Not Found' });
  return { wishlist: sharedWishlist };
}

/** `/wishlist/share/:shareCode/`; `add` routes (`…/add/`, `…/add/:itemId`) show it too and take the POST. */
export function sharedWishlistRoute(locale: SiteLocale, add = false): LazyScreenRoute {
  return {
    loader: loadShared,
    ...(add ? { action: sharedWishlistAddAction(locale) } : {}),
    Component: SharedWishlistScreen,
    handle: personalPageHandle(titles.shared),
  };
}
