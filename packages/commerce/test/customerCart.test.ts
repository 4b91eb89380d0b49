/**
 * The cart of a signed-in customer (issue 15 item 5) on the real engine: a guest cart becomes the customer's
 * at sign-in, a cart kept from an earlier visit joins it capped by stock, a customer's cart is out of reach of a
 * visitor or of another customer holding its cookie, and an order placed signed in belongs to its customer.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { addToCart, type CartServices, readCart } from '../src/cart/cartService';
import { claimCartAtSignIn } from '../src/cart/customerCart';
import {
  readCheckout,
  setCheckoutEmail,
  setCheckoutSavedAddress,
} from '../src/checkout/checkoutService';
import { createAddress } from '../src/customers/addresses';
import { register } from '../src/customers/registration';
import { selectRows } from '../src/db/database';
import { newSession, openTestShop, type TestShop } from './harness';
import { depsWithClock, strongPassword, testClock, uniqueEmail } from './customersHarness';

let shop: TestShop;
let visitor: CartServices;
let products: { id: number; sku: string; qty: number }[];

const as = (customerId: number | null): CartServices => ({ ...visitor, customerId });

async function newCustomer(name: string): Promise<number> {
  const deps = depsWithClock(shop.store, testClock());
  const email = uniqueEmail(name);
  await register(deps, {
    email,
    password: strongPassword,
    firstname: 'Camille',
    lastname: name,
    acceptCgv: true,
  });
  const [row] = await selectRows<{ id: number }>(
    shop.store.db,
    sql`SELECT id FROM customer WHERE email = ${email}`,
  );
  return row!.id;
}

async function setStock(productId: number, qty: number) {
  await shop.store.db.execute(
    sql`UPDATE stock_item SET qty = ${qty} WHERE product_id = ${productId}`,
  );
}

const quantities = (cart: Awaited<ReturnType<typeof readCart>>) =>
  Object.fromEntries(cart.items.map((item) => [item.sku, item.qty]));

beforeAll(async () => {
  shop = await openTestShop();
  visitor = {
    db: shop.store.db,
    locale: 'fr-FR',
    customerGroupId: 0,
    customerId: null,
    tax: shop.store.config,
    currency: 'EUR',
  };
  products = await selectRows(
    shop.store.db,
    sql`SELECT p.id, p.sku, s.qty FROM product p JOIN stock_item s ON s.product_id = p.id
      WHERE p.type = 'simple' AND p.is_active AND s.is_in_stock AND s.qty >= 20
        AND NOT EXISTS (SELECT 1 FROM custom_option o WHERE o.product_id = p.id AND o.is_required)
      ORDER BY p.id LIMIT 6`,
  );
  expect(products.length).toBe(6);
}, 120_000);
afterAll(() => shop?.close());

describe('the cart at sign-in', () => {
  it('makes the guest cart the customer’s, out of reach of a visitor or another customer with its cookie', async () => {
    const [p] = products;
    const alice = await newCustomer('alice');
    const bob = await newCustomer('bob');
    const session = newSession();
    await addToCart(visitor, session, { sku: p!.sku, quantity: 2 });
    const claim = await claimCartAtSignIn(visitor, session, alice);
    expect(claim).toMatchObject({ merged: 0, dropped: 0 });
    expect(claim.cartId).not.toBeNull();

    expect(quantities(await readCart(as(alice), session.token))).toEqual({ [p!.sku]: 2 });
    expect((await readCart(as(null), session.token)).items, 'signed out').toEqual([]);
    expect((await readCart(as(bob), session.token)).items, 'another customer').toEqual([]);
    // Another customer adding with the cookie gets a cart of its own, Alice's is untouched.
    const bobs = { ...session, issue: (token: string) => (bobSession.token = token) };
    const bobSession = { token: session.token };
    await addToCart(as(bob), bobs, { sku: p!.sku, quantity: 1 });
    expect(bobSession.token).not.toBe(session.token);
    expect(quantities(await readCart(as(alice), session.token))).toEqual({ [p!.sku]: 2 });
  });

  it('merges a kept cart into the guest cart (the same choice adds up) and deletes it', async () => {
    const [, p, q, r] = products;
    const customer = await newCustomer('merge');
    const earlier = newSession();
    await addToCart(as(customer), earlier, { sku: p!.sku, quantity: 2 });
    await addToCart(as(customer), earlier, { sku: r!.sku, quantity: 1 });
    const guest = newSession();
    await addToCart(visitor, guest, { sku: p!.sku, quantity: 1 });
    await addToCart(visitor, guest, { sku: q!.sku, quantity: 3 });

    const claim = await claimCartAtSignIn(visitor, guest, customer);
    expect(claim).toMatchObject({ merged: 2, dropped: 0 });
    expect(quantities(await readCart(as(customer), guest.token))).toEqual({
      [p!.sku]: 3,
      [q!.sku]: 3,
      [r!.sku]: 1,
    });
    expect((await readCart(as(customer), earlier.token)).items, 'the kept cart is gone').toEqual(
      [],
    );
    const carts = await selectRows<{ count: number }>(
      shop.store.db,
      sql`SELECT count(*)::int AS count FROM cart WHERE customer_id = ${customer}`,
    );
    expect(carts[0]!.count, 'one cart per customer').toBe(1);
  });

  it('caps merged quantities by the stock left, and leaves out what has none', async () => {
    const [, , , , p, q] = products;
    const customer = await newCustomer('capped');
    const earlier = newSession();
    await addToCart(as(customer), earlier, { sku: p!.sku, quantity: 3 });
    await addToCart(as(customer), earlier, { sku: q!.sku, quantity: 2 });
    const guest = newSession();
    await addToCart(visitor, guest, { sku: p!.sku, quantity: 2 });
    await setStock(p!.id, 4);
    await shop.store.db.execute(
      sql`UPDATE stock_item SET is_in_stock = false WHERE product_id = ${q!.id}`,
    );
    try {
      const claim = await claimCartAtSignIn(visitor, guest, customer);
      expect(claim).toMatchObject({ merged: 1, dropped: 1 });
      expect(quantities(await readCart(as(customer), guest.token))).toEqual({ [p!.sku]: 4 });
    } finally {
      await setStock(p!.id, p!.qty);
      await shop.store.db.execute(
        sql`UPDATE stock_item SET is_in_stock = true WHERE product_id = ${q!.id}`,
      );
    }
  });

  it('brings the customer’s cart to a browser without one, under a new token', async () => {
    const [p] = products;
    const customer = await newCustomer('device');
    const phone = newSession();
    await addToCart(as(customer), phone, { sku: p!.sku, quantity: 1 });
    const laptop = newSession();
    const claim = await claimCartAtSignIn(visitor, laptop, customer);
    expect(claim.cartId).not.toBeNull();
    expect(laptop.token, 'a token is issued').toMatch(/^[\w-]{43}$/);
    expect(quantities(await readCart(as(customer), laptop.token))).toEqual({ [p!.sku]: 1 });
    // Nothing to claim: no cart anywhere.
    const nobody = await newCustomer('empty');
    const fresh = newSession();
    expect(await claimCartAtSignIn(visitor, fresh, nobody)).toEqual({
      cartId: null,
      merged: 0,
      dropped: 0,
    });
    expect(fresh.token).toBeUndefined();
  });

  it('fills the checkout in from the account: e-mail and default address, never over what was typed', async () => {
    const [p] = products;
    const deps = depsWithClock(shop.store, testClock());
    const customer = await newCustomer('prefill');
    const [row] = await selectRows<{ email: string }>(
      shop.store.db,
      sql`SELECT email FROM customer WHERE id = ${customer}`,
    );
    const address = {
      firstname: 'Camille',
      lastname: 'Prefill',
      street: ['3 rue des Lilas'],
      postcode: '44000',
      city: 'Nantes',
      countryCode: 'FR',
      telephone: '0240000000',
    };
    await createAddress(deps, customer, address);
    const checkoutOf = (customerId: number | null) => ({
      ...as(customerId),
      checkout: shop.store.config.checkout,
    });

    const guest = newSession();
    await addToCart(visitor, guest, { sku: p!.sku, quantity: 1 });
    await claimCartAtSignIn(visitor, guest, customer);
    const filled = await readCheckout(checkoutOf(customer), guest.token);
    expect(filled.email).toBe(row!.email);
    expect(filled.shippingAddress).toMatchObject({ ...address, company: null });
    expect(filled.billingSameAsShipping).toBe(true);

    // A checkout already under way keeps the e-mail the shopper typed.
    const typed = newSession();
    await addToCart(visitor, typed, { sku: p!.sku, quantity: 1 });
    const [cart] = await selectRows<{ id: number }>(
      shop.store.db,
      sql`SELECT id FROM cart WHERE customer_id IS NULL ORDER BY id DESC LIMIT 1`,
    );
    await shop.store.db.execute(
      sql`INSERT INTO checkout_state (cart_id, email) VALUES (${cart!.id}, 'typed@example.fr')`,
    );
    await claimCartAtSignIn(visitor, typed, customer);
    const kept = await readCheckout(checkoutOf(customer), typed.token);
    expect(kept.email).toBe('typed@example.fr');
    expect(kept.shippingAddress?.city).toBe('Nantes');

    // A signed-in customer's first cart starts filled in too.
    const other = await newCustomer('firstcart');
    await createAddress(deps, other, { ...address, city: 'Rennes', postcode: '35000' });
    const first = newSession();
    await addToCart(as(other), first, { sku: p!.sku, quantity: 1 });
    expect((await readCheckout(checkoutOf(other), first.token)).shippingAddress?.city).toBe(
      'Rennes',
    );
  });

  it('ships to a saved address of the session’s customer only', async () => {
    const [p] = products;
    const deps = depsWithClock(shop.store, testClock());
    const owner = await newCustomer('owner');
    const intruder = await newCustomer('intruder');
    const mine = await createAddress(deps, intruder, {
      firstname: 'Ina',
      lastname: 'Intruder',
      street: ['1 rue Basse'],
      postcode: '33000',
      city: 'Bordeaux',
      countryCode: 'FR',
    });
    const theirs = await createAddress(deps, owner, {
      firstname: 'Olga',
      lastname: 'Owner',
      street: ['8 quai Haut'],
      postcode: '69002',
      city: 'Lyon',
      countryCode: 'FR',
    });
    const services = { ...as(intruder), checkout: shop.store.config.checkout };
    const session = newSession();
    await addToCart(as(intruder), session, { sku: p!.sku, quantity: 1 });
    await setCheckoutEmail(services, session, 'ina@example.fr');
    const before = await readCheckout(services, session.token);

    for (const id of [String(theirs.id), 'abc', '-1', '99999999']) {
      const refused = await setCheckoutSavedAddress(services, session, id);
      expect(refused.success, id).toBe(false);
      expect(refused.fieldErrors).toEqual([
        {
          field: 'savedAddressId',
          message: 'Cette adresse n’est pas dans votre carnet d’adresses.',
        },
      ]);
      expect(await readCheckout(services, session.token)).toEqual(before);
    }
    const visitorTry = await setCheckoutSavedAddress(
      { ...services, customerId: null },
      session,
      String(mine.id),
    );
    expect(visitorTry.success, 'a visitor has no address book').toBe(false);

    const shipped = await setCheckoutSavedAddress(services, session, String(mine.id));
    expect(shipped.success).toBe(true);
    expect(shipped.checkout.shippingAddress?.city).toBe('Bordeaux');
    expect(shipped.checkout.billingSameAsShipping).toBe(true);
  });
});
