/**
 * The guest checkout on the real engine (PGlite, or the PostgreSQL server of DATABASE_URL), through the
 * GraphQL schema with the persisted operations: forward-only steps, address rules, shipping and payment
 * methods from the configuration, pickup points, totals recomputed here from the catalogue rows, bad input
 * refused with translated messages and nothing changed.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { postcodeLocation } from '../src/checkout/postcodeLocations';
import { selectRows } from '../src/db/database';
import { openTestShop, type TestShop } from './harness';
import { type AddressData, newShopper, type Shopper } from './checkoutHarness';

let shop: TestShop;

interface SimpleRow {
  id: number;
  sku: string;
  price: number;
}

/** In-stock simple products without special, tier or group prices, and no required custom option. */
let simples: SimpleRow[];

beforeAll(async () => {
  shop = await openTestShop();
  simples = await selectRows<SimpleRow>(
    shop.store.db,
    sql`SELECT p.id, p.sku, p.price FROM product p JOIN stock_item s ON s.product_id = p.id
      WHERE p.type = 'simple' AND p.is_active AND p.special_price IS NULL AND s.is_in_stock AND s.qty >= 50
        AND NOT EXISTS (SELECT 1 FROM custom_option o WHERE o.product_id = p.id AND o.is_required)
        AND NOT EXISTS (SELECT 1 FROM product_tier_price t WHERE t.product_id = p.id)
      ORDER BY p.price, p.id LIMIT 40`,
  );
});
afterAll(() => shop?.close());

const paris: AddressData = {
  firstname: 'Léa',
  lastname: 'Martin',
  company: null,
  street: ['12 rue Oberkampf'],
  postcode: '75011',
  city: 'Paris',
  countryCode: 'FR',
  telephone: '+33 6 12 34 56 78',
};
const london: AddressData = {
  firstname: 'Oliver',
  lastname: 'Smith',
  company: 'Smith & Sons',
  street: ['10 Downing Street', 'Westminster'],
  postcode: 'SW1A 2AA',
  city: 'London',
  countryCode: 'GB',
  telephone: null,
};

/** A shopper whose cart holds `qty` of the cheapest simple product. */
async function shopperWithCart(locale: 'fr-FR' | 'en-GB' = 'fr-FR', qty = 1, index = 0) {
  const shopper = newShopper(shop, locale);
  const added = await shopper.run<{ addToCart: { success: boolean } }>('AddToCartMutation', {
    input: { sku: simples[index]!.sku, quantity: qty },
  });
  expect(added.data?.addToCart.success).toBe(true);
  return shopper;
}

const setEmail = (shopper: Shopper, email: unknown) =>
  shopper.mutate('SetCheckoutEmailMutation', { email });
const setAddresses = (
  shopper: Shopper,
  shipping: unknown,
  billingSameAsShipping = true,
  billing: unknown = null,
) => shopper.mutate('SetCheckoutAddressesMutation', { shipping, billing, billingSameAsShipping });
const setShipping = (shopper: Shopper, code: string, pickupPointId?: string) =>
  shopper.mutate('SetCheckoutShippingMethodMutation', { code, pickupPointId });
const setPayment = (shopper: Shopper, code: string) =>
  shopper.mutate('SetCheckoutPaymentMethodMutation', { code });

async function searchPoints(shopper: Shopper, postcode: string, countryCode = 'FR') {
  return shopper.run<{ pickupPoints: { id: string; postcode: string; name: string }[] }>(
    'PickupPointsQuery',
    { postcode, countryCode },
  );
}

/** Expected shipping amount including tax, from the figures (not from the configuration). */
function expectedShipping(code: 'home' | 'pickup', subtotalInclTax: number) {
  if (subtotalInclTax >= 4900) return 0;
  return code === 'home' ? 690 : 490;
}

