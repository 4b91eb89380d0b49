import { useSyncExternalStore } from 'react';

/** Spec §4 application modes the running app can switch to (offline is the service worker's business). */
export type AppMode = 'normal' | 'maintenance';

let mode: AppMode = 'normal';
const listeners = new Set<() => void>();

/**
 * Spec §4: at runtime, an HTTP 503 or a '#503 Maintenance flag' GraphQL error switches the app to the
 * maintenance page, without a reload. The GraphQL client's maintenance detection (@truffe/graphql/client
 * `onMaintenance`) calls this.
 */
export function enterMaintenance(): void {
  if (mode === 'maintenance') return;
  mode = 'maintenance';
  for (const listener of listeners) listener();
}

export function currentAppMode(): AppMode {
  return mode;
}

export function useAppMode(): AppMode {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    currentAppMode,
    () => 'normal',
  );
}
