import { join } from 'node:path';

import {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
  Router,
} from 'express';

import { type PublicSettings } from '../../src/publicConfig';
import { type PageCache } from '../pageCache';
import { type ServerSettings } from '../settings';
import { createAdminRouter, operatorGuard, parseAllowList, isAllowedAddress } from './admin';
import { createClientLogRouter } from './clientLog';
import { contentSecurityPolicies, createNonce } from './csp';
import { configuredCspProviders } from './cspProviders';
import { createLogger, type Logger, requestLocals, requestLogging } from './logger';
import { createMaintenanceState, type MaintenanceState } from './maintenance';
import { requestDeadline } from './deadlines';
import { createMetrics, routeKind, type StorefrontMetrics } from './metrics';
import { createRateLimiter, type RateLimiterOptions } from './rateLimit';
import { refuse } from './refusals';
import { createRumRouter } from './rum';
import { securityHeaders } from './securityHeaders';
import { serviceWorkerHandler, shellAssets, shellBuildId } from './serviceWorker';
import { testPluginScript } from './testPluginScripts';
import { createServerTiming, type ServerTimingRecorder } from './timing';

/** What the platform keeps per request in `res.locals` (besides the request id and logger). */
export interface PagePlatformLocals {
  /** The nonce of this response's Content-Security-Policy (inline scripts carry it). */
  cspNonce: string;
  /** Server-Timing recorder: loaders, GraphQL operations, render. */
  timing: ServerTimingRecorder;
}

export function pagePlatformLocals(res: Response): PagePlatformLocals {
  return res.locals as PagePlatformLocals;
}

export interface PlatformOptions {
  env: NodeJS.ProcessEnv;
  settings: ServerSettings;
  publicSettings: PublicSettings;
  /** Folder of the client build (its manifest names the service worker's cache). */
  clientDir: string;
  version: string;
  /** @defaultValue a pino logger on stdout (LOG_LEVEL) */
  logger?: Logger;
  /** The maintenance switch; shared by every process with a store (decision 0890). @defaultValue this process's, from MAINTENANCE */
  maintenance?: MaintenanceState;
  /** The anonymous HTML cache (server/pageCache.ts) behind the purge interface: `/admin/cache` purges it. */
  pageCache?: Pick<PageCache, 'purgeTags' | 'purgeAll' | 'stats'>;
  /** Rate limits of the browser endpoints. @defaultValue 30 / min per client id, 120 / min per address, RUM 120 / min */
  limits?: Partial<
    Record<'clientLogPerClient' | 'clientLogPerAddress' | 'rum', RateLimiterOptions>
  >;
}

export interface Platform {
  logger: Logger;
  maintenance: MaintenanceState;
  metrics: StorefrontMetrics;
  /** Run first, in order (server/app.ts): request id and log line, metrics, CSP nonce, Server-Timing recorder. */
  before: RequestHandler[];
  /** `/admin/*`, `/metrics`, `{base}service-worker.js`, `{base}client-log-handler`, `{base}rum`. */
  routes: Router;
  /** Sets the page's Content-Security-Policy and Server-Timing headers (call before streaming the body). */
  setPageHeaders(res: Response): void;
}

/**
 * The storefront's platform services (issue 5 items 3 and 5, decisions 0350–0354): maintenance switch,
 * structured logs with request ids, metrics, Server-Timing, CSP with nonce, service worker, client log
 * handler and real-user metrics.
 */
