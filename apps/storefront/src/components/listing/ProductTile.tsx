import { type ProductOverviewFragmentFragment } from '@truffe/graphql/documents';
import { Image } from '@truffe/ui/Image';
import { Price } from '@truffe/ui/Price';
import { ProductCard, type ProductCardHeadingLevel } from '@truffe/ui/ProductCard';
import { RatingStars } from '@truffe/ui/RatingStars';
import { StockLabel } from '@truffe/ui/StockLabel';

import { ProductCardAddToCart } from '../cart/ProductCardAddToCart';
import { priceDisplayOf } from '../product/priceDisplay';
import { WishlistHeart } from '../wishlist/WishlistHeart';
import { type CatalogueFormat } from '../product/useCatalogueFormat';

export interface ProductTileProps {
  product: ProductOverviewFragmentFragment;
  format: CatalogueFormat;
  /** @defaultValue 3 */
  headingLevel?: ProductCardHeadingLevel;
  /** The first tiles of a listing are above the fold on a phone. @defaultValue false */
  priority?: boolean;
}

/** A product of a listing, a grid or related products (ProductOverviewFragment). */
export function ProductTile({
  product,
  format,
  headingLevel = 3,
  priority = false,
}: ProductTileProps) {
  const { prices, overview } = product;
  const discounted =
    prices.finalPrice.priceInclTax.amount < prices.regularPrice.priceInclTax.amount;
  const from =
    (product.type === 'configurable' || product.type === 'bundle' || product.type === 'grouped') &&
    prices.minPrice.priceInclTax.amount < prices.finalPrice.priceInclTax.amount;
  const reviews = overview.reviews;
  return (
    <ProductCard
      name={product.name}
      href={format.sitePath(product.path)}
      headingLevel={headingLevel}
      image={
        product.imageUrl ? (
          <Image
            path={product.imageUrl}
            preset="productThumbnail"
            alt=""
            extension="png"
            baseUrl={format.mediaBaseUrl}
            sizes="(min-width: 1024px) 270px, (min-width: 768px) 33vw, 50vw"
            priority={priority}
          />
        ) : null
      }
      price={
        <Price
          regular={from ? prices.minPrice : prices.regularPrice}
          final={!from && discounted ? prices.finalPrice : undefined}
          from={from}
          {...priceDisplayOf(prices.basis)}
          locale={format.locale}
          labels={format.priceLabels}
          size="small"
        />
      }
      rating={
        reviews.total > 0 && reviews.ratingAverage !== null ? (
          <RatingStars
            value={reviews.ratingAverage}
            count={reviews.total}
            size="small"
            label={format.ratingLabel}
            countText={format.ratingCountText}
          />
        ) : undefined
      }
      stock={<StockLabel value={product.stockLabel.value} label={product.stockLabel.label} />}
      actions={
        <>
          <ProductCardAddToCart product={product} sitePath={format.sitePath} />
          <WishlistHeart sku={product.sku} name={product.name} sitePath={format.sitePath} />
        </>
      }
    />
  );
}
