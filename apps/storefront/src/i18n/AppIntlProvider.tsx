import { type ReactNode } from 'react';
import { createIntl, createIntlCache, IntlProvider, RawIntlProvider } from 'react-intl';
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
 * The server's formatters per message bundle, shared by every request (issue 21 profile): `IntlProvider` builds
 * an intl object and a formatter cache per mount, so each server render compiled every message it showed again.
 * A bundle is loaded once per site (loadMessages), so this holds one entry per site.
 */
const serverIntls = new WeakMap<MessageBundle, Map<string, IntlShape>>();

function serverIntl(locale: SiteLocale, messages: MessageBundle): IntlShape {
  let byLocale = serverIntls.get(messages);
  if (!byLocale) serverIntls.set(messages, (byLocale = new Map()));
  let intl = byLocale.get(locale);
  if (!intl) {
    intl = createIntl(
      { locale, defaultLocale: 'en-GB', messages, onError: onIntlError },
      createIntlCache(),
    );
    byLocale.set(locale, intl);
  }
  return intl;
}

/** FormatJS provider of one site with its loaded message bundle. */
export function AppIntlProvider({
  locale,
  messages,
  children,
}: {
  locale: SiteLocale;
  messages: MessageBundle;
  children: ReactNode;
}) {
  if (import.meta.env.SSR)
    return <RawIntlProvider value={serverIntl(locale, messages)}>{children}</RawIntlProvider>;
  return (
    <IntlProvider locale={locale} defaultLocale="en-GB" messages={messages} onError={onIntlError}>
      {children}
    </IntlProvider>
  );
}
