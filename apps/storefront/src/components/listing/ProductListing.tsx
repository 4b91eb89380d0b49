import { type ListingFragmentFragment } from '@truffe/graphql/documents';
import { Pagination } from '@truffe/ui/Pagination';
import { type ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { useShop } from '../../shop/ShopProvider';
import { useCatalogueFormat } from '../product/useCatalogueFormat';
import { ActiveFilters } from './ActiveFilters';
import { FacetPanel } from './FacetPanel';
import * as styles from './listing.css';
import { ListingControls } from './ListingControls';
import { listingCount } from './listingCount';
import { listingMessages } from './listingMessages';
import { withPage } from './listingUrlState';
import { ProductTile } from './ProductTile';
import { useListingLocation } from './useListingLocation';

export interface ProductListingProps {
  listing: ListingFragmentFragment;
  /** A category's own order, or a search's relevance, is the default sort. */
  kind: 'category' | 'search';
  /** Shown instead of the grid when nothing matches (the search's suggestions). */
  empty?: ReactNode;
}

/**
 * A listing shared by the category and search screens: product count, sort and page size, active filters,
 * facets, the product grid and pagination. Everything is a link or a GET form over the URL's query string
 * (src/components/listing/listingUrlState.ts), so it works before hydration and the back button undoes a
 * filter; with JavaScript, changes load through the router without a full reload.
 */
export function ProductListing({ listing, kind, empty }: ProductListingProps) {
  const intl = useIntl();
  const shop = useShop();
  const format = useCatalogueFormat();
  const location = useListingLocation();
  const pageSizes = shop.availablePageSizes.length > 0 ? shop.availablePageSizes : [9];
  const hasFacets =
    listing.facets.length > 0 || listing.priceRanges.some((range) => range.docCount > 0);
  return (
    <div className={styles.listing}>
      <div className={styles.toolbar}>
        <p className={styles.count} role="status" data-testid="listing-count">
          {location.pending
            ? intl.formatMessage(listingMessages.loading)
            : listingCount(intl, listing)}
        </p>
        <ListingControls
          kind={kind}
          pageSizes={pageSizes}
          pageLength={listing.pageLength}
          location={location}
        />
      </div>
      <ActiveFilters listing={listing} location={location} />
      <div className={styles.body}>
        {hasFacets ? (
          <aside
            className={styles.sidebar}
            aria-label={intl.formatMessage(listingMessages.filters)}
          >
            <FacetPanel listing={listing} location={location} />
          </aside>
        ) : null}
        <section
          className={styles.results}
          aria-label={intl.formatMessage(listingMessages.results)}
          aria-busy={location.pending || undefined}
        >
          {listing.items.length === 0 ? (
            (empty ?? <p className={styles.empty}>{intl.formatMessage(listingMessages.empty)}</p>)
          ) : (
            <ul className={styles.grid} data-testid="product-grid">
              {listing.items.map((product, index) => (
                <li key={product.sku}>
                  <ProductTile
                    product={product}
                    format={format}
                    headingLevel={2}
                    priority={index < 2}
                  />
                </li>
              ))}
            </ul>
          )}
          <Pagination
            page={listing.page}
            pageCount={listing.pageCount}
            hrefForPage={(page) => location.hrefFor(withPage(location.state, page))}
            label={intl.formatMessage(listingMessages.pagination)}
            previousLabel={intl.formatMessage(listingMessages.previousPage)}
            nextLabel={intl.formatMessage(listingMessages.nextPage)}
            pageLabel={(page) => intl.formatMessage(listingMessages.pageLabel, { page })}
          />
        </section>
      </div>
    </div>
  );
}
