import { routerBasename } from '../baseUrl';
import { type SiteLocale } from '../i18n/locales';
import { type HeadInput } from './pageHead';

/** Public origin plus the app's mount path, without a trailing slash ('https://truffe.example/shop'). */
export function siteOrigin(publicUrl: string, baseUrl: string): string {
  const basename = routerBasename(baseUrl);
  return `${publicUrl.replace(/\/+$/, '')}${basename === '/' ? '' : basename}`;
}

/** The site part of a head input, from what both the server render and the browser know. */
export function headSite(input: {
  shop: HeadInput<unknown>['shop'];
  locale: SiteLocale;
  publicUrl: string;
  baseUrl: string;
  /** The page's path inside the app (without the mount path). */
  pathname: string;
}): Omit<HeadInput<unknown>, 'data'> {
  return {
    shop: input.shop,
    locale: input.locale,
    origin: siteOrigin(input.publicUrl, input.baseUrl),
    pathname: input.pathname,
  };
}
