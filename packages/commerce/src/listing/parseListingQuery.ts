/**
 * The listing parameters of spec §3/§5, read from a URL query string: page, pageLength, minPrice, maxPrice,
 * sort (JSON), and every other parameter as a facet filter with a list of values.
 */
import { filterBoundExclTax } from '../money/priceFilter';
import type { TaxRule } from '../money/tax';

export const sortFields = ['position', 'name', 'price', 'newest', 'relevance'] as const;
export type SortField = (typeof sortFields)[number];

export interface ListingSort {
  field: SortField;
  direction: 'asc' | 'desc';
}

export interface ListingParams {
  page: number;
  pageLength: number;
  /** Euros excluding tax: the query's value divided by the tax factor, rounded to 2 decimals. */
  minPrice: number | null;
  maxPrice: number | null;
  sort: ListingSort | null;
  /** Facet code -> values, in query order, without duplicates. */
  filters: Map<string, string[]>;
}

/** The shop's page sizes and tax rule (ShopConfig is one). */
export interface ListingQueryConfig extends TaxRule {
  /** Configured page sizes (spec §9: 16, 32, 64). */
  availablePageSizes: readonly number[];
  /** Receives the warning of an invalid sort. @defaultValue console.warn */
  warn?: (message: string) => void;
}

/** Query-string arrays are parsed up to this many entries (spec §9). */
export const arrayLimit = 9999;
/** Page size when none is configured (spec §5). */
export const fallbackPageSize = 9;

const reserved = new Set(['page', 'pageLength', 'minPrice', 'maxPrice', 'sort']);

/** The highest page number a listing query asks for (the resolvers refuse more). */
export const maxListingPage = 100_000;

function parsePositiveInteger(value: string | null): number | null {
  if (value === null || !/^\s*\d+\s*$/.test(value)) return null;
  const number = Number(value);
  return Number.isSafeInteger(number) && number >= 1 ? number : null;
}

/** The highest price bound a listing query asks for, in euros (ten million: within integer cents). */
const maxPriceBound = 10_000_000;

function parsePrice(value: string | null, tax: TaxRule): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value.replace(',', '.'));
  if (!Number.isFinite(number) || number < 0) return null;
  // Prices are integer cents in the database: a bound past ten million euros means "no bound" (issue 19).
  return filterBoundExclTax(Math.min(number, maxPriceBound), tax);
}

function parseSort(value: string | null, warn: (message: string) => void): ListingSort | null {
  if (value === null || value === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    warn(`Invalid sort parameter ignored (not JSON): ${value.slice(0, 200)}`);
    return null;
  }
  const candidate = parsed as { field?: unknown; direction?: unknown } | null;
  const field = candidate?.field;
  const direction = candidate?.direction ?? 'asc';
  if (
    typeof field !== 'string' ||
    !(sortFields as readonly string[]).includes(field) ||
    (direction !== 'asc' && direction !== 'desc')
  ) {
    warn(`Invalid sort parameter ignored: ${value.slice(0, 200)}`);
    return null;
  }
  return { field: field as SortField, direction };
}

/** Facet key without its array suffix (`brand[]`, `brand[3]` -> `brand`), or null when past the array limit. */
function facetKey(rawKey: string): string | null {
  const match = /^([^[\]]+)(?:\[(\d*)\])?$/.exec(rawKey);
  if (!match) return null;
  if (match[2] !== undefined && match[2] !== '' && Number(match[2]) > arrayLimit) return null;
  return match[1]!;
}

/** Parses a URL query string (with or without its leading '?'). */
export function parseListingQuery(
  query: string | null | undefined,
  config: ListingQueryConfig,
): ListingParams {
  const params = new URLSearchParams(query ?? '');
  const warn = config.warn ?? ((message: string) => console.warn(message));
  const largest =
    config.availablePageSizes.length > 0
      ? Math.max(...config.availablePageSizes)
      : fallbackPageSize;
  const defaultPageLength = config.availablePageSizes[0] ?? fallbackPageSize;
  const requestedLength = parsePositiveInteger(params.get('pageLength'));

  const seen = new Map<string, Set<string>>();
  for (const [rawKey, rawValue] of params) {
    if (reserved.has(rawKey)) continue;
    const key = facetKey(rawKey);
    const value = rawValue.trim();
    if (key === null || reserved.has(key) || value === '') continue;
    const values = seen.get(key) ?? new Set<string>();
    if (values.size < arrayLimit) values.add(value);
    seen.set(key, values);
  }
  const filters = new Map([...seen].map(([key, values]) => [key, [...values]]));

  return {
    // A page past the last one is an empty listing, never an error: absurd numbers are clamped (issue 19).
    page: Math.min(parsePositiveInteger(params.get('page')) ?? 1, maxListingPage),
    pageLength: requestedLength === null ? defaultPageLength : Math.min(requestedLength, largest),
    minPrice: parsePrice(params.get('minPrice'), config),
    maxPrice: parsePrice(params.get('maxPrice'), config),
    sort: parseSort(params.get('sort'), warn),
    filters,
  };
}
