import { type ListingFragmentFragment } from '@truffe/graphql/documents';
import { type IntlShape } from 'react-intl';

import { listingMessages } from './listingMessages';

/**
 * The product count. A search past its match cap (decision 0897) counts its first matches only: "more than
 * 1,000 results", or, filtered, how many of those first matches are left.
 */
export function listingCount(
  intl: IntlShape,
  listing: Pick<ListingFragmentFragment, 'total' | 'matchCap'>,
): string {
  const cap = listing.matchCap;
  if (cap == null) return intl.formatMessage(listingMessages.count, { count: listing.total });
  // Formatted here (1 000 with a narrow no-break space in French), the message takes it as text.
  const values = { cap: intl.formatNumber(cap), count: listing.total };
  return listing.total > cap
    ? intl.formatMessage(listingMessages.countCapped, values)
    : intl.formatMessage(listingMessages.countWithinCap, values);
}
