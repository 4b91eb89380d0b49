import { defineMessages } from 'react-intl';

/** The texts of add to cart (product page, product cards): what those pages need of the cart's messages. */
export const addToCartMessages = defineMessages({
  added: { id: 'cart.added', defaultMessage: 'Added to your cart' },
  addToCart: { id: 'cart.addToCart', defaultMessage: 'Add to cart' },
  adding: { id: 'cart.adding', defaultMessage: 'Adding to cart' },
  chooseOptions: { id: 'cart.chooseOptions', defaultMessage: 'Choose options' },
  invalid: { id: 'cart.invalid', defaultMessage: 'Please check the form.' },
  unavailable: {
    id: 'cart.unavailable',
    defaultMessage: 'The cart could not be reached. Please try again.',
  },
});
