import { Outlet, useLoaderData } from 'react-router';

import { ConsentBanner } from '../platform/consent/ConsentBanner';
import { ContributionToolbar } from '../contribution/ContributionToolbar';
import { RouteStateProvider } from '../navigation/RouteStateProvider';
import { type Shop } from '../shop/loadShop';
import { ShopProvider } from '../shop/ShopProvider';

/** What a site root's loader returns. */
export interface SiteRootData {
  shop: Shop;
}

/** Root of one site (fr-FR at `/`, en-GB at `/en`): the shop record and the route-change behaviour. */
export function SiteRoot() {
  const { shop } = useLoaderData<SiteRootData>();
  return (
    <ShopProvider shop={shop}>
      <RouteStateProvider>
        <ContributionToolbar />
        <Outlet />
        <ConsentBanner />
      </RouteStateProvider>
    </ShopProvider>
  );
}
