import { type ItemActionsFragmentFragment } from '@truffe/graphql/documents';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { RouterLink as Link } from '@truffe/ui/RouterLink';

import * as styles from './cart.css';
import { type CartActionData } from './cartAction';
import { announceCartChange } from './cartEvents';
import { addToCartMessages } from './addToCartMessages';
import { noDiscovery } from '../../render/noDiscovery';
import { useShopFetcher } from '../../render/shopFetcher';

/** Product types bought without choices. */
const directTypes = new Set(['simple', 'virtual', 'downloadable']);

export interface ProductCardAddToCartProps {
  product: ItemActionsFragmentFragment & { name: string };
  sitePath: (path: string) => string;
}

/**
 * A product card's action: a simple product in stock is added at once (a POST to `/cart`'s action, which
 * also works without JavaScript and then shows the cart); a product needing choices links to its page.
 */
export function ProductCardAddToCart({ product, sitePath }: ProductCardAddToCartProps) {
  const intl = useIntl();
  const fetcher = useShopFetcher<CartActionData>();
  useEffect(() => {
    if (fetcher.data?.ok)
      announceCartChange({
        totalQuantity: fetcher.data.totalQuantity,
        added: { name: fetcher.data.name ?? product.name },
      });
  }, [fetcher.data, product.name]);
  if (!directTypes.has(product.type)) {
    return (
      <Link to={sitePath(product.path)} discover="none" className={styles.secondaryAction}>
        {intl.formatMessage(addToCartMessages.chooseOptions)}
        <span className={styles.visuallyHidden}>{` – ${product.name}`}</span>
      </Link>
    );
  }
  if (!product.stock.isInStock) return null;
  const pending = fetcher.state !== 'idle';
  const answer = fetcher.data;
  return (
    <fetcher.Form
      {...noDiscovery}
      method="post"
      action={sitePath('/cart')}
      className={styles.rowsGrid}
    >
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="sku" value={product.sku} />
      <input type="hidden" name="qty" value="1" />
      <button
        type="submit"
        className={styles.primaryAction}
        aria-disabled={pending ? true : undefined}
        onClick={(event) => {
          if (pending) event.preventDefault();
        }}
      >
        {intl.formatMessage(pending ? addToCartMessages.adding : addToCartMessages.addToCart)}
        <span className={styles.visuallyHidden}>{` – ${product.name}`}</span>
      </button>
      {answer && !answer.ok ? (
        <p role="alert" className={styles.errorText}>
          {answer.reason === 'unavailable'
            ? intl.formatMessage(addToCartMessages.unavailable)
            : (answer.errorMessage ?? intl.formatMessage(addToCartMessages.invalid))}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
