import { defineMessages } from 'react-intl';

import { searchBoxMessages } from './searchBoxMessages';

/** The search screen's messages, with the header's search box's own (searchBoxMessages.ts). */
export const searchMessages = {
  ...searchBoxMessages,
  ...defineMessages({
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
  }),
};
