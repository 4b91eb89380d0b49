import { createContext, type ReactNode, useContext } from 'react';

import { type Shop } from './loadShop';

const ShopContext = createContext<Shop | null>(null);

/** Provides the shop record loaded by the site's root loader. */
export function ShopProvider({ shop, children }: { shop: Shop; children: ReactNode }) {
  return <ShopContext value={shop}>{children}</ShopContext>;
}

/** The shop of the current site; only inside a site root (after the shop has loaded). */
export function useShop(): Shop {
  const shop = useContext(ShopContext);
  if (!shop) throw new Error('useShop() is used outside of a site root');
  return shop;
}
