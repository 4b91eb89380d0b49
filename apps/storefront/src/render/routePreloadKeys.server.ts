import { type StaticHandlerContext } from 'react-router';

import { dispatchRouteId } from '../routes/dispatch/dispatchRoute';
import { isScreenKind, type ScreenKind } from '../routes/dispatch/dispatchScreens';

/**
 * The module of each screen a friendly URL dispatches to (src/routes/dispatch/dispatchScreens.ts imports them on
 * demand), as the build names them; server/routePreloads.test.ts checks that each exists.
 */
export const dispatchScreenModules: Record<ScreenKind, string> = {
  category: 'src/routes/category/CategoryScreen.tsx',
  product: 'src/routes/product/ProductScreen.tsx',
  'cms-page': 'src/routes/cms/CmsPageScreen.tsx',
};

/**
 * The build's keys of the code the browser loads to start a page with these `matches`
 * (vite.config.ts `routeModulePreload`): each lazy route's, and the dispatched screen's.
 */
export function routePreloadKeys(
  matches: StaticHandlerContext['matches'],
  loaderData: StaticHandlerContext['loaderData'],
): string[] {
  const keys: string[] = [];
  for (const { route } of matches) {
    const key = (route as { modulePreloadKey?: unknown }).modulePreloadKey;
    if (typeof key === 'string') keys.push(key);
    const kind = (loaderData[route.id] as { kind?: unknown } | undefined)?.kind;
    if (route.id.startsWith(dispatchRouteId('')) && isScreenKind(kind))
      keys.push(dispatchScreenModules[kind]);
  }
  return keys;
}
