import { defineMessages } from 'react-intl';

import { paginationMessages } from './paginationMessages';

/** The texts of the listing screens (category and search). */
export const listingMessages = {
  ...paginationMessages,
  ...defineMessages({
    count: {
      id: 'catalogue.listing.count',
      defaultMessage: '{count, plural, =0 {No products} one {# product} other {# products}}',
    },
    /** A search past its match cap, unfiltered (decision 0897). */
    countCapped: {
      id: 'catalogue.listing.countCapped',
      defaultMessage: 'More than {cap} results',
    },
    /** A search past its match cap, filtered: the count is within its first matches. */
    countWithinCap: {
      id: 'catalogue.listing.countWithinCap',
      defaultMessage:
        '{count, plural, =0 {No products} one {# product} other {# products}} among the first {cap} results',
    },
    filters: { id: 'catalogue.listing.filters', defaultMessage: 'Filters' },
    applyFilters: { id: 'catalogue.listing.applyFilters', defaultMessage: 'Apply filters' },
    price: { id: 'catalogue.listing.price', defaultMessage: 'Price' },
    priceRanges: { id: 'catalogue.listing.priceRanges', defaultMessage: 'Price ranges' },
    minPrice: { id: 'catalogue.listing.minPrice', defaultMessage: 'Minimum price (€, incl. tax)' },
    maxPrice: { id: 'catalogue.listing.maxPrice', defaultMessage: 'Maximum price (€, incl. tax)' },
    applyPrice: { id: 'catalogue.listing.applyPrice', defaultMessage: 'Apply price' },
    bucket: {
      id: 'catalogue.listing.bucket',
      defaultMessage: '{label} ({count})',
    },
    activeFilters: { id: 'catalogue.listing.activeFilters', defaultMessage: 'Active filters' },
    removeFilter: {
      id: 'catalogue.listing.removeFilter',
      defaultMessage: 'Remove the filter {facet}: {value}',
    },
    chip: { id: 'catalogue.listing.chip', defaultMessage: '{facet}: {value}' },
    clearFilters: { id: 'catalogue.listing.clearFilters', defaultMessage: 'Clear all filters' },
    priceBetween: { id: 'catalogue.listing.priceBetween', defaultMessage: '{min} – {max}' },
    priceFrom: { id: 'catalogue.listing.priceFrom', defaultMessage: 'from {min}' },
    priceUpTo: { id: 'catalogue.listing.priceUpTo', defaultMessage: 'up to {max}' },
    sort: { id: 'catalogue.listing.sort', defaultMessage: 'Sort by' },
    pageLength: { id: 'catalogue.listing.pageLength', defaultMessage: 'Products per page' },
    apply: { id: 'catalogue.listing.apply', defaultMessage: 'Apply' },
    sortPosition: { id: 'catalogue.listing.sortPosition', defaultMessage: 'Our selection' },
    sortRelevance: { id: 'catalogue.listing.sortRelevance', defaultMessage: 'Relevance' },
    sortNameAsc: { id: 'catalogue.listing.sortNameAsc', defaultMessage: 'Name, A to Z' },
    sortNameDesc: { id: 'catalogue.listing.sortNameDesc', defaultMessage: 'Name, Z to A' },
    sortPriceAsc: { id: 'catalogue.listing.sortPriceAsc', defaultMessage: 'Price, low to high' },
    sortPriceDesc: { id: 'catalogue.listing.sortPriceDesc', defaultMessage: 'Price, high to low' },
    sortNewest: { id: 'catalogue.listing.sortNewest', defaultMessage: 'Newest first' },
    pagination: { id: 'catalogue.listing.pagination', defaultMessage: 'Pages of the list' },
    results: { id: 'catalogue.listing.results', defaultMessage: 'Products' },
    empty: {
      id: 'catalogue.listing.empty',
      defaultMessage: 'No product matches these filters.',
    },
    loading: { id: 'catalogue.listing.loading', defaultMessage: 'Updating the list…' },
  }),
};
