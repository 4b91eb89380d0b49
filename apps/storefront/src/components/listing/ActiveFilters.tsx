import { type ListingFragmentFragment } from '@truffe/graphql/documents';
import { closeIcon, IconGlyph } from '@truffe/ui/Icon';
import { useIntl } from 'react-intl';
import { RouterLink as Link } from '@truffe/ui/RouterLink';

import * as styles from './listing.css';
import { listingMessages } from './listingMessages';
import { toggleFilter, withoutFilters, withPriceRange } from './listingUrlState';
import { appliedPriceRange } from './priceFilter';
import { keepScrollState, type ListingLocation } from './useListingLocation';

export interface ActiveFiltersProps {
  listing: Pick<
    ListingFragmentFragment,
    'facets' | 'appliedFilters' | 'minPriceInclTax' | 'maxPriceInclTax'
  >;
  location: ListingLocation;
}

interface Chip {
  key: string;
  facet: string;
  value: string;
  href: string;
}

/**
 * The filters the catalogue applied (what it accepted of the URL), each a link that removes it, and a link
 * that removes them all. The price is shown including tax, as the catalogue returns it.
 */
export function ActiveFilters({ listing, location }: ActiveFiltersProps) {
  const intl = useIntl();
  const { state, hrefFor } = location;
  const money = (value: number) =>
    intl.formatNumber(value, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
    });
  const chips: Chip[] = [];
  for (const applied of listing.appliedFilters) {
    const facet = listing.facets.find((candidate) => candidate.code === applied.code);
    for (const value of applied.values) {
      const bucket = facet?.buckets.find((candidate) => candidate.value === value);
      chips.push({
        key: `${applied.code}=${value}`,
        facet: facet?.label ?? applied.code,
        value: bucket?.label ?? value,
        href: hrefFor(toggleFilter(state, applied.code, value)),
      });
    }
  }
  const price = appliedPriceRange(listing);
  if (price) {
    const min = price.min === null ? null : money(price.min);
    const max = price.max === null ? null : money(price.max);
    chips.push({
      key: 'price',
      facet: intl.formatMessage(listingMessages.price),
      value:
        min !== null && max !== null
          ? intl.formatMessage(listingMessages.priceBetween, { min, max })
          : min !== null
            ? intl.formatMessage(listingMessages.priceFrom, { min })
            : intl.formatMessage(listingMessages.priceUpTo, { max }),
      href: hrefFor(withPriceRange(state, null, null)),
    });
  }
  if (chips.length === 0) return null;
  return (
    <section className={styles.activeFilters} aria-labelledby="active-filters-heading">
      <h2 id="active-filters-heading" className={styles.visuallyHidden}>
        {intl.formatMessage(listingMessages.activeFilters)}
      </h2>
      <ul className={styles.chipList}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              to={chip.href}
              state={keepScrollState}
              preventScrollReset
              className={styles.chip}
              aria-label={intl.formatMessage(listingMessages.removeFilter, {
                facet: chip.facet,
                value: chip.value,
              })}
              data-testid="active-filter"
            >
              <span aria-hidden="true">
                {intl.formatMessage(listingMessages.chip, { facet: chip.facet, value: chip.value })}
              </span>
              <IconGlyph icon={closeIcon} size="small" />
            </Link>
          </li>
        ))}
        <li>
          <Link
            to={hrefFor(withoutFilters(state))}
            state={keepScrollState}
            preventScrollReset
            className={styles.clearLink}
          >
            {intl.formatMessage(listingMessages.clearFilters)}
          </Link>
        </li>
      </ul>
    </section>
  );
}
