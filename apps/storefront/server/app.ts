import { existsSync } from 'node:fs';
import { type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';

import { onStockChange, type OrderStore } from '@truffe/commerce/orders';
import type { PaymentProviderRegistry } from '@truffe/commerce/payments';
import { runWithDatabaseTiming } from '@truffe/commerce/store';
import { createMediaHandler } from '@truffe/image/server';
import express, { type NextFunction, type Request, type Response } from 'express';
import { renderPage } from 'vike/server';

import { deviceClientHints, detectDevice } from '../src/device/device';
import { localeFromPathname } from '../src/i18n/locales';
import { type PageConfig, readPublicSettings } from '../src/publicConfig';
import { appPathname } from '../src/render/documentHead';
import { cacheTagHeader, noStore, pageCacheControl } from '../src/data/cachePolicy';
import { type ServerLoaderContext } from '../src/data/loaderContext';
import { compressResponses } from './compression';
import { createGraphQLServer, type GraphQLServerOptions } from './graphql';
import {
  type CachedPage,
  createPageCache,
  type LeadOutcome,
  type Lifetime,
  normalizedQuery,
  notStored,
  type PageCache,
  type Settle,
  sharedLifetime,
  waitForLead,
} from './pageCache';
import { isSameOriginPost, readFormBody } from './pageForm';
import {
  createPlatform,
  pagePlatformLocals,
  type Platform,
  type PlatformOptions,
} from './platform/platform';
import { createNonce } from './platform/csp';
import { DeadlineError, sendDeadlinePage, startDeadline } from './platform/deadlines';
import { type Logger, requestLocals } from './platform/logger';
import { offlinePagePaths } from './platform/serviceWorker';
import { createServerTiming, type ServerTimingRecorder } from './platform/timing';
import { createSeoRoutes } from './seo/seoRoutes';
import { appRoot, buildVersion, readServerSettings, type ServerSettings } from './settings';
import { serveStaticAssets } from './staticAssets';
import {
  editorTokenCookie,
  editorTokenHeader,
  readCookie,
  takeQueuedCookies,
} from './editor/editorSession';
import { mountDevOutbox } from './devOutbox';
import { mountPaymentRoutes } from './payments';
import { mountTestGateway } from './testGateway';
import { isPersonalViewer, readViewer } from './viewer';

export interface CreateAppOptions {
  /** The environment to read settings from. @defaultValue process.env */
  env?: NodeJS.ProcessEnv;
  /** Resolvers for /graphql and the in-process executor. @defaultValue those of @truffe/commerce */
  resolvers?: GraphQLServerOptions['resolvers'];
  /** Builds the GraphQL context of a request (H4 wires the store here). @defaultValue `{ locale }` */
  createContext?: GraphQLServerOptions['createContext'];
  /** Resolves when the store answers (`/readyz`); H4 passes the store's ping. @defaultValue always ready */
  readiness?: () => Promise<void>;
  /**
   * Development only: Vite's hot-reload websocket (port 24678). Tests turn it off so that several servers
   * can run at once. @defaultValue true
   */
  hmr?: boolean;
  /** The clock of the HTML cache (tests move time to make pages stale). @defaultValue Date.now */
  pageCacheClock?: () => number;
  /** Logger and rate limits of the platform endpoints (server/platform). @defaultValue from env */
  platform?: Pick<PlatformOptions, 'logger' | 'limits'>;
  /** Payment providers; the test gateway's hosted pages are served at /__gateway (decision 0705). */
  payments?: PaymentProviderRegistry;
  /** The store's orders: payment webhooks and the development outbox (decision 0731). */
  orders?: OrderStore;
}

export interface StorefrontApp {
  app: express.Express;
  settings: ServerSettings;
  /** Maintenance switch, logger, metrics (server/platform/platform.ts). */
  platform: Platform;
  /** Stops what the app started (the Vite dev server in development). */
  close(): Promise<void>;
}

type VikeHttpResponse = NonNullable<Awaited<ReturnType<typeof renderPage>>['httpResponse']>;

/** One page request, as the render needs it (server/app.ts; background revalidations build their own). */
interface PageRenderInput {
  originalUrl: string;
  /** Path inside the app's mount (Express `req.path`). */
  path: string;
  headers: IncomingHttpHeaders;
  /** The urlencoded body of a same-origin form post, or `null` (GET/HEAD). */
  form: string | null;
  flags: Partial<PageConfig['flags']>;
  cspNonce: string;
  timing: ServerTimingRecorder;
  /** Aborted when the render must stop (its deadline, or nobody needs it any more). */
  signal: AbortSignal;
}

interface PageRenderResult {
  status: number;
  /** A redirect's target. */
  location?: string;
  /** The page's own headers (type, Cache-Control, Cache-Tag, Vary, Accept-CH…); no per-response ones. */
  headers: [string, string][];
  setCookies: string[];
  httpResponse: VikeHttpResponse;
  /** The render read the visitor's cart session (private data: the page is not shared). */
  readPrivateSession(): boolean;
}

const headerOf = (headers: [string, string][], name: string) =>
  headers.find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];

