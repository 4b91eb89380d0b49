import { defineMessages } from 'react-intl';

/** Messages of `/user/downloadable-products` (issue 16 item 7); French in i18n/messages/fr-FR.json. */
export const downloadsMessages = defineMessages({
  title: { id: 'account.downloads.title', defaultMessage: 'My downloadable products' },
  empty: {
    id: 'account.downloads.empty',
    defaultMessage: 'You have not bought any downloadable product yet.',
  },
  shop: { id: 'account.downloads.shop', defaultMessage: 'Start shopping' },
  lifetime: {
    id: 'account.downloads.lifetime',
    defaultMessage:
      'Each download link works for you only, for {minutes} minutes. Reload this page to get new links.',
  },
  product: { id: 'account.downloads.product', defaultMessage: 'Product' },
  file: { id: 'account.downloads.file', defaultMessage: 'File' },
  order: { id: 'account.downloads.order', defaultMessage: 'Order' },
  viewOrder: { id: 'account.downloads.viewOrder', defaultMessage: 'View the order {number}' },
  downloads: { id: 'account.downloads.count', defaultMessage: 'Downloads' },
  used: { id: 'account.downloads.used', defaultMessage: '{used} of {max}' },
  usedUnlimited: { id: 'account.downloads.usedUnlimited', defaultMessage: '{used} (no limit)' },
  state: { id: 'account.downloads.state', defaultMessage: 'State' },
  download: { id: 'account.downloads.download', defaultMessage: 'Download' },
  downloadLabel: {
    id: 'account.downloads.downloadLabel',
    defaultMessage: 'Download {product} – {file}',
  },
  none: { id: 'account.downloads.none', defaultMessage: 'Not available' },
  statePending: { id: 'account.downloads.state.pending', defaultMessage: 'Awaiting payment' },
  stateAvailable: { id: 'account.downloads.state.available', defaultMessage: 'Available' },
  stateLimitReached: {
    id: 'account.downloads.state.limitReached',
    defaultMessage: 'Download limit reached',
  },
  stateRevoked: { id: 'account.downloads.state.revoked', defaultMessage: 'No longer available' },
});
