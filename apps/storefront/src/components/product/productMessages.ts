import { defineMessages } from 'react-intl';

/** The texts of the product screen. */
export const productMessages = defineMessages({
  sku: { id: 'catalogue.product.sku', defaultMessage: 'Ref. {sku}' },
  gallery: { id: 'catalogue.product.gallery', defaultMessage: 'Pictures of {name}' },
  showPicture: {
    id: 'catalogue.product.showPicture',
    defaultMessage: 'Show picture {index} of {count}',
  },
  zoom: { id: 'catalogue.product.zoom', defaultMessage: 'Enlarge the picture' },
  zoomTitle: { id: 'catalogue.product.zoomTitle', defaultMessage: '{name}, enlarged' },
  close: { id: 'catalogue.product.close', defaultMessage: 'Close' },
  quantity: { id: 'catalogue.product.quantity', defaultMessage: 'Quantity' },
  decrease: { id: 'catalogue.product.decrease', defaultMessage: 'Decrease quantity' },
  increase: { id: 'catalogue.product.increase', defaultMessage: 'Increase quantity' },
  chosenValue: { id: 'catalogue.product.chosenValue', defaultMessage: '{label}: {value}' },
  chooseValue: { id: 'catalogue.product.chooseValue', defaultMessage: '{label}: choose' },
  chooseOptions: {
    id: 'catalogue.product.chooseOptions',
    defaultMessage: 'Choose {options} to see the price and availability of your item.',
  },
  selectedItem: { id: 'catalogue.product.selectedItem', defaultMessage: 'Your choice: {name}' },
  customOptions: { id: 'catalogue.product.customOptions', defaultMessage: 'Personalisation' },
  optional: { id: 'catalogue.product.optional', defaultMessage: 'optional' },
  extraCost: { id: 'catalogue.product.extraCost', defaultMessage: '+{price}' },
  extraPercent: { id: 'catalogue.product.extraPercent', defaultMessage: '+{rate}%' },
  maxCharacters: {
    id: 'catalogue.product.maxCharacters',
    defaultMessage: '{count, plural, one {# character at most} other {# characters at most}}',
  },
  chooseOption: { id: 'catalogue.product.chooseOption', defaultMessage: 'Choose…' },
  optionsCost: {
    id: 'catalogue.product.optionsCost',
    defaultMessage: 'Including {price} of options',
  },
  bundle: { id: 'catalogue.product.bundle', defaultMessage: 'Compose your bundle' },
  bundleQuantity: {
    id: 'catalogue.product.bundleQuantity',
    defaultMessage: 'Quantity of {name}',
  },
  bundleFixedQuantity: {
    id: 'catalogue.product.bundleFixedQuantity',
    defaultMessage: '× {quantity}',
  },
  grouped: { id: 'catalogue.product.grouped', defaultMessage: 'Products of this set' },
  groupedProduct: { id: 'catalogue.product.groupedProduct', defaultMessage: 'Product' },
  groupedPrice: { id: 'catalogue.product.groupedPrice', defaultMessage: 'Price' },
  groupedStock: { id: 'catalogue.product.groupedStock', defaultMessage: 'Availability' },
  groupedQuantity: { id: 'catalogue.product.groupedQuantity', defaultMessage: 'Quantity' },
  groupedQuantityOf: {
    id: 'catalogue.product.groupedQuantityOf',
    defaultMessage: 'Quantity of {name}',
  },
  downloads: { id: 'catalogue.product.downloads', defaultMessage: 'Downloads' },
  sample: { id: 'catalogue.product.sample', defaultMessage: 'Sample' },
  description: { id: 'catalogue.product.description', defaultMessage: 'Description' },
  attributes: { id: 'catalogue.product.attributes', defaultMessage: 'Characteristics' },
  related: { id: 'catalogue.product.related', defaultMessage: 'You may also like' },
});

/** The texts of the reviews section. */
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
