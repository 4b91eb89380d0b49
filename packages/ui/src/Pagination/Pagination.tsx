// React Router's plain Link: the pages share one path, so NavLink would mark every page as current.
import { RouterLink as Link } from '../Link/routerLinks';

import * as styles from './Pagination.css';
import { paginationRange } from './paginationRange';
import { chevronLeftIcon, chevronRightIcon, IconGlyph } from '../Icon/Icon';

export { paginationRange, type PaginationEntry } from './paginationRange';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  /** The address of a page: pages are links, so they work before hydration and for crawlers. */
  hrefForPage: (page: number) => string;
  /** Pages shown on each side of the current one. @defaultValue 1 */
  siblings?: number;
  /** Accessible name of the navigation. @defaultValue 'Pagination' */
  label?: string;
  /** @defaultValue 'Previous page' */
  previousLabel?: string;
  /** @defaultValue 'Next page' */
  nextLabel?: string;
  /** Accessible name of a page link. @defaultValue (page) => `Page ${page}` */
  pageLabel?: (page: number) => string;
}

/** Links to the pages of a list; renders nothing for a single page. */
export function Pagination({
  page,
  pageCount,
  hrefForPage,
  siblings = 1,
  label = 'Pagination',
  previousLabel = 'Previous page',
  nextLabel = 'Next page',
  pageLabel = (number) => `Page ${number}`,
}: PaginationProps) {
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        {current > 1 ? (
          <li>
            <Link
              to={hrefForPage(current - 1)}
              className={styles.page}
              aria-label={previousLabel}
              rel="prev"
            >
              <IconGlyph icon={chevronLeftIcon} size="small" />
            </Link>
          </li>
        ) : null}
        {paginationRange(current, pageCount, siblings).map((entry, index) =>
          entry === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <Link
                to={hrefForPage(entry)}
                className={styles.page}
                aria-label={pageLabel(entry)}
                aria-current={entry === current ? 'page' : undefined}
              >
                {entry}
              </Link>
            </li>
          ),
        )}
        {current < pageCount ? (
          <li>
            <Link
              to={hrefForPage(current + 1)}
              className={styles.page}
              aria-label={nextLabel}
              rel="next"
            >
              <IconGlyph icon={chevronRightIcon} size="small" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
