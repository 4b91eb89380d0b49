import { type ReactNode, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';

import { usePageConfig } from '../../PageConfigProvider';
import { importOnce } from '../importOnce';
import { useAppMode } from './appMode';

// Loaded when the app enters maintenance (decision 0913): nearly every page never does.
const maintenancePageModule = importOnce(() => import('../../status/MaintenancePage'));

type MaintenancePageModule = Awaited<ReturnType<typeof maintenancePageModule>>;

/**
 * Shows the maintenance page instead of the app once the app has entered maintenance at runtime (spec §4);
 * the page then reloads every 5 s, and the shop is back as soon as the server answers again. The app stays
 * on screen until the page's code has arrived.
 */
export function MaintenanceSwitch({ children }: { children: ReactNode }) {
  const mode = useAppMode();
  const intl = useIntl();
  const { settings } = usePageConfig();
  const [loaded, setLoaded] = useState<MaintenancePageModule>();
  useEffect(() => {
    if (mode !== 'maintenance') return;
    let current = true;
    maintenancePageModule().then(
      (module) => {
        if (!current) return;
        document.title = intl.formatMessage(module.maintenanceMessages.title);
        setLoaded(module);
      },
      (error: unknown) => console.warn('[maintenance] the maintenance page did not load', error),
    );
    return () => {
      current = false;
    };
  }, [mode, intl]);
  return mode === 'maintenance' && loaded ? (
    <loaded.MaintenancePage siteName={settings.siteName} />
  ) : (
    children
  );
}
