import { type ReactNode } from 'react';

import { StatusPage } from '../status/StatusPage';
import { statusPageReloadMs } from '../status/useReloadAfter';

export { statusPageReloadMs } from '../status/useReloadAfter';

export interface OfflinePageProps {
  /** Translated heading, e.g. "You can't access to Truffe because you are offline". */
  heading: string;
  /** Translated explanation. */
  body: string;
  logo?: ReactNode;
  /** Reloads the page after this delay (spec §9: 5 s); 0 turns it off. @defaultValue 5000 */
  reloadAfterMs?: number;
  onReload?: () => void;
}

/** The offline page of spec §2, shown instead of the app when the offline flag is set. Presentational. */
export function OfflinePage({
  heading,
  body,
  logo,
  reloadAfterMs = statusPageReloadMs,
  onReload,
}: OfflinePageProps) {
  return (
    <StatusPage
      kind="offline"
      heading={heading}
      body={body}
      logo={logo}
      reloadAfterMs={reloadAfterMs}
      onReload={onReload}
    />
  );
}
