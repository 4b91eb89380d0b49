import { MaintenancePage as MaintenancePageUi } from '@truffe/ui/MaintenancePage';
import { defineMessages, useIntl } from 'react-intl';

import { Logo } from '../components/Logo';

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
  return (
    <MaintenancePageUi
      heading={intl.formatMessage(maintenanceMessages.heading, { siteName })}
      body={intl.formatMessage(maintenanceMessages.body)}
      logo={<Logo siteName={siteName} />}
    />
  );
}
