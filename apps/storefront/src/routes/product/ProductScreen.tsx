import {
  ProductPageQueryDocument,
  type ProductPageQueryQuery,
  ProductReviewsQueryDocument,
} from '@truffe/graphql/documents';
import { Breadcrumb } from '@truffe/ui/Breadcrumb';
import { formatMoney, Price } from '@truffe/ui/Price';
import { QuantityStepper } from '@truffe/ui/QuantityStepper';
import { RatingStars } from '@truffe/ui/RatingStars';
import { StockLabel } from '@truffe/ui/StockLabel';
import { priceOfChoice } from '@truffe/graphql/price-sheet';
import { Fragment, useState } from 'react';
import { useIntl } from 'react-intl';
import { data, useLocation } from 'react-router';

import { AddToCartForm, AddToCartSubmit } from '../../components/cart/AddToCartForm';
import {
  bundleParts,
  chooseBundleValue,
  defaultBundleSelection,
  setBundleQuantity,
} from '../../components/product/bundleSelection';
import {
  chooseOptionValue,
  selectedConfiguration,
  selectionFromSearch,
} from '../../components/product/configurableOptions';
import { priceDisplayOf } from '../../components/product/priceDisplay';
import {
  type CustomOptionInput,
  customOptionChoices,
} from '../../components/product/customOptionChoice';
import * as styles from '../../components/product/product.css';
import { ProductGallery } from '../../components/product/ProductGallery';
import { productMessages } from '../../components/product/productMessages';
import {
  type ReviewsLayer,
  reviewsPageOf,
  reviewsPageSize,
} from '../../components/product/reviewsPaging';
import { useCatalogueFormat } from '../../components/product/useCatalogueFormat';
import { WishlistHeart } from '../../components/wishlist/WishlistHeart';
import { queryData } from '../../data/queryData';
import { type SiteLocale } from '../../i18n/locales';
import { usePageConfig } from '../../PageConfigProvider';
import { HydrationSlice } from '../../render/HydrationSlice';
import { importOnce } from '../../platform/importOnce';
import { lazyPart } from '../../render/lazyPart';
import { categoryMessages } from '../category/categoryMessages';
import { withoutCampaignParameters } from '../../navigation/campaignParameters';

export type ProductScreenProduct = NonNullable<ProductPageQueryQuery['product']>;

// The options of each product type and the stock alert form: chunks of their own, loaded only for a product
// that shows them (decision 0901). The loader awaits them (`loadProductParts`), so the server HTML has them.
const ConfigurableOptions = lazyPart(
  async () => (await import('../../components/product/ConfigurableOptions')).ConfigurableOptions,
);
const BundleOptions = lazyPart(
  async () => (await import('../../components/product/BundleOptions')).BundleOptions,
);
const CustomOptions = lazyPart(
  async () => (await import('../../components/product/CustomOptions')).CustomOptions,
);
const GroupedItems = lazyPart(
  async () => (await import('../../components/product/GroupedItems')).GroupedItems,
);
const StockAlertForm = lazyPart(
  async () => (await import('../../components/wishlist/StockAlertForm')).StockAlertForm,
);
// The reviews and the write-a-review form with its bot check, below the fold: not part of the first script
// (decision 0904). Every product shows them, so the loader always awaits them (server HTML complete, the form
// works without JavaScript); on a server page they hydrate when their code has arrived, inside the screen's
// hydration slice, which holds their server HTML meanwhile.
const reviewsModule = importOnce(() => import('../../components/product/ProductReviews'));
const ProductReviews = lazyPart(async () => (await reviewsModule()).ProductReviews, {
  slice: false,
});
const loadReviewsParts = async (reviews: ReviewsLayer) => {
  await Promise.all([ProductReviews.load(), (await reviewsModule()).loadReviewsParts(reviews)]);
};
// Related products, at the end of the page, with the product tile: not part of the first script (decision
// 0904). Inside the screen's own hydration slice, which holds their server HTML until the code is there.
const RelatedProducts = lazyPart(
  async () => (await import('../../components/product/RelatedProducts')).RelatedProducts,
  { slice: false },
);

/**
 * Loads the code of the parts a product shows: its type's options, the stock alert form when out of stock,
 * the reviews' pagination when there is more than one page, the related products when there are some.
 */