describe('checkout steps', () => {
  it('reads an empty checkout at the EMAIL step, privately; without a cart every change is refused and no cart is made', async () => {
    const shopper = newShopper(shop, 'en-GB');
    const checkout = await shopper.checkout();
    expect(checkout).toMatchObject({
      step: 'EMAIL',
      email: null,
      shippingAddress: null,
      shippingMethod: null,
      paymentMethod: null,
      availableShippingMethods: [],
      totals: { grandTotal: { amount: 0, currency: 'EUR' } },
    });
    const refused = await setEmail(shopper, 'lea@example.com');
    expect(refused.success).toBe(false);
    expect(refused.errorMessage).toBe('Your cart is empty: add a product before checking out.');
    expect(shopper.token, 'checking out creates no cart').toBeUndefined();
    expect(shopper.hints.length).toBeGreaterThan(0);
    expect(shopper.hints.every((hint) => hint.scope === 'private')).toBe(true);
    const french = newShopper(shop, 'fr-FR');
    expect((await setEmail(french, 'lea@example.com')).errorMessage).toBe(
      'Votre panier est vide : ajoutez un produit avant de passer commande.',
    );
  });

  it('goes forward step by step to REVIEW with home delivery, totals equal to a recomputation', async () => {
    const shopper = await shopperWithCart('fr-FR', 1);
    const product = simples[0]!;
    const subtotalExcl = product.price;
    const subtotalIncl = Math.round(product.price * 1.2);
    expect(subtotalIncl, 'the cheapest product is below the free-shipping threshold').toBeLessThan(
      4900,
    );

    const email = await setEmail(shopper, '  lea.martin@example.fr ');
    expect(email).toMatchObject({ success: true, fieldErrors: [] });
    expect(email.checkout).toMatchObject({ step: 'ADDRESSES', email: 'lea.martin@example.fr' });

    const addresses = await setAddresses(shopper, paris);
    expect(addresses.success).toBe(true);
    expect(addresses.checkout.step).toBe('SHIPPING');
    expect(addresses.checkout.shippingAddress).toEqual(paris);
    expect(addresses.checkout.billingAddress, 'billing is the shipping address').toEqual(paris);
    expect(addresses.checkout.availableShippingMethods.map((m) => [m.code, m.kind])).toEqual([
      ['home', 'HOME'],
      ['pickup', 'PICKUP'],
    ]);
    expect(addresses.checkout.availableShippingMethods.map((m) => m.amount.amount)).toEqual([
      expectedShipping('home', subtotalIncl),
      expectedShipping('pickup', subtotalIncl),
    ]);

    const shipping = await setShipping(shopper, 'home');
    expect(shipping.success).toBe(true);
    expect(shipping.checkout.step).toBe('PAYMENT');
    expect(shipping.checkout.availablePaymentMethods.map((m) => m.code)).toEqual([
      'truffe_card',
      'paypal',
    ]);

    const payment = await setPayment(shopper, 'truffe_card');
    expect(payment.success).toBe(true);
    const checkout = await shopper.checkout();
    expect(checkout.step).toBe('REVIEW');
    expect(checkout.paymentMethod).toMatchObject({
      code: 'truffe_card',
      kind: shop.store.payments.get('truffe_card')!.kind,
    });
    expect(checkout.cart.totalQuantity).toBe(1);
    const shippingIncl = 690;
    const shippingExcl = 575;
    expect(checkout.totals).toEqual({
      subtotal: { amount: subtotalIncl, currency: 'EUR' },
      shipping: { amount: shippingIncl, currency: 'EUR' },
      grandTotalExclTax: { amount: subtotalExcl + shippingExcl, currency: 'EUR' },
      grandTotal: { amount: subtotalIncl + shippingIncl, currency: 'EUR' },
      tax: { amount: subtotalIncl + shippingIncl - subtotalExcl - shippingExcl, currency: 'EUR' },
    });
  });

  it('refuses a later step while an earlier one is missing, and changes nothing', async () => {
    const shopper = await shopperWithCart('en-GB');
    const before = await shopper.checkout();
    const addresses = await setAddresses(shopper, london);
    expect(addresses.success).toBe(false);
    expect(addresses.errorMessage).toBe('Enter your e-mail address first.');
    const shipping = await setShipping(shopper, 'home');
    expect(shipping.errorMessage).toBe('Enter your e-mail address first.');
    expect(await shopper.checkout()).toEqual(before);

    await setEmail(shopper, 'oliver@example.co.uk');
    expect((await setShipping(shopper, 'home')).errorMessage).toBe(
      'Enter your shipping address first.',
    );
    expect((await setPayment(shopper, 'paypal')).errorMessage).toBe(
      'Enter your shipping address first.',
    );
    await setAddresses(shopper, london);
    const payment = await setPayment(shopper, 'paypal');
    expect(payment.success).toBe(false);
    expect(payment.errorMessage).toBe('Choose a shipping method first.');
    expect(payment.checkout.paymentMethod).toBeNull();
    expect(payment.checkout.step).toBe('SHIPPING');
  });

  it('refuses every change once the cart is emptied', async () => {
    const shopper = await shopperWithCart('en-GB');
    await setEmail(shopper, 'a@example.com');
    await shopper.run('EmptyCartMutation');
    const refused = await setAddresses(shopper, london);
    expect(refused.success).toBe(false);
    expect(refused.errorMessage).toBe('Your cart is empty: add a product before checking out.');
    expect((await shopper.checkout()).shippingAddress).toBeNull();
  });

  it('forgets the checkout with its cart (on delete cascade)', async () => {
    const shopper = await shopperWithCart();
    await setEmail(shopper, 'cascade@example.com');
    const count = async () =>
      (
        await selectRows<{ count: number }>(
          shop.store.db,
          sql`SELECT count(*)::int AS count FROM checkout_state WHERE email = 'cascade@example.com'`,
        )
      )[0]!.count;
    expect(await count()).toBe(1);
    await shop.store.db.execute(
      sql`DELETE FROM cart WHERE id IN (SELECT cart_id FROM checkout_state WHERE email = 'cascade@example.com')`,
    );
    expect(await count()).toBe(0);
  });
});

