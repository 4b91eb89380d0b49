import { clientLogLimits } from './clientLogEntry';

/** A console error, window error or unhandled rejection, as it happened: where, and what was thrown or logged. */
export interface ClientLogRecord {
  context: 'console.error' | 'window.onerror' | 'unhandledrejection';
  values: unknown[];
}

/**
 * The client log from the page's first moment, without its code (decision 0906): console errors, window errors
 * and unhandled rejections are recorded as they are, and the first of them loads the collector
 * (collectClientLogs.ts: entries, queue, sending every 10 s and when the page is hidden), which then takes over
 * with what was recorded. A page that logs nothing never loads it. A collector that fails to load is tried
 * again with the next record.
 */
export function recordClientLogs(
  load: () => Promise<(records: ClientLogRecord[]) => void>,
): () => void {
  let records: ClientLogRecord[] = [];
  let loading = false;
  const originalConsoleError = console.error;
  const record = (context: ClientLogRecord['context'], values: unknown[]) => {
    records.push({ context, values });
    if (records.length > clientLogLimits.maxEntries) records = records.slice(1);
    if (loading) return;
    loading = true;
    load().then(
      (takeOver) => {
        stop();
        takeOver(records);
        records = [];
      },
      () => {
        loading = false;
      },
    );
  };
  const onError = (event: ErrorEvent) => record('window.onerror', [event.error ?? event.message]);
  const onRejection = (event: PromiseRejectionEvent) =>
    record('unhandledrejection', [event.reason]);
  function stop() {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    console.error = originalConsoleError;
  }
  console.error = (...args: unknown[]) => {
    record('console.error', args);
    originalConsoleError.apply(console, args);
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return stop;
}
