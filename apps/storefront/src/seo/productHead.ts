import { buildImageUrl } from '@truffe/image/url';

import { localizePath } from '../i18n/locales';
import { productEntityPath } from './entityPaths';
import { breadcrumbListJsonLd, productJsonLd } from './jsonLd';
import { absoluteUrl, documentTitle, type HeadInput, type PageHead } from './pageHead';
import { openGraphMeta } from './socialMeta';
import { entityAlternates } from '../routes/category/categoryHead';
import { type ProductScreenData } from '../routes/product/ProductScreen';

/**
 * The head of a product page: title (meta title or name, then the site's default title), description,
 * canonical friendly URL, alternates, Open Graph (type product), and JSON-LD Product (offer, aggregate
 * rating) and BreadcrumbList.
 */
export function productHead({
  data,
  shop,
  locale,
  origin,
}: HeadInput<ProductScreenData>): PageHead {
  const { product } = data;
  const title = documentTitle(product.metaTitle ?? product.name, shop.defaultTitle);
  const description =
    product.metaDescription ?? product.shortDescription ?? shop.defaultDescription;
  const canonical = absoluteUrl(origin, localizePath(product.path, locale));
  const imagePaths = product.images.length > 0 ? product.images.map((image) => image.path) : [];
  if (imagePaths.length === 0 && product.imageUrl) imagePaths.push(product.imageUrl);
  const images = imagePaths.map((path) =>
    absoluteUrl(origin, buildImageUrl({ path, preset: 'large', extension: 'png' })),
  );
  const brand = product.attributes.find((attribute) => attribute.code === 'brand')?.value ?? null;
  const trail = [
    { name: shop.name, url: absoluteUrl(origin, localizePath('/', locale)) },
    ...product.breadcrumbs.map((crumb) => ({
      name: crumb.name,
      url: absoluteUrl(origin, localizePath(crumb.path, locale)),
    })),
    { name: product.name, url: canonical },
  ];
  return {
    title,
    meta: [
      { name: 'description', content: description },
      ...openGraphMeta({
        title,
        type: 'product',
        url: canonical,
        description,
        image: images[0] ?? null,
        siteName: shop.name,
        locale,
      }),
    ],
    canonical,
    alternates: entityAlternates(origin, productEntityPath(product.sku)),
    jsonLd: [
      productJsonLd({
        name: product.name,
        sku: product.sku,
        url: canonical,
        images,
        description: product.shortDescription ?? product.description,
        brand,
        price: product.prices.minPrice.priceInclTax,
        inStock: product.stock.isInStock,
        rating:
          product.reviews.total > 0 && product.reviews.ratingAverage !== null
            ? { average: product.reviews.ratingAverage, count: product.reviews.total }
            : null,
      }),
      breadcrumbListJsonLd(trail),
    ],
  };
}
