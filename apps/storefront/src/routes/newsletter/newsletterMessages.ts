import { defineMessages } from 'react-intl';

/** Messages of the public `/newsletter` page (issue 17 item 4); French in i18n/messages/fr-FR.json. */
export const newsletterMessages = defineMessages({
  title: { id: 'newsletter.title', defaultMessage: 'Newsletter' },
  intro: {
    id: 'newsletter.intro',
    defaultMessage: 'New products, advice for your dog and our offers, about twice a month.',
  },
  email: { id: 'newsletter.email', defaultMessage: 'Your e-mail address' },
  consentTitle: { id: 'newsletter.consentTitle', defaultMessage: 'Your consent' },
  subscribe: { id: 'newsletter.subscribe', defaultMessage: 'Subscribe' },
  requested: {
    id: 'newsletter.requested',
    defaultMessage:
      'Almost done: we have sent you an e-mail. Follow its link to confirm your subscription (nothing is sent to you before).',
  },
  confirmTitle: { id: 'newsletter.confirmTitle', defaultMessage: 'Confirm your subscription' },
  confirmIntro: {
    id: 'newsletter.confirmIntro',
    defaultMessage: 'Confirm that you want to receive the Truffe newsletter.',
  },
  confirm: { id: 'newsletter.confirm', defaultMessage: 'Confirm my subscription' },
  confirmed: {
    id: 'newsletter.confirmed',
    defaultMessage: 'Your subscription is confirmed. Thank you!',
  },
  unsubscribeTitle: { id: 'newsletter.unsubscribeTitle', defaultMessage: 'Unsubscribe' },
  unsubscribeIntro: {
    id: 'newsletter.unsubscribeIntro',
    defaultMessage: 'Stop receiving the Truffe newsletter at this address.',
  },
  unsubscribe: { id: 'newsletter.unsubscribe', defaultMessage: 'Unsubscribe' },
  unsubscribed: {
    id: 'newsletter.unsubscribed',
    defaultMessage: 'You are unsubscribed: you will no longer receive the newsletter.',
  },
  unavailable: {
    id: 'newsletter.unavailable',
    defaultMessage: 'This could not be done just now. Please try again in a moment.',
  },
});
