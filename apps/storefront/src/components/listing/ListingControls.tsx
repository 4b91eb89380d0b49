import { type ChangeEvent, useId } from 'react';
import { useIntl } from 'react-intl';

import * as styles from './listing.css';
import { listingMessages } from './listingMessages';
import { parseSortParameter, withPageLength, withSort } from './listingUrlState';
import { sortOptions, sortParameter } from './sortOptions';
import { type ListingLocation } from './useListingLocation';

export interface ListingControlsProps {
  kind: 'category' | 'search';
  /** The shop's page sizes (spec §9: 16, 32, 64); the first is the default. */
  pageSizes: readonly number[];
  /** The page size the catalogue applied (it caps what the URL asks). */
  pageLength: number;
  location: ListingLocation;
}

/**
 * Sort and page size (spec §3, §9) as a GET form that keeps the filters: with JavaScript a change applies at
 * once; without it an "Apply" button submits the form.
 */
export function ListingControls({ kind, pageSizes, pageLength, location }: ListingControlsProps) {
  const intl = useIntl();
  const sortId = useId();
  const sizeId = useId();
  const { state, go } = location;
  const currentSort = sortParameter(state.sort);
  // While a change loads, the size asked for; otherwise the one applied.
  const currentSize = String(location.pending ? (state.pageLength ?? pageLength) : pageLength);
  const onSort = (event: ChangeEvent<HTMLSelectElement>) =>
    go(withSort(state, parseSortParameter(event.target.value)));
  const onSize = (event: ChangeEvent<HTMLSelectElement>) =>
    go(withPageLength(state, Number(event.target.value) || null));
  return (
    <form method="get" className={styles.controls} onSubmit={(event) => event.preventDefault()}>
      {[...state.filters].flatMap(([code, values]) =>
        values.map((value) => (
          <input key={`${code}=${value}`} type="hidden" name={code} value={value} />
        )),
      )}
      {state.minPrice !== null ? (
        <input type="hidden" name="minPrice" value={state.minPrice} />
      ) : null}
      {state.maxPrice !== null ? (
        <input type="hidden" name="maxPrice" value={state.maxPrice} />
      ) : null}
      <div className={styles.control}>
        <label htmlFor={sortId} className={styles.controlLabel}>
          {intl.formatMessage(listingMessages.sort)}
        </label>
        <select
          id={sortId}
          name="sort"
          value={currentSort}
          onChange={onSort}
          className={styles.select}
        >
          {sortOptions(kind).map((option) => (
            <option key={sortParameter(option.sort)} value={sortParameter(option.sort)}>
              {intl.formatMessage(option.label)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.control}>
        <label htmlFor={sizeId} className={styles.controlLabel}>
          {intl.formatMessage(listingMessages.pageLength)}
        </label>
        <select
          id={sizeId}
          name="pageLength"
          value={currentSize}
          onChange={onSize}
          className={styles.select}
        >
          {pageSizes.map((size) => (
            <option key={size} value={String(size)}>
              {intl.formatNumber(size)}
            </option>
          ))}
        </select>
      </div>
      <noscript>
        <button type="submit" className={styles.secondaryButton}>
          {intl.formatMessage(listingMessages.apply)}
        </button>
      </noscript>
    </form>
  );
}
