import { defineMessages } from 'react-intl';

/** The texts of the reviews section (with the reviews' lazy part, decision 0906). */
export const reviewMessages = defineMessages({
  heading: { id: 'catalogue.reviews.heading', defaultMessage: 'Customer reviews' },
  summary: {
    id: 'catalogue.reviews.summary',
    defaultMessage:
      '{count, plural, =0 {No review yet} one {Average {average} out of 5 from # review} other {Average {average} out of 5 from # reviews}}',
  },
  none: { id: 'catalogue.reviews.none', defaultMessage: 'Be the first to review this product.' },
  by: { id: 'catalogue.reviews.by', defaultMessage: 'By {author} on {date}' },
  pagination: { id: 'catalogue.reviews.pagination', defaultMessage: 'Pages of reviews' },
  write: { id: 'catalogue.reviews.write', defaultMessage: 'Write a review' },
  rating: { id: 'catalogue.reviews.rating', defaultMessage: 'Your rating' },
  stars: {
    id: 'catalogue.reviews.stars',
    defaultMessage: '{count, plural, one {# star} other {# stars}}',
  },
  nickname: { id: 'catalogue.reviews.nickname', defaultMessage: 'Your name' },
  title: { id: 'catalogue.reviews.title', defaultMessage: 'Title of your review' },
  comment: { id: 'catalogue.reviews.comment', defaultMessage: 'Your review' },
  submit: { id: 'catalogue.reviews.submit', defaultMessage: 'Send my review' },
  sending: { id: 'catalogue.reviews.sending', defaultMessage: 'Sending your review' },
  moderation: {
    id: 'catalogue.reviews.moderation',
    defaultMessage: 'Thank you! Your review will be published once our team has checked it.',
  },
  required: { id: 'catalogue.reviews.required', defaultMessage: 'Please fill in this field.' },
  ratingRequired: {
    id: 'catalogue.reviews.ratingRequired',
    defaultMessage: 'Please choose a rating from 1 to 5 stars.',
  },
  tooLong: {
    id: 'catalogue.reviews.tooLong',
    defaultMessage:
      'This is too long: {max, plural, one {# character} other {# characters}} at most.',
  },
  invalid: {
    id: 'catalogue.reviews.invalid',
    defaultMessage: 'Your review could not be sent: please check the fields marked below.',
  },
  failed: { id: 'catalogue.reviews.failed', defaultMessage: 'Your review could not be sent.' },
  unavailable: {
    id: 'catalogue.reviews.unavailable',
    defaultMessage: 'The shop cannot take your review right now. Please try again in a moment.',
  },
});
