import { type ListingFragmentFragment } from '@truffe/graphql/documents';
import { type FormEvent, useId } from 'react';
import { useIntl } from 'react-intl';
import { RouterLink as Link } from '@truffe/ui/RouterLink';

import * as styles from './listing.css';
import { listingMessages } from './listingMessages';
import {
  type ListingUrlState,
  parsePriceParameter,
  toggleFilter,
  withPriceRange,
} from './listingUrlState';
import { parsePriceRange } from './priceFilter';
import { type ListingLocation } from './useListingLocation';

type Facet = ListingFragmentFragment['facets'][number];

export interface FacetPanelProps {
  listing: Pick<ListingFragmentFragment, 'facets' | 'priceRanges'>;
  location: ListingLocation;
}

/** Hidden fields that keep what the facet form does not show (sort, page size) when it is submitted. */
function KeptFields({ state }: { state: ListingUrlState }) {
  return (
    <>
      {state.sort ? <input type="hidden" name="sort" value={JSON.stringify(state.sort)} /> : null}
      {state.pageLength !== null ? (
        <input type="hidden" name="pageLength" value={state.pageLength} />
      ) : null}
    </>
  );
}

function FacetGroup({ facet, location }: { facet: Facet; location: ListingLocation }) {
  const intl = useIntl();
  const { state, go } = location;
  const selected = state.filters.get(facet.code) ?? [];
  return (
    <details className={styles.facet} open={selected.length > 0 || undefined}>
      <summary className={styles.facetSummary}>
        {facet.label}
        {selected.length > 0 ? ` (${selected.length})` : ''}
      </summary>
      <fieldset className={styles.facetFieldset}>
        <legend className={styles.visuallyHidden}>{facet.label}</legend>
        <ul className={styles.bucketList}>
          {facet.buckets.map((bucket) => {
            const checked = selected.includes(bucket.value);
            return (
              <li key={bucket.value}>
                <label className={styles.bucket}>
                  <input
                    type="checkbox"
                    name={facet.code}
                    value={bucket.value}
                    checked={checked}
                    onChange={() => go(toggleFilter(state, facet.code, bucket.value))}
                    className={styles.checkbox}
                  />
                  {bucket.swatch?.type === 'color' ? (
                    <span
                      className={styles.bucketSwatch}
                      style={{ backgroundColor: bucket.swatch.value }}
                      aria-hidden="true"
                    />
                  ) : null}
                  <span>
                    {intl.formatMessage(listingMessages.bucket, {
                      label: bucket.label,
                      count: bucket.docCount,
                    })}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
    </details>
  );
}

function PriceFacet({
  priceRanges,
  location,
}: {
  priceRanges: FacetPanelProps['listing']['priceRanges'];
  location: ListingLocation;
}) {
  const intl = useIntl();
  const { state, hrefFor } = location;
  const minId = useId();
  const maxId = useId();
  const active = state.minPrice !== null || state.maxPrice !== null;
  return (
    <details className={styles.facet} open={active || undefined}>
      <summary className={styles.facetSummary}>{intl.formatMessage(listingMessages.price)}</summary>
      <ul
        className={styles.bucketList}
        aria-label={intl.formatMessage(listingMessages.priceRanges)}
      >
        {priceRanges.map((range) => {
          const bounds = parsePriceRange(range.value);
          if (!bounds || range.docCount === 0) return null;
          const current = state.minPrice === bounds.min && state.maxPrice === bounds.max;
          return (
            <li key={range.value}>
              <Link
                to={hrefFor(withPriceRange(state, bounds.min, bounds.max))}
                state={{ keepScroll: true }}
                preventScrollReset
                className={styles.rangeLink}
                aria-current={current ? 'true' : undefined}
              >
                {intl.formatMessage(listingMessages.bucket, {
                  label: range.name,
                  count: range.docCount,
                })}
              </Link>
            </li>
          );
        })}
      </ul>
      <div className={styles.priceInputs}>
        <label htmlFor={minId}>{intl.formatMessage(listingMessages.minPrice)}</label>
        <input
          id={minId}
          name="minPrice"
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          defaultValue={state.minPrice ?? ''}
          key={`min-${state.minPrice ?? ''}`}
          className={styles.priceInput}
        />
        <label htmlFor={maxId}>{intl.formatMessage(listingMessages.maxPrice)}</label>
        <input
          id={maxId}
          name="maxPrice"
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          defaultValue={state.maxPrice ?? ''}
          key={`max-${state.maxPrice ?? ''}`}
          className={styles.priceInput}
        />
        <button type="submit" className={styles.secondaryButton}>
          {intl.formatMessage(listingMessages.applyPrice)}
        </button>
      </div>
    </details>
  );
}

/**
 * The facets of a listing (spec §3: dynamic facets and the fixed price ranges) as one GET form: without
 * JavaScript, checking boxes and pressing "Apply" loads the filtered page; with it, each change applies at
 * once through a client navigation that keeps the scroll position.
 */
export function FacetPanel({ listing, location }: FacetPanelProps) {
  const intl = useIntl();
  const { state, go } = location;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    go(
      withPriceRange(
        state,
        parsePriceParameter(String(form.get('minPrice') ?? '')),
        parsePriceParameter(String(form.get('maxPrice') ?? '')),
      ),
    );
  };
  return (
    <form
      method="get"
      onSubmit={onSubmit}
      className={styles.facetForm}
      aria-label={intl.formatMessage(listingMessages.filters)}
    >
      <KeptFields state={state} />
      {listing.facets.map((facet) => (
        <FacetGroup key={facet.code} facet={facet} location={location} />
      ))}
      {listing.priceRanges.length > 0 ? (
        <PriceFacet priceRanges={listing.priceRanges} location={location} />
      ) : null}
      <noscript>
        <button type="submit" className={styles.primaryButton}>
          {intl.formatMessage(listingMessages.applyFilters)}
        </button>
      </noscript>
    </form>
  );
}
