/**
 * The order operations through GraphQL, as the storefront runs them: the persisted documents of
 * @truffe/graphql, the cart session on the context, a private cache hint; a guest goes from cart to paid order
 * (the gateway's capture reaches the shop by a real HTTP webhook), wrong types are refused by the schema and
 * write nothing.
 */
import { typeDefs } from '@truffe/graphql/schema';
import { sql } from 'drizzle-orm';
import { createSchema, createYoga } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { currentCgvVersion, customerDepsOf } from '../src/customers/context';
import { register } from '../src/customers/registration';
import { selectRows } from '../src/db/database';
import { listOutbox } from '../src/email/mailer';
import { resolvers } from '../src/resolvers/index';
import { frenchAddress, openOrdersRig, orderRowCounts, type OrdersRig } from './ordersFixtures';
import { persistedOperation } from '../src/testing/persistedOperation';

let rig: OrdersRig;
let product: { sku: string };

beforeAll(async () => {
  rig = await openOrdersRig();
  [product] = (await selectRows<{ sku: string }>(
    rig.store.db,
    sql`SELECT p.sku FROM product p JOIN stock_item s ON s.product_id = p.id
      WHERE p.type = 'simple' AND p.is_active AND s.is_in_stock AND s.qty >= 10
        AND NOT EXISTS (SELECT 1 FROM custom_option o WHERE o.product_id = p.id AND o.is_required)
      ORDER BY p.id LIMIT 1 OFFSET 3`,
  )) as [{ sku: string }];
});
afterAll(() => rig?.close());

interface Answer {
  data?: Record<string, Record<string, unknown> | null>;
  errors?: { message: string }[];
}

/** A shopper's GraphQL client: one cart session, every hint it received. */
function shopper(locale: 'fr-FR' | 'en-GB') {
  let token: string | undefined;
  const hints: { scope: string }[] = [];
  const yoga = createYoga<{ locale: string }>({
    schema: createSchema({ typeDefs, resolvers: resolvers as never }),
    logging: false,
    context: ({ locale: requested }) => {
      const context = rig.store.createContext(requested);
      return {
        ...context,
        cartSession: { token, issue: (issued: string) => (token = issued) },
        cacheControl: {
          ...context.cacheControl,
          hint: (hint: { scope: string }) => hints.push(hint),
        },
      };
    },
  });
  return {
    hints,
    async run(name: string, variables: Record<string, unknown> = {}): Promise<Answer> {
      const query = persistedOperation(name).text;
      const response = await yoga.fetch(
        'http://localhost/graphql',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query, variables }),
        },
        { locale },
      );
      return (await response.json()) as Answer;
    },
  };
}

