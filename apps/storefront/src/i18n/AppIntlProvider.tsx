import { type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { type IntlConfig } from 'react-intl';

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
  return (
    <IntlProvider locale={locale} defaultLocale="en-GB" messages={messages} onError={onIntlError}>
      {children}
    </IntlProvider>
  );
}
