import { type UserWishlistQueryQuery } from '@truffe/graphql/documents';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Form, useActionData, useLoaderData, useSearchParams } from 'react-router';

import * as cartStyles from '../../components/cart/cart.css';
import * as styles from '../../components/wishlist/wishlist.css';
import { forgetWishlistSkus } from '../../components/wishlist/useWishlistSkus';
import { wishlistMessages as m } from '../../components/wishlist/wishlistMessages';
import { type SiteLocale } from '../../i18n/locales';
import * as accountStyles from '../account/account.css';
import { orderDate } from '../account/orders/orderFormat';
import { type WishlistRefusal } from './wishlistAction';
import { WishlistLineView } from './WishlistItemParts';
import { selectionOf, wishlistNotices, wishlistPaths, type WishlistNotice } from './wishlistPaths';

export type WishlistData = { me: NonNullable<UserWishlistQueryQuery['me']> };

const noticeMessages = {
  added: m.noticeAdded,
  saved: m.noticeSaved,
  removed: m.noticeRemoved,
  toCart: m.noticeToCart,
  shared: m.noticeShared,
  revoked: m.noticeRevoked,
} as const;

function Refusal({ refusal }: { refusal: WishlistRefusal }) {
  const intl = useIntl();
  return (
    <div className={accountStyles.alert} role="alert" data-testid="wishlist-refusal">
      <p>{refusal.errorMessage ?? intl.formatMessage(m.unavailable)}</p>
      {refusal.addedCount > 0 ? (
        <p>{intl.formatMessage(m.noticeToCart, { count: refusal.addedCount })}</p>
      ) : null}
      {refusal.messages.length > 0 ? (
        <>
          <p>{intl.formatMessage(m.notAdded)}</p>
          <ul>
            {refusal.messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/**
 * `/user/wishlist` (spec §2, issue 17 item 1): the lines with their options, quantity and comment (saved by
 * their own form), remove, add one or all to the cart, and the share link (create, copy, revoke). Every button
 * is a form posting to the route's action, so the page works without JavaScript; a refusal comes back beside
 * its form. `?add=SKU` (a heart that waited for a sign-in elsewhere than the sign-in form) asks to confirm.
 */
export function WishlistScreen() {
  const intl = useIntl();
  const locale = intl.locale as SiteLocale;
  const paths = wishlistPaths(locale);
  const { me } = useLoaderData<WishlistData>();
  const refusal = useActionData<WishlistRefusal | undefined>();
  const [search] = useSearchParams();
  const notice = search.get('notice');
  const pending = search.get('add');
  const { wishlist } = me;
  // The hearts of the next pages read the wishlist as this page leaves it.
  useEffect(() => forgetWishlistSkus(), [wishlist]);
  // The link as a path: the same in the server HTML and after hydration (the browser resolves it).
  const shareUrl = wishlist.shareCode ? paths.shared(wishlist.shareCode) : null;
  const refusalFor = (intent: string, itemId: string | null = null) =>
    refusal && refusal.intent === intent && refusal.itemId === itemId ? (
      <Refusal refusal={refusal} />
    ) : null;
  // A refusal of a form this page does not show (a hand-made post: `add` without `?add=`, another list's
  // line, an unknown intent) is shown under the title rather than nowhere (decision 0930).
  const pendingShown = Boolean(pending && pending.length <= 64);
  const placed =
    refusal &&
    (refusal.itemId === null
      ? ['heart-add', 'heart-remove', 'share', 'revoke'].includes(refusal.intent) ||
        (refusal.intent === 'add' && pendingShown) ||
        (refusal.intent === 'all-to-cart' && wishlist.items.length > 0)
      : ['update', 'to-cart', 'remove'].includes(refusal.intent) &&
        wishlist.items.some((item) => item.id === refusal.itemId));
  return (
    <div className={accountStyles.screen} data-testid="user-wishlist">
      <h1 className={accountStyles.title}>{intl.formatMessage(m.title)}</h1>
      {refusal && !placed ? <Refusal refusal={refusal} /> : null}
      {/* A form posted from `?notice=…` keeps it in its URL: a refusal of that later post shows alone. */}
      {notice && !refusal && (wishlistNotices as readonly string[]).includes(notice) ? (
        <p className={accountStyles.notice} role="status" data-testid="wishlist-notice">
          {intl.formatMessage(noticeMessages[notice as WishlistNotice], {
            count: Number(search.get('count') ?? 0) || 0,
          })}
        </p>
      ) : null}
      {pendingShown ? (
        <section className={accountStyles.section} aria-labelledby="wishlist-pending">
          <h2 id="wishlist-pending" className={accountStyles.subtitle}>
            {intl.formatMessage(m.pendingTitle)}
          </h2>
          <Form method="post">
            <input type="hidden" name="intent" value="add" />
            <input type="hidden" name="sku" value={pending ?? ''} />
            {selectionOf(search).map((option) => (
              <input
                key={option.attributeCode}
                type="hidden"
                name={`super[${option.attributeCode}]`}
                value={option.value}
              />
            ))}
            <input type="hidden" name="return" value={search.get('return') ?? ''} />
            <button type="submit" className={cartStyles.primaryAction}>
              {intl.formatMessage(m.pendingAdd, { sku: pending })}
            </button>
          </Form>
          {refusalFor('add', null)}
        </section>
      ) : null}
      {refusalFor('heart-add')}
      {refusalFor('heart-remove')}
      {wishlist.items.length === 0 ? (
        <p className={accountStyles.muted}>{intl.formatMessage(m.empty)}</p>
      ) : (
        <section className={accountStyles.section} aria-labelledby="wishlist-items">
          <h2 id="wishlist-items" className={accountStyles.subtitle}>
            {intl.formatMessage(m.items)}
          </h2>
          <Form method="post">
            <input type="hidden" name="intent" value="all-to-cart" />
            <button
              type="submit"
              className={cartStyles.primaryAction}
              data-testid="wishlist-all-to-cart"
            >
              {intl.formatMessage(m.addAllToCart)}
            </button>
          </Form>
          {refusalFor('all-to-cart')}
          <ul className={styles.items}>
            {wishlist.items.map((item) => {
              const kept = refusal?.itemId === item.id && refusal.intent === 'update';
              const quantityId = `wishlist-qty-${item.id}`;
              const commentId = `wishlist-comment-${item.id}`;
              return (
                <WishlistLineView key={item.id} line={item}>
                  <p className={accountStyles.muted}>
                    {intl.formatMessage(m.addedOn, {
                      date: orderDate(intl, item.addedAt, 'medium'),
                    })}
                  </p>
                  <Form method="post" className={styles.row}>
                    <input type="hidden" name="intent" value="update" />
                    <input type="hidden" name="itemId" value={item.id} />
                    <span className={styles.field}>
                      <label htmlFor={quantityId}>{intl.formatMessage(m.quantity)}</label>
                      <input
                        id={quantityId}
                        name="quantity"
                        type="number"
                        inputMode="numeric"
                        min={1}
                        max={9999}
                        required
                        className={styles.input}
                        defaultValue={kept ? refusal.values.quantity : item.quantity}
                      />
                    </span>
                    <span className={styles.field}>
                      <label htmlFor={commentId}>{intl.formatMessage(m.comment)}</label>
                      <input
                        id={commentId}
                        name="comment"
                        type="text"
                        maxLength={500}
                        className={styles.input}
                        defaultValue={kept ? refusal.values.comment : (item.comment ?? '')}
                      />
                    </span>
                    <button type="submit" className={cartStyles.secondaryAction}>
                      {intl.formatMessage(m.save)}
                      <span className={cartStyles.visuallyHidden}> – {item.product.name}</span>
                    </button>
                  </Form>
                  {refusalFor('update', item.id)}
                  <div className={styles.row}>
                    <Form method="post">
                      <input type="hidden" name="intent" value="to-cart" />
                      <input type="hidden" name="itemId" value={item.id} />
                      <button type="submit" className={cartStyles.primaryAction}>
                        {intl.formatMessage(m.addToCart)}
                        <span className={cartStyles.visuallyHidden}> – {item.product.name}</span>
                      </button>
                    </Form>
                    <Form method="post">
                      <input type="hidden" name="intent" value="remove" />
                      <input type="hidden" name="itemId" value={item.id} />
                      <button type="submit" className={cartStyles.secondaryAction}>
                        {intl.formatMessage(m.remove)}
                        <span className={cartStyles.visuallyHidden}> – {item.product.name}</span>
                      </button>
                    </Form>
                  </div>
                  {refusalFor('to-cart', item.id)}
                  {refusalFor('remove', item.id)}
                </WishlistLineView>
              );
            })}
          </ul>
        </section>
      )}
      <section className={accountStyles.section} aria-labelledby="wishlist-share">
        <h2 id="wishlist-share" className={accountStyles.subtitle}>
          {intl.formatMessage(m.shareTitle)}
        </h2>
        <p className={accountStyles.muted}>{intl.formatMessage(m.shareHint)}</p>
        {shareUrl ? (
          <>
            <p>
              {intl.formatMessage(m.shareLink)}{' '}
              <a href={shareUrl} className={styles.shareLink} data-testid="wishlist-share-link">
                {shareUrl}
              </a>
            </p>
            <Form method="post">
              <input type="hidden" name="intent" value="revoke" />
              <button type="submit" className={cartStyles.secondaryAction}>
                {intl.formatMessage(m.shareRevoke)}
              </button>
            </Form>
          </>
        ) : (
          <Form method="post">
            <input type="hidden" name="intent" value="share" />
            <button type="submit" className={cartStyles.secondaryAction}>
              {intl.formatMessage(m.shareCreate)}
            </button>
          </Form>
        )}
        {refusalFor('share')}
        {refusalFor('revoke')}
      </section>
    </div>
  );
}
