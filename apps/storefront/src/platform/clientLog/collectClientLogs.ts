import { clientLogFlushMs, type ClientLogEntry, clientLogLimits as limits } from './clientLogEntry';
import { type ClientLogRecord } from './recordClientLogs';

export interface ClientLogCollectorOptions {
  /** `{base}client-log-handler?client_id={id}` */
  endpoint: string;
  /** @defaultValue 10,000 ms (spec §9) */
  flushMs?: number;
  /** @defaultValue window.fetch */
  fetch?: typeof fetch;
}

export interface ClientLogCollector {
  /** Queues one entry (the queue keeps the latest `maxEntries`). */
  push(entry: ClientLogEntry): void;
  /** Sends what is queued now; resolves when the request ends. */
  flush(): Promise<void>;
  stop(): void;
}

const cut = (value: string, max: number) =>
  value.length > max ? `${value.slice(0, max - 1)}…` : value;

/** An error entry (spec §7 "for errors: error, message, trace") from anything that was thrown. */
export function errorEntry(context: string, error: unknown): ClientLogEntry {
  const value = error instanceof Error ? error : new Error(describe(error));
  return {
    context: cut(context, limits.maxContextLength),
    level: 'error',
    data: {
      error: cut(value.name || 'Error', limits.maxErrorNameLength),
      message: cut(value.message || describe(error), limits.maxMessageLength),
      ...(value.stack ? { trace: cut(value.stack, limits.maxTraceLength) } : {}),
    },
  };
}

/** The entry of a `console.error(...args)` call. */
function consoleErrorEntry(args: unknown[]): ClientLogEntry {
  const error = args.find((arg) => arg instanceof Error);
  const text = args.map((arg) => (arg instanceof Error ? arg.message : describe(arg))).join(' ');
  const entry = errorEntry('console.error', error ?? text);
  // Keep what the code said around the error ("Failed to load store", error).
  if (error && args.length > 1 && entry.level === 'error') {
    entry.data.message = cut(text, limits.maxMessageLength);
  }
  return entry;
}

/** The entry of what `recordClientLogs` recorded before the collector was there. */
export function recordedEntry(record: ClientLogRecord): ClientLogEntry {
  return record.context === 'console.error'
    ? consoleErrorEntry(record.values)
    : errorEntry(record.context, record.values[0]);
}

function describe(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * The browser side of the client log (spec §7, decision 0352): console errors, window errors and unhandled
 * rejections are queued and sent every 10 s when there is something to send, and once more (as a beacon)
 * when the page is hidden. The collector never logs its own failures to the console (that would loop).
 */
export function collectClientLogs(options: ClientLogCollectorOptions): ClientLogCollector {
  const send = options.fetch ?? window.fetch.bind(window);
  let queue: ClientLogEntry[] = [];
  let sending = false;

  const take = () => {
    const logs = queue;
    queue = [];
    return JSON.stringify({ logs });
  };
  const collector: ClientLogCollector = {
    push(entry) {
      queue.push(entry);
      if (queue.length > limits.maxEntries) queue = queue.slice(-limits.maxEntries);
    },
    async flush() {
      if (queue.length === 0 || sending) return;
      sending = true;
      try {
        await send(options.endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: take(),
          credentials: 'same-origin',
          keepalive: true,
        });
      } catch {
        // Offline or refused: these entries are dropped rather than retried forever.
      } finally {
        sending = false;
      }
    },
    stop() {
      window.clearInterval(timer);
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      document.removeEventListener('visibilitychange', onHidden);
      console.error = originalConsoleError;
    },
  };

  const onError = (event: ErrorEvent) => {
    collector.push(errorEntry('window.onerror', event.error ?? event.message));
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    collector.push(errorEntry('unhandledrejection', event.reason));
  };
  const onHidden = () => {
    if (document.visibilityState !== 'hidden' || queue.length === 0) return;
    const body = new Blob([take()], { type: 'text/plain' });
    if (!navigator.sendBeacon?.(options.endpoint, body)) void collector.flush();
  };
  const originalConsoleError = console.error;
  console.error = (...args: unknown[]) => {
    collector.push(consoleErrorEntry(args));
    originalConsoleError.apply(console, args);
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  document.addEventListener('visibilitychange', onHidden);
  const timer = window.setInterval(
    () => void collector.flush(),
    options.flushMs ?? clientLogFlushMs,
  );
  return collector;
}
