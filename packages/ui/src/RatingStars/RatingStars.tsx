import { useId } from 'react';

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
 * One star in a 24-unit box, drawn with relative moves only, so that the row repeats it after `m` steps of
 * one star and the gap (0.1em beside a 1.1em star: 24 + 24 / 11 units).
 */
const star = 'l2.9 6 6.6.9-4.8 4.6 1.2 6.5-5.9-3.1-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z';
const rowPath = `M12 2.5${Array.from({ length: ratingMax }, () => star).join('m26.18 0')}`;

/**
 * The five stars as one drawing (one `<svg>` for the row, not one per star: a product page's rating weighed
 * 1.7 kB of HTML, issue 21, decision 0900). The filled row draws the empty row's path again by reference
 * (`<use>`): the path is written once per rating, not twice (decision 0903).
 */
function StarRow({
  className,
  pathId,
  drawn,
}: {
  className: string;
  pathId: string;
  drawn: boolean;
}) {
  return (
    <span className={`${styles.row} ${className}`}>
      <svg viewBox="0 0 128.73 24" className={styles.starRow} aria-hidden="true">
        {drawn ? <path id={pathId} d={rowPath} fill="currentColor" /> : <use href={`#${pathId}`} />}
      </svg>
    </span>
  );
}

/** Five stars filled to the rating (halves included), read as text by screen readers. */
export function RatingStars({
  value,
  count,
  label = (rating, max) => `Rated ${rating} out of ${max}`,
  countText = (total) => `(${total})`,
  size = 'medium',
  className,
}: RatingStarsProps) {
  const rounded = roundRating(value);
  const pathId = useId();
  return (
    <span className={[styles.root({ size }), className].filter(Boolean).join(' ')}>
      <span className={styles.stars} role="img" aria-label={label(rounded, ratingMax)}>
        <StarRow className={styles.empty} pathId={pathId} drawn />
        <span
          className={styles.filled}
          style={{ width: `${(rounded / ratingMax) * 100}%` }}
          data-rating={rounded}
        >
          <StarRow className="" pathId={pathId} drawn={false} />
        </span>
      </span>
      {count !== undefined ? <span className={styles.count}>{countText(count)}</span> : null}
    </span>
  );
}
