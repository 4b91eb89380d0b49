import { lazy, Suspense } from 'react';
import { Outlet, useLoaderData } from 'react-router';

import { ConsentBanner } from '../platform/consent/ConsentBanner';
import { usePageConfig } from '../PageConfigProvider';
import { RouteStateProvider } from '../navigation/RouteStateProvider';
import { type Shop } from '../shop/loadShop';
import { ShopProvider } from '../shop/ShopProvider';

// Contribution mode is off for shoppers: its toolbar is a lazy chunk, loaded only when the setting is on.
const ContributionToolbar = lazy(async () => ({
  default: (await import('../contribution/ContributionToolbar')).ContributionToolbar,
}));

/** What a site root's loader returns. */
export interface SiteRootData {
  shop: Shop;
}

/** Root of one site (fr-FR at `/`, en-GB at `/en`): the shop record and the route-change behaviour. */
export function SiteRoot() {
  const { shop } = useLoaderData<SiteRootData>();
  const { settings } = usePageConfig();
  return (
    <ShopProvider shop={shop}>
      <RouteStateProvider>
        {/* First in the page: first in the tab order, and above the content rather than over it. */}
        <ConsentBanner />
        {settings.contributionMode ? (
          <Suspense fallback={null}>
            <ContributionToolbar />
          </Suspense>
        ) : null}
        <Outlet />
      </RouteStateProvider>
    </ShopProvider>
  );
}
