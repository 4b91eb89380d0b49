/**
 * The display currency chosen in the header (issue 17 item 6; decision 0771). The choice is a cookie read by the
 * server: the page's config carries the currency and its rate (src/publicConfig.ts `displayCurrency`), so prices
 * are converted in the server HTML and work without JavaScript; the HTML cache keys pages by it
 * (pages/htmlCacheProtocol.ts), so a shared page is stored once per currency. `POST {base}[en/]currency` (the
 * header's form, same origin) sets or clears the cookie and sends the browser back where it was (303).
 */
import { isDisplayCurrency, readDisplayRates } from '@truffe/commerce/displayCurrencies';
import express, { type Express } from 'express';

import { noStore } from '../src/data/cachePolicy';
import { type DisplayCurrencyChoice } from '../src/publicConfig';
import { queueSetCookie, readCookie } from './editor/editorSession';
import { isSameOriginPost } from './pageForm';
import { sendCrossSitePostPage } from './platform/crossSitePost';
import { type StaticPageOptions } from './platform/staticPage';

/** The cookie of the choice: not a secret, readable by nobody but the server's render (HttpOnly). */
export const currencyCookieName = 'truffe_currency';

/** The chosen display currency of a request (`null`: euros, the default and the charging currency). */
export function displayCurrencyOf(
  cookies: string | null | undefined,
): DisplayCurrencyChoice | null {
  const code = readCookie(cookies ?? null, currencyCookieName);
  if (!isDisplayCurrency(code) || code === 'EUR') return null;
  const rates = readDisplayRates();
  const rate = rates.rates.find((entry) => entry.code === code);
  return rate ? { code, ratePpm: rate.ratePpm, rate: rate.rate, updatedOn: rates.updatedOn } : null;
}

/** The part of a page's cache key that depends on the currency ('' for euros). */
export function currencyCacheKey(cookies: string | null | undefined): string {
  const code = readCookie(cookies ?? null, currencyCookieName);
  return isDisplayCurrency(code) && code !== 'EUR' ? code : '';
}

/** `Set-Cookie` of a choice: euros clear the cookie (the default). */
function currencySetCookie(code: string, baseUrl: string, secure: boolean): string {
  const attributes = `Path=${baseUrl}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
  return code === 'EUR'
    ? `${currencyCookieName}=; Max-Age=0; ${attributes}`
    : `${currencyCookieName}=${code}; Max-Age=31536000; ${attributes}`;
}

const unknownCurrency: Record<string, string> = {
  'fr-FR': 'Cette devise n’est pas proposée\u202f: choisissez EUR, GBP ou CHF.',
  'en-GB': 'This currency is not offered: choose EUR, GBP or CHF.',
};

/**
 * Spec §7 "a mutation for setting currency" (`{ success, errorMessage }`) and the browser's `displayCurrency`:
 * the same cookie as the header's form; merged with the commerce resolvers in server/graphql.ts.
 */
export function currencyResolvers(baseUrl: string) {
  type Context = { locale: string; request?: Request };
  return {
    Query: {
      displayCurrency: (_parent: unknown, _args: unknown, context: Context) =>
        displayCurrencyOf(context.request?.headers.get('cookie'))?.code ?? 'EUR',
    },
    Mutation: {
      setCurrency(_parent: unknown, { code }: { code: string }, context: Context) {
        const wanted = code.trim().toUpperCase();
        if (!isDisplayCurrency(wanted) || !context.request)
          return {
            success: false,
            errorMessage: unknownCurrency[context.locale] ?? unknownCurrency['en-GB'],
          };
        const secure = new URL(context.request.url).protocol === 'https:';
        queueSetCookie(context.request, currencySetCookie(wanted, baseUrl, secure));
        return { success: true, errorMessage: null };
      },
    },
  };
}

/** A same-site path to go back to, or the site's home. */
function backPath(value: unknown, baseUrl: string, home: string): string {
  if (typeof value !== 'string' || !value.startsWith(baseUrl) || value.startsWith('//'))
    return home;
  if (/[\s\\]/.test(value) || value.length > 2000) return home;
  return value;
}

export function mountCurrencyChoice(app: Express, page: StaticPageOptions, secure: boolean) {
  const { baseUrl } = page;
  const route = (prefix: string, locale: 'fr-FR' | 'en-GB') =>
    app.post(
      `${baseUrl}${prefix}currency`,
      express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 10 }),
      (req, res) => {
        res.setHeader('Cache-Control', noStore);
        const body = (req.body ?? {}) as Record<string, unknown>;
        const home = `${baseUrl}${prefix}`;
        // The form's page is the one it says to go back to (this address is no page); home is linked anyway.
        if (!isSameOriginPost(req)) {
          const back = backPath(body.redirect, baseUrl, home);
          return sendCrossSitePostPage(req, res, page, back === home ? null : back);
        }
        const code = body.currency;
        if (!isDisplayCurrency(code)) {
          // Only a changed form sends another code: the same translated words as the mutation's refusal.
          res.status(400).type('text/plain; charset=utf-8').send(unknownCurrency[locale]);
          return;
        }
        res.setHeader('Set-Cookie', currencySetCookie(code, baseUrl, secure));
        res.redirect(303, backPath(body.redirect, baseUrl, home));
      },
    );
  route('', 'fr-FR');
  route('en/', 'en-GB');
}
