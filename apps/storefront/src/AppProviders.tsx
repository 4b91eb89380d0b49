// The design system's theme: CSS variables, base styles and the self-hosted font, for every page.
import '@truffe/ui/theme';
import { DisplayCurrencyContext } from '@truffe/ui/Price';
import { type ReactNode } from 'react';
import { type IntlShape } from 'react-intl';

import { DeviceProvider } from './device/DeviceProvider';
import { AppIntlProvider } from './i18n/AppIntlProvider';
import { type MessageBundle } from './i18n/loadMessages';
import { PageConfigProvider } from './PageConfigProvider';
import { type PageConfig } from './publicConfig';
// `<html data-hydrated>` once React has taken over the server HTML, hydration slices included.
import { HydrationMarker } from './render/HydrationSlice';

/** Everything the app needs above the router, the same on the server and in the browser. */
export function AppProviders({
  config,
  messages,
  intl,
  children,
}: {
  config: PageConfig;
  messages: MessageBundle;
  /** The server's intl object of the site, built once (AppIntlProvider). */
  intl?: IntlShape;
  children: ReactNode;
}) {
  return (
    <PageConfigProvider config={config}>
      <AppIntlProvider locale={config.locale} messages={messages} intl={intl}>
        <DeviceProvider device={config.device}>
          <HydrationMarker />
          <DisplayCurrencyContext value={config.displayCurrency ?? null}>
            {children}
          </DisplayCurrencyContext>
        </DeviceProvider>
      </AppIntlProvider>
    </PageConfigProvider>
  );
}
