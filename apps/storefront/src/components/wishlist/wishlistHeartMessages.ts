import { defineMessages } from 'react-intl';

/** The heart's texts (product page, product cards): what those pages need of the wishlist's messages. */
export const wishlistHeartMessages = defineMessages({
  heartAdd: { id: 'wishlist.heart.add', defaultMessage: 'Add to my wishlist' },
  heartFailed: {
    id: 'wishlist.heart.failed',
    defaultMessage: 'The wishlist could not be changed. Please try again.',
  },
});