export async function loadProductParts(product: ProductScreenProduct): Promise<void> {
  const isConfigurable = product.configurableOptions.length > 0;
  const outOfStock = isConfigurable
    ? product.configurations.some((configuration) => !configuration.product.stock.isInStock)
    : !product.stock.isInStock;
  await Promise.all([
    isConfigurable ? ConfigurableOptions.load() : undefined,
    product.bundleOptions.length > 0 ? BundleOptions.load() : undefined,
    product.customOptions.length > 0 ? CustomOptions.load() : undefined,
    product.groupedItems.length > 0 ? GroupedItems.load() : undefined,
    outOfStock ? StockAlertForm.load() : undefined,
    product.relatedProducts.length > 0 ? RelatedProducts.load() : undefined,
    loadReviewsParts(product.reviews),
  ]);
}

/** What the product screen shows (ProductPageQuery, and a later page of reviews when asked). */
export interface ProductScreenData {
  product: ProductScreenProduct;
  /** The page of reviews shown (the first one comes with the product). */
  reviews: ReviewsLayer;
  reviewsPage: number;
  locale: SiteLocale;
}

export interface LoadProductScreenArgs {
  /** The loader's context: the request's urql client on the server, the page's client in the browser. */
  context: unknown;
  /** The product's SKU (spec §2 "Product entity: product page identified by SKU"). */
  sku: string;
  /** The page URL (`reviewsPage`, a shared configurable choice). */
  url: URL | string;
  locale: SiteLocale;
  /** The product when the caller already read it (the entity dispatch's route query): not asked again. */
  product?: ProductScreenProduct | null;
}

function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

/** Loads the product screen: the product, and the page of reviews of the URL. */
export async function loadProductScreen({
  context,
  sku,
  url,
  locale,
  product,
}: LoadProductScreenArgs): Promise<ProductScreenData> {
  const trimmed = sku.trim();
  if (trimmed === '' || trimmed.length > 64) notFound();
  const reviewsPage = reviewsPageOf(new URL(url, 'http://localhost').searchParams);
  const [page, laterReviews] = await Promise.all([
    product ? { product } : queryData(context, ProductPageQueryDocument, { sku: trimmed }),
    reviewsPage > 1
      ? queryData(context, ProductReviewsQueryDocument, {
          sku: trimmed,
          from: (reviewsPage - 1) * reviewsPageSize,
          size: reviewsPageSize,
        })
      : null,
  ]);
  if (!page.product) notFound();
  await loadProductParts(page.product);
  return {
    product: page.product,
    reviews: laterReviews?.product?.reviews ?? page.product.reviews,
    reviewsPage: laterReviews?.product ? reviewsPage : 1,
    locale,
  };
}

/**
 * The product page (spec §2 `/product/:id`, §3 Product): breadcrumbs, gallery, name, SKU, prices incl./excl.
 * tax with tier prices, stock, quantity, the options of its type (configurable swatches, bundle parts,
 * grouped items, custom options) with the price following the choice, description, characteristics,
 * reviews and related products; the buying controls are the add-to-cart form (components/cart).
 */
export function ProductScreen({ data: screen }: { data: ProductScreenData }) {
  // A new product starts from its own defaults (options, quantity), not from the previous product's.
  return <ProductScreenBody key={screen.product.sku} data={screen} />;
}

