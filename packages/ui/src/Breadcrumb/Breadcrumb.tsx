import * as styles from './Breadcrumb.css';
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
  /**
   * Marks the trail up with `BreadcrumbList` microdata. Off on a page whose head already carries the same
   * trail as JSON-LD (product and category pages): search engines read either, the microdata cost ~0.75 kB of
   * each such page (decision 0903). @defaultValue true
   */
  microdata?: boolean;
}

/**
 * Where the page sits in the shop; the stylesheet draws the chevron between two entries (decision 0907: an
 * inline icon cost ~130 bytes per level on every product and category page, and said nothing to a screen
 * reader, being hidden from it). Marked up with schema.org `BreadcrumbList` microdata (unless the page's
 * JSON-LD carries the trail), so search engines read the trail from the HTML itself.
 */
export function Breadcrumb({
  items,
  rootName = 'Home',
  rootPath = '/',
  label = 'Breadcrumb',
  baseUrl = '',
  microdata = true,
}: BreadcrumbProps) {
  const trail = [{ name: rootName, path: rootPath }, ...items];
  const list = microdata
    ? { itemScope: true, itemType: 'https://schema.org/BreadcrumbList' }
    : undefined;
  const element = microdata
    ? { itemProp: 'itemListElement', itemScope: true, itemType: 'https://schema.org/ListItem' }
    : undefined;
  const prop = (name: string) => (microdata ? name : undefined);
  return (
    <nav aria-label={label}>
      <ol className={styles.list} {...list}>
        {trail.map((item, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={`${item.path}-${index}`} className={styles.item} {...element}>
              {last ? (
                <span className={styles.current} aria-current="page" itemProp={prop('name')}>
                  {item.name}
                </span>
              ) : microdata ? (
                <Link to={item.path} end itemProp="item">
                  <span itemProp="name">{item.name}</span>
                </Link>
              ) : (
                <Link to={item.path} end>
                  {item.name}
                </Link>
              )}
              {microdata && last ? (
                <meta itemProp="item" content={`${baseUrl}${item.path}`} />
              ) : null}
              {microdata ? <meta itemProp="position" content={String(index + 1)} /> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
