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
 * Has a worker build the site's number formats while the bundle downloads (src/i18n/warmIntl.worker.ts): a
 * renderer process's first `Intl.NumberFormat` loads ICU's data, 12–20 ms at desktop speed, a long task on a
 * phone when it happens on the main thread (the first price a listing hydrates); ICU's caches are shared by
 * the process's threads, so the main thread's own formats then cost ~0.1 ms (decision 0912).
 */
function prepareFormats(locale: SiteLocale): void {
  if (typeof Worker !== 'function') return;
  try {
    new Worker(new URL('./warmIntl.worker.ts', import.meta.url), { name: locale });
  } catch {
    // No worker (blocked or unsupported): the first price builds the formats itself.
  }
}

/** The message bundle of a site; in the browser, the site's price format is prepared meanwhile. */
export async function loadMessages(locale: SiteLocale): Promise<MessageBundle> {
  if (!import.meta.env.SSR) prepareFormats(locale);
  const bundle = await bundles[locale]();
  return bundle.default;
}
