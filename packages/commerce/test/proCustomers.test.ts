/**
 * Professional customers through GraphQL (issue 15 item 3) against a real store: `registerPro` with translated
 * field errors (a refusal writes nothing), `me`'s group and pro status from pending to approved, the approval's
 * e-mail in the outbox, and the prices of the professional group (2): excl. tax first (`basis`), lower than
 * the public ones for a product with a group price, and never in a shared cache (private hint).
 */
import { typeDefs } from '@truffe/graphql/schema';
import { sql } from 'drizzle-orm';
import { createSchema, createYoga } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { approvePro } from '../src/customers/approvePro';
import { customerDepsOf } from '../src/customers/context';
import { signIn } from '../src/customers/signIn';
import { identifyCustomer } from '../src/customers/viewer';
import { selectRows } from '../src/db/database';
import { resolvers } from '../src/resolvers/index';
import type { Store } from '../src/store/openStore';
import type { CommerceContext } from '../src/store/requestContext';
import { openTestStore } from '../src/testing/testStore';
import { customerTableCounts, outboxTo, strongPassword, uniqueEmail } from './customersHarness';

interface Request {
  locale?: string;
  /** The session cookie's token: the context is the signed-in customer's, as the server builds it. */
  token?: string;
  /** A context built for a group directly (`store.createContext`), without a session. */
  customerGroupId?: number;
}

let store: Store;
let lastContext: CommerceContext;
let run: <Data>(
  query: string,
  variables?: Record<string, unknown>,
  request?: Request,
) => Promise<{ data: Data; errors?: unknown[] }>;

beforeAll(async () => {
  store = await openTestStore();
  const yoga = createYoga<Required<Pick<Request, 'locale' | 'customerGroupId'>> & Request>({
    schema: createSchema({ typeDefs, resolvers: resolvers as never }),
    logging: false,
    maskedErrors: false,
    context: async ({ locale, token, customerGroupId }) => {
      const context = store.createContext(locale, undefined, { customerGroupId });
      Object.assign(context, {
        customerSession: {
          token,
          clientAddress: '203.0.113.7',
          issue: () => undefined,
          clear: () => undefined,
        },
      });
      if (token) await identifyCustomer(context, token);
      lastContext = context;
      return context;
    },
  });
  run = async (query, variables, request = {}) => {
    const response = await yoga.fetch(
      'http://localhost/graphql',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      },
      {
        locale: request.locale ?? 'fr-FR',
        token: request.token,
        customerGroupId: request.customerGroupId ?? 0,
      },
    );
    return (await response.json()) as never;
  };
}, 120_000);

afterAll(() => store?.close());

const registerProMutation = /* GraphQL */ `
  mutation ($input: RegisterProInput!) {
    registerPro(input: $input) {
      success
      errorMessage
      message
      fieldErrors {
        field
        message
      }
    }
  }
`;

const meQuery = /* GraphQL */ `
  {
    me {
      email
      group
      proStatus
      company
    }
  }
`;

const productPrices = /* GraphQL */ `
  query ($sku: String!) {
    product(sku: $sku) {
      prices {
        basis
        regularPrice {
          priceInclTax {
            amount
          }
          priceExclTax {
            amount
          }
        }
        finalPrice {
          priceInclTax {
            amount
          }
          priceExclTax {
            amount
          }
        }
      }
    }
  }
`;

const cartBasis = /* GraphQL */ `
  {
    cart {
      priceBasis
    }
  }
`;

interface PricesAnswer {
  product: {
    prices: {
      basis: 'inclTax' | 'exclTax';
      regularPrice: { priceInclTax: { amount: number }; priceExclTax: { amount: number } };
      finalPrice: { priceInclTax: { amount: number }; priceExclTax: { amount: number } };
    };
  };
}

interface CartBasisAnswer {
  cart: { priceBasis: 'inclTax' | 'exclTax' };
}

const proInput = (email: string) => ({
  email,
  password: strongPassword,
  firstname: 'Jeanne',
  lastname: 'Toiletteuse',
  company: 'Toilettage des Mauges',
  siret: '443 061 841 00047',
  vatNumber: 'FR 64 443061841',
  activity: 'groomer',
  phone: '02 41 00 00 00',
  address: { street: ['3 rue des Lices'], postcode: '49100', city: 'Angers', countryCode: 'FR' },
  acceptCgv: true,
});

/** A visible simple product with a professional group price and no special price (seeded). */
async function productWithGroupPrice() {
  const [row] = await selectRows<{ sku: string; price: number; groupPrice: number }>(
    store.db,
    sql`SELECT p.sku, p.price, t.price AS "groupPrice" FROM product p
      JOIN product_tier_price t ON t.product_id = p.id AND t.customer_group_id = 2 AND t.qty <= 1
      WHERE p.type = 'simple' AND p.visibility = 4 AND p.is_active AND p.special_price IS NULL
      ORDER BY p.id LIMIT 1`,
  );
  if (!row) throw new Error('The seed has no product with a professional price');
  return row;
}

