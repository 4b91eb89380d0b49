import { buildImageUrl } from '@truffe/image/url';

import { localizePath, siteLocales, localeLanguages, defaultLocale } from '../../i18n/locales';
import { categoryEntityPath } from '../../seo/entityPaths';
import { breadcrumbListJsonLd } from '../../seo/jsonLd';
import { absoluteUrl, documentTitle, type HeadInput, type PageHead } from '../../seo/pageHead';
import { openGraphMeta } from '../../seo/socialMeta';
import { type CategoryScreenData } from './CategoryScreen';

/**
 * `hreflang` alternates of an entity whose friendly URL differs per site: the stable entity route of each
 * site (`/category/11`, `/en/category/11`), which carries the canonical link to that site's friendly URL
 * (decision 0601).
 */
export function entityAlternates(origin: string, entityPath: string) {
  const href = (locale: (typeof siteLocales)[number]) =>
    absoluteUrl(origin, localizePath(entityPath, locale));
  return [
    ...siteLocales.map((locale) => ({ hreflang: localeLanguages[locale], href: href(locale) })),
    { hreflang: 'x-default', href: href(defaultLocale) },
  ];
}

/**
 * The head of a category page: title (meta title or name, then the site's default title), description,
 * canonical friendly URL (with its page number past the first page; filters and sorts are variants of it),
 * alternates, Open Graph and the BreadcrumbList.
 */
export function categoryHead({
  data,
  shop,
  locale,
  origin,
}: HeadInput<CategoryScreenData>): PageHead {
  const { category } = data;
  const title = documentTitle(category.metaTitle ?? category.name, shop.defaultTitle);
  const description = category.metaDescription ?? category.description ?? shop.defaultDescription;
  const page = category.products.page;
  const canonical = `${absoluteUrl(origin, localizePath(category.path, locale))}${page > 1 ? `?page=${page}` : ''}`;
  const image = category.image
    ? absoluteUrl(
        origin,
        buildImageUrl({ path: category.image, preset: 'categoryImage', cover: true }),
      )
    : null;
  return {
    title,
    meta: [
      { name: 'description', content: description },
      ...openGraphMeta({
        title,
        type: 'website',
        url: canonical,
        description,
        image,
        siteName: shop.name,
        locale,
      }),
    ],
    canonical,
    alternates: entityAlternates(origin, categoryEntityPath(category.id)),
    jsonLd: [
      breadcrumbListJsonLd([
        { name: shop.name, url: absoluteUrl(origin, localizePath('/', locale)) },
        ...category.breadcrumbs.map((crumb) => ({
          name: crumb.name,
          url: absoluteUrl(origin, localizePath(crumb.path, locale)),
        })),
      ]),
    ],
  };
}
