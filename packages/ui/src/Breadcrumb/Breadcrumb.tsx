import * as styles from './Breadcrumb.css';
import { chevronRightIcon, IconGlyph } from '../Icon/Icon';
import { Link } from '../Link/Link';

export interface BreadcrumbItem {
  name: string;
  /** The page's path; the last item (the current page) is not a link. */
  path: string;
}

export interface BreadcrumbProps {
  /** The trail after the root, the current page last. */
  items: readonly BreadcrumbItem[];
  /** Name of the root entry. @defaultValue 'Home' */
  rootName?: string;
  /** @defaultValue '/' */
  rootPath?: string;
  /** Accessible name of the navigation. @defaultValue 'Breadcrumb' */
  label?: string;
  /** Absolute base of the addresses in the structured data (e.g. 'https://www.truffe.example'). */
  baseUrl?: string;
}

/**
 * Where the page sits in the shop. Marked up with schema.org `BreadcrumbList` microdata, so search engines
 * read the trail from the HTML itself.
 */
export function Breadcrumb({
  items,
  rootName = 'Home',
  rootPath = '/',
  label = 'Breadcrumb',
  baseUrl = '',
}: BreadcrumbProps) {
  const trail = [{ name: rootName, path: rootPath }, ...items];
  return (
    <nav aria-label={label}>
      <ol className={styles.list} itemScope itemType="https://schema.org/BreadcrumbList">
        {trail.map((item, index) => {
          const last = index === trail.length - 1;
          return (
            <li
              key={`${item.path}-${index}`}
              className={styles.item}
              itemProp="itemListElement"
              itemScope
              itemType="https://schema.org/ListItem"
            >
              {index > 0 ? <IconGlyph icon={chevronRightIcon} size="small" /> : null}
              {last ? (
                <span className={styles.current} aria-current="page" itemProp="name">
                  {item.name}
                </span>
              ) : (
                <Link to={item.path} end itemProp="item">
                  <span itemProp="name">{item.name}</span>
                </Link>
              )}
              {last ? <meta itemProp="item" content={`${baseUrl}${item.path}`} /> : null}
              <meta itemProp="position" content={String(index + 1)} />
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
