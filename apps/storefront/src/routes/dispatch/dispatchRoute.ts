import { type ActionFunctionArgs, type LoaderFunctionArgs, type RouteObject } from 'react-router';

import { importOnce } from '../../platform/importOnce';
import { categoryEntityPath, productEntityPath } from '../../seo/entityPaths';
import { lazyHeadHandle, withHead } from '../../seo/headHandle';
import {
  type DispatchData,
  type DispatchOptions,
  isScreenKind,
  loadScreen,
} from './dispatchScreens';
import { cacheHandle, sharedPage } from '../../data/cachePolicy';

/** Id of a site's dispatch route (its hydration data says which screen the page shows). */
export const dispatchRouteId = (locale: string) => `dispatch-${locale}`;

// The head's code, loaded by the loader (decision 0906): a server page's own head is the server's.
const loadDispatchHead = importOnce(async () => (await import('./dispatchHead')).dispatchHead);

/** The entity route of a dispatched product or category (their friendly URLs differ per site). */
function dispatchEntityPath(data: DispatchData): string | undefined {
  if (data.kind === 'product') return productEntityPath(data.screen.product.sku);
  if (data.kind === 'category') return categoryEntityPath(data.screen.category.id);
  return undefined;
}

/** In the browser, before hydration: the screen of the server-rendered page, so that it does not suspend. */
async function preloadHydratedScreen(routeId: string): Promise<void> {
  if (typeof window === 'undefined') return;
  const hydration = (
    window as { __staticRouterHydrationData?: { loaderData?: Record<string, unknown> } }
  ).__staticRouterHydrationData;
  const kind = (hydration?.loaderData?.[routeId] as { kind?: unknown } | undefined)?.kind;
  if (isScreenKind(kind)) await loadScreen(kind);
}

/**
 * The catch-all of a site (spec §2 `/:slug` matched last, and friendly URLs of any depth): the entity
 * dispatch. Its code is a lazy chunk; each screen it shows is a lazy chunk of its own.
 */
export function dispatchRoute(options: DispatchOptions): RouteObject {
  const id = dispatchRouteId(options.locale);
  // Catalogue and CMS entities: the lifetime of the entity shown (its GraphQL cache hint).
  const handle = {
    ...lazyHeadHandle(loadDispatchHead, { entityPath: dispatchEntityPath }),
    ...cacheHandle(sharedPage()),
  };
  return {
    id,
    path: '*',
    handle,
    lazy: async () => {
      const [{ dispatchLoader }, { DispatchScreen }] = await Promise.all([
        import('./dispatchLoader'),
        import('./DispatchScreen'),
        preloadHydratedScreen(id),
      ]);
      return {
        loader: (args: LoaderFunctionArgs) => withHead(handle, dispatchLoader(args, options)),
        // The write-a-review form also posts to a product's friendly URL.
        action: async (args: ActionFunctionArgs) =>
          (await import('../product/reviewAction')).reviewAction(args),
        Component: DispatchScreen,
      };
    },
  };
}
