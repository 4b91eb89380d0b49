import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { isLiveSession } from '@truffe/commerce/customers';
import { createDownloadLinks } from '@truffe/commerce/downloads';
import { onStockChange, type OrderStore } from '@truffe/commerce/orders';
import {
  type Notifications,
  openPurgeBroadcast,
  openSharedMaintenance,
} from '@truffe/commerce/platform';
import type { PaymentProviderRegistry } from '@truffe/commerce/payments';
import { createMediaHandler } from '@truffe/image/server';
import express from 'express';

import { readPublicSettings } from '../src/publicConfig';
import { compressResponses } from './compression';
import { inSequence } from './platform/inSequence';
import { mountDevOrderOperations } from './devOrderOperations';
import { mountDevHelpdesk } from './devHelpdesk';
import { mountCurrencyChoice } from './displayCurrency';
import { mountPreviewLinks } from './editor/previewLink';
import { mountDevOutbox } from './devOutbox';
import { mountBotCheck } from './botCheck';
import { mountDownloadPages } from './downloadPages';
import { mountEmailConfirmation } from './emailConfirmation';
import { mountHelpdeskPages } from './helpdeskPages';
import { mountOrderPages } from './orderPages';
import { mountSocialSignIn } from './socialSignIn';
import { mountDevProApproval } from './devProApproval';
import { keepClientAddress } from './customerSession';
import { createGraphQLServer, type GraphQLServerOptions } from './graphql';
import { createPageCache, pageCacheBytes } from './pageCache';
import { createResponseCache, responseCacheBytes } from './responseCache';
import { createPageHandler } from './pages/pageHandler';
import { createPageRenderer } from './pages/pageRender';
import { mountPaymentRoutes } from './payments';
import { refuseBadAddresses } from './platform/badInput';
import { createVarnishPurger } from './platform/purge/varnish';
import { type CachePurger, createCachePurger, tagPurgeAdapter } from './platform/cachePurge';
import { sharedMaintenanceState } from './platform/maintenance';
import { type StaticPageOptions } from './platform/staticPage';
import { mountHealthRoutes } from './platform/health';
import { createPlatform, type Platform, type PlatformOptions } from './platform/platform';
import { offlinePagePaths } from './platform/serviceWorker';
import { createSeoRoutes } from './seo/seoRoutes';
import {
  appRoot,
  buildVersion,
  downloadUrlSecret,
  readServerSettings,
  type ServerSettings,
} from './settings';
import { serveStaticAssets } from './staticAssets';
import { mountTestGateway } from './testGateway';

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
  /**
   * The database every process shares (decision 0890): maintenance switch and purge broadcast.
   * @defaultValue `orders` when it is a whole store (it has `notifications`)
   */
  shared?: SharedStore;
}

/** What the shared state needs of the store. */
export type SharedStore = Pick<OrderStore, 'db'> & {
  notifications: Notifications;
  /** PostgreSQL server (many processes) or embedded PGlite (one). @defaultValue 'postgres' */
  engine?: 'pglite' | 'postgres';
};

