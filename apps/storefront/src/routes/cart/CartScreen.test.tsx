// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type ActionFunctionArgs, createMemoryRouter, data, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { type CartActionData } from '../../components/cart/cartAction';
import { AppIntlProvider } from '../../i18n/AppIntlProvider';
import { loadMessages } from '../../i18n/loadMessages';
import { PageConfigProvider } from '../../PageConfigProvider';
import { type PageConfig } from '../../publicConfig';
import { type CartScreenData } from './cartLoader';
import { CartScreen } from './CartScreen';

const money = (amount: number) => ({ __typename: 'Money' as const, amount, currency: 'EUR' });
const price = (excl: number) => ({
  __typename: 'Price' as const,
  priceInclTax: money(Math.round(excl * 1.2)),
  priceExclTax: money(excl),
});
const product = (sku: string, name: string) => ({
  __typename: 'Product' as const,
  id: sku,
  sku,
  name,
  path: `/product/${sku}`,
  imageUrl: null,
});

function cartData(overrides: Partial<CartScreenData['cart']> = {}): CartScreenData {
  return {
    cart: {
      __typename: 'Cart',
      totalQuantity: 3,
      subtotal: price(3000),
      tax: money(600),
      items: [
        {
          __typename: 'CartItem',
          id: '11',
          quantity: 1,
          product: { ...product('COL-1', 'Collar'), imageUrl: 'catalog/product/col/collar.png' },
          configuredProduct: {
            __typename: 'Product',
            id: 'COL-1-R',
            sku: 'COL-1-R',
            name: 'Collar red M',
            imageUrl: 'catalog/product/col/collar-red.png',
          },
          options: [{ __typename: 'CartItemOption', label: 'Colour', value: 'Red' }],
          unitPrice: price(1000),
          rowTotal: price(1000),
          stockError: null,
        },
        {
          __typename: 'CartItem',
          id: '12',
          quantity: 2,
          product: product('TOY-2', 'Rope toy'),
          configuredProduct: null,
          options: [],
          unitPrice: price(1000),
          rowTotal: price(2000),
          stockError: 'The requested quantity of “Rope toy” is not available (at most 1).',
        },
      ],
      unavailableItems: [
        {
          __typename: 'CartUnavailableItem',
          id: '13',
          sku: 'OLD-3',
          name: 'Old bowl',
          quantity: 1,
          message: 'The product “Old bowl” is no longer available: remove it from your cart.',
        },
      ],
      ...overrides,
    },
    paymentsBlock: {
      __typename: 'CmsBlock',
      identifier: 'cart-payments',
      title: 'Secure payment',
      contentWysiwyg: { __typename: 'Wysiwyg', childNodes: [] },
    },
    estimate: null,
  } as CartScreenData;
}

const config = {
  baseUrl: '/',
  locale: 'en-GB',
  flags: {},
  device: { type: 'phone', viewportWidthInPx: 360 },
  settings: {},
} as unknown as PageConfig;

async function renderCart(
  screenData: CartScreenData,
  action: (args: ActionFunctionArgs) => unknown = () => null,
) {
  const router = createMemoryRouter(
    [
      {
        path: '/en/cart',
        loader: () => screenData,
        action,
        Component: CartScreen,
        HydrateFallback: () => null,
      },
    ],
    { initialEntries: ['/en/cart'] },
  );
  render(
    <PageConfigProvider config={config}>
      <AppIntlProvider locale="en-GB" messages={await loadMessages('en-GB')}>
        <RouterProvider router={router} />
      </AppIntlProvider>
    </PageConfigProvider>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Your cart' });
}

afterEach(cleanup);

describe('CartScreen', () => {
  it('shows each line with its options and problems in place, the totals and the way on', async () => {
    await renderCart(cartData());
    const lines = screen.getAllByTestId('cart-line');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]!).getByRole('link', { name: 'Collar red M' })).toBeTruthy();
    expect(within(lines[0]!).getByText('Colour: Red')).toBeTruthy();
    expect(within(lines[0]!).queryByRole('alert')).toBeNull();
    expect(within(lines[1]!).getByRole('alert').textContent).toContain('at most 1');
    expect(
      within(lines[1]!).getByRole('spinbutton', { name: 'Quantity of Rope toy' }),
    ).toBeTruthy();
    const gone = screen.getByTestId('cart-unavailable-line');
    expect(gone.textContent).toContain('no longer available');
    expect(
      within(gone).getByRole('button', { name: 'Remove Old bowl from the cart' }),
    ).toBeTruthy();
    const totals = screen.getByTestId('cart-totals');
    expect(within(totals).getByTestId('subtotal-excl').textContent).toBe('€30.00');
    expect(within(totals).getByTestId('subtotal-incl').textContent).toBe('€36.00');
    expect(
      within(totals).getByText('Some items need your attention before checkout.'),
    ).toBeTruthy();
    expect(
      within(totals).getByRole('link', { name: 'Proceed to checkout' }).getAttribute('href'),
    ).toBe('/en/checkout');
    expect(screen.getByRole('heading', { name: 'Secure payment' })).toBeTruthy();
    // No estimate asked: nothing is made up.
    expect(screen.queryByTestId('shipping-estimate')).toBeNull();
  });

  it('shows the refusal of a quantity on its own line', async () => {
    const refused: CartActionData = {
      ok: false,
      intent: 'update',
      itemId: '11',
      reason: 'failed',
      errorMessage: 'The requested quantity of “Collar red M” is not available (at most 4).',
    };
    await renderCart(cartData(), () => data(refused, { status: 422 }));
    const line = screen.getAllByTestId('cart-line')[0]!;
    await act(async () => {
      fireEvent.click(
        within(line).getByRole('button', { name: 'Update the quantity of Collar red M' }),
      );
    });
    await waitFor(() => expect(within(line).getByRole('alert').textContent).toContain('at most 4'));
    expect(
      within(screen.getAllByTestId('cart-line')[1]!).getByRole('alert').textContent,
    ).not.toContain('at most 4');
  });

  it('says when the cart is empty', async () => {
    await renderCart(cartData({ items: [], unavailableItems: [], totalQuantity: 0 }));
    expect(screen.getByTestId('cart-empty').textContent).toContain('Your cart is empty.');
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe(
      '/en/',
    );
    expect(screen.queryByRole('link', { name: 'Proceed to checkout' })).toBeNull();
  });
});
