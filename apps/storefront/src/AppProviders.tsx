import { type ReactNode } from 'react';

import { DeviceProvider } from './device/DeviceProvider';
import { AppIntlProvider } from './i18n/AppIntlProvider';
import { type MessageBundle } from './i18n/loadMessages';
import { PageConfigProvider } from './PageConfigProvider';
import { type PageConfig } from './publicConfig';

/** Everything the app needs above the router, the same on the server and in the browser. */
export function AppProviders({
  config,
  messages,
  children,
}: {
  config: PageConfig;
  messages: MessageBundle;
  children: ReactNode;
}) {
  return (
    <PageConfigProvider config={config}>
      <AppIntlProvider locale={config.locale} messages={messages}>
        <DeviceProvider device={config.device}>{children}</DeviceProvider>
      </AppIntlProvider>
    </PageConfigProvider>
  );
}
