/**
 * A signed-in customer's cart and prices over real HTTP (issue 15 items 3, 5 and 7): the guest cart becomes the
 * customer's at sign-in, and from then on neither a visitor nor another customer holding its cookie reads it;
 * sign-out takes the cart cookie away; an approved professional gets its group's prices, in answers that no
 * shared cache may keep.
 */
import { approvePro, customerDepsOf, register, registerPro } from '@truffe/commerce/customers';
import type { Store } from '@truffe/commerce/store';
import { orderableSimpleSkus, proPricedProduct } from '@truffe/commerce/testing/catalogueSamples';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startServer, type TestServer } from '../test/startServer';
import { openTestStore } from '../test/testStore';

const signIn = `mutation ($email: String!, $password: String!) {
  signIn(email: $email, password: $password, remember: false) { success errorMessage }
}`;
const signOut = `mutation { signOut { success } }`;
const addToCart = `mutation ($sku: String!) {
  addToCart(input: { sku: $sku, quantity: 1 }) { success errorMessage cart { totalQuantity } }
}`;
const cartQuery = `query {
  cart { priceBasis totalQuantity items { quantity product { sku } unitPrice { priceExclTax { amount } } } }
}`;
const password = 'le chat du voisin';

interface Answer {
  response: Response;
  data: Record<string, Record<string, unknown> | null>;
}

/** A browser's cookie jar, reduced to what these tests need: name → value, updated by every answer. */
class Browser {
  readonly cookies = new Map<string, string>();

  constructor(private readonly server: TestServer) {}

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async post(query: string, variables: Record<string, unknown> = {}): Promise<Answer> {
    const response = await fetch(`${this.server.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'apollo-require-preflight': 'true',
        cookie: this.header(),
      },
      body: JSON.stringify({ query, variables }),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, value = ''] = pair!.split('=');
      if (attributes.some((attribute) => attribute.trim() === 'Max-Age=0'))
        this.cookies.delete(name!);
      else this.cookies.set(name!, value);
    }
    const body = (await response.json()) as { data?: Answer['data']; errors?: unknown };
    expect(body.errors).toBeUndefined();
    return { response, data: body.data ?? {} };
  }
}

describe('a customer’s cart and prices over HTTP', () => {
  let store: Store;
  let server: TestServer;
  let skus: string[];
  let proSku: { sku: string; price: number; proPrice: number };

  async function newCustomer(name: string): Promise<string> {
    const email = `${name}-${Date.now()}@example.com`;
    await register(customerDepsOf(store), {
      email,
      password,
      firstname: 'Lou',
      lastname: name,
      acceptCgv: true,
    });
    return email;
  }

  beforeAll(async () => {
    store = await openTestStore();
    server = await startServer(
      { NODE_ENV: 'development', HTML_CACHE_MB: '16' },
      {
        createContext: (locale, request) => store.createContext(locale, request),
        orders: store,
      },
    );
    skus = await orderableSimpleSkus(store, 2);
    proSku = await proPricedProduct(store);
  });
  afterAll(async () => {
    await server?.close();
    await store?.close();
  });

  it('keeps the guest cart at sign-in, out of reach of a visitor or another customer, and takes its cookie at sign-out', async () => {
    const alice = await newCustomer('alice');
    const bob = await newCustomer('bob');
    const browser = new Browser(server);
    await browser.post(addToCart, { sku: skus[0] });
    const cartCookie = browser.cookies.get('truffe_cart');
    expect(cartCookie).toBeDefined();

    expect((await browser.post(signIn, { email: alice, password })).data.signIn).toMatchObject({
      success: true,
    });
    expect(browser.cookies.get('truffe_cart'), 'the same cart, kept').toBe(cartCookie);
    const cart = await browser.post(cartQuery);
    expect(cart.data.cart).toMatchObject({ totalQuantity: 1 });
    expect(cart.response.headers.get('cache-control')).toBe('no-store');

    // The cart cookie alone (a copy, or left behind): a visitor and another customer read nothing.
    const visitor = new Browser(server);
    visitor.cookies.set('truffe_cart', cartCookie!);
    expect((await visitor.post(cartQuery)).data.cart).toMatchObject({ totalQuantity: 0 });
    const other = new Browser(server);
    other.cookies.set('truffe_cart', cartCookie!);
    await other.post(signIn, { email: bob, password });
    expect((await other.post(cartQuery)).data.cart).toMatchObject({ totalQuantity: 0 });
    await other.post(addToCart, { sku: skus[1] });
    expect(other.cookies.get('truffe_cart'), 'another customer gets a cart of its own').not.toBe(
      cartCookie,
    );
    expect((await browser.post(cartQuery)).data.cart).toMatchObject({ totalQuantity: 1 });

    // Sign-out: the cart stays with Alice, not with the browser; signing in again brings it back.
    await browser.post(signOut);
    expect(browser.cookies.has('truffe_cart')).toBe(false);
    expect((await browser.post(cartQuery)).data.cart).toMatchObject({ totalQuantity: 0 });
    await browser.post(signIn, { email: alice, password });
    expect(browser.cookies.get('truffe_cart')).toBeDefined();
    expect((await browser.post(cartQuery)).data.cart).toMatchObject({ totalQuantity: 1 });
  });

  it('gives an approved professional its group prices excl. tax, never in a shared-cacheable answer', async () => {
    const email = `pro-${Date.now()}@example.com`;
    const deps = customerDepsOf(store);
    await registerPro(deps, {
      email,
      password,
      firstname: 'Jeanne',
      lastname: 'Toiletteuse',
      acceptCgv: true,
      company: 'Toilettage du Port',
      siret: '443 061 841 00047',
      vatNumber: 'FR 64 443061841',
      activity: 'groomer',
      phone: '+33 2 41 00 00 00',
      address: { street: ['2 quai du Port'], postcode: '44000', city: 'Nantes', countryCode: 'FR' },
    });
    const pro = new Browser(server);
    await pro.post(signIn, { email, password });
    await pro.post(addToCart, { sku: proSku.sku });
    const pending = (await pro.post(cartQuery)).data.cart as {
      priceBasis: string;
      items: { unitPrice: { priceExclTax: { amount: number } } }[];
    };
    expect(pending.items[0]!.unitPrice.priceExclTax.amount, 'pending: public price').toBe(
      proSku.price,
    );

    await approvePro(deps, email);
    const answer = await pro.post(cartQuery);
    const approved = answer.data.cart as typeof pending;
    expect(approved.items[0]!.unitPrice.priceExclTax.amount).toBe(proSku.proPrice);
    expect(approved.items[0]!.unitPrice.priceExclTax.amount).not.toBe(proSku.price);
    expect(approved.priceBasis).not.toBe(pending.priceBasis);

    // A catalogue answer for a signed-in customer is private; the same query of a visitor is shareable.
    const productQuery = `query ($sku: String!) { products(skus: [$sku]) { sku } }`;
    const forPro = await pro.post(productQuery, { sku: proSku.sku });
    expect(forPro.response.headers.get('cache-control')).toBe('no-store');
    const forVisitor = await new Browser(server).post(productQuery, { sku: proSku.sku });
    expect(forVisitor.response.headers.get('cache-control')).toMatch(/^public/);
  });
});
