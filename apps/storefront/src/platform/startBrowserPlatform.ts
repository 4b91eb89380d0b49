import { type PageConfig } from '../publicConfig';
import { clientLogId } from './clientLog/clientId';
import { collectClientLogs } from './clientLog/collectClientLogs';
import { shopPlugins } from './consent/analyticsPlugins';
import { browserConsentStore } from './consent/consentStore';
import { startAnalyticsPlugins } from './consent/startAnalyticsPlugins';
import { reloadAfterInactivity } from './inactivity/reloadAfterInactivity';
import { registerServiceWorker } from './serviceWorker/registerServiceWorker';

/**
 * The browser side of the platform (issue 5, decisions 0352–0354), started once before the app renders so
 * that errors of the start itself are collected: client log, service worker, inactivity reload, real-user
 * Web Vitals, and the consented analytics plugins (not on the maintenance and offline pages).
 */
export function startBrowserPlatform(config: PageConfig): void {
  const { baseUrl, settings, flags } = config;
  collectClientLogs({ endpoint: `${baseUrl}client-log-handler?client_id=${clientLogId()}` });
  registerServiceWorker(baseUrl);
  reloadAfterInactivity(settings.inactivityTimeoutMs);
  // Loaded after start (decision 0802): the observers read buffered entries, so nothing is missed.
  void import('./webVitals/reportWebVitals').then(({ reportWebVitals }) =>
    reportWebVitals(`${baseUrl}rum`),
  );
  if (!flags.maintenance && !flags.offline) {
    startAnalyticsPlugins(shopPlugins(settings), browserConsentStore(baseUrl));
  }
}
