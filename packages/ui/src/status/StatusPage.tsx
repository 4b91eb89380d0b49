import { type ReactNode } from 'react';

import * as styles from './status.css';
import { useReloadAfter } from './useReloadAfter';

export interface StatusPageProps {
  heading: string;
  body: string;
  logo?: ReactNode;
  reloadAfterMs: number;
  onReload?: () => void;
  kind: 'maintenance' | 'offline';
}

/** The full page that replaces the app (maintenance, offline) and reloads itself. */
export function StatusPage({
  heading,
  body,
  logo,
  reloadAfterMs,
  onReload,
  kind,
}: StatusPageProps) {
  useReloadAfter(reloadAfterMs, onReload);
  return (
    <main className={styles.page} data-status-page={kind}>
      {logo}
      <h1 className={styles.title}>{heading}</h1>
      <p className={styles.body}>{body}</p>
    </main>
  );
}
