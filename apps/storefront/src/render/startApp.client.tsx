import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createBrowserRouter } from 'react-router';

import { AppProviders } from '../AppProviders';
import { createBrowserShopClient } from '../data/browserShopClient';
import { reviveDeferredData } from '../data/deferred/reviveDeferredData';
import { setBrowserShopClient } from '../data/shopClient';
import { ShopClientProvider } from '../data/ShopClientProvider';
import { startLayoutOnDemand } from '../layouts/layoutOnDemand';
import { startNavigation } from '../navigation/startNavigation';
import { routerBasename } from '../baseUrl';
import { readRouterData } from './hydrationData';
import { loadErrorBoundaries } from '../errors/lazyErrorBoundaries';
import { loadMessages } from '../i18n/loadMessages';
import { type PageConfig } from '../publicConfig';
import { createRoutes } from '../routes';
import { MaintenanceSwitch } from '../platform/appMode/MaintenanceSwitch';
import { startBrowserPlatform } from '../platform/startBrowserPlatform';

/**
 * Lazy routes of the current URL are loaded before hydrating, so that the first client render matches the
 * server HTML instead of suspending on `lazy()`.
 */
async function resolveLazyMatches(routes: RouteObject[], basename: string): Promise<void> {
  const matches = matchRoutes(routes, window.location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}

/**
 * Lets the browser handle input and paint between two start-up steps, so that starting the app is a series
 * of short tasks rather than one long one (decision 0810).
 */
function yieldToBrowser(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Starts the app in the browser (spec §2 "Start-up"): the maintenance or offline page when flagged, otherwise
 * the routed app — hydrated, or rendered from scratch when the server sent the render fallback. With
 * `hydrate: false` the server HTML stays as it is. A start-up failure is logged and rethrown (spec §8).
 */
export async function startApp(config: PageConfig, container: HTMLElement): Promise<void> {
  const { flags } = config;
  startBrowserPlatform(config);
  if (!flags.hydrate && !flags.ssrFallback) return;
  try {
    // The server's router data block (src/render/hydrationData.ts), before anything reads it.
    readRouterData();
    // The test-only routes, on a server that mounts them (decision 0913).
    const testRoutes = flags.testRoutes
      ? import('../testing/testRoutes').then((module) => module.testRouteTable)
      : undefined;
    // Vike's client has just run in the same task: let the browser breathe before the app's own work.
    await yieldToBrowser();
    const routed = !flags.maintenance && !flags.offline;
    const basename = routerBasename(config.baseUrl);
    const routes = routed
      ? createRoutes({ baseUrl: config.baseUrl, testRoutes: await testRoutes })
      : [];
    // The messages and the current route's lazy chunks load in parallel (one round trip, not two), with the
    // error screens' code on a page the server rendered with a route error (decision 0906).
    const hydrationErrors = (window as { __staticRouterHydrationData?: { errors?: unknown } })
      .__staticRouterHydrationData?.errors;
    // The maintenance and offline pages' code only on those pages (decision 0913).
    const [messages, StatusPage] = await Promise.all([
      loadMessages(config.locale),
      flags.maintenance
        ? import('../status/MaintenancePage').then(({ MaintenancePage }) => MaintenancePage)
        : flags.offline
          ? import('../status/OfflinePage').then(({ OfflinePage }) => OfflinePage)
          : undefined,
      routed && !flags.ssrFallback ? resolveLazyMatches(routes, basename) : undefined,
      routed && !flags.ssrFallback && hydrationErrors ? loadErrorBoundaries() : undefined,
    ]);
    await yieldToBrowser();
    const wrap = (node: ReactNode) => (
      <StrictMode>
        <AppProviders config={config} messages={messages}>
          {node}
        </AppProviders>
      </StrictMode>
    );
    let app: ReactNode;
    if (StatusPage) {
      app = wrap(<StatusPage siteName={config.settings.siteName} />);
    } else {
      const client = createBrowserShopClient(config);
      setBrowserShopClient(client);
      // Deferred loader data is read from the streamed page, not fetched again (src/data/deferred).
      reviveDeferredData(
        (window as { __staticRouterHydrationData?: Parameters<typeof reviveDeferredData>[0] })
          .__staticRouterHydrationData,
      );
      // Hydration data comes from the server's data block (readRouterData: window.__staticRouterHydrationData).
      const router = createBrowserRouter(routes, { basename });
      startNavigation(router, config);
      // The header's and footer's code loads with the cart or signed-in hint, or at the first interaction
      // (decision 0910).
      startLayoutOnDemand(router);
      await yieldToBrowser();
      app = wrap(
        <ShopClientProvider client={client}>
          <MaintenanceSwitch>
            <RouterProvider router={router} />
          </MaintenanceSwitch>
        </ShopClientProvider>,
      );
    }
    if (flags.ssrFallback) {
      createRoot(container).render(app);
    } else {
      // A transition: React hydrates in slices and yields to the browser between them (no long task).
      startTransition(() => {
        hydrateRoot(container, app);
      });
    }
  } catch (error) {
    console.error('The app failed to start', error);
    throw error;
  }
}
