import { type ProductPageQueryQuery } from '@truffe/graphql/documents';
import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { type FetcherWithComponents, useActionData, useFetcher } from 'react-router';

import * as styles from './cart.css';
import { type CartActionData } from './cartAction';
import { announceCartChange } from './cartEvents';
import { addToCartMessages } from './addToCartMessages';
import { noDiscovery } from '../../render/noDiscovery';

type Product = NonNullable<ProductPageQueryQuery['product']>;

interface AddToCartState {
  fetcher: FetcherWithComponents<CartActionData>;
  answer: CartActionData | undefined;
}

const AddToCartContext = createContext<AddToCartState | null>(null);

export interface AddToCartFormProps {
  product: Pick<Product, 'sku' | 'name' | 'customOptions'>;
  /** Where the form posts: the product route, whose action takes `intent=add`. */
  action: string;
  children: ReactNode;
}

/**
 * The product page's add-to-cart form around the product's choices (configurable options as radio
 * inputs, custom options, bundle parts, grouped items, quantity — their own named fields): a POST to the
 * product route's action (src/components/cart/cartAction.ts), so it works without JavaScript; with it, a
 * fetcher sends it and the header shows the toast and the new count. Errors show under the button.
 */
export function AddToCartForm({ product, action, children }: AddToCartFormProps) {
  const fetcher = useFetcher<CartActionData>();
  const pageData = useActionData<CartActionData | { ok: boolean } | undefined>();
  const answer =
    fetcher.data ?? (pageData && 'intent' in pageData ? (pageData as CartActionData) : undefined);
  useEffect(() => {
    if (fetcher.data?.ok)
      announceCartChange({
        totalQuantity: fetcher.data.totalQuantity,
        added: { name: fetcher.data.name ?? product.name },
      });
  }, [fetcher.data, product.name]);
  return (
    <AddToCartContext.Provider value={{ fetcher, answer }}>
      <fetcher.Form
        {...noDiscovery}
        method="post"
        action={action}
        preventScrollReset
        className={styles.contents}
        data-testid="add-to-cart-form"
      >
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="sku" value={product.sku} />
        {product.customOptions.map((option) => (
          <input
            key={option.option_id}
            type="hidden"
            name={`optionType[${option.option_id}]`}
            value={option.type}
          />
        ))}
        {children}
      </fetcher.Form>
    </AddToCartContext.Provider>
  );
}

/** The submit button of {@link AddToCartForm}, with the form's answer under it. */
export function AddToCartSubmit({ disabled = false }: { disabled?: boolean }) {
  const intl = useIntl();
  const state = useContext(AddToCartContext);
  const pending = state ? state.fetcher.state !== 'idle' : false;
  const answer = state?.answer;
  return (
    <div className={styles.rowsGrid}>
      <button
        type="submit"
        className={styles.primaryAction}
        aria-disabled={disabled || pending ? true : undefined}
        onClick={(event) => {
          if (disabled || pending) event.preventDefault();
        }}
        data-testid="add-to-cart"
      >
        {intl.formatMessage(pending ? addToCartMessages.adding : addToCartMessages.addToCart)}
      </button>
      {answer && !answer.ok ? (
        <p role="alert" className={styles.errorText} data-testid="add-to-cart-error">
          {answer.reason === 'unavailable'
            ? intl.formatMessage(addToCartMessages.unavailable)
            : (answer.errorMessage ?? intl.formatMessage(addToCartMessages.invalid))}
        </p>
      ) : null}
      {answer?.ok && !state?.fetcher.data ? (
        // Without JavaScript (a page POST) the page itself says it.
        <p role="status" className={styles.notice}>
          {intl.formatMessage(addToCartMessages.added)}
        </p>
      ) : null}
    </div>
  );
}
