import { type ProductOverviewFragmentFragment } from '@truffe/graphql/documents';
import { Image } from '@truffe/ui/Image';
import { Price } from '@truffe/ui/Price';
import { ProductCard } from '@truffe/ui/ProductCard';
import { useIntl } from 'react-intl';

import { priceDisplayOf } from '../product/priceDisplay';
import { contentMessages } from './contentMessages';
import * as styles from './pageBuilder.css';
import { sitePath } from './sitePath';

/** The product-grid widget of CMS content (spec §3 widgets): a list of product cards. */
export function ProductGridWidget({
  products,
  sitePrefix,
}: {
  products: readonly ProductOverviewFragmentFragment[];
  sitePrefix: string;
}) {
  const intl = useIntl();
  if (products.length === 0) return null;
  const labels = {
    inclTax: intl.formatMessage(contentMessages.inclTax),
    exclTax: intl.formatMessage(contentMessages.exclTax),
    from: intl.formatMessage(contentMessages.from),
    regularPrice: intl.formatMessage(contentMessages.regularPrice),
    finalPrice: intl.formatMessage(contentMessages.finalPrice),
  };
  return (
    <ul className={styles.productGrid} aria-label={intl.formatMessage(contentMessages.products)}>
      {products.map((product) => {
        const { regularPrice, finalPrice } = product.prices;
        const discounted = finalPrice.priceInclTax.amount < regularPrice.priceInclTax.amount;
        return (
          <li key={product.sku}>
            <ProductCard
              name={product.name}
              href={sitePath(product.path, sitePrefix)}
              headingLevel={3}
              image={
                product.imageUrl ? (
                  <Image
                    path={product.imageUrl}
                    preset="productItemLarge"
                    alt=""
                    sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
                  />
                ) : null
              }
              price={
                <Price
                  regular={regularPrice}
                  final={discounted ? finalPrice : undefined}
                  {...priceDisplayOf(product.prices.basis)}
                  locale={intl.locale}
                  labels={labels}
                />
              }
            />
          </li>
        );
      })}
    </ul>
  );
}
