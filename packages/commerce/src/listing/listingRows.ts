/**
 * What the two listing strategies share (listProducts.ts): the scope, the filters and shape they are given, the
 * rows they answer, and the price a listing sorts and filters on.
 */
import { type SQL, sql } from 'drizzle-orm';

import type { AttributeRow, CategoryRow } from '../catalog/productRows';
import type { ListingParams } from './parseListingQuery';

export type ListingScope =
  { kind: 'category'; category: CategoryRow } | { kind: 'search'; text: string };

/**
 * Price a shopper pays in listings, excluding tax, in cents: the lowest price with a current special price, of
 * the `product` row `p` or the `category_listing` row `cl` (which copies its price columns).
 */
export function listingPriceOf(table: 'p' | 'cl'): SQL {
  const t = sql.raw(table);
  // `(SELECT current_date)` is evaluated once per statement; a bare `current_date` once per row and use (on
  // PGlite a time zone conversion each time: 10–30 µs, most of a 5,000-product listing's time).
  return sql`least(${t}.min_price, CASE WHEN ${t}.special_price IS NOT NULL
  AND (${t}.special_from IS NULL OR ${t}.special_from <= (SELECT current_date))
  AND (${t}.special_to IS NULL OR ${t}.special_to >= (SELECT current_date)) THEN ${t}.special_price END)`;
}

export type AttributeInfo = AttributeRow;

export interface FacetRow {
  attributeId: number;
  optionId: number;
  label: Record<string, string>;
  swatchType: string | null;
  swatchValue: string | null;
  docCount: number;
}

export interface ListingRows {
  productIds: number[] | null;
  total: number;
  facetRows?: FacetRow[];
  categoryRows?: { id: number; name: string; docCount: number }[];
  rangeRow?: Record<string, number> | null;
  /** A search: whether it matched more than the cap (`directListing.ts`, decision 0897). */
  capped?: boolean;
  /** Set when capped: the total, page and facets cover the first `matchCap + 1` matches only. */
  matchCap?: number;
}

export interface ListingFilters {
  attributeFilters: { attribute: AttributeInfo; optionIds: number[] }[];
  categoryFilter: number[];
  /** `b.price` within the asked range. */
  priceMatch: SQL;
  facetAttributeIds: number[];
  withFacets: boolean;
}

export interface ListingShape {
  /** The price range counts (`r0`…) over `b`. */
  rangeColumns: SQL;
  /** The same with another count (a sum of counts over a price histogram). */
  rangeColumnsOf: (count: SQL) => SQL;
  order: SQL;
  offset: number;
  params: ListingParams;
}