function sharedStoreOf(options: CreateAppOptions): SharedStore | undefined {
  if (options.shared) return options.shared;
  const orders = options.orders as
    (OrderStore & { notifications?: Notifications; engine?: 'pglite' | 'postgres' }) | undefined;
  return orders?.notifications
    ? { db: orders.db, notifications: orders.notifications, engine: orders.engine }
    : undefined;
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
  const { baseUrl, mode, deadlines } = settings;
  const cacheBytes = pageCacheBytes(env, mode);
  const clock = options.pageCacheClock ?? Date.now;
  const pageCache = cacheBytes > 0 ? createPageCache({ maxBytes: cacheBytes, now: clock }) : null;
  // State shared by every process of the database (decision 0890): the maintenance switch and the purges.
  const shared = sharedStoreOf(options);
  const sharedMaintenance = shared
    ? await openSharedMaintenance({
        db: shared.db,
        notifications: shared.notifications,
        startInMaintenance: settings.maintenance,
        // One embedded process: its own NOTIFY always arrives, no reading again in the background.
        ttlMs: shared.engine === 'pglite' ? Number.POSITIVE_INFINITY : 1000,
      })
    : undefined;
  // Purges go to this process's HTML cache, to the other processes (LISTEN/NOTIFY) and to Varnish in front
  // (VARNISH_PURGE_URL, deploy/varnish: sent once, by the process that decided).
  const received: { purger?: CachePurger } = {};
  const broadcast = shared
    ? await openPurgeBroadcast({
        db: shared.db,
        notifications: shared.notifications,
        onPurge: (purge) => received.purger?.applyRemote(purge),
      })
    : undefined;
  // Catalogue GraphQL answers shared by /graphql and the page loaders (decision 0893): purged with the pages.
  const responseBytes = responseCacheBytes(env);
  const responseCache =
    responseBytes > 0 ? createResponseCache({ maxBytes: responseBytes, now: clock }) : undefined;
  const cachePurger = createCachePurger({
    pageCache,
    broadcast,
    responseCache,
    front: [tagPurgeAdapter('varnish', createVarnishPurger(env))],
  });
  received.purger = cachePurger;
  // An order that takes stock (or a canceled one that gives it back) purges the pages showing those products
  // by their Cache-Tag (decision 0852), in every process and in front.
  const stopStockPurges = options.orders
    ? onStockChange(
        options.orders.db,
        // A CMS save (back office) also drops every process's cached CMS block rows, not only its pages.
        ({ tags, content }) => void cachePurger.purgeTags(tags, { content: content === true }),
      )
    : () => undefined;
  const platform = createPlatform({
    env,
    settings,
    publicSettings,
    clientDir,
    version: buildVersion,
    pageCache: pageCache ? { ...cachePurger, stats: () => pageCache.stats() } : undefined,
    maintenance: sharedMaintenance ? sharedMaintenanceState(sharedMaintenance) : undefined,
    ...options.platform,
  });
  const editorToken = env.EDITOR_TOKEN?.trim() || undefined;
  // Signed download addresses (decision 0762): the key stays here, resolvers get only the signer.
  const downloadSecret = options.orders ? downloadUrlSecret(env, settings.dataDir) : null;
  const downloadLinks = downloadSecret ? createDownloadLinks(downloadSecret, baseUrl) : undefined;
  const createContext = options.createContext;
  const graphql = createGraphQLServer({
    baseUrl,
    mode,
    resolvers: options.resolvers,
    createContext:
      createContext && downloadLinks
        ? async (locale, request) => ({
            ...(await createContext(locale, request)),
            downloadLinks,
          })
        : createContext,
    isMaintenance: platform.maintenance.isMaintenance,
    editorToken,
    responseCache,
    publicOrigin: new URL(publicSettings.publicUrl).origin,
  });

  const orderStore = options.orders;
  const renderAppPage = createPageHandler({
    render: createPageRenderer({
      settings,
      publicSettings,
      graphql,
      maintenance: platform.maintenance,
      editorToken,
    }),
    pageCache,
    baseUrl,
    siteName: publicSettings.siteName,
    deadlines,
    platform,
    clock,
    cacheBypass: {
      editorToken,
      hasLiveSession: orderStore ? (token) => isLiveSession(orderStore.db, token) : undefined,
      honorClientNoCache: env.HTML_CACHE_CLIENT_NO_CACHE === '1',
    },
  });

  // The small self-contained pages of the server's own routes (platform/staticPage.ts).
  const staticPages: StaticPageOptions = {
    baseUrl,
    siteName: publicSettings.siteName,
    setPageHeaders: platform.setPageHeaders,
  };
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', settings.trustProxy);
  // brotli / gzip of pages (streamed), JSON and text, on every response; precompressed files pass through.
  compressResponses(app);
  // What every request passes through first, as one handler (decision 0914).
  app.use(
    inSequence([
      ...platform.before,
      // Bad input refused at the edge (issue 19 item 5): NUL / CR / LF in a path, NUL in a query, long queries.
      refuseBadAddresses(staticPages),
      // Pages the anonymous HTML cache holds are answered here, before the app's other routes.
      renderAppPage.cachedPages,
    ]),
  );
  app.use(platform.routes);

  mountHealthRoutes(app, { mode, maintenance: platform.maintenance, readiness: options.readiness });

  mountTestGateway(app, options.payments);
  mountPaymentRoutes(app, baseUrl, options.orders);
  mountDevOutbox(app, baseUrl, options.orders, env);
  // Issue 15 items 4 and 8 (decision 0756): bot-check challenges, social sign-in redirects and forms.
  mountBotCheck(app, baseUrl);
  mountSocialSignIn(app, {
    baseUrl,
    publicUrl: publicSettings.publicUrl,
    production: mode === 'production',
    env,
    store: options.orders,
  });
  mountDevProApproval(app, baseUrl, options.orders, settings.testRoutes);
  mountDevOrderOperations(app, baseUrl, options.orders, settings.testRoutes);
  // Issue 16 (decision 0761): the account's invoice PDF, for the order's own customer only.
  mountOrderPages(app, baseUrl, options.orders);
  // The welcome e-mail's confirmation link (decisions 0750, 0921).
  mountEmailConfirmation(app, staticPages, options.orders);
  // Issue 16 item 7 (decision 0762): product samples, and purchased files for their owner only.
  if (downloadSecret) mountDownloadPages(app, baseUrl, options.orders, downloadSecret);
  // Issue 17 item 5 (decision 0772): helpdesk replies with a file, and the files for their owner only.
  const helpdeskAttachments = join(settings.dataDir, 'helpdesk-attachments');
  mountHelpdeskPages(app, staticPages, options.orders, helpdeskAttachments);
  mountDevHelpdesk(app, baseUrl, options.orders, helpdeskAttachments, settings.testRoutes);
  // Issue 17 item 6 (decision 0771): the header's display currency choice (a cookie).
  mountCurrencyChoice(app, staticPages, mode === 'production');
  // Issue 18 item 8: the back office's signed preview links turn preview mode on in the editor's browser.
  mountPreviewLinks(app, baseUrl, editorToken, publicSettings.publicUrl.startsWith('https:'));

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

  // The offline page (spec §2), for the service worker to keep and show when the network is gone.
  app.get(offlinePagePaths(baseUrl), renderAppPage({ offline: true }));
  // Route actions that sign in throttle by the client's address (server/customerSession.ts).
  app.use(keepClientAddress, renderAppPage({}));

  return {
    app,
    settings,
    platform,
    close: async () => {
      stopStockPurges();
      await broadcast?.close();
      await sharedMaintenance?.close();
      return close();
    },
  };
}
