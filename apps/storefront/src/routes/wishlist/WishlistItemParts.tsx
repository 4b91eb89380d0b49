import { type ProductStockFragmentFragment } from '@truffe/graphql/documents';
import { Image } from '@truffe/ui/Image';
import { formatMoney, type Money } from '@truffe/ui/Price';
import { type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';

import * as styles from '../../components/wishlist/wishlist.css';
import { wishlistMessages as m } from '../../components/wishlist/wishlistMessages';
import { useCatalogueFormat } from '../../components/product/useCatalogueFormat';

/** A wishlist line's product as both screens read it (WishlistFragment, SharedWishlistQuery). */
export interface WishlistLine {
  id: string;
  quantity: number;
  selectedOptions: readonly { option_id: string; label: string; valueLabel: string }[];
  product: ProductStockFragmentFragment & {
    name: string;
    path: string;
    imageUrl?: string | null;
    prices: { finalPrice: { priceInclTax: Money; priceExclTax: Money }; basis: string };
  };
}

/** A line's picture, name (a link to the product), chosen options, price and stock; `children` its forms. */
export function WishlistLineView({ line, children }: { line: WishlistLine; children: ReactNode }) {
  const intl = useIntl();
  const format = useCatalogueFormat();
  const { product } = line;
  const price =
    product.prices.basis === 'exclTax'
      ? product.prices.finalPrice.priceExclTax
      : product.prices.finalPrice.priceInclTax;
  return (
    <li className={styles.item} data-testid="wishlist-item" data-sku={product.sku}>
      <div>
        {product.imageUrl ? (
          <Image
            path={product.imageUrl}
            preset="productThumbnail"
            alt=""
            extension="png"
            baseUrl={format.mediaBaseUrl}
            sizes="96px"
          />
        ) : null}
      </div>
      <div className={styles.itemBody}>
        <h3 className={styles.itemName}>
          <Link to={format.sitePath(product.path)}>{product.name}</Link>
        </h3>
        {line.selectedOptions.length > 0 ? (
          <p>
            {line.selectedOptions
              .map((option) =>
                intl.formatMessage(m.optionValue, {
                  label: option.label,
                  value: option.valueLabel,
                }),
              )
              .join(', ')}
          </p>
        ) : null}
        <p>
          {formatMoney(price, intl.locale)}
          {product.stock.isInStock ? null : ` — ${intl.formatMessage(m.outOfStock)}`}
        </p>
        {children}
      </div>
    </li>
  );
}
