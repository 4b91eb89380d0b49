/**
 * The shop's configuration (spec §1, §9). Read from the environment where an operator may change it;
 * everything here is public unless named otherwise.
 */
import { type SiteLocale } from '@truffe/graphql/locales';

import { type CheckoutConfig, readCheckoutConfig } from './checkout/config';

// Defined once in the contract, shared with the storefront; the store's modules import them from here.
export { defaultLocale, isSiteLocale, type SiteLocale, siteLocales } from '@truffe/graphql/locales';

export interface SiteConfig {
  locale: SiteLocale;
  /** Path prefix of the site: '' for French at `/`, '/en' for English. */
  pathPrefix: '' | '/en';
  currency: 'EUR';
  country: 'FR' | 'GB';
  language: 'fr' | 'en';
}

export const sites = [
  { locale: 'fr-FR', pathPrefix: '', currency: 'EUR', country: 'FR', language: 'fr' },
  { locale: 'en-GB', pathPrefix: '/en', currency: 'EUR', country: 'GB', language: 'en' },
] as const satisfies readonly SiteConfig[];

export interface ShopConfig {
  id: string;
  websiteId: number;
  name: string;
  /** Public origin of the shop, without a trailing slash. */
  url: string;
  imageBaseUrl: string;
  taxFactor: number;
  availablePageSizes: readonly number[];
  /** Product-search configuration (spec §3, §9). */
  productSearch: {
    dynamicFacetSize: number;
    ignoredAttributeKeys: readonly string[];
    useAttributeLabels: boolean;
  };
  /** Shared-cache lifetimes (seconds) of the cacheable types. */
  cacheControl: Record<
    'product' | 'category' | 'cmsPage',
    { maxAge: number; staleWhileRevalidate: number }
  >;
  defaultTitle: Record<SiteLocale, string>;
  defaultDescription: Record<SiteLocale, string>;
  /** Shipping and payment methods, map tiles (src/checkout/config.ts). */
  checkout: CheckoutConfig;
}

/** Reads the shop configuration; `env` is injectable for tests. */
export function readShopConfig(env: NodeJS.ProcessEnv = process.env): ShopConfig {
  const url = (env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? '3000'}`).replace(/\/+$/, '');
  return {
    id: 'truffe',
    websiteId: 3,
    name: env.SHOP_NAME ?? 'Truffe',
    url,
    imageBaseUrl: env.IMAGE_BASE_URL ?? `${url}/media`,
    taxFactor: 1.2,
    availablePageSizes: [16, 32, 64],
    productSearch: {
      dynamicFacetSize: 30,
      ignoredAttributeKeys: ['color', 'modele', 'format', 'saveur'],
      useAttributeLabels: true,
    },
    cacheControl: {
      product: { maxAge: 300, staleWhileRevalidate: 3600 },
      category: { maxAge: 300, staleWhileRevalidate: 3600 },
      cmsPage: { maxAge: 900, staleWhileRevalidate: 86_400 },
    },
    defaultTitle: {
      'fr-FR': 'Truffe — croquettes, friandises et accessoires pour chiens',
      'en-GB': 'Truffe — dog food, treats and accessories',
    },
    defaultDescription: {
      'fr-FR':
        'Distributeur français d’alimentation et d’accessoires pour chiens, pour les particuliers et les professionnels.',
      'en-GB': 'French distributor of dog food and accessories, for shoppers and professionals.',
    },
    checkout: readCheckoutConfig(env),
  };
}
