import { defineMessages } from 'react-intl';

/** The in-stock alert's texts (issue 17 item 3): the product page's form and its two pages. */
export const stockAlertMessages = defineMessages({
  title: { id: 'stockAlert.title', defaultMessage: 'Out of stock' },
  intro: {
    id: 'stockAlert.intro',
    defaultMessage: 'Get one e-mail as soon as this product is back in stock.',
  },
  email: { id: 'stockAlert.email', defaultMessage: 'Your e-mail address' },
  submit: { id: 'stockAlert.submit', defaultMessage: 'Notify me' },
  sending: { id: 'stockAlert.sending', defaultMessage: 'Sending…' },
  done: {
    id: 'stockAlert.done',
    defaultMessage: 'Done: you will get an e-mail when the product is back in stock.',
  },
  failed: {
    id: 'stockAlert.failed',
    defaultMessage: 'The alert could not be recorded. Please try again.',
  },
  backToProduct: { id: 'stockAlert.backToProduct', defaultMessage: 'Back to the product' },
  unsubscribeTitle: { id: 'stockAlert.unsubscribe.title', defaultMessage: 'Stock alert' },
  unsubscribeAsk: {
    id: 'stockAlert.unsubscribe.ask',
    defaultMessage: 'Stop this in-stock alert?',
  },
  unsubscribeSubmit: { id: 'stockAlert.unsubscribe.submit', defaultMessage: 'Unsubscribe' },
  unsubscribed: {
    id: 'stockAlert.unsubscribe.done',
    defaultMessage: 'You are unsubscribed: this alert will send nothing more.',
  },
});
