import { defineMessages } from 'react-intl';

import { wishlistHeartMessages } from './wishlistHeartMessages';

/** The wishlist's texts (issue 17): the heart, `/user/wishlist` and the shared view. */
export const wishlistMessages = {
  ...wishlistHeartMessages,
  ...defineMessages({
    title: { id: 'wishlist.title', defaultMessage: 'My wishlist' },
    empty: {
      id: 'wishlist.empty',
      defaultMessage: 'Your wishlist is empty. Tap the heart of a product to keep it here.',
    },
    items: { id: 'wishlist.items', defaultMessage: 'Products in my wishlist' },
    quantity: { id: 'wishlist.quantity', defaultMessage: 'Quantity' },
    quantityValue: { id: 'wishlist.quantityValue', defaultMessage: 'Quantity: {quantity}' },
    optionValue: { id: 'wishlist.optionValue', defaultMessage: '{label}: {value}' },
    comment: { id: 'wishlist.comment', defaultMessage: 'Comment' },
    save: { id: 'wishlist.save', defaultMessage: 'Save' },
    remove: { id: 'wishlist.remove', defaultMessage: 'Remove' },
    addToCart: { id: 'wishlist.addToCart', defaultMessage: 'Add to cart' },
    addAllToCart: { id: 'wishlist.addAllToCart', defaultMessage: 'Add all to cart' },
    addedOn: { id: 'wishlist.addedOn', defaultMessage: 'Added on {date}' },
    outOfStock: { id: 'wishlist.outOfStock', defaultMessage: 'Out of stock' },
    shareTitle: { id: 'wishlist.share.title', defaultMessage: 'Share my wishlist' },
    shareHint: {
      id: 'wishlist.share.hint',
      defaultMessage:
        'Anyone with the link sees the products of your wishlist (never your name or your comments) and can add them to their own cart.',
    },
    shareCreate: { id: 'wishlist.share.create', defaultMessage: 'Create a share link' },
    shareLink: { id: 'wishlist.share.link', defaultMessage: 'Share link:' },
    shareRevoke: { id: 'wishlist.share.revoke', defaultMessage: 'Stop sharing' },
    pendingTitle: {
      id: 'wishlist.pending.title',
      defaultMessage: 'Add this product to your wishlist?',
    },
    pendingAdd: { id: 'wishlist.pending.add', defaultMessage: 'Add {sku} to my wishlist' },
    noticeAdded: {
      id: 'wishlist.notice.added',
      defaultMessage: 'The product is in your wishlist.',
    },
    noticeSaved: { id: 'wishlist.notice.saved', defaultMessage: 'Your changes are saved.' },
    noticeRemoved: {
      id: 'wishlist.notice.removed',
      defaultMessage: 'The product was removed from your wishlist.',
    },
    noticeToCart: {
      id: 'wishlist.notice.toCart',
      defaultMessage:
        '{count, plural, one {# product was} other {# products were}} added to your cart.',
    },
    noticeShared: {
      id: 'wishlist.notice.shared',
      defaultMessage: 'Your share link is ready.',
    },
    noticeRevoked: {
      id: 'wishlist.notice.revoked',
      defaultMessage: 'The share link no longer works.',
    },
    notAdded: { id: 'wishlist.notAdded', defaultMessage: 'Not added:' },
    unavailable: {
      id: 'wishlist.unavailable',
      defaultMessage: 'The wishlist is unavailable for the moment. Please try again.',
    },
    sharedTitle: { id: 'wishlist.shared.title', defaultMessage: 'A shared wishlist' },
    sharedIntro: {
      id: 'wishlist.shared.intro',
      defaultMessage: 'Someone shared these products with you. Add them to your cart.',
    },
    sharedEmpty: { id: 'wishlist.shared.empty', defaultMessage: 'This wishlist is empty.' },
    viewCart: { id: 'wishlist.viewCart', defaultMessage: 'View my cart' },
  }),
};
