import { type ShopConfig, type SiteLocale, sites } from '../config';

const currencySymbols: Record<string, string> = { EUR: '€' };

/** The Shop record of spec §3 for one locale site. */
export function buildShop(config: ShopConfig, locale: SiteLocale) {
  const site = sites.find((candidate) => candidate.locale === locale) ?? sites[0];
  return {
    id: config.id,
    websiteId: config.websiteId,
    name: config.name,
    url: config.url,
    baseUrl: `${config.url}${site.pathPrefix}`,
    imageBaseUrl: config.imageBaseUrl,
    currentCurrency: {
      code: site.currency,
      symbol: currencySymbols[site.currency] ?? site.currency,
    },
    taxFactor: config.taxFactor,
    locale: site.locale,
    defaultTitle: config.defaultTitle[site.locale],
    defaultDescription: config.defaultDescription[site.locale],
    availablePageSizes: [...config.availablePageSizes],
    sites: sites.map((candidate) => ({ ...candidate })),
  };
}
