/**
 * Category and search listings in one SQL statement whatever the page length: the matching products are
 * computed once (a materialized CTE: the text search of a search runs once), then the page of product ids,
 * the total, the attribute facets, the category facet and the price ranges are read from them.
 * Facets are disjunctive: a facet's counts ignore that facet's own filter, so shoppers can widen a choice.
 * A category listing reads its products from `category_listing` and, unfiltered, its facet counts from
 * `category_listing_facet` (precomputed by `refresh_category_listing()`, decision 0871) while they are fresh;
 * otherwise, and for searches, from the catalogue tables: the two strategies are precomputedListing.ts and
 * directListing.ts, given the same filters and shape (listingRows.ts).
 */
import { type SQL, sql } from 'drizzle-orm';

import { filterBoundInclTax, rangeBoundCents } from '../money/priceFilter';
import type { RequestServices } from '../store/requestContext';
import { directRows } from './directListing';
import { type AttributeInfo, type ListingRows, type ListingScope } from './listingRows';
import type { ListingParams, ListingSort } from './parseListingQuery';
import { precomputedCategoryRows } from './precomputedListing';

export { searchWords } from './directListing';
export type { ListingScope } from './listingRows';

export interface FacetBucket {
  value: string;
  label: string;
  docCount: number;
  selected: boolean;
  swatch: { type: string; value: string } | null;
}

export interface DynamicFacet {
  kind: 'attribute' | 'category';
  code: string;
  label: string;
  buckets: FacetBucket[];
}

export interface ListingResult {
  total: number;
  page: number;
  pageLength: number;
  pageCount: number;
  productIds: number[];
  facets: DynamicFacet[];
  priceRanges: { name: string; value: string; docCount: number }[];
  appliedFilters: { code: string; values: string[] }[];
  minPrice: number | null;
  maxPrice: number | null;
  /** The applied bounds as the shopper reads them (incl. tax, euros). */
  minPriceInclTax: number | null;
  maxPriceInclTax: number | null;
  sort: ListingSort | null;
  /**
   * A search that matched more products than it ranks (decision 0897): total, pages and facets cover its first
   * `matchCap + 1` matches, and the screen says "more than …". Null otherwise.
   */
  matchCap: number | null;
}

/** Fixed price ranges, in euros including tax. */
const priceRanges: [number, number | null][] = [
  [0, 10],
  [10, 20],
  [20, 50],
  [50, 100],
  [100, null],
];

function priceRangeName(locale: string, [min, max]: [number, number | null]): string {
  if (locale === 'fr-FR') {
    if (min === 0) return `Moins de ${max} €`;
    return max === null ? `${min} € et plus` : `${min} € – ${max} €`;
  }
  if (min === 0) return `Under €${max}`;
  return max === null ? `€${min} and above` : `€${min} – €${max}`;
}

const categoryFacetCode = 'category';

function orderBy(sort: ListingSort | null, scope: ListingScope): SQL {
  const direction = sort?.direction === 'desc' ? sql`DESC` : sql`ASC`;
  switch (sort?.field) {
    case 'name':
      return sql`name ${direction}, id`;
    case 'price':
      return sql`price ${direction}, id`;
    case 'newest':
      return sort.direction === 'asc' ? sql`created_at ASC, id` : sql`created_at DESC, id DESC`;
    case 'relevance':
    case 'position':
    default:
      if (scope.kind === 'search' && sort?.field !== 'position') return sql`score DESC, id`;
      return sql`position ${direction}, id`;
  }
}

export interface ListingOptions {
  /** Facets, price ranges and their counts. @defaultValue true */
  facets?: boolean;
  /**
   * Where a category listing reads from: `auto` (the precomputed tables while fresh, else the catalogue),
   * `direct` (the catalogue tables), `precomputed` (fails when they are stale; tests compare both).
   * @defaultValue 'auto'
   */
  source?: 'auto' | 'direct' | 'precomputed';
}

/** Listings already run in a request (keyed by scope, parameters and facets), see {@link listProducts}. */
const requestListings = new WeakMap<RequestServices, Map<string, Promise<ListingResult>>>();

/**
 * Runs a listing for a category or a search text. A request asking the same listing twice (a friendly URL's
 * route query, then the category screen's query, in one page request) runs it once.
 */
export function listProducts(
  services: RequestServices,
  scope: ListingScope,
  params: ListingParams,
  options: ListingOptions = {},
): Promise<ListingResult> {
  const key = JSON.stringify([
    scope.kind === 'category' ? scope.category.id : scope.text,
    scope.kind,
    { ...params, filters: [...params.filters] },
    options.facets !== false,
    options.source ?? 'auto',
  ]);
  let listings = requestListings.get(services);
  if (!listings) requestListings.set(services, (listings = new Map()));
  let listing = listings.get(key);
  if (!listing) {
    listing = runListing(services, scope, params, options).then((result) => {
      if (!result) throw new Error('The precomputed category listing is stale');
      return result;
    });
    listings.set(key, listing);
    // A failed listing is not kept: asking again runs it again.
    listing.catch(() => listings.delete(key));
  }
  return listing;
}

