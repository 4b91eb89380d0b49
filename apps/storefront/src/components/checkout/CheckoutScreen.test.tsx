// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type ActionFunctionArgs, createMemoryRouter, data, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { AppIntlProvider } from '../../i18n/AppIntlProvider';
import { PageConfigProvider } from '../../PageConfigProvider';
import { type PageConfig } from '../../publicConfig';
import { loadMessages } from '../../i18n/loadMessages';
import { type CheckoutActionData } from './checkoutActionData';
import { CheckoutScreen, type CheckoutScreenData } from './CheckoutScreen';
import { type CheckoutView, type PickupPointView } from './checkoutTypes';
import { PickupMap } from './PickupMap';

const money = (amount: number) => ({ __typename: 'Money' as const, amount, currency: 'EUR' });
const price = (incl: number) => ({
  __typename: 'Price' as const,
  priceInclTax: money(incl),
  priceExclTax: money(Math.round(incl / 1.2)),
});
const address = {
  __typename: 'CheckoutAddress' as const,
  firstname: 'Camille',
  lastname: 'Martin',
  company: null,
  street: ['12 rue Oberkampf'],
  postcode: '75011',
  city: 'Paris',
  countryCode: 'FR',
  telephone: null,
};
const home = {
  __typename: 'ShippingMethod' as const,
  code: 'home',
  kind: 'HOME' as const,
  title: 'Home delivery',
  description: null,
  amount: money(590),
};
const pickupMethod = { ...home, code: 'pickup', kind: 'PICKUP' as const, title: 'Pickup point' };
const point = (id: string, latitude: number, longitude: number): PickupPointView => ({
  __typename: 'PickupPoint',
  id,
  name: `Relais ${id}`,
  street: ['1 place de la République'],
  postcode: '75011',
  city: 'Paris',
  countryCode: 'FR',
  latitude,
  longitude,
  schedule: [{ __typename: 'PickupOpening', day: 1, opens: '09:00', closes: '19:00' }],
});

function checkout(overrides: Partial<CheckoutView> = {}): CheckoutView {
  return {
    __typename: 'Checkout',
    step: 'SHIPPING',
    email: 'camille@example.com',
    shippingAddress: address,
    billingAddress: null,
    billingSameAsShipping: true,
    shippingMethod: null,
    pickupPoint: null,
    paymentMethod: null,
    availableShippingMethods: [home, pickupMethod],
    availablePaymentMethods: [
      { __typename: 'PaymentMethod', code: 'truffe_card', title: 'Card', kind: 'BASE' },
      { __typename: 'PaymentMethod', code: 'checkmo', title: 'Check / money order', kind: 'BASE' },
      { __typename: 'PaymentMethod', code: 'paypal', title: 'PayPal', kind: 'BASE' },
    ],
    totals: {
      __typename: 'CheckoutTotals',
      subtotal: money(4800),
      shipping: money(590),
      tax: money(898),
      grandTotalExclTax: money(4492),
      grandTotal: money(5390),
    },
    cart: {
      __typename: 'Cart',
      totalQuantity: 1,
      subtotal: price(4800),
      tax: money(800),
      items: [
        {
          __typename: 'CartItem',
          id: '1',
          quantity: 1,
          product: {
            __typename: 'Product',
            id: 'p',
            sku: 'COL-049',
            name: 'Collar',
            path: '/collar',
          },
          configuredProduct: {
            __typename: 'Product',
            id: 'c',
            sku: 'COL-049-R-M',
            name: 'Collar red M',
            imageUrl: null,
          },
          options: [{ __typename: 'CartItemOption', label: 'Engraving', value: 'Rex' }],
          unitPrice: price(4800),
          rowTotal: price(4800),
        },
      ],
    },
    ...overrides,
  } as CheckoutView;
}

function screenData(overrides: Partial<CheckoutScreenData> = {}): CheckoutScreenData {
  const view = overrides.checkout ?? checkout();
  return {
    checkout: view,
    mapTilesUrl: null,
    active: view.step,
    shippingChoice: null,
    pickup: null,
    idempotencyKey: view.step === 'REVIEW' ? '0b7c3c1e-6f0a-4a57-9a43-3f2b2d1c0e9a' : null,
    paymentProblem: null,
    paths: { checkout: '/en/checkout', login: '/en/checkout/login', catalogue: '/en/' },
    defaultCountry: 'GB',
    savedAddresses: null,
    storeCredit: null,
    ...overrides,
  };
}

