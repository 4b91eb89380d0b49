import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import type { OrderStore } from '@truffe/commerce/orders';
import type { PaymentProviderRegistry } from '@truffe/commerce/payments';
import { createMediaHandler } from '@truffe/image/server';
import express, { type NextFunction, type Request, type Response } from 'express';
import { renderPage } from 'vike/server';

import { deviceClientHints, detectDevice } from '../src/device/device';
import { localeFromPathname } from '../src/i18n/locales';
import { type PageConfig, readPublicSettings } from '../src/publicConfig';
import { appPathname } from '../src/render/documentHead';
import { cacheTagHeader, noStore, pageCacheControl } from '../src/data/cachePolicy';
import { type ServerLoaderContext } from '../src/data/loaderContext';
import { createGraphQLServer, type GraphQLServerOptions } from './graphql';
import { isSameOriginPost, readFormBody } from './pageForm';
import {
  createPlatform,
  pagePlatformLocals,
  type Platform,
  type PlatformOptions,
} from './platform/platform';
import { offlinePagePaths } from './platform/serviceWorker';
import { createSeoRoutes } from './seo/seoRoutes';
import { appRoot, buildVersion, readServerSettings, type ServerSettings } from './settings';
import { takeQueuedCookies } from './editor/editorSession';
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
  const platform = createPlatform({
    env,
    settings,
    publicSettings,
    clientDir,
    version: buildVersion,
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
  app.use(platform.before, platform.routes);

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
    app.use(
      baseUrl,
      express.static(clientDir, {
        index: false,
        setHeaders(res, path) {
          // Hashed file names: cache forever.
          if (path.includes(`${join('dist', 'client', 'assets')}`)) {
            res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
          }
        },
      }),
    );
  } else {
    const { createDevMiddleware } = await import('vike/server');
    const { devMiddleware, viteServer } = await createDevMiddleware({
      root: appRoot,
      viteConfig: options.hmr === false ? { server: { hmr: false, ws: false } } : {},
    });
    app.use(devMiddleware);
    close = () => viteServer.close();
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
        const pathname = appPathname(req.path, baseUrl);
        const locale = localeFromPathname(pathname);
        const pageConfig: PageConfig = {
          baseUrl,
          locale,
          device: detectDevice(req.headers),
          settings: publicSettings,
          flags: {
            offline: false,
            maintenance: platform.maintenance.isMaintenance(),
            ssrFallback: settings.ssrFallback,
            hydrate: settings.hydrate,
            testRoutes: settings.testRoutes,
            ...flags,
          },
        };
        const { cspNonce, timing } = pagePlatformLocals(res);
        const headers = new Headers();
        for (const name of ['cookie', 'authorization', 'x-editor-token', 'accept-language']) {
          const value = req.get(name);
          if (value) headers.set(name, value);
        }
        const viewer = readViewer(headers, editorToken);
        // One urql client per request, executing in-process (no HTTP hop) in this request's context.
        const pageRequest = new Request(new URL(req.originalUrl, publicSettings.publicUrl), {
          headers,
        });
        const pageClient = await graphql.pageClient(locale, pageRequest, (work) =>
          timing.measure('graphql', work),
        );
        const loaderContext: ServerLoaderContext = { client: pageClient.client, timing };
        const started = performance.now();
        const pageContext = await renderPage({
          urlOriginal: req.originalUrl,
          headersOriginal: req.headers,
          pageConfig,
          cspNonce,
          loaderContext,
          requestForm: form ?? undefined,
        });
        timing.add('render', performance.now() - started - timing.total('loaders'));
        const { httpResponse } = pageContext;
        const appResponse = pageContext.appResponse;
        // Cookies a route action's mutation set (e.g. the editor modes), as /graphql would have.
        for (const cookie of takeQueuedCookies(pageRequest)) res.append('Set-Cookie', cookie);
        if (appResponse?.location) {
          res.redirect(appResponse.status, appResponse.location);
          return;
        }
        const status = appResponse?.status ?? httpResponse.statusCode;
        res.status(status);
        for (const [name, value] of httpResponse.headers) res.setHeader(name, value);
        platform.setPageHeaders(res);
        // The device context comes from these hints (src/device/device.ts): ask for them, vary on them.
        res.setHeader('Accept-CH', deviceClientHints.join(', '));
        res.setHeader('Vary', [...deviceClientHints, 'User-Agent'].join(', '));
        // Critical data is known now; deferred data streams later and is covered by the page's lifetime.
        res.setHeader(
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
        if (cacheTag) res.setHeader('Cache-Tag', cacheTag);
        if (status === 503) res.setHeader('Retry-After', '5');
        if (req.method === 'HEAD') {
          res.end();
          return;
        }
        httpResponse.pipe(res);
      } catch (error) {
        next(error);
      }
    };

  // The offline page (spec §2), for the service worker to keep and show when the network is gone.
  app.get(offlinePagePaths(baseUrl), renderAppPage({ offline: true }));
  app.use(renderAppPage({}));

  return { app, settings, platform, close };
}
