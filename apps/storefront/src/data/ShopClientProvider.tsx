import { type Client } from '@urql/core';
import { type ReactNode } from 'react';
import { Provider } from 'urql';

/** The urql client of small client widgets (mini-cart badge, wishlist heart, contribution toolbar). */
export function ShopClientProvider({ client, children }: { client: Client; children: ReactNode }) {
  return <Provider value={client}>{children}</Provider>;
}