describe('e-mail and addresses', () => {
  it('refuses bad e-mails with a translated message and keeps the previous one', async () => {
    const shopper = await shopperWithCart('fr-FR');
    await setEmail(shopper, 'first@example.com');
    for (const bad of ['not-an-email', 'a@b', `${'x'.repeat(250)}@example.com`, ' ']) {
      const result = await setEmail(shopper, bad);
      expect(result.success, bad).toBe(false);
      expect(result.fieldErrors.map((error) => error.field)).toEqual(['email']);
      expect(result.fieldErrors[0]!.message).toMatch(/adresse e-mail valide|obligatoire/);
      expect(result.checkout.email).toBe('first@example.com');
    }
    const wrongType = await shopper.run('SetCheckoutEmailMutation', { email: 42 });
    expect(wrongType.errors, 'a number is not an e-mail (GraphQL types)').toBeDefined();
    expect((await shopper.checkout()).email).toBe('first@example.com');
  });

  it('accepts 38-character lines, two lines, Corsica and UK postcodes (normalized), a separate billing address', async () => {
    const shopper = await shopperWithCart('en-GB');
    await setEmail(shopper, 'ok@example.com');
    const line38 = 'x'.repeat(38);
    const corsica = { ...paris, street: [line38, '2e étage'], postcode: '20000', city: 'Ajaccio' };
    const first = await setAddresses(shopper, corsica);
    expect(first.fieldErrors).toEqual([]);
    expect(first.checkout.shippingAddress!.street).toEqual([line38, '2e étage']);

    const result = await setAddresses(
      shopper,
      { ...london, postcode: 'sw1a2aa', countryCode: 'gb', street: ['10 Downing Street', ''] },
      false,
      { ...paris, firstname: '  Léa  ' },
    );
    expect(result.fieldErrors).toEqual([]);
    expect(result.checkout.shippingAddress).toMatchObject({
      postcode: 'SW1A 2AA',
      countryCode: 'GB',
      street: ['10 Downing Street'],
    });
    expect(result.checkout.billingSameAsShipping).toBe(false);
    expect(result.checkout.billingAddress).toEqual(paris);
    expect(result.checkout.availableShippingMethods.map((m) => m.code)).toEqual(['home']);
  });

  const bad: [string, Partial<Record<keyof AddressData, unknown>>, string, string][] = [
    [
      'a 39-character line',
      { street: ['y'.repeat(39)] },
      'shippingAddress.street.0',
      'This line has 39 characters: at most 38 fit on the parcel label. Shorten it or go on on the second line.',
    ],
    [
      'a 39-character second line',
      { street: ['1 rue de Paris', 'z'.repeat(39)] },
      'shippingAddress.street.1',
      'This line has 39 characters: at most 38 fit on the parcel label. Shorten it or go on on the second line.',
    ],
    [
      'three street lines',
      { street: ['1 rue A', 'Bât. B', 'Esc. C'] },
      'shippingAddress.street',
      'Enter one or two address lines.',
    ],
    ['no street line', { street: [] }, 'shippingAddress.street', 'Enter one or two address lines.'],
    [
      'a blank first line',
      { street: ['  '] },
      'shippingAddress.street.0',
      'This field is required.',
    ],
    [
      'a 4-digit French postcode',
      { postcode: '7501' },
      'shippingAddress.postcode',
      'A French postcode has 5 digits, for example 75011.',
    ],
    [
      'a Corsican département as postcode',
      { postcode: '2A000' },
      'shippingAddress.postcode',
      'A French postcode has 5 digits, for example 75011.',
    ],
    [
      'a 6-digit French postcode',
      { postcode: '750110' },
      'shippingAddress.postcode',
      'A French postcode has 5 digits, for example 75011.',
    ],
    [
      'a French postcode in the UK',
      { countryCode: 'GB', postcode: '75011' },
      'shippingAddress.postcode',
      'Enter a valid UK postcode, for example SW1A 1AA.',
    ],
    [
      'a malformed UK postcode',
      { countryCode: 'GB', postcode: 'SW1A 2A' },
      'shippingAddress.postcode',
      'Enter a valid UK postcode, for example SW1A 1AA.',
    ],
    [
      'an unknown country',
      { countryCode: 'XX' },
      'shippingAddress.countryCode',
      'We only deliver to France and the United Kingdom.',
    ],
    [
      'a country we do not ship to',
      { countryCode: 'DE', postcode: '10115' },
      'shippingAddress.countryCode',
      'We only deliver to France and the United Kingdom.',
    ],
    [
      'a 51-character first name',
      { firstname: 'n'.repeat(51) },
      'shippingAddress.firstname',
      'This field must be at most 50 characters long.',
    ],
    [
      'an empty last name',
      { lastname: ' ' },
      'shippingAddress.lastname',
      'This field is required.',
    ],
    ['an empty city', { city: '' }, 'shippingAddress.city', 'This field is required.'],
    [
      'a telephone with letters',
      { telephone: '06 12 AB 56 78' },
      'shippingAddress.telephone',
      'Enter a valid telephone number (digits, spaces, +, 6 to 15 digits).',
    ],
    [
      'a telephone too short',
      { telephone: '123' },
      'shippingAddress.telephone',
      'Enter a valid telephone number (digits, spaces, +, 6 to 15 digits).',
    ],
    [
      'a control character',
      { city: 'Par\u0000is' },
      'shippingAddress.city',
      'This field contains characters that are not allowed.',
    ],
  ];

  it.each(bad)(
    'refuses %s with a clear error and changes nothing',
    async (_name, change, field, message) => {
      const shopper = await shopperWithCart('en-GB');
      await setEmail(shopper, 'bad@example.com');
      await setAddresses(shopper, paris);
      await setShipping(shopper, 'home');
      const before = await shopper.checkout();
      const result = await setAddresses(shopper, { ...paris, ...change });
      expect(result.success).toBe(false);
      expect(result.errorMessage).toBe('Please correct the highlighted fields.');
      expect(result.fieldErrors).toContainEqual({ field, message });
      expect(result.checkout).toEqual(before);
      expect(await shopper.checkout()).toEqual(before);
    },
  );

  it('answers the same refusals in French', async () => {
    const shopper = await shopperWithCart('fr-FR');
    await setEmail(shopper, 'fr@example.com');
    const result = await setAddresses(shopper, {
      ...paris,
      street: ['y'.repeat(39)],
      postcode: '123',
    });
    expect(result.errorMessage).toBe('Corrigez les champs signalés.');
    expect(result.fieldErrors).toEqual([
      {
        field: 'shippingAddress.street.0',
        message:
          'Cette ligne fait 39 caractères : 38 au plus tiennent sur l’étiquette du colis. Raccourcissez-la ou continuez sur la seconde ligne.',
      },
      {
        field: 'shippingAddress.postcode',
        message: 'Le code postal français comporte 5 chiffres, par exemple 75011.',
      },
    ]);
  });

  it('needs a billing address when it is not the shipping one, and checks it', async () => {
    const shopper = await shopperWithCart('en-GB');
    await setEmail(shopper, 'billing@example.com');
    const missing = await setAddresses(shopper, paris, false, null);
    expect(missing.fieldErrors).toEqual([
      {
        field: 'billingAddress',
        message: 'Enter the billing address, or tick “same as shipping”.',
      },
    ]);
    const invalid = await setAddresses(shopper, paris, false, { ...london, postcode: 'nope' });
    expect(invalid.fieldErrors.map((error) => error.field)).toEqual(['billingAddress.postcode']);
    expect((await shopper.checkout()).shippingAddress).toBeNull();
    const wrongType = await shopper.run('SetCheckoutAddressesMutation', {
      shipping: { ...paris, street: [12] },
      billingSameAsShipping: true,
    });
    expect(wrongType.errors, 'GraphQL refuses a number as a street line').toBeDefined();
    const missingField = await shopper.run('SetCheckoutAddressesMutation', {
      shipping: { ...paris, city: undefined },
      billingSameAsShipping: true,
    });
    expect(missingField.errors).toBeDefined();
    expect((await shopper.checkout()).shippingAddress).toBeNull();
  });
});

