import { defineMessages } from 'react-intl';

/** Strings of the Page Builder content (carousel controls, map stand-in, product prices). */
export const contentMessages = defineMessages({
  carousel: { id: 'content.slider.label', defaultMessage: 'Highlights' },
  slideLabel: { id: 'content.slider.slide', defaultMessage: '{index} of {count}' },
  previous: { id: 'content.slider.previous', defaultMessage: 'Previous slide' },
  next: { id: 'content.slider.next', defaultMessage: 'Next slide' },
  pause: { id: 'content.slider.pause', defaultMessage: 'Pause the slideshow' },
  play: { id: 'content.slider.play', defaultMessage: 'Play the slideshow' },
  goTo: { id: 'content.slider.goTo', defaultMessage: 'Show slide {index}' },
  mapLabel: { id: 'content.map.label', defaultMessage: 'Map' },
  openMap: { id: 'content.map.open', defaultMessage: 'Open {name} on a map' },
  phone: { id: 'content.map.phone', defaultMessage: 'Phone: {phone}' },
  products: { id: 'content.products.label', defaultMessage: 'Products' },
  inclTax: { id: 'content.price.inclTax', defaultMessage: 'incl. tax' },
  exclTax: { id: 'content.price.exclTax', defaultMessage: 'excl. tax' },
  from: { id: 'content.price.from', defaultMessage: 'From' },
  regularPrice: { id: 'content.price.regular', defaultMessage: 'Regular price:' },
  finalPrice: { id: 'content.price.final', defaultMessage: 'Special price:' },
  newTab: { id: 'content.link.newTab', defaultMessage: '(opens in a new tab)' },
});
