/**
 * A CMS address in the current site: internal paths ('/promotions') get the site's prefix ('/en'), the rest
 * (external URLs, mailto:, tel:, anchors) stays as it is.
 */
export function sitePath(href: string, sitePrefix: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  if (!sitePrefix || href === sitePrefix || href.startsWith(`${sitePrefix}/`)) return href;
  return href === '/' ? `${sitePrefix}/` : `${sitePrefix}${href}`;
}
