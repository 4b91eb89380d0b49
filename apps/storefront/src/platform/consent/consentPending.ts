import { consentCookieName } from './consentCookie';

/** The mark on `<html>` that shows the server-rendered consent banner (consent.css.ts). */
export const consentPendingAttribute = 'data-consent-pending';

/**
 * The inline head script (decision 0810): marks `<html>` before the first paint when the browser has no
 * consent cookie, so that the banner in the server HTML — the same for every visitor — shows at once. The
 * cookie is read by the browser only; the server and the page cache never see the difference.
 */
export function consentPendingScript(): string {
  const cookie = new RegExp(`(?:^|;\\s*)${consentCookieName}=`);
  return `if(!${cookie.toString()}.test(document.cookie))document.documentElement.setAttribute(${JSON.stringify(consentPendingAttribute)},'')`;
}