/** The page's config as the server gives it: euros (no display currency), no feature flags. */
const pageConfig = {
  baseUrl: '/',
  locale: 'en-GB',
  flags: {},
  device: { type: 'phone', viewportWidthInPx: 360 },
  settings: {},
} as unknown as PageConfig;
async function renderCheckout(
  screenDataValue: CheckoutScreenData,
  action: (args: ActionFunctionArgs) => unknown = () => null,
) {
  const router = createMemoryRouter(
    [
      {
        path: '/en/checkout',
        loader: () => screenDataValue,
        action,
        Component: function Route() {
          return <CheckoutScreen data={screenDataValue} />;
        },
        HydrateFallback: () => null,
      },
    ],
    { initialEntries: ['/en/checkout'] },
  );
  render(
    <PageConfigProvider config={pageConfig}>
      <AppIntlProvider locale="en-GB" messages={await loadMessages('en-GB')}>
        <RouterProvider router={router} />
      </AppIntlProvider>
    </PageConfigProvider>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Checkout' });
  return router;
}

afterEach(cleanup);

describe('the checkout screen', () => {
  it('shows completed steps with Edit, the current step as a form, later steps disabled', async () => {
    await renderCheckout(screenData());
    const email = screen.getByTestId('checkout-step-email');
    expect(email.dataset.state).toBe('done');
    expect(within(email).getByText('camille@example.com')).toBeTruthy();
    expect(within(email).getByRole('link', { name: 'Edit Contact' }).getAttribute('href')).toBe(
      '/en/checkout?edit=email',
    );
    expect(
      within(screen.getByTestId('checkout-step-addresses')).getByText('12 rue Oberkampf'),
    ).toBeTruthy();

    const shipping = screen.getByTestId('checkout-step-shipping');
    expect(shipping.dataset.state).toBe('current');
    const radios = within(shipping).getAllByRole('radio');
    expect(radios.map((radio) => (radio as HTMLInputElement).value)).toEqual(['home', 'pickup']);
    expect(within(shipping).getByRole('radio', { name: /Home delivery – €5\.90/ })).toBeTruthy();

    for (const slug of ['payment', 'review']) {
      const step = screen.getByTestId(`checkout-step-${slug}`);
      expect(step.dataset.state).toBe('locked');
      expect(within(step).queryByRole('button')).toBeNull();
      expect(
        within(step).getByText('Available once the previous steps are complete.'),
      ).toBeTruthy();
    }
    // Lines and totals incl./excl. tax beside the steps.
    const aside = screen.getByRole('complementary', { name: 'Order summary' });
    expect(within(aside).getByText('Collar red M')).toBeTruthy();
    expect(within(aside).getByText('Engraving: Rex')).toBeTruthy();
    expect(within(aside).getByTestId('grand-total').textContent).toBe('€53.90');
    expect(within(aside).getByText('€44.92')).toBeTruthy();
  });

  it('shows an empty cart message and a link to the catalogue instead of the steps', async () => {
    const empty = checkout({ step: 'EMAIL' });
    await renderCheckout(
      screenData({ checkout: { ...empty, cart: { ...empty.cart, items: [], totalQuantity: 0 } } }),
    );
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the catalogue' }).getAttribute('href')).toBe(
      '/en/',
    );
    expect(screen.queryByTestId('checkout-step-email')).toBeNull();
  });

  it('shows the server’s field errors next to their fields and moves focus to the first', async () => {
    const refused: CheckoutActionData = {
      ok: false,
      intent: 'addresses',
      reason: 'failed',
      errorMessage: null,
      fieldErrors: {
        'shippingAddress.street.0': 'An address line has at most 38 characters.',
        'shippingAddress.postcode': 'A French postcode has 5 digits.',
      },
      values: {},
    };
    await renderCheckout(screenData({ active: 'ADDRESSES' }), () => data(refused, { status: 422 }));
    const step = screen.getByTestId('checkout-step-addresses');
    const line = within(step).getAllByLabelText(/^Address/)[0] as HTMLInputElement;
    expect(line.hasAttribute('maxlength'), 'a longer line is never cut').toBe(false);
    expect(line.value).toBe('12 rue Oberkampf');
    // "Same as delivery" is checked by default.
    expect(
      (
        within(step).getByLabelText(
          'The billing address is the delivery address',
        ) as HTMLInputElement
      ).checked,
    ).toBe(true);

    await act(async () => {
      fireEvent.click(within(step).getByRole('button', { name: 'Continue' }));
    });
    await waitFor(() => expect(line.getAttribute('aria-invalid')).toBe('true'));
    const errorId = line.getAttribute('aria-describedby')?.split(' ')[0] ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe(
      'An address line has at most 38 characters.',
    );
    expect(within(step).getByRole('alert').textContent).toContain(
      'Please check the highlighted fields.',
    );
    const postcode = within(step).getAllByLabelText(/^Postcode/)[0] as HTMLInputElement;
    expect(postcode.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(line));
  });

  it('offers a signed-in customer its saved addresses and to save a new one; a guest neither', async () => {
    const saved = (id: string, city: string, isDefaultShipping: boolean) => ({
      ...address,
      __typename: 'CustomerAddress' as const,
      id,
      city,
      isDefaultBilling: false,
      isDefaultShipping,
    });
    let sent: FormData | undefined;
    await renderCheckout(
      screenData({
        active: 'ADDRESSES',
        savedAddresses: [saved('7', 'Lyon', false), saved('9', 'Nantes', true)],
      }),
      async ({ request }: ActionFunctionArgs) => {
        sent = await request.formData();
        return null;
      },
    );
    const step = screen.getByTestId('checkout-step-addresses');
    const picker = within(step).getByLabelText('Your saved addresses') as HTMLSelectElement;
    expect([...picker.options].map((option) => option.textContent)).toEqual([
      'Camille Martin, 12 rue Oberkampf, 75011 Lyon',
      'Camille Martin, 12 rue Oberkampf, 75011 Nantes',
    ]);
    expect(picker.value, 'the default delivery address first').toBe('9');
    expect(within(step).getByLabelText('Save this address in my address book')).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(step).getByRole('button', { name: 'Deliver to this address' }));
    });
    await waitFor(() => expect(sent?.get('intent')).toBe('savedAddress'));
    expect(sent?.get('savedAddressId')).toBe('9');

    cleanup();
    await renderCheckout(screenData({ active: 'ADDRESSES' }));
    const guestStep = screen.getByTestId('checkout-step-addresses');
    expect(within(guestStep).queryByLabelText('Your saved addresses')).toBeNull();
    expect(within(guestStep).queryByLabelText('Save this address in my address book')).toBeNull();
  });

  it('offers the server’s payment methods but checkmo, and says when a payment was declined', async () => {
    await renderCheckout(
      screenData({
        checkout: checkout({ step: 'PAYMENT', shippingMethod: home }),
        paymentProblem: 'declined',
      }),
    );
    const step = screen.getByTestId('checkout-step-payment');
    expect(
      within(step)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['truffe_card', 'paypal']);
    expect(within(step).getByRole('alert').textContent).toBe(
      'Your payment was declined. Your cart is unchanged; choose another card or method.',
    );
    // Before a delivery method is chosen the summary names no delivery price (never "Free" then a charge).
    expect(screen.getByTestId('checkout-totals').textContent).not.toContain('Calculated at');
    cleanup();
    await renderCheckout(
      screenData({
        checkout: checkout({ step: 'PAYMENT', shippingMethod: home }),
        paymentProblem: 'canceled',
      }),
    );
    expect(within(screen.getByTestId('checkout-step-payment')).getByRole('alert').textContent).toBe(
      'You cancelled the payment. Your cart is unchanged; choose a payment method to go on.',
    );
    cleanup();
    await renderCheckout(
      screenData({ checkout: checkout({ step: 'SHIPPING', shippingMethod: null }) }),
    );
    expect(screen.getByTestId('checkout-totals').textContent).toContain(
      'Calculated at the delivery step',
    );
  });

  it('asks for the CGV and sends them, the idempotency key and the total shown with the L221-14 button', async () => {
    const review = checkout({
      step: 'REVIEW',
      shippingMethod: home,
      paymentMethod: { __typename: 'PaymentMethod', code: 'paypal', title: 'PayPal', kind: 'BASE' },
    });
    let sent: FormData | undefined;
    await renderCheckout(
      screenData({ checkout: review }),
      async ({ request }: ActionFunctionArgs) => {
        sent = await request.formData();
        return data<CheckoutActionData>(
          {
            ok: false,
            intent: 'placeOrder',
            reason: 'failed',
            errorMessage: 'Prices changed since you reviewed your order.',
            fieldErrors: {},
            values: {},
          },
          { status: 422 },
        );
      },
    );
    const step = screen.getByTestId('checkout-step-review');
    expect(within(step).getByText('PayPal')).toBeTruthy();
    expect(within(step).getByTestId('grand-total').textContent).toBe('€53.90');
    await act(async () => {
      fireEvent.click(
        within(step).getByRole('checkbox', { name: /accept the terms and conditions/ }),
      );
    });
    await act(async () => {
      fireEvent.click(within(step).getByRole('button', { name: 'Order with obligation to pay' }));
    });
    await waitFor(() =>
      expect(within(step).getByRole('alert').textContent).toContain('Prices changed'),
    );
    expect(sent?.get('intent')).toBe('placeOrder');
    expect(sent?.get('idempotencyKey')).toBe('0b7c3c1e-6f0a-4a57-9a43-3f2b2d1c0e9a');
    expect(sent?.get('expectedGrandTotal')).toBe('5390');
    expect(sent?.get('acceptTerms'), 'the CGV box was ticked').toBe('on');
    expect(
      within(step).getByRole('link', { name: /Read the terms and conditions of sale/ }),
    ).toHaveProperty('href', expect.stringMatching(/\/en\/user\/cgv$/));
  });

  it('offers a customer with store credit to pay with it first, and sends the choice; nobody else', async () => {
    const review = checkout({ step: 'REVIEW', shippingMethod: home });
    let sent: FormData | undefined;
    await renderCheckout(
      screenData({ checkout: review, storeCredit: { amount: 1250, currency: 'EUR' } }),
      async ({ request }: ActionFunctionArgs) => {
        sent = await request.formData();
        return null;
      },
    );
    const step = screen.getByTestId('checkout-step-review');
    const box = within(step).getByRole('checkbox', {
      name: 'Use my store credit (€12.50 available)',
    });
    await act(async () => {
      fireEvent.click(box);
      fireEvent.click(
        within(step).getByRole('checkbox', { name: /accept the terms and conditions/ }),
      );
    });
    await act(async () => {
      fireEvent.click(within(step).getByRole('button', { name: 'Order with obligation to pay' }));
    });
    await waitFor(() => expect(sent?.get('useStoreCredit')).toBe('on'));
    cleanup();
    await renderCheckout(screenData({ checkout: review }));
    expect(screen.queryByRole('checkbox', { name: /store credit/ })).toBeNull();
  });

  it('lists pickup points in the server’s order with their hours, and no map without tiles', async () => {
    await renderCheckout(
      screenData({
        shippingChoice: 'pickup',
        pickup: {
          postcode: '75011',
          points: [point('B', 48.86, 2.37), point('A', 48.85, 2.38)],
          failed: false,
        },
      }),
    );
    const points = screen.getAllByTestId('pickup-point');
    expect(points.map((item) => within(item).getByRole('radio').getAttribute('value'))).toEqual([
      'B',
      'A',
    ]);
    expect(within(points[0]!).getByText('Monday 09:00–19:00')).toBeTruthy();
    expect(within(points[0]!).getByText('Sunday closed')).toBeTruthy();
    expect(screen.getByText('2 pickup points near 75011')).toBeTruthy();
    expect(screen.queryByTestId('pickup-map')).toBeNull();
  });
});

describe('the pickup map', () => {
  it('draws tiles and numbered markers, hidden from assistive technology', async () => {
    render(
      <AppIntlProvider locale="en-GB" messages={await loadMessages('en-GB')}>
        <PickupMap
          points={[point('B', 48.86, 2.37), point('A', 48.85, 2.38)]}
          selectedId="A"
          tilesUrl="https://tiles.example/{z}/{x}/{y}.png"
        />
      </AppIntlProvider>,
    );
    const map = screen.getByTestId('pickup-map');
    expect(map.getAttribute('aria-hidden')).toBe('true');
    const tiles = map.querySelectorAll('img');
    expect(tiles.length).toBeGreaterThan(0);
    for (const tile of tiles) {
      expect(tile.getAttribute('alt')).toBe('');
      expect(tile.getAttribute('src')).toMatch(/^https:\/\/tiles\.example\/\d+\/\d+\/\d+\.png$/);
    }
    const markers = map.querySelectorAll<HTMLElement>('[data-point-id]');
    expect([...markers].map((marker) => marker.textContent)).toEqual(['1', '2']);
    expect(markers[1]!.dataset.selected).toBe('true');
    expect(map.querySelector('button, a, [tabindex]')).toBeNull();
  });
});
