import { type ProductPageQueryQuery } from '@truffe/graphql/documents';
import { Price } from '@truffe/ui/Price';
import { QuantityStepper } from '@truffe/ui/QuantityStepper';
import { StockLabel } from '@truffe/ui/StockLabel';
import { useIntl } from 'react-intl';
import { RouterLink as Link } from '@truffe/ui/RouterLink';

import { priceDisplayOf } from './priceDisplay';
import * as styles from './product.css';
import { productMessages } from './productMessages';
import { productOptionMessages } from './productOptionMessages';
import { type CatalogueFormat } from './useCatalogueFormat';

type GroupedItem = NonNullable<ProductPageQueryQuery['product']>['groupedItems'][number];

/** The products of a grouped product (spec §3) in a table: name, price, availability, quantity. */
export function GroupedItems({
  items,
  format,
}: {
  items: readonly GroupedItem[];
  format: CatalogueFormat;
}) {
  const intl = useIntl();
  if (items.length === 0) return null;
  const sorted = [...items].sort((a, b) => a.position - b.position);
  return (
    <section className={styles.section} aria-labelledby="grouped-heading">
      <h2 id="grouped-heading" className={styles.subheading}>
        {intl.formatMessage(productOptionMessages.grouped)}
      </h2>
      <div className={styles.tableScroller}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(productOptionMessages.groupedProduct)}</th>
              <th scope="col">{intl.formatMessage(productOptionMessages.groupedPrice)}</th>
              <th scope="col">{intl.formatMessage(productOptionMessages.groupedStock)}</th>
              <th scope="col">{intl.formatMessage(productOptionMessages.groupedQuantity)}</th>
            </tr>
          </thead>
          <tbody>
            {sorted.map(({ product, qty }) => (
              <tr key={product.sku}>
                <th scope="row">
                  <Link to={format.sitePath(product.path)}>{product.name}</Link>
                </th>
                <td>
                  <Price
                    regular={product.prices.regularPrice}
                    final={product.prices.finalPrice}
                    {...priceDisplayOf(product.prices.basis)}
                    locale={format.locale}
                    labels={format.priceLabels}
                    size="small"
                  />
                </td>
                <td>
                  <StockLabel value={product.stockLabel.value} label={product.stockLabel.label} />
                </td>
                <td>
                  <QuantityStepper
                    label={intl.formatMessage(productOptionMessages.groupedQuantityOf, {
                      name: product.name,
                    })}
                    hideLabel
                    min={0}
                    defaultValue={qty}
                    name={`grouped[${product.sku}]`}
                    disabled={!product.stock.isInStock}
                    decreaseLabel={intl.formatMessage(productMessages.decrease)}
                    increaseLabel={intl.formatMessage(productMessages.increase)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
