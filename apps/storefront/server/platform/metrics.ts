import { type NextFunction, type Request, type Response } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What a request was for, as a bounded label (never the raw path: unbounded label values kill Prometheus). */
export type RouteKind =
  | 'page'
  | 'graphql'
  | 'media'
  | 'asset'
  | 'service-worker'
  | 'client-log'
  | 'rum'
  | 'admin'
  | 'health'
  | 'metrics'
  | 'other';

/** Classifies a request path (the full path, with the base URL) into a {@link RouteKind}. */
export function routeKind(path: string, method: string, baseUrl: string): RouteKind {
  if (path === '/healthz' || path === '/readyz') return 'health';
  if (path === '/metrics') return 'metrics';
  if (path.startsWith('/admin/')) return 'admin';
  if (!path.startsWith(baseUrl) && `${path}/` !== baseUrl) return 'other';
  const inApp = path.slice(baseUrl.length);
  if (/^(en\/)?graphql$/.test(inApp)) return 'graphql';
  if (inApp.startsWith('media/')) return 'media';
  if (inApp === 'service-worker.js') return 'service-worker';
  if (inApp === 'client-log-handler') return 'client-log';
  if (inApp === 'rum') return 'rum';
  if (/^(assets\/|@|node_modules\/|favicon\.)/.test(inApp) || /\.[a-z0-9]{1,5}$/i.test(inApp)) {
    return 'asset';
  }
  return method === 'GET' || method === 'HEAD' ? 'page' : 'other';
}

/** Core Web Vitals names that `POST /rum` accepts (web-vitals). */
export const webVitalNames = ['CLS', 'FCP', 'INP', 'LCP', 'TTFB'] as const;
export type WebVitalName = (typeof webVitalNames)[number];

export interface StorefrontMetrics {
  registry: Registry;
  /** Counts and times every response by route kind and status. */
  middleware(req: Request, res: Response, next: NextFunction): void;
  /** One real-user Core Web Vitals measurement (seconds for times, unitless for CLS). */
  observeWebVital(name: WebVitalName, value: number): void;
  /** Counts a client log entry received (by level). */
  countClientLog(level: string): void;
  /** Counts a deadline hit (decision 0853): a page render, a coalescing wait, a whole request. */
  countDeadline(kind: DeadlineKind): void;
  /**
   * Counts a page render whose client went away before its end: `finished` for the waiters or the cache,
   * `stopped` when nobody needed it.
   */
  countAbandonedRender(outcome: 'finished' | 'stopped'): void;
  /** How requests that found a render of their page in flight ended their wait. */
  countCacheWait(outcome: 'stored' | 'not-stored' | 'deadline' | 'timed-out'): void;
  /** Reports the number of requests waiting for another's render, read at each scrape. */
  observeCacheWaiters(read: () => number): void;
}

export type DeadlineKind = 'render' | 'cache-wait' | 'request';

/**
 * Prometheus metrics of one app (decision 0352): its own registry (tests start several apps in one process),
 * process metrics, request counts and durations, real-user Web Vitals and client log volume.
 */
export function createMetrics(baseUrl: string): StorefrontMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'truffe_http_requests_total',
    help: 'HTTP responses by route kind, method and status code',
    labelNames: ['kind', 'method', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'truffe_http_request_duration_seconds',
    help: 'Time to the end of the HTTP response, by route kind and status code',
    labelNames: ['kind', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const webVitals = new Histogram({
    name: 'truffe_web_vitals',
    help: 'Real-user Core Web Vitals (seconds; CLS unitless)',
    labelNames: ['name'] as const,
    buckets: [0.01, 0.05, 0.1, 0.2, 0.5, 1, 1.8, 2.5, 4, 8],
    registers: [registry],
  });
  const clientLogs = new Counter({
    name: 'truffe_client_log_entries_total',
    help: 'Browser log entries received by the client log handler, by level',
    labelNames: ['level'] as const,
    registers: [registry],
  });
  const deadlines = new Counter({
    name: 'truffe_deadlines_total',
    help: "Deadlines hit: page renders, waits for another request's render, whole requests",
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const abandoned = new Counter({
    name: 'truffe_page_renders_abandoned_total',
    help: 'Page renders whose client went away before the end (finished for others, or stopped)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const cacheWaits = new Counter({
    name: 'truffe_html_cache_waits_total',
    help: 'Requests that waited for the render of the same page by another request, by outcome',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  let readWaiters = () => 0;
  new Gauge({
    name: 'truffe_html_cache_waiters',
    help: 'Requests waiting right now for the render of the same page by another request',
    registers: [registry],
    collect() {
      this.set(readWaiters());
    },
  });
  return {
    registry,
    middleware(req, res, next) {
      const stop = durations.startTimer();
      const kind = routeKind(req.path, req.method, baseUrl);
      res.on('finish', () => {
        const status = String(res.statusCode);
        requests.inc({ kind, method: req.method, status });
        stop({ kind, status });
      });
      next();
    },
    observeWebVital: (name, value) => webVitals.observe({ name }, value),
    countClientLog: (level) => clientLogs.inc({ level }),
    countDeadline: (kind) => deadlines.inc({ kind }),
    countAbandonedRender: (outcome) => abandoned.inc({ outcome }),
    countCacheWait: (outcome) => cacheWaits.inc({ outcome }),
    observeCacheWaiters(read) {
      readWaiters = read;
    },
  };
}
