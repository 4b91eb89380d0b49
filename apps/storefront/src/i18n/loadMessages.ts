import { type SiteLocale } from './locales';

/** A compiled-free FormatJS bundle: message id → ICU message. */
export type MessageBundle = Record<string, string>;

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
