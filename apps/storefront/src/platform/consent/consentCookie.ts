import { type ConsentChoices, consentPurposes } from './consentPurposes';

/** Name of the cookie that keeps the choices (read by the browser only; the server never needs it). */
export const consentCookieName = 'truffe_consent';

/** Spec §9: cookie max age 13 months. */
export const consentCookieMonths = 13;

/** The cookie's expiry: 13 calendar months after `now`. */
export function consentExpiry(now: Date): Date {
  const expiry = new Date(now.getTime());
  expiry.setMonth(expiry.getMonth() + consentCookieMonths);
  return expiry;
}

/** `analytics:1|reviews:0|performance:0` — version-free and readable in devtools. */
export function serializeConsent(choices: ConsentChoices): string {
  return consentPurposes.map((purpose) => `${purpose}:${choices[purpose] ? 1 : 0}`).join('|');
}

/** The choices in a cookie value, or null when it is absent or not a complete, valid record. */
export function parseConsent(value: string | null | undefined): ConsentChoices | null {
  if (!value) return null;
  const pairs = new Map(
    value.split('|').map((pair) => {
      const [purpose = '', choice = ''] = pair.split(':');
      return [purpose, choice] as const;
    }),
  );
  const choices: Partial<ConsentChoices> = {};
  for (const purpose of consentPurposes) {
    const choice = pairs.get(purpose);
    if (choice !== '0' && choice !== '1') return null;
    choices[purpose] = choice === '1';
  }
  return choices as ConsentChoices;
}

/** The `document.cookie` string that stores the choices for 13 months under the app's path. */
export function consentCookie(
  choices: ConsentChoices,
  { now, path, secure }: { now: Date; path: string; secure: boolean },
): string {
  return [
    `${consentCookieName}=${encodeURIComponent(serializeConsent(choices))}`,
    `Expires=${consentExpiry(now).toUTCString()}`,
    `Path=${path}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The consent cookie's value in a `document.cookie` string. */
export function readConsentCookie(cookieHeader: string): ConsentChoices | null {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== consentCookieName) continue;
    try {
      return parseConsent(decodeURIComponent(rest.join('=')));
    } catch {
      return null;
    }
  }
  return null;
}
