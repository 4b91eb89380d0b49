import { formatMoney } from '@truffe/ui/Price';
import { type MessageFormatElement } from 'react-intl';

import { type SiteLocale } from './locales';

/**
 * A FormatJS bundle: message id → ICU message, compiled to its AST by the production build (vite.config.ts,
 * decision 0802) so that the browser does not ship the ICU parser; the source JSON and tests use the text.
 */
export type MessageBundle = Record<string, string> | Record<string, MessageFormatElement[]>;

// One chunk per locale, loaded on demand (spec §7): the server loads the request's bundle before rendering,
// the browser before hydrating.
const bundles: Record<SiteLocale, () => Promise<{ default: MessageBundle }>> = {
  'fr-FR': () => import('./messages/fr-FR.json'),
  'en-GB': () => import('./messages/en-GB.json'),
};

/**
 * Builds the site's price formatter (`formatMoney`'s cache) in a task of its own. A locale's first
 * `Intl.NumberFormat` loads ICU's data: 10–16 ms at desktop speed, a long task on a phone when it happens
 * inside a hydration slice (the first price a listing hydrates). Started while the bundle downloads, it costs
 * nothing the page waits for (decision 0912).
 */
function prepareFormats(locale: SiteLocale): void {
  setTimeout(() => formatMoney({ amount: 0, currency: 'EUR' }, locale), 0);
}

/** The message bundle of a site; in the browser, the site's price format is prepared meanwhile. */
export async function loadMessages(locale: SiteLocale): Promise<MessageBundle> {
  if (!import.meta.env.SSR) prepareFormats(locale);
  const bundle = await bundles[locale]();
  return bundle.default;
}
