import { useId, type ReactNode } from 'react';
import { RouterLink as Link } from '../Link/routerLinks';

import * as styles from './ProductCard.css';

export const productCardHeadingLevels = [2, 3, 4] as const;
export type ProductCardHeadingLevel = (typeof productCardHeadingLevels)[number];

export interface ProductCardProps {
  name: string;
  /** The product page's path. */
  href: string;
  /** The picture (an `Image`), linked to the product page. */
  image: ReactNode;
  /** The price (a `Price`). */
  price: ReactNode;
  brand?: string;
  /** The rating (a `RatingStars`). */
  rating?: ReactNode;
  /** The availability (a `StockLabel`). */
  stock?: ReactNode;
  /** Badges over the picture ('New', '-20%'). */
  badges?: ReactNode;
  /** Add to cart, wishlist. */
  actions?: ReactNode;
  /** @defaultValue 3 */
  headingLevel?: ProductCardHeadingLevel;
  className?: string;
}

/**
 * A product in a list: picture, name, price, rating, stock and actions, fed by plain props and slots. The
 * name is the one link read by screen readers; the picture repeats it for the mouse only.
 */
export function ProductCard({
  name,
  href,
  image,
  price,
  brand,
  rating,
  stock,
  badges,
  actions,
  headingLevel = 3,
  className,
}: ProductCardProps) {
  const nameId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      className={[styles.card, className].filter(Boolean).join(' ')}
      aria-labelledby={nameId}
    >
      {/* No `data-discover`: framework mode's route discovery, unused by a data router (decision 0900). */}
      <Link to={href} discover="none" className={styles.media} tabIndex={-1} aria-hidden="true">
        {image}
        {badges ? <span className={styles.badges}>{badges}</span> : null}
      </Link>
      {brand ? <p className={styles.brand}>{brand}</p> : null}
      <Heading className={styles.name} id={nameId}>
        <Link to={href} discover="none" className={styles.nameLink}>
          {name}
        </Link>
      </Heading>
      {rating}
      {price}
      {stock}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </article>
  );
}
