import { type createBrowserRouter } from 'react-router';

import { routerBasename } from '../baseUrl';
import { type PageConfig } from '../publicConfig';
import { trackRouterPageViews } from './pageViews';

/**
 * Spec §2 navigation behaviour of the browser router: page views, and route-code preloading, whose code
 * (~1 kB gzip) is its own chunk, requested here and started when it arrives (decision 0904): it is not part
 * of the first script of every page. A link hovered before then is not preloaded; its click still loads the
 * route (its chunk's imports found as it runs: the route table's imports have no preload list, decision 0913).
 */
export function startNavigation(
  router: ReturnType<typeof createBrowserRouter>,
  config: PageConfig,
): () => void {
  const stopPageViews = trackRouterPageViews(router);
  let stopped = false;
  let stopPreloading = () => {};
  import('./preloadRoutes').then(
    ({ startRoutePreloading, browserDeviceType }) => {
      if (stopped) return;
      stopPreloading = startRoutePreloading({
        routes: router.routes as never,
        basename: routerBasename(config.baseUrl),
        device: browserDeviceType(),
      });
    },
    (error: unknown) => console.warn('[navigation] route preloading did not load', error),
  );
  return () => {
    stopped = true;
    stopPageViews();
    stopPreloading();
  };
}
