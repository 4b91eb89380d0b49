import { defineMessages } from 'react-intl';

/** Messages of `/orders/`, a guest's order lookup (decision 0919); French in i18n/messages/fr-FR.json. */
export const guestOrderMessages = defineMessages({
  title: { id: 'guestOrder.title', defaultMessage: 'Track an order' },
  intro: {
    id: 'guestOrder.intro',
    defaultMessage:
      'Ordered without a customer account? Enter the order number from your confirmation e-mail and the e-mail address you ordered with.',
  },
  account: {
    id: 'guestOrder.account',
    defaultMessage: 'Ordered with a customer account? {signIn} to see all your orders.',
  },
  signIn: { id: 'guestOrder.signIn', defaultMessage: 'Sign in' },
  number: { id: 'guestOrder.number', defaultMessage: 'Order number' },
  numberHelp: { id: 'guestOrder.numberHelp', defaultMessage: 'For example TR-000123' },
  email: { id: 'guestOrder.email', defaultMessage: 'E-mail address' },
  submit: { id: 'guestOrder.submit', defaultMessage: 'Find the order' },
  found: { id: 'guestOrder.found', defaultMessage: 'Order {number}' },
  status: { id: 'guestOrder.status', defaultMessage: 'Status: {status}' },
  another: { id: 'guestOrder.another', defaultMessage: 'Look up another order' },
});
