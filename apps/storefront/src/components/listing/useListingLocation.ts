import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';

import { type ListingUrlState, listingSearch, readListingState } from './listingUrlState';

/**
 * Marks a navigation that changes a listing in place (a filter, the sort): the page keeps its scroll
 * position instead of going back to the top (src/navigation/RouteStateProvider.tsx).
 */
export const keepScrollState = { keepScroll: true } as const;

export interface ListingLocation {
  /** The listing state of the URL being shown, or of the one being loaded (optimistic). */
  state: ListingUrlState;
  /** A navigation to another state of this listing is loading. */
  pending: boolean;
  /** The address of another state of this listing (a link's `href`). */
  hrefFor: (state: ListingUrlState) => string;
  /** Goes to another state of this listing (client navigation, scroll kept). */
  go: (state: ListingUrlState) => void;
}

/** The listing state of the current location, and navigation to other states of the same listing. */
export function useListingLocation(): ListingLocation {
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const target =
    navigation.location && navigation.location.pathname === location.pathname
      ? navigation.location
      : null;
  const search = target ? target.search : location.search;
  const state = useMemo(() => readListingState(new URLSearchParams(search)), [search]);
  const hrefFor = useCallback(
    (next: ListingUrlState) => `${location.pathname}${listingSearch(next)}`,
    [location.pathname],
  );
  const go = useCallback(
    (next: ListingUrlState) => {
      void navigate(hrefFor(next), { state: keepScrollState, preventScrollReset: true });
    },
    [navigate, hrefFor],
  );
  return { state, pending: target !== null, hrefFor, go };
}
