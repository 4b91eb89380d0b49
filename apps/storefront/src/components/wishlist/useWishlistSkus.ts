import { LoadWishlistQueryDocument } from '@truffe/graphql/documents';
import { useEffect, useState } from 'react';

import { useShopClient } from '../../data/ShopClientProvider';
import { documentCookie } from '../../platform/documentCookie';
import { hasSignedInHint } from '../account/signedInHint';

type Listener = (skus: ReadonlySet<string>) => void;

/** One load per page for every heart (spec §4: the lookup starts on first use, then answers from memory). */
let loaded: Promise<ReadonlySet<string>> | null = null;
let current: ReadonlySet<string> | null = null;
const listeners = new Set<Listener>();

/** Forgets what was read: the next heart asks again (the wishlist page changed it). */
export function forgetWishlistSkus() {
  loaded = null;
  current = null;
}

/** Tells every heart that the wishlist changed (a heart's own toggle). */
export function setWishlistSku(sku: string, present: boolean) {
  const next = new Set(current ?? []);
  if (present) next.add(sku);
  else next.delete(sku);
  current = next;
  for (const listener of listeners) listener(next);
}

/**
 * The SKUs in the signed-in customer's wishlist, read in the browser after hydration (LoadWishlistQuery), never
 * in the server HTML: a shared page is the same for everyone (decisions 0851, 0770). `null` while unknown, for
 * a visitor (no signed-in hint: no request at all) and in the server render.
 */
export function useWishlistSkus(): ReadonlySet<string> | null {
  const client = useShopClient();
  const [skus, setSkus] = useState<ReadonlySet<string> | null>(current);
  useEffect(() => {
    // Every heart of a listing runs this in the same task: one read of the cookies for all of them.
    if (!hasSignedInHint(documentCookie())) return;
    listeners.add(setSkus);
    loaded ??= client
      .query(LoadWishlistQueryDocument, {}, { requestPolicy: 'network-only' })
      .toPromise()
      .then((result) => {
        const found = new Set(
          (result.data?.me?.wishlist.items ?? []).map((item) => item.product.sku),
        );
        current ??= found;
        return current;
      });
    let live = true;
    void loaded.then((found) => {
      if (live) setSkus(current ?? found);
    });
    return () => {
      live = false;
      listeners.delete(setSkus);
    };
  }, [client]);
  return skus;
}
