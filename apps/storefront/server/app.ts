import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { createMediaHandler } from '@truffe/image/server';
import express, { type NextFunction, type Request, type Response } from 'express';
import { renderPage } from 'vike/server';

import { deviceClientHints, detectDevice } from '../src/device/device';
import { localeFromPathname } from '../src/i18n/locales';
import { type PageConfig, readPublicSettings } from '../src/publicConfig';
import { appPathname } from '../src/render/documentHead';
import { type ServerLoaderContext } from '../src/shop/executeOperation';
import { createGraphQLServer, type GraphQLServerOptions } from './graphql';
import {
  createPlatform,
  pagePlatformLocals,
  type Platform,
  type PlatformOptions,
} from './platform/platform';
import { offlinePagePaths } from './platform/serviceWorker';
import { appRoot, buildVersion, readServerSettings, type ServerSettings } from './settings';

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
  const graphql = createGraphQLServer({
    baseUrl,
    mode,
    resolvers: options.resolvers,
    createContext: options.createContext,
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
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      try {
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
        const execute = graphql.executorFor(locale);
        const loaderContext: ServerLoaderContext = {
          execute: (document, variables) =>
            timing.measure('graphql', () => execute(document, variables)),
          timing,
        };
        const started = performance.now();
        const pageContext = await renderPage({
          urlOriginal: req.originalUrl,
          headersOriginal: req.headers,
          pageConfig,
          cspNonce,
          loaderContext,
        });
        timing.add('render', performance.now() - started - timing.total('loaders'));
        const { httpResponse } = pageContext;
        const appResponse = pageContext.appResponse;
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
        res.setHeader(
          'Cache-Control',
          status >= 500 || pageConfig.flags.offline
            ? 'no-store, max-age=0'
            : 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
        );
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
