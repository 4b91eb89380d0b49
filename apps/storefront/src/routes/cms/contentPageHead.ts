import { localePathPrefixes } from '../../i18n/locales';
import { organizationJsonLd, webSiteJsonLd } from '../../seo/jsonLd';
import {
  absoluteUrl,
  documentTitle,
  type HeadInput,
  type HeadMeta,
  type PageHead,
} from '../../seo/pageHead';
import { openGraphMeta } from '../../seo/socialMeta';
import { type CmsPageData } from './cmsPageData';
import { homeIdentifier } from './cmsIdentifiers';

/** The path of a CMS page on its site: the page identifier as path (spec §2), the root for home. */
export function cmsPagePath(identifier: string, sitePrefix: string): string {
  return identifier === homeIdentifier ? `${sitePrefix}/` : `${sitePrefix}/${identifier}`;
}

/**
 * The head of a content page (spec §2): browser title = meta title, else page title, followed by the site
 * default title; meta keywords; meta description with the default description as fallback; social title,
 * type website and url (the page identifier as path). The home page also describes the shop (Organization,
 * WebSite with its search action); the not-found page is not indexed.
 */
export function contentPageHead({ data, shop, locale, origin }: HeadInput<CmsPageData>): PageHead {
  const { page } = data;
  const ownTitle = page.meta_title?.trim() || page.title;
  const description = page.meta_description?.trim() || shop.defaultDescription;
  const sitePrefix = localePathPrefixes[locale];
  const url = absoluteUrl(origin, cmsPagePath(page.identifier, sitePrefix));
  const meta: HeadMeta[] = [{ name: 'description', content: description }];
  if (page.meta_keywords?.trim())
    meta.push({ name: 'keywords', content: page.meta_keywords.trim() });
  if (data.notFound) meta.push({ name: 'robots', content: 'noindex' });
  meta.push(
    ...openGraphMeta({
      title: ownTitle,
      type: 'website',
      url,
      description,
      siteName: shop.name,
      locale,
    }),
  );
  const isHome = page.identifier === homeIdentifier;
  return {
    title: documentTitle(ownTitle, shop.defaultTitle),
    meta,
    ...(data.notFound ? {} : { canonical: url }),
    ...(isHome
      ? {
          jsonLd: [
            organizationJsonLd({ name: shop.name, url: absoluteUrl(origin, '/') }),
            webSiteJsonLd({ name: shop.name, url, inLanguage: locale }),
          ],
        }
      : {}),
  };
}
