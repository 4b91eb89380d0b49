import * as styles from './RatingStars.css';
import { type RatingSize } from './RatingStars.css';
import { ratingMax, roundRating } from './roundRating';

export { ratingSizes, type RatingSize } from './RatingStars.css';
export { ratingMax, roundRating } from './roundRating';

export interface RatingStarsProps {
  /** The average rating, 0–5; drawn to the nearest half star. */
  value: number;
  /** Number of reviews, shown after the stars. */
  count?: number;
  /** Accessible text. @defaultValue (value, max) => `Rated ${value} out of ${max}` */
  label?: (value: number, max: number) => string;
  /** Text of the count. @defaultValue (count) => `(${count})` */
  countText?: (count: number) => string;
  /** @defaultValue 'medium' */
  size?: RatingSize;
  className?: string;
}

/**
 * Five stars filled to the rating (halves included), read as text by screen readers. The stars are drawn by
 * the stylesheet (a mask of the five-star row over the empty and the filled colour): a rating is two empty
 * elements in the HTML, not a drawing — its SVG weighed ~0.9 kB on every product card (issue 21, decisions
 * 0900, 0903).
 */
export function RatingStars({
  value,
  count,
  label = (rating, max) => `Rated ${rating} out of ${max}`,
  countText = (total) => `(${total})`,
  size = 'medium',
  className,
}: RatingStarsProps) {
  const rounded = roundRating(value);
  return (
    <span className={[styles.root({ size }), className].filter(Boolean).join(' ')}>
      <span className={styles.stars} role="img" aria-label={label(rounded, ratingMax)}>
        <span
          className={styles.filled}
          style={{ width: `${(rounded / ratingMax) * 100}%` }}
          data-rating={rounded}
        />
      </span>
      {count !== undefined ? <span className={styles.count}>{countText(count)}</span> : null}
    </span>
  );
}
