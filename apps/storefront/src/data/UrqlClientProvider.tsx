import { type Client } from '@urql/core';
import { type ReactNode, use } from 'react';
import { Provider } from 'urql';

import { useShopClient } from './ShopClientProvider';

/**
 * urql's provider for the lazy widgets that use its hooks (mini-cart drawer, contribution toolbar): the
 * shop client itself when it is an urql client (server, tests), otherwise the browser's, whose code loads
 * with the first operation (decision 0904) — this suspends until it is there.
 */
export function UrqlClientProvider({ children }: { children: ReactNode }) {
  const shopClient = useShopClient();
  const client = shopClient.urqlClient ? use(shopClient.urqlClient()) : (shopClient as Client);
  return <Provider value={client}>{children}</Provider>;
}
