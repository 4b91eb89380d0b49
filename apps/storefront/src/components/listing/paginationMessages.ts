import { defineMessages } from 'react-intl';

/** The texts of a pagination (listings, product reviews): what a product page needs of the listing's messages. */
export const paginationMessages = defineMessages({
  previousPage: { id: 'catalogue.listing.previousPage', defaultMessage: 'Previous page' },
  nextPage: { id: 'catalogue.listing.nextPage', defaultMessage: 'Next page' },
  pageLabel: { id: 'catalogue.listing.pageLabel', defaultMessage: 'Page {page}' },
});