describe('shipping methods and pickup points', () => {
  it('offers pickup in France only and needs an existing point near the shipping postcode', async () => {
    const shopper = await shopperWithCart('en-GB');
    await setEmail(shopper, 'pickup@example.com');
    await setAddresses(shopper, london);
    const british = await setShipping(shopper, 'pickup', 'CLS-75011-01');
    expect(british.success).toBe(false);
    expect(british.fieldErrors).toEqual([
      { field: 'code', message: 'This shipping method is not available for your address.' },
    ]);
    const unknown = await setShipping(shopper, 'drone');
    expect(unknown.fieldErrors[0]!.field).toBe('code');

    await setAddresses(shopper, paris);
    const near = (await searchPoints(shopper, '75011')).data!.pickupPoints;
    const far = (await searchPoints(shopper, '13008')).data!.pickupPoints;
    expect(near.length).toBe(10);
    const noPoint = await setShipping(shopper, 'pickup');
    expect(noPoint.fieldErrors).toEqual([
      { field: 'pickupPointId', message: 'Choose a pickup point.' },
    ]);
    const ghost = await setShipping(shopper, 'pickup', 'CLS-00000-01');
    expect(ghost.fieldErrors).toEqual([
      {
        field: 'pickupPointId',
        message: 'This pickup point does not exist or is too far from your shipping address.',
      },
    ]);
    const tooFar = await setShipping(shopper, 'pickup', far[0]!.id);
    expect(tooFar.fieldErrors[0]!.field).toBe('pickupPointId');
    expect((await shopper.checkout()).shippingMethod).toBeNull();

    const chosen = await setShipping(shopper, 'pickup', near[3]!.id);
    expect(chosen.success).toBe(true);
    expect(chosen.checkout.step).toBe('PAYMENT');
    expect(chosen.checkout.shippingMethod).toMatchObject({ code: 'pickup', kind: 'PICKUP' });
    expect(chosen.checkout.pickupPoint).toMatchObject({ id: near[3]!.id, countryCode: 'FR' });
    expect(chosen.checkout.pickupPoint!.schedule.length).toBeGreaterThan(0);

    // Same département: the point still serves the address.
    const moved = await setAddresses(shopper, { ...paris, postcode: '75015' });
    expect(moved.checkout.shippingMethod?.code).toBe('pickup');
    expect(moved.checkout.pickupPoint?.id).toBe(near[3]!.id);
    // Another country: the pickup method and its point are cleared, the shopper chooses again.
    const abroad = await setAddresses(shopper, london);
    expect(abroad.success).toBe(true);
    expect(abroad.checkout.shippingMethod).toBeNull();
    expect(abroad.checkout.pickupPoint).toBeNull();
    expect(abroad.checkout.step).toBe('SHIPPING');
    const stored = await selectRows<{ code: string | null; point: string | null }>(
      shop.store.db,
      sql`SELECT shipping_method_code AS code, pickup_point_id AS point FROM checkout_state
        WHERE email = 'pickup@example.com'`,
    );
    expect(stored).toEqual([{ code: null, point: null }]);
  });

  it('lists pickup points nearest first on the map, not by postcode number', async () => {
    const shopper = await shopperWithCart('fr-FR');
    const points = (await searchPoints(shopper, '35000')).data!.pickupPoints;
    expect(points).toHaveLength(10);
    expect(points[0]!.postcode).toBe('35000');
    // Hérault (34: Béziers, Sète) is numerically next to Ille-et-Vilaine, and 800 km away.
    expect(points.filter((point) => point.postcode.startsWith('34'))).toEqual([]);
    const places = await selectRows<{ id: string; latitude: number; longitude: number }>(
      shop.store.db,
      sql`SELECT id, latitude, longitude FROM pickup_point
        WHERE id = ANY(${sql.param(points.map((point) => point.id))}::text[])`,
    );
    const rennes = { latitude: 48.1173, longitude: -1.6778 };
    const km = (place: { latitude: number; longitude: number }) =>
      111 *
      Math.hypot(
        place.latitude - rennes.latitude,
        (place.longitude - rennes.longitude) * Math.cos((rennes.latitude * Math.PI) / 180),
      );
    const distances = points.map((point) => km(places.find((place) => place.id === point.id)!));
    for (const distance of distances) expect(distance).toBeLessThan(200);
    for (let index = 1; index < distances.length; index += 1) {
      expect(distances[index]! + 5).toBeGreaterThanOrEqual(distances[index - 1]!);
    }
  });

  it("starts from the searched postcode's own place, also where no point has that postcode", async () => {
    const shopper = await shopperWithCart('fr-FR');
    // Dinard (35800) has no point of its own: Saint-Malo (35400, 5 km) and Dinan (22100, 20 km, another
    // département) come first, not the middle of Ille-et-Vilaine's points (Rennes, 65 km).
    const points = (await searchPoints(shopper, '35800')).data!.pickupPoints;
    const postcodes = points.map((point) => point.postcode);
    expect(postcodes[0]).toBe('35400');
    expect(postcodes).toContain('22100');
    const rennes = postcodes.indexOf('35000');
    expect(rennes === -1 || rennes > postcodes.indexOf('22100')).toBe(true);
    expect(postcodeLocation('35800')).toEqual({ latitude: 48.63, longitude: -2.1 });
    // A postcode the dataset lacks still has its département's middle; one of no known département has none.
    expect(postcodeLocation('35999')).not.toBeNull();
    expect(postcodeLocation('98799')).toBeNull();
  });

  it('clears a pickup point far from a new French postcode, keeps home delivery', async () => {
    const shopper = await shopperWithCart('fr-FR');
    await setEmail(shopper, 'move@example.com');
    await setAddresses(shopper, paris);
    const point = (await searchPoints(shopper, '75011')).data!.pickupPoints[0]!;
    await setShipping(shopper, 'pickup', point.id);
    const marseille = await setAddresses(shopper, {
      ...paris,
      postcode: '13008',
      city: 'Marseille',
    });
    expect(marseille.checkout.shippingMethod).toBeNull();
    expect(marseille.checkout.pickupPoint).toBeNull();
    await setShipping(shopper, 'home');
    const back = await setAddresses(shopper, london);
    expect(back.checkout.shippingMethod?.code, 'home delivery serves the UK').toBe('home');
  });

  it('a point sent with home delivery is not kept', async () => {
    const shopper = await shopperWithCart('fr-FR');
    await setEmail(shopper, 'home@example.com');
    await setAddresses(shopper, paris);
    const result = await setShipping(shopper, 'home', 'CLS-75011-01');
    expect(result.checkout.shippingMethod?.code).toBe('home');
    expect(result.checkout.pickupPoint).toBeNull();
  });

  it('ships free from 49 € including tax, for both methods', async () => {
    const product = simples[0]!;
    const qty = Math.ceil(4900 / (product.price * 1.2)) + 1;
    const shopper = await shopperWithCart('fr-FR', qty);
    await setEmail(shopper, 'free@example.com');
    const result = await setAddresses(shopper, paris);
    // Decision 0740: the line is the unit incl. tax × quantity, the excl. figure derived from the total.
    const subtotalIncl = Math.round(product.price * 1.2) * qty;
    expect(subtotalIncl).toBeGreaterThanOrEqual(4900);
    expect(result.checkout.totals.subtotal.amount).toBe(subtotalIncl);
    expect(result.checkout.availableShippingMethods.map((m) => m.amount.amount)).toEqual([0, 0]);
    await setShipping(shopper, 'home');
    const checkout = await shopper.checkout();
    expect(checkout.totals.shipping.amount).toBe(0);
    expect(checkout.totals.grandTotal.amount).toBe(subtotalIncl);
    expect(checkout.totals.grandTotalExclTax.amount).toBe(Math.round(subtotalIncl / 1.2));
    // Back below the threshold: the amount follows the cart.
    const itemId = checkout.cart.items[0]!.id;
    await shopper.run('UpdateCartItemQuantityMutation', { itemId, quantity: 1 });
    const after = await shopper.checkout();
    expect(after.totals.shipping.amount).toBe(690);
    expect(after.totals.grandTotal.amount).toBe(Math.round(product.price * 1.2) + 690);
  });
});

