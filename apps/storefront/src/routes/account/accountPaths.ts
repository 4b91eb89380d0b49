import { localizePath, type SiteLocale } from '../../i18n/locales';

/** Notices `/login?notice=…` shows above its form. */
export const loginNotices = [
  'signedOut',
  'passwordChanged',
  // A social sign-in that came back without signing in (server/socialSignIn.ts, decision 0756).
  'socialDenied',
  'socialExpired',
  'socialUnverified',
  'socialFailed',
] as const;
export type LoginNotice = (typeof loginNotices)[number];

/** The account paths of a site (spec §2). */
export function accountPaths(locale: SiteLocale) {
  return {
    login: localizePath('/login', locale),
    register: localizePath('/register', locale),
    registerPro: localizePath('/register/pro', locale),
    passwordRequest: localizePath('/account/password-request', locale),
    passwordReset: localizePath('/account/password-reset', locale),
    signOut: localizePath('/account/sign-out', locale),
    dashboard: localizePath('/user', locale),
    cgv: localizePath('/user/cgv', locale),
  };
}

/** `/login?redirect=…`: where a signed-out visitor of a page of the account area is sent. */
export function loginRedirect(locale: SiteLocale, requestUrl: string): string {
  const url = new URL(requestUrl, 'http://localhost');
  return `${accountPaths(locale).login}?redirect=${encodeURIComponent(url.pathname + url.search)}`;
}
