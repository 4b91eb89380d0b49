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

/** The message bundle of a site. */
export async function loadMessages(locale: SiteLocale): Promise<MessageBundle> {
  const bundle = await bundles[locale]();
  return bundle.default;
}
