import { type createBrowserRouter } from 'react-router';

import { routerBasename } from '../baseUrl';
import { browserDevice } from '../device/device';
import { type PageConfig } from '../publicConfig';
import { trackRouterPageViews } from './pageViews';
import { startRoutePreloading } from './preloadRoutes';

/** Spec §2 navigation behaviour of the browser router: page views and route-code preloading. */
export function startNavigation(
  router: ReturnType<typeof createBrowserRouter>,
  config: PageConfig,
): () => void {
  const stopPageViews = trackRouterPageViews(router);
  const stopPreloading = startRoutePreloading({
    routes: router.routes as never,
    basename: routerBasename(config.baseUrl),
    device: browserDevice(window).type,
  });
  return () => {
    stopPageViews();
    stopPreloading();
  };
}
