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
  /** The legal seller printed on invoices (issue 16): frozen into each invoice when it is issued. */
  seller: SellerIdentity;
  /** What the legal notice adds to the seller, its publisher (issue 20). */
  legalNotice: LegalNoticeConfig;
}

/**
 * The rest of a French shop's legal notice (LCEN art. 6-III): the director of publication and the host of the
 * site (name, address, phone). The publisher is {@link SellerIdentity}.
 */
export interface LegalNoticeConfig {
  publicationDirector: string;
  hostName: string;
  hostAddress: string;
  /** Empty when not configured. */
  hostPhone: string;
}

/**
 * The company that sells, as French invoices must name it (Code de commerce R123-237, CGI art. 242 nonies A):
 * name and legal form, share capital, registered office, SIRET, RCS registration and intra-EU VAT number.
 */
export interface SellerIdentity {
  company: string;
  /** e.g. `SAS`. */
  legalForm: string;
  /** As printed, e.g. `50 000 €`. */
  capital: string;
  street: string[];
  postcode: string;
  city: string;
  countryCode: string;
  /** 14 digits. */
  siret: string;
  /** e.g. `RCS Lyon 842 153 009`. */
  rcs: string;
  /** `FR` + key + SIREN. */
  vatNumber: string;
  email: string;
}

/** Demo values (a valid SIRET and VAT key, not a real company); each is overridable by its `SELLER_*` variable. */
export function readSellerIdentity(env: NodeJS.ProcessEnv = process.env): SellerIdentity {
  const read = (name: string, fallback: string) => env[name]?.trim() || fallback;
  return {
    company: read('SELLER_COMPANY', 'Truffe Distribution'),
    legalForm: read('SELLER_LEGAL_FORM', 'SAS'),
    capital: read('SELLER_CAPITAL', '50 000 €'),
    street: read('SELLER_STREET', '18 quai Rambaud').split('|'),
    postcode: read('SELLER_POSTCODE', '69002'),
    city: read('SELLER_CITY', 'Lyon'),
    countryCode: read('SELLER_COUNTRY', 'FR'),
    siret: read('SELLER_SIRET', '84215300900019'),
    rcs: read('SELLER_RCS', 'RCS Lyon 842 153 009'),
    vatNumber: read('SELLER_VAT_NUMBER', 'FR46842153009'),
    email: read('SELLER_EMAIL', 'commandes@truffe.example'),
  };
}

/**
 * Demo values, each overridable by its `LEGAL_*` variable; without a host configured, the seller hosts the
 * shop itself (its name and registered office).
 */
export function readLegalNotice(
  seller: SellerIdentity,
  env: NodeJS.ProcessEnv = process.env,
): LegalNoticeConfig {
  const read = (name: string, fallback: string) => env[name]?.trim() || fallback;
  return {
    publicationDirector: read('LEGAL_PUBLICATION_DIRECTOR', 'Claire Morel'),
    hostName: read('LEGAL_HOST_NAME', seller.company),
    hostAddress: read(
      'LEGAL_HOST_ADDRESS',
      `${seller.street.join(', ')}, ${seller.postcode} ${seller.city}`,
    ),
    hostPhone: read('LEGAL_HOST_PHONE', ''),
  };
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
    seller: readSellerIdentity(env),
    legalNotice: readLegalNotice(readSellerIdentity(env), env),
  };
}
