import { defineMessages } from 'react-intl';

/** The header's own texts; the standalone layout's logo link shares `home`. */
export const headerMessages = defineMessages({
  home: { id: 'shell.header.home', defaultMessage: '{siteName} – home page' },
  account: { id: 'shell.header.account', defaultMessage: 'My account' },
  cart: { id: 'shell.header.cart', defaultMessage: 'Cart' },
  navigation: { id: 'shell.header.navigation', defaultMessage: 'Shortcuts' },
});
