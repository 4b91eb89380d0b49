import { createContext, type ReactNode, useContext } from 'react';

import { type ShopOperations } from './shopClient';

const ShopClientContext = createContext<ShopOperations | null>(null);

/**
 * The GraphQL client of small client widgets (mini-cart badge, wishlist heart, search suggestions): the
 * request's urql client on the server, the page's client in the browser (loaded on its first operation,
 * decision 0904). Widgets that use urql's hooks wrap themselves in `UrqlClientProvider`.
 */
export function ShopClientProvider({
  client,
  children,
}: {
  client: ShopOperations;
  children: ReactNode;
}) {
  return <ShopClientContext value={client}>{children}</ShopClientContext>;
}

/** The client of `ShopClientProvider`. */
export function useShopClient(): ShopOperations {
  const client = useContext(ShopClientContext);
  if (!client) throw new Error('useShopClient needs a ShopClientProvider');
  return client;
}