async function runListing(
  services: RequestServices,
  scope: ListingScope,
  params: ListingParams,
  options: ListingOptions,
): Promise<ListingResult | null> {
  const { locale, config } = services;
  const attributes = await services.loaders.attributes.load('all');
  const attributeByCode = new Map(attributes.map((attribute) => [attribute.code, attribute]));

  // Filters: known attribute codes with numeric option ids, and the category facet.
  const attributeFilters: { attribute: AttributeInfo; optionIds: number[] }[] = [];
  let categoryFilter: number[] = [];
  const appliedFilters: ListingResult['appliedFilters'] = [];
  for (const [code, values] of params.filters) {
    const ids = values.filter((value) => /^\d{1,9}$/.test(value)).map(Number);
    if (ids.length === 0) continue;
    if (code === categoryFacetCode) {
      categoryFilter = ids;
      appliedFilters.push({ code, values: ids.map(String) });
      continue;
    }
    const attribute = attributeByCode.get(code);
    if (!attribute?.isFilterable) continue;
    attributeFilters.push({ attribute, optionIds: ids });
    appliedFilters.push({ code, values: ids.map(String) });
  }

  const withFacets = options.facets !== false;
  const ignored = new Set(config.productSearch.ignoredAttributeKeys);
  const facetAttributeIds = attributes
    .filter((attribute) => attribute.isFilterable && !ignored.has(attribute.code))
    .map((attribute) => attribute.id);
  const priceMatch = sql.join(
    [
      params.minPrice !== null ? sql`b.price >= ${Math.round(params.minPrice * 100)}` : sql`true`,
      params.maxPrice !== null ? sql`b.price <= ${Math.round(params.maxPrice * 100)}` : sql`true`,
    ],
    sql` AND `,
  );
  // The price ranges in cents excluding tax, and their counts over `b` (`count` is one product's weight).
  const rangeColumnsOf = (count: SQL) =>
    sql.join(
      priceRanges.map(([min, max], index) => {
        const low = rangeBoundCents(min, config);
        const high = max === null ? null : rangeBoundCents(max, config);
        return sql`coalesce(${count} FILTER (WHERE b.price >= ${low}${high === null ? sql`` : sql` AND b.price < ${high}`}), 0)::int AS ${sql.identifier(`r${index}`)}`;
      }),
      sql`, `,
    );
  const rangeColumns = rangeColumnsOf(sql`count(*)`);
  const order = orderBy(params.sort, scope);
  const offset = (params.page - 1) * params.pageLength;
  const filters = { attributeFilters, categoryFilter, priceMatch, facetAttributeIds, withFacets };
  const shared = { rangeColumns, rangeColumnsOf, order, offset, params };

  const source = options.source ?? 'auto';
  let listing: ListingRows | undefined;
  if (scope.kind === 'category' && scope.category.level >= 2 && source !== 'direct') {
    listing = await precomputedCategoryRows(services, scope.category, filters, shared);
    if (!listing && source === 'precomputed') return null;
  }
  listing ??= await directRows(services, scope, filters, shared);
  const total = listing?.total ?? 0;
  const pageIds = listing?.productIds ?? [];
  const facetRows = listing?.facetRows ?? [];
  const categoryRows = listing?.categoryRows ?? [];
  const rangeRow = listing?.rangeRow ?? undefined;

  const selectedOptions = new Map(
    attributeFilters.map((filter) => [filter.attribute.id, new Set(filter.optionIds)]),
  );
  const facets: DynamicFacet[] = [];

  // The category facet: the children of the category (top-level categories for a search).
  const facetSize = config.productSearch.dynamicFacetSize;
  if (categoryRows.length > 0) {
    facets.push({
      kind: 'category',
      code: categoryFacetCode,
      label: locale === 'fr-FR' ? 'Catégorie' : 'Category',
      buckets: categoryRows.slice(0, facetSize).map((row) => ({
        value: String(row.id),
        label: row.name,
        docCount: row.docCount,
        selected: categoryFilter.includes(row.id),
        swatch: null,
      })),
    });
  }
  for (const attribute of attributes) {
    if (!facetAttributeIds.includes(attribute.id)) continue;
    const buckets = facetRows.filter((row) => row.attributeId === attribute.id).slice(0, facetSize);
    if (buckets.length === 0) continue;
    facets.push({
      kind: 'attribute',
      code: attribute.code,
      label: attribute.label[locale] ?? attribute.code,
      buckets: buckets.map((row) => ({
        value: String(row.optionId),
        label: row.label[locale] ?? String(row.optionId),
        docCount: row.docCount,
        selected: selectedOptions.get(attribute.id)?.has(row.optionId) ?? false,
        swatch:
          row.swatchType && row.swatchValue
            ? { type: row.swatchType, value: row.swatchValue }
            : null,
      })),
    });
  }

  return {
    total,
    page: params.page,
    pageLength: params.pageLength,
    pageCount: Math.ceil(total / params.pageLength),
    productIds: pageIds,
    facets,
    priceRanges: !withFacets
      ? []
      : priceRanges.map((range, index) => ({
          name: priceRangeName(locale, range),
          value: `${range[0]}-${range[1] ?? ''}`,
          docCount: rangeRow?.[`r${index}`] ?? 0,
        })),
    appliedFilters,
    minPrice: params.minPrice,
    maxPrice: params.maxPrice,
    minPriceInclTax: params.minPrice === null ? null : filterBoundInclTax(params.minPrice, config),
    maxPriceInclTax: params.maxPrice === null ? null : filterBoundInclTax(params.maxPrice, config),
    sort: params.sort,
    matchCap: listing?.matchCap ?? null,
  };
}
