import { CartCountQueryDocument } from '@truffe/graphql/documents';
import {
  lazy,
  type MouseEvent,
  Suspense,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { defineMessages, useIntl } from 'react-intl';

import { useShopClient } from '../../data/ShopClientProvider';
import { type CartChange, onCartChange } from './cartEvents';
import { hasCartHint, syncCartHint } from './cartHint';
import * as styles from './cartEntry.css';

/** The shell's only cart text (the other cart messages stay in the lazy chunks). */
export const cartEntryMessages = defineMessages({
  badge: {
    id: 'cart.badge',
    defaultMessage: '{count, plural, =0 {empty} one {# item} other {# items}}',
  },
});

// Lazy chunks: only the link and its badge are in the shell (H8a's budget).
const MiniCartDrawer = lazy(() => import('./MiniCartDrawer'));
const CartToast = lazy(() => import('./CartToast'));

/** The hint is read once per render: nothing announces cookie changes (the count comes from cart events). */
const ignoreChanges = () => () => undefined;

export interface CartEntryProps {
  /** The link's text ('Cart'). */
  label: string;
  className?: string;
  sitePath: (path: string) => string;
}

/**
 * The header's cart entry: a link to `/cart` (what it is without JavaScript) whose count is fetched in the
 * browser after hydration — the cart is private, so it is never in the server HTML of shared pages; only when
 * the browser has the cart hint (cartHint.ts), so visitors without a cart cost no request — and
 * that opens the mini-cart drawer once the page is interactive. Cart changes (cartEvents) update the count
 * and show the "Added to your cart" toast.
 */
export function CartEntry({ label, className, sitePath }: CartEntryProps) {
  const intl = useIntl();
  const client = useShopClient();
  const [fetchedCount, setCount] = useState<number | null>(null);
  // Without the cart hint (cartHint.ts) this browser has no items in a cart: 0, and nothing to ask. Unknown
  // (undefined) while hydrating, like the server HTML.
  const hinted = useSyncExternalStore(
    ignoreChanges,
    () => hasCartHint(document.cookie),
    () => undefined,
  );
  const count = fetchedCount ?? (hinted === false ? 0 : null);
  const [drawer, setDrawer] = useState<'never' | 'open' | 'closed'>('never');
  const [toast, setToast] = useState<(CartChange & { key: number }) | null>(null);
  // Read by the cart-change listener: no toast over an open drawer, which shows the change itself.
  const drawerOpen = useRef(false);
  useEffect(() => {
    drawerOpen.current = drawer === 'open';
  }, [drawer]);

  useEffect(() => {
    let live = true;
    if (hasCartHint(document.cookie)) {
      void client
        .query(CartCountQueryDocument, {}, { requestPolicy: 'network-only' })
        .toPromise()
        .then((result) => {
          if (!live || !result.data) return;
          setCount(result.data.cart.totalQuantity);
          syncCartHint(result.data.cart.totalQuantity);
        });
    }
    const stop = onCartChange((change) => {
      setCount(change.totalQuantity);
      syncCartHint(change.totalQuantity);
      if (change.added && !drawerOpen.current) setToast({ ...change, key: Date.now() });
    });
    return () => {
      live = false;
      stop();
    };
  }, [client]);

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
      return;
    event.preventDefault();
    // The toast says what the drawer shows: it goes, so that it never lies over the drawer's buttons ("View
    // the cart", "Checkout") — issue 20 item 6.
    setToast(null);
    setDrawer('open');
  };

  return (
    <>
      <a
        href={sitePath('/cart')}
        className={className}
        onClick={open}
        aria-haspopup="dialog"
        data-testid="cart-entry"
      >
        {label}
        <span
          className={`${styles.badge} ${count ? styles.badgeFilled : ''}`}
          data-testid="cart-count"
          aria-hidden="true"
        >
          {count ? count : ''}
        </span>
        {count !== null ? (
          <span className={styles.hidden}>
            {` (${intl.formatMessage(cartEntryMessages.badge, { count })})`}
          </span>
        ) : null}
      </a>
      {drawer === 'never' ? null : (
        <Suspense fallback={null}>
          <MiniCartDrawer
            open={drawer === 'open'}
            onClose={() => setDrawer('closed')}
            sitePath={sitePath}
          />
        </Suspense>
      )}
      {toast ? (
        <Suspense fallback={null}>
          <CartToast
            key={toast.key}
            name={toast.added?.name ?? null}
            cartPath={sitePath('/cart')}
            onClose={() => setToast(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
