import { CategoryQueryDocument, type CategoryQueryQuery } from '@truffe/graphql/documents';
import { Breadcrumb } from '@truffe/ui/Breadcrumb';
import { Image } from '@truffe/ui/Image';
import { useIntl } from 'react-intl';
import { data } from 'react-router';
import { RouterLink as Link } from '@truffe/ui/RouterLink';

import { listingQueryFromUrl } from '../../components/listing/listingUrlState';
import { ProductListing } from '../../components/listing/ProductListing';
import { useCatalogueFormat } from '../../components/product/useCatalogueFormat';
import { queryData } from '../../data/queryData';
import { type SiteLocale } from '../../i18n/locales';
import * as styles from './category.css';
import { categoryMessages } from './categoryMessages';

export { categoryMessages };

export type CategoryScreenCategory = NonNullable<CategoryQueryQuery['category']>;

/** What the category screen shows (CategoryQuery). */
export interface CategoryScreenData {
  category: CategoryScreenCategory;
  locale: SiteLocale;
}

export interface LoadCategoryScreenArgs {
  /** The loader's context: the request's urql client on the server, the page's client in the browser. */
  context: unknown;
  /** The category id (spec §2 `/category/:id`, or the entity of a friendly URL). */
  id: string;
  /** The page URL: its query string holds the listing parameters (spec §3). */
  url: URL | string;
  locale: SiteLocale;
}

/** Throws the router's 404 (the not-found page, spec §2) for a category that does not exist. */
function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

/**
 * Loads the category screen: the category and its listing for the URL's facets, sort and page (spec §2
 * "Category entity: category page with facet filters read from the location").
 */
export async function loadCategoryScreen({
  context,
  id,
  url,
  locale,
}: LoadCategoryScreenArgs): Promise<CategoryScreenData> {
  if (!/^\d{1,9}$/.test(id)) notFound();
  const result = await queryData(context, CategoryQueryDocument, {
    id,
    query: listingQueryFromUrl(url),
  });
  if (!result.category) notFound();
  return { category: result.category, locale };
}

/** The category listing (spec §2 `/category/:id`): breadcrumbs, banner, description, sub-categories, listing. */
export function CategoryScreen({ data: { category } }: { data: CategoryScreenData }) {
  const intl = useIntl();
  const format = useCatalogueFormat();
  return (
    <div className={styles.screen} data-testid="category-screen">
      <Breadcrumb
        items={category.breadcrumbs.map((crumb) => ({
          name: crumb.name,
          path: format.sitePath(crumb.path),
        }))}
        rootName={intl.formatMessage(categoryMessages.home)}
        rootPath={format.sitePath('/')}
        label={intl.formatMessage(categoryMessages.breadcrumb)}
        // The head's BreadcrumbList JSON-LD carries the trail (productHead/categoryHead, decision 0903).
        microdata={false}
      />
      <header className={styles.header}>
        {category.image ? (
          <Image
            path={category.image}
            preset="categoryImage"
            alt=""
            baseUrl={format.mediaBaseUrl}
            cover
            priority
            className={styles.banner}
          />
        ) : null}
        <h1 className={styles.title}>{category.name}</h1>
        {category.description ? <p className={styles.description}>{category.description}</p> : null}
      </header>
      {category.children.length > 0 ? (
        <nav aria-label={intl.formatMessage(categoryMessages.subcategories)}>
          <ul className={styles.children}>
            {category.children.map((child) => (
              <li key={child.id}>
                <Link to={format.sitePath(child.path)} className={styles.childLink}>
                  {child.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <ProductListing listing={category.products} kind="category" />
    </div>
  );
}