/** The département of a French postcode, as decision 0702 defines it. */
function department(postcode: string) {
  if (postcode.startsWith('20')) return Number(postcode) < 20200 ? '2A' : '2B';
  if (/^9[78]/.test(postcode)) return postcode.slice(0, 3);
  return postcode.slice(0, 2);
}

describe('pickup point search', () => {
  it.each([
    '75011',
    '13008',
    '20000',
    '20200',
    '01000',
    '95300',
    '59800',
    '97100',
    '29200',
    '35000',
  ])(
    'answers the 10 points nearest %s on the map (then same département, postcode distance, name)',
    async (postcode) => {
      const all = await selectRows<{
        id: string;
        name: string;
        postcode: string;
        latitude: number;
        longitude: number;
      }>(
        shop.store.db,
        sql`SELECT id, name, postcode, latitude, longitude FROM pickup_point WHERE country_code = 'FR'`,
      );
      // The origin: the points of that postcode, else its place in the public dataset (decision 0895), else
      // the points of its département (none: no map order).
      const samePostcode = all.filter((point) => point.postcode === postcode);
      const middle = (points: typeof all) =>
        points.length
          ? {
              latitude: points.reduce((sum, point) => sum + point.latitude, 0) / points.length,
              longitude: points.reduce((sum, point) => sum + point.longitude, 0) / points.length,
            }
          : null;
      const origin =
        middle(samePostcode) ??
        postcodeLocation(postcode) ??
        middle(all.filter((point) => department(point.postcode) === department(postcode)));
      const distance = (point: { latitude: number; longitude: number }) =>
        origin
          ? (point.latitude - origin.latitude) ** 2 +
            ((point.longitude - origin.longitude) * Math.cos(origin.latitude * (Math.PI / 180))) **
              2
          : 0;
      const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
      const expected = [...all]
        .sort(
          (a, b) =>
            distance(a) - distance(b) ||
            Number(department(b.postcode) === department(postcode)) -
              Number(department(a.postcode) === department(postcode)) ||
            Math.abs(Number(a.postcode) - Number(postcode)) -
              Math.abs(Number(b.postcode) - Number(postcode)) ||
            compare(a.name, b.name) ||
            compare(a.id, b.id),
        )
        .slice(0, 10)
        .map((point) => point.id);
      const result = await searchPoints(newShopper(shop), postcode);
      expect(result.errors).toBeUndefined();
      expect(result.data!.pickupPoints.map((point) => point.id)).toEqual(expected);
    },
  );

  it('returns whole points with a weekly schedule: lunch breaks, closed on Sundays but for supermarkets', async () => {
    const result = await newShopper(shop).run<{
      pickupPoints: {
        latitude: number;
        longitude: number;
        street: string[];
        schedule: { day: number; opens: string; closes: string }[];
      }[];
    }>('PickupPointsQuery', { postcode: '69003', countryCode: 'FR' });
    const points = result.data!.pickupPoints;
    expect(points).toHaveLength(10);
    for (const point of points) {
      expect(point.latitude).toBeGreaterThan(41);
      expect(point.latitude).toBeLessThan(52);
      expect(point.longitude).toBeGreaterThan(-5.5);
      expect(point.longitude).toBeLessThan(10);
      expect(point.street.every((line) => line.length <= 38)).toBe(true);
      for (const opening of point.schedule) {
        expect(opening.day).toBeGreaterThanOrEqual(1);
        expect(opening.day).toBeLessThanOrEqual(7);
        expect(opening.opens < opening.closes).toBe(true);
        expect(opening.opens).toMatch(/^\d\d:\d\d$/);
      }
    }
    const [count] = await selectRows<{ count: number; departments: number }>(
      shop.store.db,
      sql`SELECT count(*)::int AS count, count(DISTINCT department)::int AS departments FROM pickup_point`,
    );
    expect(count!.count).toBeGreaterThanOrEqual(300);
    expect(count!.departments).toBe(96);
  });

  it('refuses an invalid postcode or another country with a translated error', async () => {
    for (const [locale, postcode, countryCode, message] of [
      ['en-GB', '7501', 'FR', 'A French postcode has 5 digits, for example 75011.'],
      ['fr-FR', 'abcde', 'FR', 'Le code postal français comporte 5 chiffres, par exemple 75011.'],
      ['en-GB', 'SW1A 2AA', 'GB', 'Pickup points are offered in France only.'],
      ['fr-FR', '75011', 'DE', 'Le retrait en point relais est proposé en France uniquement.'],
    ] as const) {
      const result = await newShopper(shop, locale).run('PickupPointsQuery', {
        postcode,
        countryCode,
      });
      expect(result.data).toBeNull();
      expect(result.errors).toEqual([
        expect.objectContaining({
          message,
          extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
        }),
      ]);
    }
  });
});

