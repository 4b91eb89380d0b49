import {
  CategoryMenuQueryDocument,
  type CategoryMenuQueryQuery,
  SearchQueryDocument,
  type SearchQueryQuery,
  SearchSuggestionsQueryDocument,
  type SearchSuggestionsQueryQuery,
} from '@truffe/graphql/documents';
import { useIntl } from 'react-intl';
import { data } from 'react-router';
import { RouterLink as Link } from '@truffe/ui/RouterLink';

import { listingQueryFromUrl } from '../../components/listing/listingUrlState';
import { ProductListing } from '../../components/listing/ProductListing';
import { ProductTile } from '../../components/listing/ProductTile';
import { useCatalogueFormat } from '../../components/product/useCatalogueFormat';
import { queryData } from '../../data/queryData';
import { type SiteLocale } from '../../i18n/locales';
import * as styles from './search.css';
import { searchMessages } from './searchMessages';

/** Longest search text sent to the catalogue (the header's search box allows as much). */
export const searchTextMaxLength = 128;

/** What the search screen shows. */
export interface SearchScreenData {
  query: string;
  listing: SearchQueryQuery['search'];
  /** Only when nothing matches: what to suggest instead. */
  fallback: {
    suggestions: SearchSuggestionsQueryQuery['searchSuggestions'];
    categories: CategoryMenuQueryQuery['categoryMenu'];
  } | null;
  locale: SiteLocale;
}

/**
 * Loads `/search/:query` (spec §2): the listing of the search text with the URL's facets, sort and page,
 * and, when nothing matches, suggestions for the text and the top categories.
 */
export async function loadSearchScreen({
  context,
  query,
  url,
  locale,
}: {
  context: unknown;
  query: string;
  url: URL | string;
  locale: SiteLocale;
}): Promise<SearchScreenData> {
  const text = query.trim().slice(0, searchTextMaxLength);
  if (text === '') throw data(null, { status: 404, statusText: 'Not Found' });
  const { search } = await queryData(context, SearchQueryDocument, {
    text,
    query: listingQueryFromUrl(url),
  });
  let fallback: SearchScreenData['fallback'] = null;
  if (search.total === 0) {
    const [suggestions, menu] = await Promise.all([
      queryData(context, SearchSuggestionsQueryDocument, { text }),
      queryData(context, CategoryMenuQueryDocument, {}),
    ]);
    fallback = { suggestions: suggestions.searchSuggestions, categories: menu.categoryMenu };
  }
  return { query: text, listing: search, fallback, locale };
}

function NoResults({ data: screen }: { data: SearchScreenData }) {
  const intl = useIntl();
  const format = useCatalogueFormat();
  const fallback = screen.fallback;
  return (
    <div className={styles.noResults} data-testid="search-no-results">
      <p className={styles.lead}>
        {intl.formatMessage(searchMessages.noResults, { query: screen.query })}
      </p>
      <p>{intl.formatMessage(searchMessages.tips)}</p>
      {fallback && fallback.suggestions.products.length > 0 ? (
        <section aria-labelledby="suggested-products">
          <h2 id="suggested-products" className={styles.subheading}>
            {intl.formatMessage(searchMessages.suggestedProducts)}
          </h2>
          <ul className={styles.grid}>
            {fallback.suggestions.products.map((product) => (
              <li key={product.sku}>
                <ProductTile product={product} format={format} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {fallback ? (
        <section aria-labelledby="suggested-categories">
          <h2 id="suggested-categories" className={styles.subheading}>
            {intl.formatMessage(searchMessages.suggestedCategories)}
          </h2>
          <ul className={styles.categoryList}>
            {[...fallback.suggestions.categories, ...fallback.categories]
              .filter(
                (category, index, all) =>
                  all.findIndex((other) => other.id === category.id) === index,
              )
              .map((category) => (
                <li key={category.id}>
                  <Link to={format.sitePath(category.path)} className={styles.categoryLink}>
                    {category.name}
                  </Link>
                </li>
              ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** Search results (spec §2 `/search/:query`): the same facets, sort and pagination as a category. */
export function SearchScreen({ data: screen }: { data: SearchScreenData }) {
  const intl = useIntl();
  return (
    <div className={styles.screen} data-testid="search-screen">
      <h1 className={styles.title}>
        {intl.formatMessage(searchMessages.title, { query: screen.query })}
      </h1>
      <ProductListing
        listing={screen.listing}
        kind="search"
        empty={screen.fallback ? <NoResults data={screen} /> : undefined}
      />
    </div>
  );
}