describe('order operations over GraphQL', () => {
  it('a guest places an order, pays on the gateway and reads the paid order; nobody else can', async () => {
    const client = shopper('en-GB');
    const ok = (answer: Answer, field: string) => {
      expect(answer.errors).toBeUndefined();
      expect(answer.data![field]!.success, JSON.stringify(answer.data![field])).toBe(true);
      return answer.data![field]!;
    };
    ok(
      await client.run('AddToCartMutation', { input: { sku: product.sku, quantity: 2 } }),
      'addToCart',
    );
    ok(
      await client.run('SetCheckoutEmailMutation', { email: 'guest@example.com' }),
      'setCheckoutEmail',
    );
    ok(
      await client.run('SetCheckoutAddressesMutation', {
        shipping: frenchAddress,
        billingSameAsShipping: true,
      }),
      'setCheckoutAddresses',
    );
    ok(
      await client.run('SetCheckoutShippingMethodMutation', { code: 'home' }),
      'setCheckoutShippingMethod',
    );
    ok(
      await client.run('SetCheckoutPaymentMethodMutation', { code: 'paypal' }),
      'setCheckoutPaymentMethod',
    );
    const checkout = (await client.run('CheckoutQuery')).data!.checkout as {
      step: string;
      totals: { grandTotal: { amount: number } };
    };
    expect(checkout.step).toBe('REVIEW');

    const placed = ok(
      await client.run('PlaceOrderMutation', {
        idempotencyKey: 'graphql-guest-0001',
        expectedGrandTotal: checkout.totals.grandTotal.amount,
        acceptTerms: true,
      }),
      'placeOrder',
    ) as {
      order: {
        number: string;
        status: string;
        paymentMethodTitle: string;
        totals: { grandTotal: { amount: number } };
      };
      redirectUrl: string;
    };
    expect(placed.order.status).toBe('PENDING_PAYMENT');
    expect(placed.order.paymentMethodTitle).toBe('PayPal');
    expect(placed.order.totals.grandTotal.amount).toBe(checkout.totals.grandTotal.amount);
    expect(placed.redirectUrl).toContain('/__gateway/');
    // The order keeps which CGV the shopper accepted at review.
    const history = await selectRows<{ comment: string | null }>(
      rig.store.db,
      sql`SELECT h.comment FROM order_status_history h JOIN sales_order o ON o.id = h.order_id
        WHERE o.number = ${placed.order.number} AND h.source = 'checkout'`,
    );
    expect(history).toEqual([{ comment: `CGV ${currentCgvVersion} accepted` }]);

    const [payment] = await selectRows<{ id: string; providerPaymentId: string }>(
      rig.store.db,
      sql`SELECT p.id, p.provider_payment_id AS "providerPaymentId" FROM payment p
        JOIN sales_order o ON o.id = p.order_id WHERE o.number = ${placed.order.number}`,
    );
    await rig.gateway.transition(
      payment!.providerPaymentId,
      ['pending'],
      ['authorized', 'captured'],
    );
    await rig.gateway.whenDelivered();

    const back = ok(
      await client.run('ConfirmPaymentReturnMutation', { paymentId: payment!.id }),
      'confirmPaymentReturn',
    ) as { order: { status: string } };
    expect(back.order.status).toBe('PROCESSING');
    const read = await client.run('PlacedOrderQuery', { number: placed.order.number });
    expect(read.data!.placedOrder).toMatchObject({
      number: placed.order.number,
      status: 'PROCESSING',
      email: 'guest@example.com',
      shippingAddress: { city: 'Paris', street: ['12 rue des Lilas'] },
      lines: [{ sku: product.sku, quantity: 2 }],
    });
    expect((await client.run('CartQuery')).data!.cart).toMatchObject({ totalQuantity: 0 });
    const mails = (await listOutbox(rig.store.db)).filter((mail) =>
      mail.subject.includes(placed.order.number),
    );
    expect(mails).toHaveLength(1);
    expect(client.hints.length).toBeGreaterThan(0);
    expect(client.hints.every((hint) => hint.scope === 'private')).toBe(true);

    const other = shopper('en-GB');
    expect(
      (await other.run('PlacedOrderQuery', { number: placed.order.number })).data!.placedOrder,
    ).toBeNull();
    const stolen = await other.run('ConfirmPaymentReturnMutation', { paymentId: payment!.id });
    expect(stolen.data!.confirmPaymentReturn).toMatchObject({
      success: false,
      errorMessage: 'This order could not be found.',
      order: null,
    });

    // `/orders/` (decision 0919): any session finds a guest's order by its number and its e-mail address
    // (case and spaces aside); a wrong address or number gets one answer that tells neither apart.
    const found = await other.run('FindGuestOrderMutation', {
      number: ` ${placed.order.number.toLowerCase()} `,
      email: 'Guest@Example.com',
    });
    expect(found.data!.findGuestOrder).toMatchObject({
      success: true,
      order: { number: placed.order.number, status: 'PROCESSING', email: 'guest@example.com' },
    });
    const notFound = {
      success: false,
      errorMessage: expect.stringMatching(/^No order matches this number and e-mail address/),
      fieldErrors: [],
      order: null,
    };
    expect(
      (
        await other.run('FindGuestOrderMutation', {
          number: placed.order.number,
          email: 'x@example.com',
        })
      ).data!.findGuestOrder,
    ).toMatchObject(notFound);
    expect(
      (
        await other.run('FindGuestOrderMutation', {
          number: 'TR-999999999',
          email: 'guest@example.com',
        })
      ).data!.findGuestOrder,
    ).toMatchObject(notFound);
    // An order of a customer account is found in the account, not here: the same answer.
    await register(customerDepsOf(rig.store), {
      email: 'guest-lookup-owner@example.com',
      password: 'croquettes du mardi soir',
      firstname: 'Camille',
      lastname: 'Owner',
      acceptCgv: true,
    });
    await rig.store.db.execute(
      sql`UPDATE sales_order SET customer_id =
          (SELECT id FROM customer WHERE email = 'guest-lookup-owner@example.com')
        WHERE number = ${placed.order.number}`,
    );
    expect(
      (
        await other.run('FindGuestOrderMutation', {
          number: placed.order.number,
          email: 'guest@example.com',
        })
      ).data!.findGuestOrder,
    ).toMatchObject(notFound);
    await rig.store.db.execute(
      sql`UPDATE sales_order SET customer_id = NULL WHERE number = ${placed.order.number}`,
    );
    const bad = (
      await shopper('fr-FR').run('FindGuestOrderMutation', { number: '12; DROP', email: 'guest' })
    ).data!.findGuestOrder as {
      success: boolean;
      fieldErrors: { field: string; message: string }[];
    };
    expect(bad.success).toBe(false);
    expect(bad.fieldErrors).toMatchObject([
      { field: 'number', message: 'Saisissez le numéro de la commande, par exemple TR-000123.' },
      { field: 'email', message: expect.stringMatching(/^Saisissez une adresse e-mail valide/) },
    ]);
    const empty = (await shopper('en-GB').run('FindGuestOrderMutation', { number: '', email: ' ' }))
      .data!.findGuestOrder as { fieldErrors: { field: string; message: string }[] };
    expect(empty.fieldErrors).toMatchObject([
      { field: 'number', message: 'Enter the order number, for example TR-000123.' },
      { field: 'email', message: 'This field is required.' },
    ]);
  });

  it('refuses wrong types in the schema and an empty cart in the resolver, writing nothing', async () => {
    const client = shopper('fr-FR');
    const before = await orderRowCounts(rig.store);
    for (const variables of [
      { idempotencyKey: 'graphql-bad-0001', expectedGrandTotal: 'cheap' },
      { idempotencyKey: 'graphql-bad-0002', expectedGrandTotal: 1.5 },
      { idempotencyKey: 'graphql-bad-0003', expectedGrandTotal: 2 ** 40 },
      { idempotencyKey: null },
    ])
      expect((await client.run('PlaceOrderMutation', variables)).errors?.length).toBeGreaterThan(0);
    const empty = await client.run('PlaceOrderMutation', {
      idempotencyKey: 'graphql-empty-0001',
      acceptTerms: true,
    });
    expect(empty.data!.placeOrder).toMatchObject({
      success: false,
      errorMessage: 'Votre panier est vide.',
    });
    // Without the CGV accepted at review, nothing is placed (consumer code L221-14).
    for (const acceptTerms of [undefined, false]) {
      const refused = await client.run('PlaceOrderMutation', {
        idempotencyKey: 'graphql-terms-0001',
        acceptTerms,
      });
      expect(refused.data!.placeOrder).toMatchObject({
        success: false,
        errorMessage: 'Pour commander, acceptez les conditions générales de vente.',
        fieldErrors: [
          {
            field: 'acceptTerms',
            message: 'Pour commander, acceptez les conditions générales de vente.',
          },
        ],
      });
    }
    expect(await orderRowCounts(rig.store)).toEqual(before);
  });
});
