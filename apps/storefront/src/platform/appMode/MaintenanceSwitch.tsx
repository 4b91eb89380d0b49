import { type ReactNode, useEffect } from 'react';
import { useIntl } from 'react-intl';

import { usePageConfig } from '../../PageConfigProvider';
import { MaintenancePage, maintenanceMessages } from '../../status/MaintenancePage';
import { useAppMode } from './appMode';

/**
 * Shows the maintenance page instead of the app once the app has entered maintenance at runtime (spec §4);
 * the page then reloads every 5 s, and the shop is back as soon as the server answers again.
 */
export function MaintenanceSwitch({ children }: { children: ReactNode }) {
  const mode = useAppMode();
  const intl = useIntl();
  const { settings } = usePageConfig();
  useEffect(() => {
    if (mode === 'maintenance') document.title = intl.formatMessage(maintenanceMessages.title);
  }, [mode, intl]);
  return mode === 'maintenance' ? <MaintenancePage siteName={settings.siteName} /> : children;
}
