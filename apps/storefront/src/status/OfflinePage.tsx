import { OfflinePage as OfflinePageUi } from '@truffe/ui/OfflinePage';
import { defineMessages, useIntl } from 'react-intl';

import { Logo } from '../components/Logo';

export const offlineMessages = defineMessages({
  title: { id: 'shell.offline.title', defaultMessage: "You're offline - {siteName}" },
  heading: {
    id: 'shell.offline.heading',
    defaultMessage: "You can't access to {siteName} because you are offline",
  },
  body: {
    id: 'shell.offline.body',
    defaultMessage:
      'It seems that you have some issues with your network. Please make sure that you have access to internet before reloading.',
  },
});

/** Spec §2 offline page: shown instead of the app when the offline flag is set; refreshes every 5 s. */
export function OfflinePage({ siteName }: { siteName: string }) {
  const intl = useIntl();
  return (
    <OfflinePageUi
      heading={intl.formatMessage(offlineMessages.heading, { siteName })}
      body={intl.formatMessage(offlineMessages.body)}
      logo={<Logo siteName={siteName} />}
    />
  );
}
