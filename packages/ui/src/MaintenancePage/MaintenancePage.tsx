import { type ReactNode } from 'react';

import { StatusPage } from '../status/StatusPage';
import { statusPageReloadMs } from '../status/useReloadAfter';

export { statusPageReloadMs } from '../status/useReloadAfter';

export interface MaintenancePageProps {
  /** Translated heading, e.g. 'Truffe is currently unavailable'. */
  heading: string;
  /** @defaultValue 'Our service team has been dispatched to bring it back online.' */
  body?: string;
  /** The shop's logo. */
  logo?: ReactNode;
  /** Reloads the page after this delay (spec §9: 5 s); 0 turns it off. @defaultValue 5000 */
  reloadAfterMs?: number;
  /** Replaces the page reload (tests, previews). */
  onReload?: () => void;
}

/**
 * The maintenance page of spec §2/§4, shown instead of the app (the server answers 503). Presentational:
 * the storefront passes the translated strings and sets the document title.
 */
export function MaintenancePage({
  heading,
  body = 'Our service team has been dispatched to bring it back online.',
  logo,
  reloadAfterMs = statusPageReloadMs,
  onReload,
}: MaintenancePageProps) {
  return (
    <StatusPage
      kind="maintenance"
      heading={heading}
      body={body}
      logo={logo}
      reloadAfterMs={reloadAfterMs}
      onReload={onReload}
    />
  );
}
