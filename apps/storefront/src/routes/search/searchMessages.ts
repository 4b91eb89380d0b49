import { defineMessages } from 'react-intl';

export const searchMessages = defineMessages({
  title: { id: 'catalogue.search.title', defaultMessage: 'Search results for “{query}”' },
  noResults: {
    id: 'catalogue.search.noResults',
    defaultMessage: 'No product matches “{query}”.',
  },
  tips: {
    id: 'catalogue.search.tips',
    defaultMessage: 'Check the spelling, try a more general word, or fewer words.',
  },
  suggestedProducts: {
    id: 'catalogue.search.suggestedProducts',
    defaultMessage: 'Products you may be looking for',
  },
  suggestedCategories: {
    id: 'catalogue.search.suggestedCategories',
    defaultMessage: 'Browse our categories',
  },
  suggestions: { id: 'catalogue.search.suggestions', defaultMessage: 'Suggestions' },
  products: { id: 'catalogue.search.products', defaultMessage: 'Products' },
  categories: { id: 'catalogue.search.categories', defaultMessage: 'Categories' },
  suggestionCount: {
    id: 'catalogue.search.suggestionCount',
    defaultMessage:
      '{count, plural, =0 {No suggestion} one {# suggestion, use the arrow keys to browse} other {# suggestions, use the arrow keys to browse}}',
  },
});
