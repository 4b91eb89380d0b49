import { createShopClient, type ShopClient } from '@truffe/graphql/client';

import { enterMaintenance } from '../platform/appMode/appMode';

/** Spec §9: server-render force-fetch delay. */
export const serverRenderForceFetchDelayMs = 100;

/**
 * The page's urql client (spec §4, §7, §8): `{site}/graphql`, persisted queries sent as GET (CDN
 * cacheable) with the manifest loaded only when a fallback needs it, batching, retries, maintenance
 * detection switching the app to the maintenance page, and the force-fetch delay so that hydration
 * reuses what the server sent. A chunk of its own, with graphcache, loaded on the first operation
 * (`createBrowserShopClient`, decision 0904).
 */
export function createBrowserUrqlClient(base: string, origin?: string): ShopClient {
  return createShopClient({
    base,
    origin,
    persistedDocuments: () =>
      import('@truffe/graphql/persisted-documents').then(
        (module) => module.default as Record<string, string>,
      ),
    getForPersistedQueries: true,
    onMaintenance: () => enterMaintenance(),
    forceFetchDelayMs: serverRenderForceFetchDelayMs,
  });
}
