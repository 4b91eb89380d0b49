import { localizePath, type SiteLocale } from '../../i18n/locales';

/** What `/user/wishlist?notice=…` says after a change (post/redirect/get). */
export const wishlistNotices = [
  'added',
  'saved',
  'removed',
  'toCart',
  'shared',
  'revoked',
] as const;
export type WishlistNotice = (typeof wishlistNotices)[number];

/** The wishlist's paths of a site (spec §2). */
export function wishlistPaths(locale: SiteLocale) {
  const page = localizePath('/user/wishlist', locale);
  return {
    page,
    notice: (notice: WishlistNotice, extra = '') => `${page}?notice=${notice}${extra}`,
    shared: (code: string) => localizePath(`/wishlist/share/${encodeURIComponent(code)}/`, locale),
    sharedAddAll: (code: string) =>
      localizePath(`/wishlist/share/${encodeURIComponent(code)}/add/`, locale),
    sharedAddOne: (code: string, itemId: string) =>
      localizePath(
        `/wishlist/share/${encodeURIComponent(code)}/add/${encodeURIComponent(itemId)}`,
        locale,
      ),
  };
}

/** A configurable choice from form or query fields `super[code]=value` (bounded). */
export function selectionOf(entries: Iterable<[string, string]>) {
  const selected: { attributeCode: string; value: string }[] = [];
  for (const [name, value] of entries) {
    const code = /^super\[([a-z0-9_]{1,64})\]$/.exec(name)?.[1];
    if (code && /^\d{1,9}$/.test(value) && selected.length < 20)
      selected.push({ attributeCode: code, value });
  }
  return selected;
}