/** `buffer` cut at every occurrence of `separator` (the separators dropped). */
function splitBuffer(buffer: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = buffer.indexOf(separator); at !== -1; at = buffer.indexOf(separator, from)) {
    parts.push(buffer.subarray(from, at));
    from = at + separator.length;
  }
  parts.push(buffer.subarray(from));
  // Own copies: the pieces must not keep the whole render's chunks alive.
  return parts.map((part) => Buffer.from(part));
}

/**
 * Bytes of the anonymous HTML cache (HTML_CACHE_MB, decision 0851): 64 MiB in production, off in
 * development (hot reload); 0 turns it off.
 */
export function pageCacheBytes(env: NodeJS.ProcessEnv, mode: 'development' | 'production') {
  const value = Number(env.HTML_CACHE_MB?.trim() || (mode === 'production' ? 64 : 0));
  return Number.isFinite(value) && value > 0 ? Math.round(value * 1024 * 1024) : 0;
}

const clientDir = join(appRoot, 'dist', 'client');
const serverEntry = join(appRoot, 'dist', 'server', 'entry.mjs');

/**
 * The storefront's Express app (ARCHITECTURE.md "One picture"): pages through Vike + React Router, /graphql,
 * the health endpoint; in development with Vite's middleware (hot reload), in production with the `vike
 * build` output.
 */
