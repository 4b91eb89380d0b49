import { type ReactNode } from 'react';
import { IntlProvider, RawIntlProvider } from 'react-intl';
import { type IntlConfig, type IntlShape } from 'react-intl';

import { type MessageBundle } from './loadMessages';
import { type SiteLocale } from './locales';

/**
 * A missing message shows its default message (English, written beside the code) or its id (spec §8); we only
 * report it during development. A format failure is always reported.
 */
export const onIntlError: NonNullable<IntlConfig['onError']> = (error) => {
  if (error.code === 'MISSING_TRANSLATION') {
    if (import.meta.env.DEV) console.warn(error.message);
    return;
  }
  console.error(error);
};

/**
 * FormatJS provider of one site with its loaded message bundle. The server passes its intl object of the site
 * (`renderApp.server.tsx`, built once per site): `IntlProvider` would build one and compile every message shown
 * again on each request (issue 21 profile).
 */
export function AppIntlProvider({
  locale,
  messages,
  intl,
  children,
}: {
  locale: SiteLocale;
  messages: MessageBundle;
  /** The site's ready intl object (the server's); the browser builds its own from `messages`. */
  intl?: IntlShape;
  children: ReactNode;
}) {
  if (intl) return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
  return (
    <IntlProvider locale={locale} defaultLocale="en-GB" messages={messages} onError={onIntlError}>
      {children}
    </IntlProvider>
  );
}
