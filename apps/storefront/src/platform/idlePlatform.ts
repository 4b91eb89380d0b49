import { reloadAfterInactivity } from './inactivity/reloadAfterInactivity';
import { registerServiceWorker } from './serviceWorker/registerServiceWorker';

/** What the browser platform starts when idle (startBrowserPlatform): the service worker, the inactivity reload. */
export function startIdlePlatform(baseUrl: string, inactivityTimeoutMs: number): void {
  registerServiceWorker(baseUrl);
  reloadAfterInactivity(inactivityTimeoutMs);
}
