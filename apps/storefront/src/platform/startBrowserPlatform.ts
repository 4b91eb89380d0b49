import { type PageConfig } from '../publicConfig';
import { recordClientLogs } from './clientLog/recordClientLogs';
import { shopPlugins } from './consent/analyticsPlugins';
import { browserConsentStore } from './consent/consentStore';
import { startAnalyticsPlugins } from './consent/startAnalyticsPlugins';

/**
 * Runs work that can wait when the browser has nothing else to do — after hydration, typically — or after
 * `timeoutMs` at the latest (decision 0810: no start-up work in the app's first long tasks).
 */
export function whenIdle(work: () => void, timeoutMs = 2000): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(() => work(), { timeout: timeoutMs });
  } else {
    window.setTimeout(work, 200);
  }
}

/**
 * The browser side of the platform (issue 5, decisions 0352–0354), started once before the app renders so
 * that errors of the start itself are recorded: client log (its collector loads with the first error),
 * real-user Web Vitals (their own chunk) and the consented analytics plugins (not on the maintenance and
 * offline pages) at once; service worker and inactivity reload when the browser is idle.
 */
export function startBrowserPlatform(config: PageConfig): void {
  const { baseUrl, settings, flags } = config;
  // The collector's code loads with the first error (decision 0906).
  recordClientLogs(async () => {
    const [{ collectClientLogs, recordedEntry }, { clientLogId }] = await Promise.all([
      import('./clientLog/collectClientLogs'),
      import('./clientLog/clientId'),
    ]);
    return (records) => {
      const collector = collectClientLogs({
        endpoint: `${baseUrl}client-log-handler?client_id=${clientLogId()}`,
      });
      for (const record of records) collector.push(recordedEntry(record));
    };
  });
  // Loaded after start (decision 0802): the observers read buffered entries, so nothing is missed.
  void import('./webVitals/reportWebVitals').then(({ reportWebVitals }) =>
    reportWebVitals(`${baseUrl}rum`),
  );
  // At once: a consent choice made right after start-up must reach the plugin manager.
  if (!flags.maintenance && !flags.offline) {
    startAnalyticsPlugins(shopPlugins(settings), browserConsentStore(baseUrl));
  }
  // Their code too (decision 0901): a chunk fetched when idle, not part of the page's first script.
  whenIdle(() => {
    void import('./idlePlatform').then(({ startIdlePlatform }) =>
      startIdlePlatform(baseUrl, settings.inactivityTimeoutMs),
    );
  });
}
