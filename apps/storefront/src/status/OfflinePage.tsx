import { defineMessages, useIntl } from 'react-intl';

import { Logo } from '../components/Logo';
import { centered } from '../styles/shell.css';
import * as styles from './statusPages.css';
import { useReloadEvery } from './useReloadEvery';

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
  useReloadEvery();
  return (
    <main className={centered}>
      <Logo siteName={siteName} />
      <h1 className={styles.title}>{intl.formatMessage(offlineMessages.heading, { siteName })}</h1>
      <p className={styles.body}>{intl.formatMessage(offlineMessages.body)}</p>
    </main>
  );
}
