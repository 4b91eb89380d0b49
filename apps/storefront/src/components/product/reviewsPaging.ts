import { type ProductReviewsQueryQuery } from '@truffe/graphql/documents';

/** A page of a product's reviews (ProductPageQuery's first one, ProductReviewsQuery's later ones). */
export type ReviewsLayer = NonNullable<ProductReviewsQueryQuery['product']>['reviews'];

/** Reviews per page of the product screen (ProductPageQuery asks for the first 5). */
export const reviewsPageSize = 5;

/** The highest reviews page asked for: the catalogue serves reviews from at most the 100,000th. */
const maxReviewsPage = Math.floor(100_000 / reviewsPageSize);

/**
 * The `reviewsPage` query parameter: the page of the reviews list, from 1. Absurd numbers are clamped (a page
 * past the last one lists no review; issue 19 item 5).
 */
export function reviewsPageOf(search: URLSearchParams): number {
  const value = Number(search.get('reviewsPage'));
  return Number.isSafeInteger(value) && value >= 1 ? Math.min(value, maxReviewsPage) : 1;
}
