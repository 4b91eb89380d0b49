import { cacheHandle, personalPage } from '../data/cachePolicy';
import type { SiteLocale } from '../i18n/locales';
import { documentTitle, type HeadInput, type PageHead } from './pageHead';
import { headHandle } from './headHandle';

/**
 * The head of a personal page (cart, checkout, quick order…): its title per site, never indexed. A head
 * function has no message bundle at hand, so each screen passes the titles that match its `<h1>` message.
 */
export function personalPageHead(titles: Record<SiteLocale, string>) {
  return ({ shop, locale }: HeadInput<unknown>): PageHead => ({
    title: documentTitle(titles[locale], shop.defaultTitle),
    meta: [{ name: 'robots', content: 'noindex, nofollow' }],
  });
}

/** The `handle` of a personal route (never cached, spec §6) with its head. */
export function personalPageHandle(titles: Record<SiteLocale, string>) {
  return {
    ...cacheHandle(personalPage),
    ...headHandle(personalPageHead(titles), { withoutData: true }),
  };
}