describe('registerPro', () => {
  it('refuses bad company identifiers, activity, address and CGV with translated field errors, writing nothing', async () => {
    const before = await customerTableCounts(store.db);
    const email = uniqueEmail('badpro');
    const input = {
      ...proInput(email),
      siret: '443 061 841 00048',
      vatNumber: 'FR65443061841',
      activity: 'kennel',
      address: { street: ['x'.repeat(39)], postcode: '4910', city: 'Angers', countryCode: 'FR' },
      acceptCgv: false,
    };
    const french = await run<{ registerPro: Record<string, unknown> }>(registerProMutation, {
      input,
    });
    expect(french.errors).toBeUndefined();
    expect(lastContext.cacheControl.get()?.scope).toBe('private');
    const answer = french.data.registerPro as {
      success: boolean;
      errorMessage: string;
      fieldErrors: { field: string; message: string }[];
    };
    expect(answer.success).toBe(false);
    expect(answer.errorMessage).toBe('Corrigez les champs signalés.');
    const byField = Object.fromEntries(answer.fieldErrors.map((e) => [e.field, e.message]));
    expect(byField).toMatchObject({
      activity: 'Choisissez votre activité.',
      acceptCgv: 'Vous devez accepter les conditions générales de vente.',
    });
    // The zod shape is checked first; the identifiers and the address come once the shape is right.
    const shaped = await run<{ registerPro: typeof answer }>(
      registerProMutation,
      { input: { ...input, activity: 'groomer', acceptCgv: true } },
      { locale: 'en-GB' },
    );
    expect(shaped.data.registerPro.errorMessage).toBe('Please correct the highlighted fields.');
    expect(shaped.data.registerPro.fieldErrors).toEqual([
      { field: 'siret', message: 'This SIRET number is not valid (14 digits).' },
      {
        field: 'vatNumber',
        message: 'This intra-EU VAT number is not valid (FR, a 2-digit key and the SIREN).',
      },
      {
        field: 'address.street.0',
        message:
          'This line has 39 characters: at most 38 fit on the parcel label. Shorten it or go on on the second line.',
      },
      { field: 'address.postcode', message: 'A French postcode has 5 digits, for example 75011.' },
    ]);
    expect(await customerTableCounts(store.db)).toEqual(before);
  });

  it('registers a pending pro at public prices; approval moves it to the professional group and e-mails it', async () => {
    const email = uniqueEmail('pro');
    const registered = await run<{ registerPro: { success: boolean; message: string } }>(
      registerProMutation,
      { input: proInput(email) },
    );
    expect(registered.data.registerPro).toMatchObject({ success: true });
    expect(registered.data.registerPro.message).toContain('Merci !');

    const signedIn = await signIn(customerDepsOf(store), { email, password: strongPassword });
    if (!signedIn.ok) throw new Error(signedIn.message);
    const token = signedIn.session.token;
    const { sku, price, groupPrice } = await productWithGroupPrice();
    expect(groupPrice).toBeLessThan(price);

    const pendingMe = await run<{ me: Record<string, unknown> }>(meQuery, {}, { token });
    expect(pendingMe.data.me).toEqual({
      email,
      group: 'general',
      proStatus: 'pending',
      company: 'Toilettage des Mauges',
    });
    const pending = await run<PricesAnswer>(productPrices, { sku }, { token });
    expect(pending.data.product.prices.basis).toBe('inclTax');
    expect(pending.data.product.prices.finalPrice.priceExclTax.amount).toBe(price);
    expect((await run<CartBasisAnswer>(cartBasis, {}, { token })).data.cart.priceBasis).toBe(
      'inclTax',
    );

    await approvePro(customerDepsOf(store), email);
    const mail = (await outboxTo(store.db, email)).at(-1);
    expect(mail?.subject).toBe('Votre compte professionnel Truffe est validé');
    expect(mail?.text).toContain('Toilettage des Mauges');

    const approvedMe = await run<{ me: Record<string, unknown> }>(meQuery, {}, { token });
    expect(approvedMe.data.me).toMatchObject({ group: 'professional', proStatus: 'approved' });
    const approved = await run<PricesAnswer>(productPrices, { sku }, { token });
    expect(approved.data.product.prices.basis).toBe('exclTax');
    expect(approved.data.product.prices.finalPrice.priceExclTax.amount).toBe(groupPrice);
    expect(lastContext.cacheControl.get()?.scope).toBe('private');
    expect((await run<CartBasisAnswer>(cartBasis, {}, { token })).data.cart.priceBasis).toBe(
      'exclTax',
    );
  }, 90_000);
});

describe('prices of the professional group', () => {
  it('differ from the public ones, read excl. tax first, and are private', async () => {
    const { sku, price, groupPrice } = await productWithGroupPrice();
    const visitor = await run<PricesAnswer>(productPrices, { sku });
    expect(lastContext.cacheControl.get()?.scope).toBe('public');
    const pro = await run<PricesAnswer>(productPrices, { sku }, { customerGroupId: 2 });
    expect(lastContext.cacheControl.get()?.scope).toBe('private');

    const shopper = visitor.data.product.prices;
    const professional = pro.data.product.prices;
    expect(shopper.basis).toBe('inclTax');
    expect(professional.basis).toBe('exclTax');
    expect((await run<CartBasisAnswer>(cartBasis)).data.cart.priceBasis).toBe('inclTax');
    expect(
      (await run<CartBasisAnswer>(cartBasis, {}, { customerGroupId: 2 })).data.cart.priceBasis,
    ).toBe('exclTax');
    // Public: the list price; professional: the group's price, excl. tax, with the incl. figure beside.
    expect(shopper.finalPrice.priceExclTax.amount).toBe(price);
    expect(professional.finalPrice.priceExclTax.amount).toBe(groupPrice);
    expect(professional.finalPrice.priceInclTax.amount).toBe(Math.round(groupPrice * 1.2));
    expect(professional.finalPrice.priceExclTax.amount).not.toBe(
      shopper.finalPrice.priceExclTax.amount,
    );
    expect(professional.regularPrice).toEqual(shopper.regularPrice);
    // A general customer (group 1) pays public prices, but its answers stay private too.
    const general = await run<PricesAnswer>(productPrices, { sku }, { customerGroupId: 1 });
    expect(general.data.product.prices.finalPrice).toEqual(shopper.finalPrice);
    expect(lastContext.cacheControl.get()?.scope).toBe('private');
  });
});