describe('payment methods', () => {
  it('lists the providers’ methods, never checkmo; refuses checkmo and unknown codes and changes nothing', async () => {
    const shopper = await shopperWithCart('fr-FR');
    await setEmail(shopper, 'pay@example.com');
    await setAddresses(shopper, paris);
    await setShipping(shopper, 'home');
    await setPayment(shopper, 'paypal');
    const before = await shopper.checkout();
    expect(before.availablePaymentMethods.map((method) => method.code)).not.toContain('checkmo');
    for (const code of ['checkmo', 'bitcoin', '']) {
      const result = await setPayment(shopper, code);
      expect(result.success, code).toBe(false);
      expect(result.fieldErrors).toEqual([
        { field: 'code', message: 'Ce moyen de paiement n’est pas disponible.' },
      ]);
    }
    expect(await shopper.checkout()).toEqual(before);
    expect(before.paymentMethod?.code).toBe('paypal');
    expect(before.step).toBe('REVIEW');
  });
});

describe('shipping estimate', () => {
  it('prices the methods for the session’s cart at a destination without changing anything', async () => {
    const shopper = await shopperWithCart('en-GB', 2, 1);
    const subtotalIncl = Math.round(simples[1]!.price * 1.2) * 2;
    const before = await shopper.checkout();
    const fr = await shopper.run<{
      shippingEstimate: { code: string; amount: { amount: number } }[];
    }>('ShippingEstimateQuery', { countryCode: 'FR', postcode: '33000' });
    expect(fr.data!.shippingEstimate.map((m) => [m.code, m.amount.amount])).toEqual([
      ['home', expectedShipping('home', subtotalIncl)],
      ['pickup', expectedShipping('pickup', subtotalIncl)],
    ]);
    const gb = await shopper.run<{ shippingEstimate: { code: string }[] }>(
      'ShippingEstimateQuery',
      { countryCode: 'GB' },
    );
    expect(gb.data!.shippingEstimate.map((m) => m.code)).toEqual(['home']);
    for (const [countryCode, postcode, message] of [
      ['DE', null, 'We only deliver to France and the United Kingdom.'],
      ['FR', '123', 'A French postcode has 5 digits, for example 75011.'],
      ['GB', 'ABC', 'Enter a valid UK postcode, for example SW1A 1AA.'],
    ] as const) {
      const refused = await shopper.run('ShippingEstimateQuery', { countryCode, postcode });
      expect(refused.errors?.[0]?.message).toBe(message);
    }
    expect(await shopper.checkout()).toEqual(before);
  });
});

