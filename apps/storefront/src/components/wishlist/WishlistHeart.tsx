import { heartIcon, IconGlyph } from '@truffe/ui/Icon';
import { visuallyHidden } from '@truffe/ui/visuallyHidden';
import { useEffect, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';

import { type WishlistHeartAnswer } from '../../routes/wishlist/wishlistAction';
import * as cartStyles from '../cart/cart.css';
import * as styles from './wishlist.css';
import { wishlistHeartMessages as m } from './wishlistHeartMessages';
import { setWishlistSku, useWishlistSkus } from './useWishlistSkus';
import { noDiscovery } from '../../render/noDiscovery';
import { useShopFetcher } from '../../render/shopFetcher';
import { withoutCampaignParameters } from '../../navigation/campaignParameters';

const noChanges = () => () => undefined;

export interface WishlistHeartProps {
  sku: string;
  name: string;
  sitePath: (path: string) => string;
  /** A configurable product's choice on its page (attribute code → value), kept with the line. */
  selection?: Readonly<Record<string, string>>;
}

/**
 * The heart toggle (issue 17 item 1): a real form that POSTs to `/user/wishlist`'s action and comes back to
 * this page, so it works without JavaScript (a visitor is sent to sign in and comes back with the product
 * added). Its "on" state is read in the browser only (useWishlistSkus): the server HTML always shows the
 * "add" heart, the same for everyone, so the shared HTML cache never holds anyone's wishlist.
 */
export function WishlistHeart({ sku, name, sitePath, selection = {} }: WishlistHeartProps) {
  const intl = useIntl();
  const location = useLocation();
  const fetcher = useShopFetcher<WishlistHeartAnswer>();
  const skus = useWishlistSkus();
  const on = skus?.has(sku) ?? false;
  const pending = fetcher.state !== 'idle';
  // Only a hydrated page sends through the fetcher (a JSON answer); the server HTML's form redirects back.
  const hydrated = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  useEffect(() => {
    if (fetcher.data?.ok) setWishlistSku(fetcher.data.sku, fetcher.data.inWishlist);
  }, [fetcher.data]);
  // A toggle keeps one name; aria-pressed says whether the product is in the wishlist.
  const label = intl.formatMessage(m.heartAdd);
  return (
    <fetcher.Form
      {...noDiscovery}
      method="post"
      action={sitePath('/user/wishlist')}
      className={styles.heartForm}
      preventScrollReset
    >
      <input type="hidden" name="intent" value={on ? 'heart-remove' : 'heart-add'} />
      <input type="hidden" name="sku" value={sku} />
      {hydrated ? <input type="hidden" name="via" value="fetcher" /> : null}
      <input
        type="hidden"
        name="return"
        value={location.pathname + withoutCampaignParameters(location.search)}
      />
      {Object.entries(selection).map(([code, value]) => (
        <input key={code} type="hidden" name={`super[${code}]`} value={value} />
      ))}
      <button
        type="submit"
        className={styles.heart}
        aria-pressed={on}
        aria-disabled={pending ? true : undefined}
        title={label}
        data-testid="wishlist-heart"
        onClick={(event) => {
          if (pending) event.preventDefault();
        }}
      >
        <IconGlyph icon={heartIcon} />
        {/* One text node: React separates adjacent ones with `<!-- -->` (decision 0903). */}
        <span className={visuallyHidden}>{`${label} – ${name}`}</span>
      </button>
      {fetcher.data && !fetcher.data.ok ? (
        <span role="alert" className={cartStyles.errorText}>
          {fetcher.data.errorMessage ?? intl.formatMessage(m.heartFailed)}
        </span>
      ) : null}
    </fetcher.Form>
  );
}
