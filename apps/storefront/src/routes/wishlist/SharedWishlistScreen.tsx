import { type SharedWishlistQueryQuery } from '@truffe/graphql/documents';
import { useIntl } from 'react-intl';
import { Form, Link, useActionData, useLoaderData, useSearchParams } from 'react-router';

import * as cartStyles from '../../components/cart/cart.css';
import * as styles from '../../components/wishlist/wishlist.css';
import { wishlistMessages as m } from '../../components/wishlist/wishlistMessages';
import { localizePath, type SiteLocale } from '../../i18n/locales';
import * as accountStyles from '../account/account.css';
import { type WishlistRefusal } from './wishlistAction';
import { WishlistLineView } from './WishlistItemParts';
import { wishlistPaths } from './wishlistPaths';

export type SharedWishlistData = {
  wishlist: NonNullable<SharedWishlistQueryQuery['sharedWishlist']>;
};

/**
 * `/wishlist/share/:shareCode/` (spec §2, issue 17 item 2): a wishlist seen through its share link — products,
 * options and quantities, never who shared it — with "add all" (`…/add/`) and "add one" (`…/add/:itemId`) into
 * the visitor's own cart, as forms that work without JavaScript.
 */
export function SharedWishlistScreen() {
  const intl = useIntl();
  const locale = intl.locale as SiteLocale;
  const paths = wishlistPaths(locale);
  const { wishlist } = useLoaderData<SharedWishlistData>();
  const refusal = useActionData<WishlistRefusal | undefined>();
  const [search] = useSearchParams();
  const added = Number(search.get('added') ?? 0) || 0;
  return (
    <div className={accountStyles.screen} data-testid="shared-wishlist">
      <h1 className={accountStyles.title}>{intl.formatMessage(m.sharedTitle)}</h1>
      <p className={accountStyles.muted}>{intl.formatMessage(m.sharedIntro)}</p>
      {added > 0 ? (
        <p className={accountStyles.notice} role="status" data-testid="shared-wishlist-notice">
          {intl.formatMessage(m.noticeToCart, { count: added })}{' '}
          <Link to={localizePath('/cart', locale)}>{intl.formatMessage(m.viewCart)}</Link>
        </p>
      ) : null}
      {refusal ? (
        <div className={accountStyles.alert} role="alert" data-testid="wishlist-refusal">
          <p>{refusal.errorMessage ?? intl.formatMessage(m.unavailable)}</p>
          {refusal.addedCount > 0 ? (
            <p>{intl.formatMessage(m.noticeToCart, { count: refusal.addedCount })}</p>
          ) : null}
          {refusal.messages.length > 0 ? (
            <ul>
              {refusal.messages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {wishlist.items.length === 0 ? (
        <p className={accountStyles.muted}>{intl.formatMessage(m.sharedEmpty)}</p>
      ) : (
        <>
          <Form method="post" action={paths.sharedAddAll(wishlist.shareCode)}>
            <button
              type="submit"
              className={cartStyles.primaryAction}
              data-testid="shared-all-to-cart"
            >
              {intl.formatMessage(m.addAllToCart)}
            </button>
          </Form>
          <ul className={styles.items}>
            {wishlist.items.map((item) => (
              <WishlistLineView key={item.id} line={item}>
                <p>{intl.formatMessage(m.quantityValue, { quantity: item.quantity })}</p>
                <Form method="post" action={paths.sharedAddOne(wishlist.shareCode, item.id)}>
                  <button type="submit" className={cartStyles.primaryAction}>
                    {intl.formatMessage(m.addToCart)}
                    <span className={cartStyles.visuallyHidden}> – {item.product.name}</span>
                  </button>
                </Form>
              </WishlistLineView>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
