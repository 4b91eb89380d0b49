import { localizePath, type SiteLocale } from '../../../i18n/locales';

/** The pages of the account area that exist today (spec §2 "/user"); the other issues add theirs. */
export function userPaths(locale: SiteLocale) {
  return {
    dashboard: localizePath('/user', locale),
    information: localizePath('/user/information', locale),
    addressBook: localizePath('/user/address-book', locale),
    newsletter: localizePath('/user/newsletter', locale),
  };
}

/** What a change of the account area says after its redirect (`?notice=…`, post/redirect/get). */
export const userNotices = [
  'nameSaved',
  'emailChangeRecorded',
  'passwordChanged',
  'addressAdded',
  'addressSaved',
  'addressDeleted',
  'defaultSaved',
  'subscribed',
  'unsubscribed',
] as const;
export type UserNotice = (typeof userNotices)[number];

/** `path?notice=…`. */
export function withNotice(path: string, notice: UserNotice): string {
  return `${path}?notice=${notice}`;
}
