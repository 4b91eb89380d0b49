import { type ProductOverviewFragmentFragment } from '@truffe/graphql/documents';
import { useIntl } from 'react-intl';

import { ProductTile } from '../listing/ProductTile';
import * as styles from './product.css';
import { productMessages } from './productMessages';
import { type CatalogueFormat } from './useCatalogueFormat';

/**
 * The product page's related products (spec §3): a chunk of its own with the product tile, loaded by the
 * product loader (decision 0904), rendered inside the screen's hydration slice.
 */
export function RelatedProducts({
  products,
  format,
}: {
  products: ProductOverviewFragmentFragment[];
  format: CatalogueFormat;
}) {
  const intl = useIntl();
  return (
    <section className={styles.section} aria-labelledby="related-heading">
      <h2 id="related-heading" className={styles.subheading}>
        {intl.formatMessage(productMessages.related)}
      </h2>
      <ul className={styles.relatedGrid}>
        {products.map((related) => (
          <li key={related.sku}>
            <ProductTile product={related} format={format} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
