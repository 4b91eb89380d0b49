import { defineMessages } from 'react-intl';

/** The header's search box's messages: on every page, apart from the search screen's (decision 0906). */
export const searchBoxMessages = defineMessages({
  suggestions: { id: 'catalogue.search.suggestions', defaultMessage: 'Suggestions' },
  products: { id: 'catalogue.search.products', defaultMessage: 'Products' },
  categories: { id: 'catalogue.search.categories', defaultMessage: 'Categories' },
  suggestionCount: {
    id: 'catalogue.search.suggestionCount',
    defaultMessage:
      '{count, plural, =0 {No suggestion} one {# suggestion, use the arrow keys to browse} other {# suggestions, use the arrow keys to browse}}',
  },
});
