import { CartQueryDocument } from '@truffe/graphql/documents';
import { Drawer } from '@truffe/ui/Drawer';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { RouterLink as Link } from '@truffe/ui/RouterLink';
import { useQuery } from 'urql';

import * as styles from './cart.css';
import { UrqlClientProvider } from '../../data/UrqlClientProvider';
import { announceCartChange } from './cartEvents';
import { cartMessages } from './cartMessages';
import { priceText } from '../product/priceDisplay';
import { useMoney } from './useCartFormat';

export interface MiniCartDrawerProps {
  open: boolean;
  onClose: () => void;
  sitePath: (path: string) => string;
}

/**
 * The mini-cart (lazy chunk): the cart's lines and totals in a drawer (packages/ui Drawer: a modal dialog
 * that traps focus, closes on Escape and gives focus back), with links to the cart and the checkout. It
 * reads the cart from the network each time it opens (private data, never cached).
 */
export default function MiniCartDrawer(props: MiniCartDrawerProps) {
  return (
    <UrqlClientProvider>
      <MiniCartDrawerContent {...props} />
    </UrqlClientProvider>
  );
}

function MiniCartDrawerContent({ open, onClose, sitePath }: MiniCartDrawerProps) {
  const intl = useIntl();
  const money = useMoney();
  const [{ data, fetching, error }, refetch] = useQuery({
    query: CartQueryDocument,
    requestPolicy: 'network-only',
    pause: !open,
  });
  useEffect(() => {
    if (open) refetch({ requestPolicy: 'network-only' });
  }, [open, refetch]);
  const cart = data?.cart;
  useEffect(() => {
    if (cart) announceCartChange({ totalQuantity: cart.totalQuantity });
  }, [cart]);
  const hasLines = cart && cart.items.length + cart.unavailableItems.length > 0;
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={intl.formatMessage(cartMessages.drawerTitle)}
      closeLabel={intl.formatMessage(cartMessages.close)}
      footer={
        hasLines ? (
          <div className={styles.drawerActions}>
            <Link to={sitePath('/cart')} className={styles.secondaryAction} onClick={onClose}>
              {intl.formatMessage(cartMessages.viewCart)}
            </Link>
            <Link to={sitePath('/checkout')} className={styles.primaryAction} onClick={onClose}>
              {intl.formatMessage(cartMessages.checkout)}
            </Link>
          </div>
        ) : null
      }
    >
      <div data-testid="mini-cart" aria-busy={fetching}>
        {!cart && fetching ? <p role="status">{intl.formatMessage(cartMessages.loading)}</p> : null}
        {!cart && error ? <p role="alert">{intl.formatMessage(cartMessages.loadFailed)}</p> : null}
        {cart && !hasLines ? <p>{intl.formatMessage(cartMessages.empty)}</p> : null}
        {cart && hasLines ? (
          <>
            <ul className={styles.miniLines} aria-label={intl.formatMessage(cartMessages.lines)}>
              {cart.items.map((item) => (
                <li key={item.id} className={styles.miniLine}>
                  <span className={styles.lineName}>
                    {item.configuredProduct?.name ?? item.product.name}
                  </span>
                  {item.options.length > 0 ? (
                    <span className={styles.muted}>
                      {item.options
                        .map((option) => intl.formatMessage(cartMessages.option, option))
                        .join(' · ')}
                    </span>
                  ) : null}
                  <span className={styles.miniLineFigures}>
                    <span>
                      {intl.formatMessage(cartMessages.quantityShort, { quantity: item.quantity })}
                    </span>
                    <span>{priceText(intl, item.rowTotal, cart.priceBasis)}</span>
                  </span>
                  {item.stockError ? (
                    <span className={styles.errorText}>{item.stockError}</span>
                  ) : null}
                </li>
              ))}
              {cart.unavailableItems.map((item) => (
                <li key={item.id} className={styles.miniLine}>
                  <span className={styles.lineName}>{item.name}</span>
                  <span className={styles.errorText}>{item.message}</span>
                </li>
              ))}
            </ul>
            <dl className={styles.totals}>
              <dt>{intl.formatMessage(cartMessages.subtotalExclTax)}</dt>
              <dd>{money(cart.subtotal.priceExclTax)}</dd>
              <dt>{intl.formatMessage(cartMessages.subtotalInclTax)}</dt>
              <dd className={styles.grandTotal}>{money(cart.subtotal.priceInclTax)}</dd>
            </dl>
          </>
        ) : null}
      </div>
    </Drawer>
  );
}
