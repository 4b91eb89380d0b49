/**
 * `robots.txt`: crawlers may read the catalogue and the content, not the personal areas (account, cart,
 * checkout, wishlist), the API or the search results; the sitemap is named with its absolute address.
 */
export function robotsTxt({
  origin,
  sitePrefixes,
}: {
  origin: string;
  sitePrefixes: readonly string[];
}): string {
  const privatePaths = [
    '/user/',
    '/cart',
    '/checkout',
    '/orders/',
    '/wishlist/',
    '/login',
    '/register',
    '/account/',
    '/search/',
    '/graphql',
  ];
  const basePath = new URL(origin).pathname.replace(/\/+$/, '');
  const lines = ['User-agent: *'];
  for (const prefix of sitePrefixes) {
    for (const path of privatePaths) lines.push(`Disallow: ${basePath}${prefix}${path}`);
  }
  lines.push('Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, '');
  return lines.join('\n');
}
