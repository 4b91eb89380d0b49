import { type MessageDescriptor } from 'react-intl';

import { listingMessages } from './listingMessages';
import { type ListingSort } from './listingUrlState';

export interface SortOption {
  /** `null`: the listing's default order. */
  sort: ListingSort | null;
  label: MessageDescriptor;
}

/** The sorts a shopper can choose; the first is the default (a category's own order, or relevance). */
export function sortOptions(kind: 'category' | 'search'): readonly SortOption[] {
  return [
    {
      sort: null,
      label: kind === 'search' ? listingMessages.sortRelevance : listingMessages.sortPosition,
    },
    { sort: { field: 'price', direction: 'asc' }, label: listingMessages.sortPriceAsc },
    { sort: { field: 'price', direction: 'desc' }, label: listingMessages.sortPriceDesc },
    { sort: { field: 'name', direction: 'asc' }, label: listingMessages.sortNameAsc },
    { sort: { field: 'name', direction: 'desc' }, label: listingMessages.sortNameDesc },
    { sort: { field: 'newest', direction: 'desc' }, label: listingMessages.sortNewest },
  ];
}

/** The `sort` parameter of an option: the JSON of spec §3, '' for the default order. */
export function sortParameter(sort: ListingSort | null): string {
  return sort ? JSON.stringify(sort) : '';
}