export function createPlatform(options: PlatformOptions): Platform {
  const { env, settings, publicSettings } = options;
  const { baseUrl } = settings;
  const logger = options.logger ?? createLogger(env);
  const maintenance = options.maintenance ?? createMaintenanceState(settings.maintenance);
  const metrics = createMetrics(baseUrl);
  const allowList = parseAllowList(env.ADMIN_ALLOWED_IPS);
  const minute = 60_000;
  const limits = {
    clientLogPerClient: { limit: 30, windowMs: minute },
    clientLogPerAddress: { limit: 120, windowMs: minute },
    rum: { limit: 120, windowMs: minute },
    ...options.limits,
  };

  // Middleware functions, not a Router: a nested Router walks its own stack per request (decision 0914).
  const before: RequestHandler[] = [
    securityHeaders({ https: publicSettings.publicUrl.startsWith('https://') }),
    requestLogging(logger),
    metrics.middleware,
    // Every request ends (decision 0853): a request still open past REQUEST_TIMEOUT_MS is answered 504 or cut.
    requestDeadline({
      ms: settings.deadlines.requestMs,
      metrics,
      baseUrl,
      siteName: publicSettings.siteName,
      setPageHeaders: (res) => setPageHeaders(res),
      isPage: (req) => routeKind(req.path, req.method, baseUrl) === 'page',
    }),
    (_req: Request, res: Response, next: NextFunction) => {
      Object.assign(res.locals, {
        cspNonce: createNonce(),
        timing: createServerTiming(),
      } satisfies PagePlatformLocals);
      next();
    },
  ];

  const routes = Router();
  routes.use(
    '/admin',
    createAdminRouter({
      guard: operatorGuard({ token: env.ADMIN_TOKEN?.trim() || undefined, allowList }),
      maintenance,
      logger,
      pageCache: options.pageCache,
    }),
  );
  routes.get('/metrics', async (req, res) => {
    // Operators' scrapers only (ADMIN_ALLOWED_IPS): process figures are not for the public.
    if (!isAllowedAddress(allowList, req.ip)) return refuse(req, res, 403, 'forbidden');
    res.setHeader('Content-Type', metrics.registry.contentType);
    res.setHeader('Cache-Control', 'no-store');
    return res.send(await metrics.registry.metrics());
  });
  // Vike writes the client build manifest beside the client folder.
  const manifest =
    settings.mode === 'production' ? join(options.clientDir, '..', 'assets.json') : null;
  routes.get(
    `${baseUrl}service-worker.js`,
    serviceWorkerHandler({
      baseUrl,
      buildId: shellBuildId(manifest, options.version),
      shell: shellAssets(manifest, baseUrl),
    }),
  );
  routes.use(
    baseUrl,
    createClientLogRouter({
      logger,
      perClient: createRateLimiter(limits.clientLogPerClient),
      perAddress: createRateLimiter(limits.clientLogPerAddress),
      onEntry: (entry) => metrics.countClientLog(entry.level),
    }),
  );
  routes.use(
    baseUrl,
    createRumRouter({
      logger,
      limiter: createRateLimiter(limits.rum),
      observe: metrics.observeWebVital,
    }),
  );
  if (settings.testRoutes) routes.get(`${baseUrl}__test/plugins/:name.js`, testPluginScript);

  const pluginScriptUrls = [
    publicSettings.analyticsScriptUrl,
    publicSettings.reviewsScriptUrl,
    publicSettings.monitoringScriptUrl,
  ];
  const providers = configuredCspProviders({
    ...publicSettings,
    paymentProvider: env.PAYMENT_PROVIDER,
  });
  const https = publicSettings.publicUrl.startsWith('https://');
  // The checkout's pickup-point map loads its tiles from MAP_TILES_URL (a {z}/{x}/{y} template).
  const imageUrls = [env.MAP_TILES_URL?.trim()];

  const contentSecurityPolicy = contentSecurityPolicies({
    providers,
    pluginScriptUrls,
    imageUrls,
    mode: settings.mode,
    https,
  });

  function setPageHeaders(res: Response) {
    const { cspNonce, timing } = pagePlatformLocals(res);
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(cspNonce));
    const header = timing.header();
    if (header) res.setHeader('Server-Timing', header);
    requestLocals(res).log?.debug({ serverTiming: header }, 'page timing');
  }

  return {
    logger,
    maintenance,
    metrics,
    before,
    routes,
    setPageHeaders,
  };
}
