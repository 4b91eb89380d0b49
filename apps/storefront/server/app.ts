import { existsSync } from 'node:fs';
import { type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
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
  type Lifetime,
  normalizedQuery,
  type PageCache,
  sharedLifetime,
} from './pageCache';
import { isSameOriginPost, readFormBody } from './pageForm';
import {
  createPlatform,
  pagePlatformLocals,
  type Platform,
  type PlatformOptions,
} from './platform/platform';
import { createNonce } from './platform/csp';
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
  const { baseUrl, mode } = settings;
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

  /** One background render of a stale page; concurrent stale hits start none (decision 0851). */
  function revalidate(cache: PageCache, key: string, req: Request, log: Logger | undefined) {
    if (!cache.startRevalidation(key)) return;
    const generation = cache.generation();
    const headers: IncomingHttpHeaders = {};
    for (const name of renderHeaderNames) if (req.headers[name]) headers[name] = req.headers[name];
    const input: PageRenderInput = {
      originalUrl: req.originalUrl,
      path: req.path,
      headers,
      form: null,
      flags: {},
      cspNonce: createNonce(),
      timing: createServerTiming(),
    };
    void (async () => {
      try {
        const result = await renderPageResult(input);
        const lifetime = storableLifetime(result);
        const body = Buffer.from(await result.httpResponse.getBody());
        // A failed render keeps the stale page until it expires (better than an error page).
        if (lifetime && !result.readPrivateSession())
          cache.set(key, cachedPageOf(result, body, input.cspNonce, lifetime), generation);
      } catch (error) {
        log?.error({ err: error }, 'page cache revalidation failed');
      } finally {
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

  const renderAppPage = (flags: Partial<PageConfig['flags']>) =>
    async function handlePage(req: Request, res: Response, next: NextFunction) {
      const isPost = req.method === 'POST';
      if (req.method !== 'GET' && req.method !== 'HEAD' && !isPost) return next();
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
        const { cspNonce, timing } = pagePlatformLocals(res);
        const log = requestLocals(res).log;

        // The anonymous HTML cache (decision 0851): fresh → HIT, stale → STALE + one background render,
        // a render in flight for the same key → wait for it (coalescing), otherwise render (MISS).
        const key = flags.offline ? null : cacheKeyOf(req);
        let settle: ((page: CachedPage | null) => void) | null = null;
        // `Cache-Control: no-cache` from the client (a reload, a benchmark of the render): render and store.
        const refresh = /\bno-cache\b/i.test(req.get('cache-control') ?? req.get('pragma') ?? '');
        if (pageCache && key && refresh) {
          if (req.method === 'GET' && !pageCache.pending(key) && !pageCache.isPass(key))
            settle = pageCache.lead(key);
        } else if (pageCache && key) {
          const found = pageCache.get(key);
          if (found) {
            sendCached(req, res, found.page, found.state === 'fresh' ? 'HIT' : 'STALE');
            if (found.state === 'stale') revalidate(pageCache, key, req, log);
            return;
          }
          const pending = pageCache.pending(key);
          if (pending && !pageCache.isPass(key)) {
            const page = await timing.measure('cache-wait', () => pending);
            if (page) {
              sendCached(req, res, page, 'HIT');
              return;
            }
          } else if (req.method === 'GET' && !pageCache.isPass(key)) {
            settle = pageCache.lead(key);
          }
        }

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
              form,
              flags,
              cspNonce,
              timing,
            }),
          );
          result = await rendering.result;
          timing.add('db', rendering.timing.durationMs);
        } catch (error) {
          settle?.(null);
          throw error;
        }
        for (const cookie of result.setCookies) res.append('Set-Cookie', cookie);
        if (result.location) {
          if (settle && key) pageCache?.markPass(key);
          settle?.(null);
          res.redirect(result.status, result.location);
          return;
        }
        res.status(result.status);
        for (const [name, value] of result.headers) res.setHeader(name, value);
        platform.setPageHeaders(res);
        const lifetime = settle ? storableLifetime(result) : null;
        if (pageCache) res.setHeader('X-Cache', key && (settle || lifetime) ? 'MISS' : 'BYPASS');
        if (settle && key && !lifetime) {
          // Not cacheable (personal route, cookie set, private data…): the next requests skip the wait.
          pageCache?.markPass(key);
          settle(null);
          settle = null;
        }
        if (req.method === 'HEAD') {
          settle?.(null);
          res.end();
          return;
        }
        if (!settle || !lifetime || !key || !pageCache) {
          result.httpResponse.pipe(res);
          return;
        }
        // Stream to the client and keep a copy; stored when the whole page was rendered.
        const cache = pageCache;
        const finish = settle;
        const chunks: Buffer[] = [];
        const tee = new PassThrough();
        tee.on('data', (chunk: Buffer) => chunks.push(chunk));
        tee.on('end', () => {
          let page: CachedPage | null = null;
          if (!result.readPrivateSession()) {
            page = cachedPageOf(result, Buffer.concat(chunks), cspNonce, lifetime);
            if (!cache.set(key, page, generation)) page = null;
          }
          finish(page);
        });
        tee.on('error', () => finish(null));
        res.on('close', () => {
          if (!tee.writableFinished) finish(null);
        });
        tee.pipe(res);
        result.httpResponse.pipe(tee);
      } catch (error) {
        next(error);
      }
    };

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
