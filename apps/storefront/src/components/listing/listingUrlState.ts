/**
 * The state of a product listing lives in the page's query string (spec §3 "Listing parameters"): `page`,
 * `pageLength`, `minPrice`, `maxPrice` (euros including tax), `sort` (JSON `{ field, direction }`), and every
 * other parameter is a facet filter with a list of values (`brand=201&brand=203`). Keeping it there makes a
 * listing shareable, crawlable and navigable with the back button; these pure functions read and change it.
 */

import { isCampaignParameter } from '../../navigation/campaignParameters';

/** Query parameters that are not facet filters. */
export const listingParameterNames = [
  'page',
  'pageLength',
  'minPrice',
  'maxPrice',
  'sort',
] as const;

/** The sort fields the catalogue accepts (packages/commerce parseListingQuery). */
export const sortFields = ['position', 'name', 'price', 'newest', 'relevance'] as const;
export type SortField = (typeof sortFields)[number];
export type SortDirection = 'asc' | 'desc';

export interface ListingSort {
  field: SortField;
  direction: SortDirection;
}

/** What a listing's query string asks for, as typed by the shopper (not yet validated by the server). */
export interface ListingUrlState {
  page: number;
  /** `null`: the shop's default page size. */
  pageLength: number | null;
  /** Euros including tax, as written in the URL. */
  minPrice: number | null;
  maxPrice: number | null;
  /** `null`: the default order (or an invalid sort, which is ignored with a warning). */
  sort: ListingSort | null;
  /** Facet code → selected values, in URL order, without duplicates. */
  filters: ReadonlyMap<string, readonly string[]>;
}

const reserved: ReadonlySet<string> = new Set(listingParameterNames);

/**
 * A facet parameter name without its array suffix (`brand[]` → `brand`), as the server reads it; `null` for
 * the listing's own parameters and for campaign parameters (`utm_source`…, decision 0918), which are no facet.
 */
export function facetCode(name: string): string | null {
  const match = /^([^[\]]+)(?:\[\d*\])?$/.exec(name);
  const code = match?.[1] ?? null;
  return code === null || reserved.has(code) || isCampaignParameter(code) ? null : code;
}

function positiveInteger(value: string | null): number | null {
  if (value === null || !/^\s*\d+\s*$/.test(value)) return null;
  const number = Number(value);
  return Number.isSafeInteger(number) && number >= 1 ? number : null;
}

/** A price typed in the URL (`12.5`, `12,5`), or null when it is not a non-negative number. */
export function parsePriceParameter(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value.trim().replace(',', '.'));
  return Number.isFinite(number) && number >= 0 ? number : null;
}

/**
 * The sort of the `sort` parameter; an invalid one is ignored with a console warning (spec §5, §8).
 * @param warn receives the warning. @defaultValue console.warn
 */
export function parseSortParameter(
  value: string | null,
  warn: (message: string) => void = (message) => console.warn(message),
): ListingSort | null {
  if (value === null || value === '') return null;
  try {
    const parsed = JSON.parse(value) as { field?: unknown; direction?: unknown } | null;
    const direction = parsed?.direction ?? 'asc';
    if (
      typeof parsed?.field === 'string' &&
      (sortFields as readonly string[]).includes(parsed.field) &&
      (direction === 'asc' || direction === 'desc')
    ) {
      return { field: parsed.field as SortField, direction };
    }
  } catch {
    // Not JSON: warned below like any other invalid sort.
  }
  warn(`Invalid sort parameter ignored: ${value.slice(0, 200)}`);
  return null;
}

/** Reads a listing's state from its query string. */
export function readListingState(
  search: URLSearchParams,
  warn?: (message: string) => void,
): ListingUrlState {
  const filters = new Map<string, string[]>();
  for (const [name, rawValue] of search) {
    const code = facetCode(name);
    const value = rawValue.trim();
    if (code === null || value === '') continue;
    const values = filters.get(code) ?? [];
    if (!values.includes(value)) values.push(value);
    filters.set(code, values);
  }
  return {
    page: positiveInteger(search.get('page')) ?? 1,
    pageLength: positiveInteger(search.get('pageLength')),
    minPrice: parsePriceParameter(search.get('minPrice')),
    maxPrice: parsePriceParameter(search.get('maxPrice')),
    sort: parseSortParameter(search.get('sort'), warn),
    filters,
  };
}

/** Writes a listing's state as a query string, in a stable order (filters, price, sort, size, page). */
export function writeListingState(state: ListingUrlState): URLSearchParams {
  const search = new URLSearchParams();
  for (const [code, values] of state.filters) {
    for (const value of values) search.append(code, value);
  }
  if (state.minPrice !== null) search.set('minPrice', String(state.minPrice));
  if (state.maxPrice !== null) search.set('maxPrice', String(state.maxPrice));
  if (state.sort) search.set('sort', JSON.stringify(state.sort));
  if (state.pageLength !== null) search.set('pageLength', String(state.pageLength));
  if (state.page > 1) search.set('page', String(state.page));
  return search;
}

/** The `?…` of a state (empty string when there is nothing to say). */
export function listingSearch(state: ListingUrlState): string {
  const query = writeListingState(state).toString();
  return query === '' ? '' : `?${query}`;
}

// Every change below goes back to the first page: the old page number means nothing in a new result set.

/** Adds a facet value, or removes it when it is already selected. */
export function toggleFilter(state: ListingUrlState, code: string, value: string): ListingUrlState {
  const filters = new Map(state.filters);
  const values = filters.get(code) ?? [];
  const next = values.includes(value)
    ? values.filter((candidate) => candidate !== value)
    : [...values, value];
  if (next.length === 0) filters.delete(code);
  else filters.set(code, next);
  return { ...state, filters, page: 1 };
}

/** Sets the price filter (euros including tax); `null` removes a bound. */
export function withPriceRange(
  state: ListingUrlState,
  minPrice: number | null,
  maxPrice: number | null,
): ListingUrlState {
  return { ...state, minPrice, maxPrice, page: 1 };
}

/** Removes every filter (facets and price), keeping the sort and the page size. */
export function withoutFilters(state: ListingUrlState): ListingUrlState {
  return { ...state, filters: new Map(), minPrice: null, maxPrice: null, page: 1 };
}

export function withSort(state: ListingUrlState, sort: ListingSort | null): ListingUrlState {
  return { ...state, sort, page: 1 };
}

export function withPageLength(state: ListingUrlState, pageLength: number | null): ListingUrlState {
  return { ...state, pageLength, page: 1 };
}

export function withPage(state: ListingUrlState, page: number): ListingUrlState {
  return { ...state, page: Math.max(1, Math.floor(page)) };
}

/** Whether any facet or price filter is applied. */
export function hasFilters(state: ListingUrlState): boolean {
  return state.filters.size > 0 || state.minPrice !== null || state.maxPrice !== null;
}

/**
 * The listing parameters of a page URL, for the `query` argument of the catalogue (CategoryQuery,
 * SearchQuery), normalized (stable order, no empty values, no invalid sort) so that equivalent URLs make
 * the same query and share a cache entry.
 */
export function listingQueryFromUrl(url: URL | string): string {
  const search = new URL(url, 'http://localhost').searchParams;
  return writeListingState(readListingState(search, () => {})).toString();
}
