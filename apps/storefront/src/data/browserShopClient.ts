import { createDeferredCacheShopClient, type ShopClient } from '@truffe/graphql/client';

import { routerBasename } from '../baseUrl';
import { localePathPrefixes } from '../i18n/locales';
import { enterMaintenance } from '../platform/appMode/appMode';
import { type PageConfig } from '../publicConfig';

/** Spec §9: server-render force-fetch delay. */
export const serverRenderForceFetchDelayMs = 100;

/** The site's GraphQL base: the mount path plus the site prefix ('/', '/en', '/shop/en'). */
export function siteGraphQLBase(config: Pick<PageConfig, 'baseUrl' | 'locale'>): string {
  const basename = routerBasename(config.baseUrl);
  return `${basename === '/' ? '' : basename}${localePathPrefixes[config.locale]}` || '/';
}

/**
 * The page's urql client (spec §4, §7, §8): `{site}/graphql`, persisted queries sent as GET (CDN
 * cacheable) with the manifest loaded only when a fallback needs it, batching, retries, maintenance
 * detection switching the app to the maintenance page, and the force-fetch delay so that hydration
 * reuses what the server sent.
 */
export function createBrowserShopClient(
  config: Pick<PageConfig, 'baseUrl' | 'locale'>,
): ShopClient {
  return createDeferredCacheShopClient({
    base: siteGraphQLBase(config),
    persistedDocuments: () =>
      import('@truffe/graphql/persisted-documents').then(
        (module) => module.default as Record<string, string>,
      ),
    getForPersistedQueries: true,
    onMaintenance: () => enterMaintenance(),
    forceFetchDelayMs: serverRenderForceFetchDelayMs,
  });
}
