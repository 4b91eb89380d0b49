/**
 * The entity routes of the pages whose friendly URL differs per site (decision 0601): the same path on every
 * site, which carries the canonical link to that site's friendly URL. The heads' `hreflang` alternates and
 * the language switch link there.
 */
export function productEntityPath(sku: string): string {
  return `/product/${encodeURIComponent(sku)}`;
}

export function categoryEntityPath(id: string): string {
  return `/category/${id}`;
}