function ProductScreenBody({ data: screen }: { data: ProductScreenData }) {
  const intl = useIntl();
  const format = useCatalogueFormat();
  const { baseUrl } = usePageConfig();
  const location = useLocation();
  const { product } = screen;
  const [selection, setSelection] = useState(() =>
    selectionFromSearch(product.configurableOptions, new URLSearchParams(location.search)),
  );
  const [customInput, setCustomInput] = useState<CustomOptionInput>({});
  const [bundle, setBundle] = useState(() => defaultBundleSelection(product.bundleOptions));
  const [quantity, setQuantity] = useState(1);

  const chosen = selectedConfiguration(
    product.configurableOptions,
    product.configurations,
    selection,
  );
  const item = chosen?.product ?? null;
  const prices = item?.prices ?? product.prices;
  const stockLabel = item?.stockLabel ?? product.stockLabel;
  const inStock = (item?.stock ?? product.stock).isInStock;
  const isBundle = product.bundleOptions.length > 0;
  const isConfigurable = product.configurableOptions.length > 0;

  // The unit price to show is the cart's for this choice and quantity (decision 0740): the server's figures
  // for the chosen parts (bundle selections, else the chosen child or the product) and options, added up.
  const choice = priceOfChoice(product.priceSheet, {
    parts: isBundle
      ? bundleParts(product.bundleOptions, bundle)
      : [{ sku: item?.sku ?? product.sku, qty: 1 }],
    quantity: product.groupedItems.length === 0 ? quantity : 1,
    options: customOptionChoices(product.customOptions, customInput),
  });
  const extra = choice?.options ?? { inclTax: 0, exclTax: 0 };
  const total = choice?.unit ?? {
    inclTax: prices.finalPrice.priceInclTax.amount,
    exclTax: prices.finalPrice.priceExclTax.amount,
  };
  const currency = prices.finalPrice.priceInclTax.currency;
  const money = (amount: number) => ({ amount, currency });
  const discounted =
    !isBundle && prices.finalPrice.priceInclTax.amount < prices.regularPrice.priceInclTax.amount;
  const showFrom = isConfigurable && !item;
  // Options cost on the customer's basis (excl. tax for professionals).
  const extraCents = prices.basis === 'exclTax' ? extra.exclTax : extra.inclTax;
  const regular = discounted
    ? {
        priceInclTax: money(prices.regularPrice.priceInclTax.amount + extra.inclTax),
        priceExclTax: money(prices.regularPrice.priceExclTax.amount + extra.exclTax),
      }
    : { priceInclTax: money(total.inclTax), priceExclTax: money(total.exclTax) };
  const final = discounted
    ? { priceInclTax: money(total.inclTax), priceExclTax: money(total.exclTax) }
    : undefined;
  const missingOptions = product.configurableOptions
    .filter((option) => selection[option.attribute.code] === undefined)
    .map((option) => option.label);

  return (
    <div className={styles.screen} data-testid="product-screen">
      <Breadcrumb
        items={[
          ...product.breadcrumbs.map((crumb) => ({
            name: crumb.name,
            path: format.sitePath(crumb.path),
          })),
          { name: product.name, path: format.sitePath(product.path) },
        ]}
        rootName={intl.formatMessage(categoryMessages.home)}
        rootPath={format.sitePath('/')}
        label={intl.formatMessage(categoryMessages.breadcrumb)}
        // The head's BreadcrumbList JSON-LD carries the trail (productHead/categoryHead, decision 0903).
        microdata={false}
      />
      <AddToCartForm
        product={product}
        action={format.sitePath(`/product/${encodeURIComponent(product.sku)}`)}
      >
        <div className={styles.top}>
          <ProductGallery
            name={product.name}
            images={
              product.images.length > 0
                ? product.images
                : product.imageUrl
                  ? [{ path: product.imageUrl }]
                  : []
            }
            selectedImage={item?.imageUrl ?? null}
            format={format}
          />
          <div className={styles.buyBox}>
            <h1 className={styles.title}>{product.name}</h1>
            <p className={styles.muted} data-testid="product-sku">
              {intl.formatMessage(productMessages.sku, { sku: item?.sku ?? product.sku })}
            </p>
            {product.reviews.total > 0 && product.reviews.ratingAverage !== null ? (
              <a href="#reviews" className={styles.ratingLink}>
                <RatingStars
                  value={product.reviews.ratingAverage}
                  count={product.reviews.total}
                  label={format.ratingLabel}
                  countText={format.ratingCountText}
                  size="small"
                />
              </a>
            ) : null}
            {product.shortDescription ? (
              <p className={styles.noMargin}>{product.shortDescription}</p>
            ) : null}
            <div className={styles.priceBlock} data-testid="product-price" aria-live="polite">
              <Price
                regular={regular}
                final={final}
                from={showFrom}
                {...priceDisplayOf(prices.basis)}
                showOtherTax
                tierPrices={item || !isConfigurable ? prices.tierPrice : []}
                locale={format.locale}
                labels={format.priceLabels}
                size="large"
              />
              {extraCents > 0 ? (
                <p className={styles.muted} data-testid="options-cost">
                  {intl.formatMessage(productMessages.optionsCost, {
                    price: formatMoney(money(extraCents), format.locale),
                  })}
                </p>
              ) : null}
            </div>
            {isConfigurable ? (
              <ConfigurableOptions
                product={product}
                selection={selection}
                onChoose={(code, value) =>
                  setSelection((current) =>
                    chooseOptionValue(product.configurations, current, code, value),
                  )
                }
              />
            ) : null}
            {isConfigurable && missingOptions.length > 0 ? (
              <p className={styles.muted}>
                {intl.formatMessage(productMessages.chooseOptions, {
                  options: intl.formatList(missingOptions, { type: 'conjunction' }),
                })}
              </p>
            ) : null}
            {item ? (
              <p className={styles.noMargin} data-testid="selected-item">
                {intl.formatMessage(productMessages.selectedItem, { name: item.name })}
              </p>
            ) : null}
            {!isConfigurable || item ? (
              <StockLabel value={stockLabel.value} label={stockLabel.label} />
            ) : null}
            {isBundle ? (
              <BundleOptions
                options={product.bundleOptions}
                selection={bundle}
                onChoose={(optionId, valueId) =>
                  setBundle((current) =>
                    chooseBundleValue(product.bundleOptions, current, optionId, valueId),
                  )
                }
                onQuantity={(optionId, valueId, next) =>
                  setBundle((current) =>
                    setBundleQuantity(product.bundleOptions, current, optionId, valueId, next),
                  )
                }
              />
            ) : null}
            {product.customOptions.length > 0 ? (
              <CustomOptions
                options={product.customOptions}
                input={customInput}
                onChange={(optionId, value) =>
                  setCustomInput((current) => ({ ...current, [optionId]: value }))
                }
                basis={prices.basis}
              />
            ) : null}
            {product.groupedItems.length === 0 ? (
              <QuantityStepper
                label={intl.formatMessage(productMessages.quantity)}
                value={quantity}
                onChange={setQuantity}
                name="qty"
                disabled={!inStock}
                decreaseLabel={intl.formatMessage(productMessages.decrease)}
                increaseLabel={intl.formatMessage(productMessages.increase)}
              />
            ) : null}
            <AddToCartSubmit disabled={!inStock && product.groupedItems.length === 0} />
          </div>
        </div>
        {product.groupedItems.length > 0 ? (
          <GroupedItems items={product.groupedItems} format={format} />
        ) : null}
      </AddToCartForm>
      <WishlistHeart
        sku={product.sku}
        name={product.name}
        sitePath={format.sitePath}
        selection={selection}
      />
      {!inStock && !isBundle && product.groupedItems.length === 0 && (!isConfigurable || item) ? (
        <StockAlertForm
          sku={product.sku}
          sitePath={format.sitePath}
          selection={selection}
          back={location.pathname + withoutCampaignParameters(location.search)}
        />
      ) : null}
      {product.downloadableLinks.length > 0 ? (
        <section className={styles.section} aria-labelledby="downloads-heading">
          <h2 id="downloads-heading" className={styles.subheading}>
            {intl.formatMessage(productMessages.downloads)}
          </h2>
          <ul>
            {product.downloadableLinks.map((link) => (
              <li key={link.id}>
                {link.title}
                {link.sampleUrl ? (
                  <>
                    {' – '}
                    <a href={`${baseUrl}${link.sampleUrl}`} download>
                      {intl.formatMessage(productMessages.sample)}
                    </a>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {product.description ? (
        <section className={styles.section} aria-labelledby="description-heading">
          <h2 id="description-heading" className={styles.subheading}>
            {intl.formatMessage(productMessages.description)}
          </h2>
          <p className={styles.description}>{product.description}</p>
        </section>
      ) : null}
      {product.attributes.length > 0 ? (
        <section className={styles.section} aria-labelledby="attributes-heading">
          <h2 id="attributes-heading" className={styles.subheading}>
            {intl.formatMessage(productMessages.attributes)}
          </h2>
          <dl className={styles.attributes}>
            {/* Each term and its value straight in the list (a wrapper cost 32 bytes each, decision 0907). */}
            {product.attributes.map((attribute) => (
              <Fragment key={attribute.code}>
                <dt>{attribute.label}</dt>
                <dd>{attribute.value}</dd>
              </Fragment>
            ))}
          </dl>
        </section>
      ) : null}
      {/* Below the fold: hydrated after the buying controls, each in its own tasks (decision 0899). */}
      <HydrationSlice>
        <ProductReviews
          sku={product.sku}
          reviews={screen.reviews}
          page={screen.reviewsPage}
          format={format}
        />
      </HydrationSlice>
      {product.relatedProducts.length > 0 ? (
        <HydrationSlice>
          <RelatedProducts products={product.relatedProducts} format={format} />
        </HydrationSlice>
      ) : null}
    </div>
  );
}
