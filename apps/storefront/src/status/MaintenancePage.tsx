import { defineMessages, useIntl } from 'react-intl';

import { Logo } from '../components/Logo';
import { centered } from '../styles/shell.css';
import * as styles from './statusPages.css';
import { useReloadEvery } from './useReloadEvery';

export const maintenanceMessages = defineMessages({
  title: { id: 'shell.maintenance.title', defaultMessage: '503 - Currently unavailable' },
  heading: {
    id: 'shell.maintenance.heading',
    defaultMessage: '{siteName} is currently unavailable',
  },
  body: {
    id: 'shell.maintenance.body',
    defaultMessage: 'Our service team has been dispatched to bring it back online.',
  },
});

/** Spec §2 maintenance page: replaces the app (HTTP 503) and reloads every 5 s. */
export function MaintenancePage({ siteName }: { siteName: string }) {
  const intl = useIntl();
  useReloadEvery();
  return (
    <main className={centered}>
      <Logo siteName={siteName} />
      <h1 className={styles.title}>
        {intl.formatMessage(maintenanceMessages.heading, { siteName })}
      </h1>
      <p className={styles.body}>{intl.formatMessage(maintenanceMessages.body)}</p>
    </main>
  );
}
