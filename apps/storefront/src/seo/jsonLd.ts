/**
 * schema.org structured data of the shop's pages (issue 6 "SEO and sharing"), as plain objects for
 * {@link PageHead.jsonLd}. Addresses are absolute.
 */

export interface BreadcrumbEntry {
  name: string;
  /** Absolute URL. */
  url: string;
}

/** `BreadcrumbList` of a trail, the root first and the current page last. */
export function breadcrumbListJsonLd(entries: readonly BreadcrumbEntry[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: entries.map((entry, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: entry.name,
      item: entry.url,
    })),
  };
}

/** `Organization`: the shop itself. */
export function organizationJsonLd(shop: { name: string; url: string; logo?: string }): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: shop.name,
    url: shop.url,
    ...(shop.logo ? { logo: shop.logo } : {}),
  };
}

/**
 * `WebSite` with a `SearchAction` to the search results route (spec §2 `/search/:query`), so that search
 * engines can offer a search box.
 */
export function webSiteJsonLd(site: {
  name: string;
  /** Absolute URL of the site's home page. */
  url: string;
  /** BCP 47 language of the site ('fr-FR'). */
  inLanguage: string;
}): object {
  const home = site.url.replace(/\/+$/, '');
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.name,
    url: site.url,
    inLanguage: site.inLanguage,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${home}/search/{search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

export interface ProductJsonLdInput {
  name: string;
  sku: string;
  /** Absolute URL of the product page (the canonical one). */
  url: string;
  /** Absolute image URLs. */
  images: readonly string[];
  description?: string | null;
  brand?: string | null;
  /** The price to pay including tax, in cents. */
  price: { amount: number; currency: string };
  inStock: boolean;
  /** Omitted when the product has no review. */
  rating?: { average: number; count: number } | null;
}

/** `Product` with its `Offer` and, when it has reviews, its `AggregateRating` (rating scale 0–5, spec §9). */
export function productJsonLd(product: ProductJsonLdInput): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    url: product.url,
    ...(product.images.length > 0 ? { image: [...product.images] } : {}),
    ...(product.description ? { description: product.description } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    offers: {
      '@type': 'Offer',
      url: product.url,
      priceCurrency: product.price.currency,
      price: (product.price.amount / 100).toFixed(2),
      availability: product.inStock
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(product.rating && product.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(product.rating.average * 10) / 10,
            reviewCount: product.rating.count,
            bestRating: 5,
            worstRating: 0,
          },
        }
      : {}),
  };
}
