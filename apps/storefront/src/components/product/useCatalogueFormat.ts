import { type PriceLabels } from '@truffe/ui/Price';
import { useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';

import { type SiteLocale, localizePath } from '../../i18n/locales';
import { usePageConfig } from '../../PageConfigProvider';

export const priceMessages = defineMessages({
  from: { id: 'catalogue.price.from', defaultMessage: 'From' },
  inclTax: { id: 'catalogue.price.inclTax', defaultMessage: 'incl. tax' },
  exclTax: { id: 'catalogue.price.exclTax', defaultMessage: 'excl. tax' },
  regularPrice: { id: 'catalogue.price.regular', defaultMessage: 'Regular price:' },
  finalPrice: { id: 'catalogue.price.final', defaultMessage: 'Special price:' },
  tier: { id: 'catalogue.price.tier', defaultMessage: 'Buy {qty} for {price} each' },
  discount: { id: 'catalogue.price.discount', defaultMessage: '-{percent}%' },
  rating: { id: 'catalogue.rating.label', defaultMessage: 'Rated {value} out of {max}' },
  ratingCount: {
    id: 'catalogue.rating.count',
    defaultMessage: '({count, plural, one {# review} other {# reviews}})',
  },
});

/** What catalogue screens need to format prices, ratings and links in the site's language. */
export interface CatalogueFormat {
  locale: SiteLocale;
  priceLabels: PriceLabels;
  ratingLabel: (value: number, max: number) => string;
  ratingCountText: (count: number) => string;
  /** A site path ('/collier-rouge') in the current site ('/en/collier-rouge' on the English site). */
  sitePath: (path: string) => string;
  /** Where the image resizer is mounted ('/media', '/shop/media'). */
  mediaBaseUrl: string;
}

export function useCatalogueFormat(): CatalogueFormat {
  const intl = useIntl();
  const { baseUrl } = usePageConfig();
  return useMemo(() => {
    const locale = intl.locale as SiteLocale;
    return {
      locale,
      priceLabels: {
        from: intl.formatMessage(priceMessages.from),
        inclTax: intl.formatMessage(priceMessages.inclTax),
        exclTax: intl.formatMessage(priceMessages.exclTax),
        regularPrice: intl.formatMessage(priceMessages.regularPrice),
        finalPrice: intl.formatMessage(priceMessages.finalPrice),
        tier: (qty, price) => intl.formatMessage(priceMessages.tier, { qty, price }),
        discount: (percent) => intl.formatMessage(priceMessages.discount, { percent }),
      },
      ratingLabel: (value, max) =>
        intl.formatMessage(priceMessages.rating, {
          value: intl.formatNumber(value, { maximumFractionDigits: 1 }),
          max,
        }),
      ratingCountText: (count) => intl.formatMessage(priceMessages.ratingCount, { count }),
      sitePath: (path) => localizePath(path.startsWith('/') ? path : `/${path}`, locale),
      mediaBaseUrl: `${baseUrl}media`,
    };
  }, [intl, baseUrl]);
}