export async function createApp(options: CreateAppOptions = {}): Promise<StorefrontApp> {
  const env = options.env ?? process.env;
  const settings = readServerSettings(env);
  const publicSettings = readPublicSettings(env);
  const { baseUrl, mode, deadlines } = settings;
  const cacheBytes = pageCacheBytes(env, mode);
  const clock = options.pageCacheClock ?? Date.now;
  const pageCache = cacheBytes > 0 ? createPageCache({ maxBytes: cacheBytes, now: clock }) : null;
  // An order that takes stock (or a canceled one that gives it back) purges the pages showing those products
  // by their Cache-Tag (decision 0852); a CDN in front needs the same purge from its own hook.
  const stopStockPurges =
    pageCache && options.orders
      ? onStockChange(options.orders.db, ({ tags }) => void pageCache.purgeTags(tags))
      : () => undefined;
  const platform = createPlatform({
    env,
    settings,
    publicSettings,
    clientDir,
    version: buildVersion,
    pageCache: pageCache ?? undefined,
    ...options.platform,
  });
  const editorToken = env.EDITOR_TOKEN?.trim() || undefined;
  const graphql = createGraphQLServer({
    baseUrl,
    mode,
    resolvers: options.resolvers,
    createContext: options.createContext,
    isMaintenance: platform.maintenance.isMaintenance,
    editorToken,
  });

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(platform.before);
  // brotli / gzip of pages (streamed), JSON and text; precompressed build files pass through.
  app.use(compressResponses());
  app.use(platform.routes);

  // Operators see the build version and mode; shoppers' pages do not mention them.
  app.use((_req, res, next) => {
    res.setHeader('X-Truffe-Version', `${buildVersion} (${mode})`);
    next();
  });

  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({
      status: 'ok',
      version: buildVersion,
      mode,
      maintenance: platform.maintenance.isMaintenance(),
    });
  });

  app.get('/readyz', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    try {
      await options.readiness?.();
      res.json({ status: 'ready' });
    } catch {
      res.status(503).json({ status: 'unavailable' });
    }
  });

  mountTestGateway(app, options.payments);
  mountPaymentRoutes(app, baseUrl, options.orders);
  mountDevOutbox(app, baseUrl, options.orders, env);

  app.use(baseUrl, (req, res, next) => {
    // graphql-yoga matches `{base}graphql` and `{base}en/graphql` itself; it needs the full URL.
    if (!/^\/(en\/)?graphql(\?|$)/.test(req.url)) return next();
    req.url = req.originalUrl;
    return graphql.yoga(req, res);
  });

  // Image derivatives (decision 0301): masters from MEDIA_ROOT, derivatives cached in DATA_DIR.
  app.use(
    `${baseUrl}media`,
    createMediaHandler({
      mediaRoot: env.MEDIA_ROOT?.trim() || join(appRoot, '.data', 'media'),
      cacheDir: join(settings.dataDir, 'media-cache'),
    }),
  );

  // /sitemap.xml (both sites, from the sitemap query) and /robots.txt (server/seo).
  app.use(
    baseUrl,
    createSeoRoutes({
      baseUrl,
      publicUrl: publicSettings.publicUrl,
      clientFor: async (locale) => (await graphql.pageClient(locale)).client,
    }),
  );

  let close = async () => {};
  if (mode === 'production') {
    if (!existsSync(serverEntry)) {
      throw new Error(
        `No production build at ${serverEntry}: run \`pnpm --filter @truffe/storefront build\` first.`,
      );
    }
    await import(pathToFileURL(serverEntry).href);
    // Hashed file names under assets/: cached forever; `.br` / `.gz` siblings made by `pnpm build`.
    app.use(baseUrl, serveStaticAssets({ clientDir, immutableDir: join(clientDir, 'assets') }));
  } else {
    const { createDevMiddleware } = await import('vike/server');
    const { devMiddleware, viteServer } = await createDevMiddleware({
      root: appRoot,
      viteConfig: options.hmr === false ? { server: { hmr: false, ws: false } } : {},
    });
    app.use(devMiddleware);
    close = () => viteServer.close();
  }

  /** Renders one page request (no Express objects: background revalidations use it too). */
  async function renderPageResult(input: PageRenderInput): Promise<PageRenderResult> {
    const { timing } = input;
    const isPost = input.form !== null;
    const pathname = appPathname(input.path, baseUrl);
    const locale = localeFromPathname(pathname);
    const pageConfig: PageConfig = {
      baseUrl,
      locale,
      device: detectDevice(input.headers),
      settings: publicSettings,
      flags: {
        offline: false,
        maintenance: platform.maintenance.isMaintenance(),
        ssrFallback: settings.ssrFallback,
        hydrate: settings.hydrate,
        testRoutes: settings.testRoutes,
        ...input.flags,
      },
    };
    const headers = new Headers();
    for (const name of ['cookie', 'authorization', 'x-editor-token', 'accept-language']) {
      const value = input.headers[name];
      if (typeof value === 'string' && value) headers.set(name, value);
    }
    const viewer = readViewer(headers, editorToken);
    // One urql client per request, executing in-process (no HTTP hop) in this request's context.
    const pageRequest = new Request(new URL(input.originalUrl, publicSettings.publicUrl), {
      headers,
    });
    const pageClient = await graphql.pageClient(locale, pageRequest, (work) =>
      timing.measure('graphql', work),
    );
    const loaderContext: ServerLoaderContext = { client: pageClient.client, timing };
    const started = performance.now();
    const pageContext = await renderPage({
      urlOriginal: input.originalUrl,
      headersOriginal: input.headers,
      pageConfig,
      cspNonce: input.cspNonce,
      loaderContext,
      requestForm: input.form ?? undefined,
      renderSignal: input.signal,
    });
    timing.add('render', performance.now() - started - timing.total('loaders'));
    const { httpResponse } = pageContext;
    const appResponse = pageContext.appResponse;
    // Cookies a route action's mutation set (e.g. the editor modes), as /graphql would have.
    const setCookies = takeQueuedCookies(pageRequest);
    if (appResponse?.location) {
      return {
        status: appResponse.status,
        location: appResponse.location,
        headers: [],
        setCookies,
        httpResponse,
        readPrivateSession: pageClient.readPrivateSession,
      };
    }
    const status = appResponse?.status ?? httpResponse.statusCode;
    // Vike's own headers first (content type…); ours replace same-named ones (its no-store, its CSP: the
    // platform sets the CSP of each response).
    const pageHeaders = new Map<string, [string, string]>();
    const put = (name: string, value: string) => pageHeaders.set(name.toLowerCase(), [name, value]);
    for (const [name, value] of httpResponse.headers) {
      if (name.toLowerCase() !== 'content-security-policy') put(name, value);
    }
    // The device context comes from these hints (src/device/device.ts): ask for them, vary on them.
    put('Accept-CH', deviceClientHints.join(', '));
    put('Vary', [...deviceClientHints, 'User-Agent'].join(', '));
    // Critical data is known now; deferred data streams later and is covered by the page's lifetime.
    put(
      'Cache-Control',
      pageConfig.flags.offline || isPost
        ? noStore
        : pageCacheControl({
            status,
            hint: pageClient.cacheHint(),
            personal: isPersonalViewer(viewer) || appResponse?.personal === true,
            fallback: { maxAge: 60, staleWhileRevalidate: 300 },
          }),
    );
    const cacheTag = cacheTagHeader(pageClient.client.contentMetadata.list());
    if (cacheTag) put('Cache-Tag', cacheTag);
    if (status === 503) put('Retry-After', '5');
    return {
      status,
      headers: [...pageHeaders.values()],
      setCookies,
      httpResponse,
      readPrivateSession: pageClient.readPrivateSession,
    };
  }

  /** What may be stored of a rendered page, or `null` (decision 0851). */
  function storableLifetime(result: PageRenderResult) {
    if (result.location || result.setCookies.length > 0 || result.readPrivateSession()) return null;
    if (result.status !== 200 && result.status !== 404) return null;
    return sharedLifetime(headerOf(result.headers, 'Cache-Control'));
  }

  function cachedPageOf(
    result: PageRenderResult,
    body: Buffer,
    nonce: string,
    lifetime: Lifetime,
  ): CachedPage {
    const storedAt = clock();
    const freshUntil = storedAt + lifetime.freshSeconds * 1000;
    return {
      status: result.status,
      headers: result.headers,
      parts: splitBuffer(body, Buffer.from(nonce)),
      tags: (headerOf(result.headers, 'Cache-Tag') ?? '').split(',').filter(Boolean),
      storedAt,
      freshUntil,
      staleUntil: freshUntil + lifetime.staleSeconds * 1000,
    };
  }

  /** Answers from the cache: the stored page with this response's own CSP nonce, request id and timing. */
  function sendCached(req: Request, res: Response, page: CachedPage, state: string) {
    // Gone while it waited, or answered by the request deadline.
    if (res.headersSent || res.destroyed) return;
    const { cspNonce } = pagePlatformLocals(res);
    res.status(page.status);
    for (const [name, value] of page.headers) res.setHeader(name, value);
    platform.setPageHeaders(res);
    res.setHeader('Age', String(Math.max(0, Math.floor((clock() - page.storedAt) / 1000))));
    res.setHeader('X-Cache', state);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const nonce = Buffer.from(cspNonce);
    const body = Buffer.concat(
      page.parts.flatMap((part, index) => (index === 0 ? [part] : [nonce, part])),
    );
    res.setHeader('Content-Length', body.byteLength);
    res.end(body);
  }

  /** The request headers a page render may read besides cookies: the device hints (the key has them). */
  const renderHeaderNames = [
    'host',
    'user-agent',
    'sec-ch-viewport-width',
    'viewport-width',
    'sec-ch-ua-mobile',
  ];

  /**
   * One background render of a stale page; concurrent stale hits start none (decision 0851). It has the
   * same deadline as any render, so a stuck one never blocks the key's later revalidations (decision 0853).
   */
  function revalidate(cache: PageCache, key: string, req: Request, log: Logger | undefined) {
    if (!cache.startRevalidation(key)) return;
    const generation = cache.generation();
    const headers: IncomingHttpHeaders = {};
    for (const name of renderHeaderNames) if (req.headers[name]) headers[name] = req.headers[name];
    const deadline = startDeadline('page revalidation', deadlines.pageRenderMs);
    const input: PageRenderInput = {
      originalUrl: req.originalUrl,
      path: req.path,
      headers,
      form: null,
      flags: {},
      cspNonce: createNonce(),
      timing: createServerTiming(),
      signal: deadline.signal,
    };
    void (async () => {
      try {
        const result = await deadline.race(renderPageResult(input));
        const lifetime = storableLifetime(result);
        const body = Buffer.from(await deadline.race(result.httpResponse.getBody()));
        // A failed render keeps the stale page until it expires (better than an error page).
        if (lifetime && !result.readPrivateSession() && !deadline.signal.aborted)
          cache.set(key, cachedPageOf(result, body, input.cspNonce, lifetime), generation);
      } catch (error) {
        if (error instanceof DeadlineError) platform.metrics.countDeadline('render');
        log?.error({ err: error }, 'page cache revalidation failed');
      } finally {
        deadline.clear();
        cache.endRevalidation(key);
      }
    })();
  }

  /**
   * The cache key of a page request, or `null` when it must not use the cache: anything but GET/HEAD,
   * maintenance, an editor or a logged-in caller (token header, editor cookie, Authorization). The key is
   * what changes the HTML (found by reading the render path): host, path, sorted query, the site (from the
   * path) and the device context the render uses (type and viewport width, from the client hints and user
   * agent). Cookies are not in it: shared pages read none (the cart is fetched in the browser, the consent
   * banner renders after hydration); a render that reads the cart session or sets a cookie is not stored.
   */
  function cacheKeyOf(req: Request): string | null {
    if (!pageCache || (req.method !== 'GET' && req.method !== 'HEAD')) return null;
    if (platform.maintenance.isMaintenance()) return null;
    const cookies = req.get('cookie');
    if (
      req.get('authorization') ||
      req.get(editorTokenHeader) ||
      readCookie(cookies, editorTokenCookie) !== null
    )
      return null;
    const url = new URL(req.originalUrl, 'http://localhost');
    const device = detectDevice(req.headers);
    const locale = localeFromPathname(appPathname(req.path, baseUrl));
    return [
      req.get('host') ?? '',
      url.pathname + normalizedQuery(url.search),
      locale,
      `${device.type}:${device.viewportWidthInPx}`,
    ].join(' ');
  }

  const deadlinePage = {
    baseUrl,
    siteName: publicSettings.siteName,
    setPageHeaders: platform.setPageHeaders,
  };
  if (pageCache) platform.metrics.observeCacheWaiters(pageCache.waiting);

  /**
   * The anonymous HTML cache's side of a page request (decision 0851): `served` when the cache answered;
   * otherwise whether this request leads the render of its key (the others wait for it). A wait is bounded
   * (HTML_CACHE_WAIT_MS): past it, the waiter renders for itself (decision 0853).
   */
  async function fromCache(
    req: Request,
    res: Response,
    key: string | null,
  ): Promise<'served' | { settle: Settle | null }> {
    if (!pageCache || !key) return { settle: null };
    const log = requestLocals(res).log;
    const mayLead = () =>
      req.method === 'GET' && !pageCache.pending(key) && !pageCache.isPass(key)
        ? pageCache.lead(key)
        : null;
    // `Cache-Control: no-cache` from the client (a reload, a benchmark of the render): render and store.
    if (/\bno-cache\b/i.test(req.get('cache-control') ?? req.get('pragma') ?? '')) {
      return { settle: mayLead() };
    }
    const found = pageCache.get(key);
    if (found) {
      sendCached(req, res, found.page, found.state === 'fresh' ? 'HIT' : 'STALE');
      if (found.state === 'stale') revalidate(pageCache, key, req, log);
      return 'served';
    }
    const pending = pageCache.isPass(key) ? undefined : pageCache.pending(key);
    if (!pending) return { settle: mayLead() };
    const { timing } = pagePlatformLocals(res);
    const outcome = await timing.measure('cache-wait', () =>
      waitForLead(pending, deadlines.cacheWaitMs),
    );
    platform.metrics.countCacheWait(outcome?.kind ?? 'timed-out');
    if (!outcome) {
      platform.metrics.countDeadline('cache-wait');
      log?.warn({ deadlineMs: deadlines.cacheWaitMs }, 'page cache wait ran out: rendering');
      return { settle: null };
    }
    if (outcome.kind === 'stored') {
      sendCached(req, res, outcome.page, 'HIT');
      return 'served';
    }
    if (outcome.kind === 'deadline') {
      // The render this request waited for ran out of time: so would this one's.
      sendDeadlinePage(req, res, deadlinePage);
      return 'served';
    }
    return { settle: null };
  }

  const renderAppPage = (flags: Partial<PageConfig['flags']>) =>
    async function handlePage(req: Request, res: Response, next: NextFunction) {
      const isPost = req.method === 'POST';
      if (req.method !== 'GET' && req.method !== 'HEAD' && !isPost) return next();
      // Set before anything can wait: whatever happens to the client, the render that leads a key settles
      // it exactly once (decision 0853).
      let settle: Settle | null = null;
      try {
        // Route actions (forms that work before hydration): same-origin urlencoded posts only.
        let form: string | null = null;
        if (isPost) {
          const sameOrigin = isSameOriginPost(req);
          form = sameOrigin ? await readFormBody(req) : null;
          if (form === null) {
            res.status(sameOrigin ? 415 : 403).setHeader('Cache-Control', noStore);
            res.type('text/plain').send(sameOrigin ? 'Unsupported form' : 'Forbidden');
            return;
          }
        }
        const key = flags.offline ? null : cacheKeyOf(req);
        const cached = await fromCache(req, res, key);
        if (cached === 'served') return;
        settle = cached.settle;
        await renderAndSend(req, res, { flags, form, key, settle });
      } catch (error) {
        settle?.(notStored);
        next(error);
      }
    };

  /**
   * Renders one page request and sends it; when it leads its cache key, stores what may be stored and
   * settles the key. A client gone before the end does not stop a render that others wait for (it runs to
   * its end and is stored); one that nobody needs is stopped. The render has a deadline
   * (PAGE_RENDER_TIMEOUT_MS): past it the leader and its waiters answer 504 (decision 0853).
   */
  async function renderAndSend(
    req: Request,
    res: Response,
    page: {
      flags: Partial<PageConfig['flags']>;
      form: string | null;
      key: string | null;
      settle: Settle | null;
    },
  ) {
    const { key, settle } = page;
    const { cspNonce, timing } = pagePlatformLocals(res);
    const log = requestLocals(res).log;
    const deadline = startDeadline('page render', deadlines.pageRenderMs);
    // The client may have left while this request waited for another's render.
    let clientGone = res.closed || res.destroyed;
    // Whether anyone but this request's client needs the render: its waiters, then the cache.
    let othersNeedIt = settle !== null;
    const stopIfUnneeded = () => {
      if (othersNeedIt || !clientGone || deadline.signal.aborted) return;
      platform.metrics.countAbandonedRender('stopped');
      deadline.abort('client gone');
    };
    res.once('close', () => {
      if (res.writableFinished) return;
      clientGone = true;
      stopIfUnneeded();
    });
    // A purge during this render (an order took stock) keeps its page out of the cache.
    const generation = pageCache?.generation();
    let result: PageRenderResult;
    try {
      // Server-Timing `db`: the time SQL statements of this render were in flight (@truffe/commerce).
      const rendering = runWithDatabaseTiming(() =>
        renderPageResult({
          originalUrl: req.originalUrl,
          path: req.path,
          headers: req.headers,
          form: page.form,
          flags: page.flags,
          cspNonce,
          timing,
          signal: deadline.signal,
        }),
      );
      result = await deadline.race(rendering.result);
      timing.add('db', rendering.timing.durationMs);
    } catch (error) {
      deadline.clear();
      if (!(error instanceof DeadlineError)) throw error;
      settle?.({ kind: 'deadline' });
      if (deadline.reason === 'client gone') return;
      platform.metrics.countDeadline('render');
      log?.warn({ deadlineMs: deadlines.pageRenderMs }, 'page render ran past its deadline');
      if (!clientGone) sendDeadlinePage(req, res, deadlinePage);
      return;
    }
    // From here on, a deadline cuts the streamed body: the waiters then render for themselves.
    deadline.signal.addEventListener('abort', () => {
      settle?.(notStored);
      if (deadline.reason !== 'deadline') return;
      platform.metrics.countDeadline('render');
      log?.warn({ deadlineMs: deadlines.pageRenderMs }, 'page stream ran past its deadline: cut');
    });
    const lifetime = settle ? storableLifetime(result) : null;
    if (settle && key && !lifetime) {
      // Not cacheable (redirect, personal route, cookie set, private data…): the next requests skip the wait.
      pageCache?.markPass(key);
      settle(notStored);
    }
    const stored =
      lifetime && settle && key && pageCache ? { cache: pageCache, key, lifetime } : null;
    othersNeedIt = stored !== null;
    // The request deadline may have answered already (server/platform/deadlines.ts).
    if (res.headersSent) clientGone = true;
    if (clientGone && stored) platform.metrics.countAbandonedRender('finished');
    if (!clientGone) {
      for (const cookie of result.setCookies) res.append('Set-Cookie', cookie);
      if (result.location) {
        deadline.clear();
        res.redirect(result.status, result.location);
        return;
      }
      res.status(result.status);
      for (const [name, value] of result.headers) res.setHeader(name, value);
      platform.setPageHeaders(res);
      if (pageCache) res.setHeader('X-Cache', key && (settle || lifetime) ? 'MISS' : 'BYPASS');
      // HEAD: the headers are the answer; the render is not needed (HEAD never leads a key).
      if (req.method === 'HEAD') {
        res.end();
        clientGone = true;
      }
    }
    stopIfUnneeded();
    if (result.location) {
      deadline.clear();
      return;
    }

    // Stream to the client while it is there, and keep a copy when the page may be stored. The sink never
    // waits for a client that left, so the render always runs to its end (or to its deadline).
    const chunks: Buffer[] = [];
    let waitingForDrain: (() => void) | null = null;
    res.once('close', () => {
      waitingForDrain?.();
      waitingForDrain = null;
    });
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        if (stored) chunks.push(chunk);
        if (clientGone || res.write(chunk)) return callback();
        waitingForDrain = callback;
        res.once('drain', () => {
          if (waitingForDrain !== callback) return;
          waitingForDrain = null;
          callback();
        });
      },
      final(callback) {
        deadline.clear();
        // A page cut by its deadline (deferred parts left to the browser) is sent, never stored.
        let outcome: LeadOutcome = notStored;
        if (stored && !deadline.signal.aborted && !result.readPrivateSession()) {
          const cachedPage = cachedPageOf(result, Buffer.concat(chunks), cspNonce, stored.lifetime);
          if (stored.cache.set(stored.key, cachedPage, generation))
            outcome = { kind: 'stored', page: cachedPage };
        }
        settle?.(outcome);
        if (!clientGone) res.end();
        callback();
      },
    });
    sink.once('close', () => {
      deadline.clear();
      settle?.(notStored);
    });
    result.httpResponse.pipe(sink);
  }

  // The offline page (spec §2), for the service worker to keep and show when the network is gone.
  app.get(offlinePagePaths(baseUrl), renderAppPage({ offline: true }));
  app.use(renderAppPage({}));

  return {
    app,
    settings,
    platform,
    close: () => {
      stopStockPurges();
      return close();
    },
  };
}
