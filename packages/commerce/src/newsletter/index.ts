/** The public newsletter's double opt-in (issue 17 item 4, decision 0772): `@truffe/commerce/newsletter`. */
export { newsletterEmail } from './newsletterTexts';
export {
  confirmationLifetimeMs,
  confirmSubscription,
  isSubscribed,
  type NewsletterDeps,
  NewsletterError,
  newsletterWording,
  requestSubscription,
  sendNewsletter,
  unsubscribeByToken,
  unsubscribeUrl,
} from './subscriptions';
