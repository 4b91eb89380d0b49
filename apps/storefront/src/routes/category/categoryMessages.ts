import { defineMessages } from 'react-intl';

/**
 * Messages of the category screen that the product screen shares (breadcrumb). A module of their own so that
 * the product page does not load the category screen and its listing (decision 0802).
 */
export const categoryMessages = defineMessages({
  home: { id: 'catalogue.breadcrumb.home', defaultMessage: 'Home' },
  breadcrumb: { id: 'catalogue.breadcrumb.label', defaultMessage: 'Breadcrumb' },
  subcategories: { id: 'catalogue.category.subcategories', defaultMessage: 'Subcategories' },
});