describe('map tiles', () => {
  it('answers null when MAP_TILES_URL is not set', async () => {
    const result = await newShopper(shop).run<{ mapTilesUrl: string | null }>('CheckoutQuery');
    expect(result.data!.mapTilesUrl).toBe(shop.store.config.checkout.mapTilesUrl);
  });
});

describe('concurrent changes', () => {
  it('serializes parallel changes of one checkout: the result never pairs a UK address with pickup', async () => {
    const shopper = await shopperWithCart('en-GB');
    await setEmail(shopper, 'race@example.com');
    await setAddresses(shopper, paris);
    const point = (await searchPoints(shopper, '75011')).data!.pickupPoints[0]!.id;
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        index % 3 === 0
          ? setAddresses(shopper, london)
          : index % 3 === 1
            ? setAddresses(shopper, paris)
            : setShipping(shopper, 'pickup', point),
      ),
    );
    expect(results.every((result) => typeof result.success === 'boolean')).toBe(true);
    const checkout = await shopper.checkout();
    if (checkout.shippingAddress?.countryCode === 'GB')
      expect(checkout.shippingMethod?.code ?? null).not.toBe('pickup');
    const rows = await selectRows<{ country: string; code: string | null; point: string | null }>(
      shop.store.db,
      sql`SELECT shipping_address->>'countryCode' AS country, shipping_method_code AS code,
          pickup_point_id AS point
        FROM checkout_state WHERE email = 'race@example.com'`,
    );
    expect(rows).toHaveLength(1);
    if (rows[0]!.country === 'GB') expect(rows[0]!.code).toBeNull();
    if (rows[0]!.code === 'pickup') expect(rows[0]!.point).toBe(point);
  });
});
