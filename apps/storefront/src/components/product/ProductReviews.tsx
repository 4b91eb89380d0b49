import { RatingStars } from '@truffe/ui/RatingStars';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';

import { paginationMessages } from '../listing/paginationMessages';
import * as styles from './product.css';
import { reviewMessages } from './reviewMessages';
import { ReviewForm } from './ReviewForm';
import { type ReviewsLayer, reviewsPageSize } from './reviewsPaging';
import { type CatalogueFormat } from './useCatalogueFormat';
import { VerifiedReviewsWidget } from '../../platform/consent/VerifiedReviewsWidget';
import { lazyPart } from '../../render/lazyPart';
import { withoutCampaignParameters } from '../../navigation/campaignParameters';

// Most products have one page of reviews or none: the pagination is loaded for those with more (decision 0901).
const Pagination = lazyPart(async () => (await import('@truffe/ui/Pagination')).Pagination);

/** Loads the code the reviews of a product need besides this module (the product loader awaits it). */
export async function loadReviewsParts(reviews: Pick<ReviewsLayer, 'total'>): Promise<void> {
  if (reviews.total > reviewsPageSize) await Pagination.load();
}

export interface ProductReviewsProps {
  sku: string;
  reviews: ReviewsLayer;
  page: number;
  format: CatalogueFormat;
}

/** Reviews (spec §3): the summary, one page of reviews with pagination, and the write-a-review form. */
export function ProductReviews({ sku, reviews, page, format }: ProductReviewsProps) {
  const intl = useIntl();
  const location = useLocation();
  const pageCount = Math.ceil(reviews.total / reviewsPageSize);
  const hrefForPage = (target: number) => {
    const search = new URLSearchParams(withoutCampaignParameters(location.search));
    if (target > 1) search.set('reviewsPage', String(target));
    else search.delete('reviewsPage');
    const query = search.toString();
    return `${location.pathname}${query ? `?${query}` : ''}#reviews`;
  };
  return (
    <section id="reviews" className={styles.section} aria-labelledby="reviews-heading">
      <h2 id="reviews-heading" className={styles.subheading}>
        {intl.formatMessage(reviewMessages.heading)}
      </h2>
      <div className={styles.reviewSummary} data-testid="reviews-summary">
        {reviews.total > 0 && reviews.ratingAverage !== null ? (
          <RatingStars value={reviews.ratingAverage} label={format.ratingLabel} size="medium" />
        ) : null}
        <p className={styles.noMargin}>
          {intl.formatMessage(reviewMessages.summary, {
            count: reviews.total,
            average: intl.formatNumber(reviews.ratingAverage ?? 0, { maximumFractionDigits: 1 }),
          })}
        </p>
      </div>
      <VerifiedReviewsWidget sku={sku} />
      {reviews.reviews.length > 0 ? (
        <ol className={styles.reviewList}>
          {reviews.reviews.map((review) => (
            <li key={review.id} className={styles.review}>
              <article aria-labelledby={`review-${review.id}`}>
                <h3 id={`review-${review.id}`} className={styles.reviewTitle}>
                  {review.title}
                </h3>
                <RatingStars value={review.rating} label={format.ratingLabel} size="small" />
                <p className={styles.muted}>
                  {intl.formatMessage(reviewMessages.by, {
                    author: review.author.displayName,
                    date: intl.formatDate(review.creationDate, { dateStyle: 'long' }),
                  })}
                </p>
                <p className={styles.reviewComment}>{review.comment}</p>
              </article>
            </li>
          ))}
        </ol>
      ) : (
        <p>{intl.formatMessage(reviewMessages.none)}</p>
      )}
      {pageCount > 1 ? (
        <Pagination
          page={Math.min(page, Math.max(1, pageCount))}
          pageCount={pageCount}
          hrefForPage={hrefForPage}
          label={intl.formatMessage(reviewMessages.pagination)}
          previousLabel={intl.formatMessage(paginationMessages.previousPage)}
          nextLabel={intl.formatMessage(paginationMessages.nextPage)}
          pageLabel={(target) => intl.formatMessage(paginationMessages.pageLabel, { page: target })}
        />
      ) : null}
      <ReviewForm sku={sku} format={format} />
    </section>
  );
}
