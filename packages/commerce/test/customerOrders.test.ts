/**
 * The account's orders (issue 16 item 1, decision 0761) against a real store: the read model (paging newest
 * first with the total count, one order with its documents), GraphQL as the storefront runs it (the persisted
 * documents, a browser's session and cart cookies), another customer's order as null, guest orders joining only
 * an account whose e-mail is verified, and reorder with a line out of stock. Orders and shipments are inserted as
 * rows (this suite is about reading them, not about placing or shipping); invoices come from `invoiceOrder`.
 */
import { typeDefs } from '@truffe/graphql/schema';
import { sql } from 'drizzle-orm';
import { createSchema, createYoga } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { listCustomerOrders, readCustomerOrder } from '../src/afterSales/customerOrders';
import { invoiceOrder } from '../src/afterSales/invoices';
import { trackingUrlOf } from '../src/afterSales/carriers';
import { readCart } from '../src/cart/cartService';
import type { CustomerDeps } from '../src/customers/context';
import { verifyEmail } from '../src/customers/passwordReset';
import { register } from '../src/customers/registration';
import { signIn } from '../src/customers/signIn';
import { selectRows } from '../src/db/database';
import { resolvers } from '../src/resolvers/index';
import type { Store } from '../src/store/openStore';
import { orderableSimpleSkus } from '../src/testing/catalogueSamples';
import { persistedOperation } from '../src/testing/persistedOperation';
import { openTestStore } from '../src/testing/testStore';
import {
  depsWithClock,
  linkToken,
  strongPassword,
  testClock,
  uniqueEmail,
} from './customersHarness';

let store: Store;
let deps: CustomerDeps;
let products: { id: number; sku: string; name: string; price: number }[];

/** Registration and sign-in hash passwords: slow on a shared machine. */
const slow = 90_000;

beforeAll(async () => {
  store = await openTestStore();
  deps = depsWithClock(store, testClock(new Date()));
  const skus = await orderableSimpleSkus(store, 2);
  products = await selectRows(
    store.db,
    sql`SELECT p.id, p.sku, pl.name, p.price FROM product p
      JOIN product_locale pl ON pl.product_id = p.id AND pl.locale = 'fr-FR'
      WHERE p.sku = ANY(${sql.param(skus)}::text[]) ORDER BY p.id`,
  );
}, 120_000);
afterAll(() => store?.close());

const address = {
  firstname: 'Camille',
  lastname: 'Martin',
  company: null,
  street: ['3 rue des Lilas'],
  postcode: '75011',
  city: 'Paris',
  countryCode: 'FR',
  telephone: null,
};

let orderSeq = 0;

/** An order row with one line per product, as placement writes it (prices excl. tax ×1.2). */
async function insertOrder(input: {
  customerId: number | null;
  email: string;
  createdAt: string;
  lines?: { id: number; sku: string; name: string; price: number; qty: number }[];
}) {
  orderSeq += 1;
  const lines = input.lines ?? [{ ...products[0]!, qty: 2 }];
  const subtotalExcl = lines.reduce((sum, line) => sum + line.price * line.qty, 0);
  const subtotalIncl = Math.round(subtotalExcl * 1.2);
  const [order] = await selectRows<{ id: number; number: string }>(
    store.db,
    sql`INSERT INTO sales_order (session_token_hash, idempotency_key, cart_fingerprint, status, locale,
        customer_id, email, addresses, shipping_method_code, shipping_method_title, payment_method_code,
        payment_method_title, subtotal_excl_tax, subtotal_incl_tax, shipping_incl_tax, grand_total_excl_tax,
        grand_total, stock_demand, created_at)
      VALUES (${`hash-${orderSeq}-${Math.random()}`}, ${`key-${orderSeq}`}, 'fingerprint', 'PROCESSING', 'fr-FR',
        ${input.customerId}, ${input.email}, ${JSON.stringify({ shipping: address, billing: address })}::jsonb,
        'colissimo_home', 'Colissimo à domicile', 'test_card', 'Carte bancaire',
        ${subtotalExcl}, ${subtotalIncl}, 600, ${subtotalExcl + 500}, ${subtotalIncl + 600}, '[]'::jsonb,
        ${input.createdAt}::timestamptz)
      RETURNING id, number`,
  );
  for (const line of lines)
    await store.db.execute(
      sql`INSERT INTO sales_order_line (order_id, product_id, sku, name, qty, unit_price_excl_tax,
          unit_price_incl_tax, row_total_excl_tax, row_total_incl_tax)
        VALUES (${order!.id}, ${line.id}, ${line.sku}, ${line.name}, ${line.qty}, ${line.price},
          ${Math.round(line.price * 1.2)}, ${line.price * line.qty}, ${Math.round(line.price * 1.2) * line.qty})`,
    );
  return order!;
}

/** A registered customer, signed in; `verified` confirms its e-mail with the link it was sent. */
async function customer(name: string, options: { verified?: boolean } = {}) {
  const email = uniqueEmail(name);
  await register(deps, {
    email,
    password: strongPassword,
    firstname: 'Camille',
    lastname: name,
    acceptCgv: true,
  });
  if (options.verified)
    await verifyEmail(deps, { token: await linkToken(store.db, email, '/account/confirm') });
  const result = await signIn(deps, { email, password: strongPassword });
  if (!result.ok) throw new Error(result.message);
  return { email, id: result.customer.id, token: result.session.token };
}

interface Answer {
  data?: Record<string, Record<string, unknown> | null>;
  errors?: { message: string }[];
}

/** A browser with its session cookie and its cart cookie, asking the persisted documents. */
function browser(locale: 'fr-FR' | 'en-GB', token: string) {
  const state = { token, cart: undefined as string | undefined, hints: [] as { scope: string }[] };
  const yoga = createYoga<{ locale: string }>({
    schema: createSchema({ typeDefs, resolvers: resolvers as never }),
    logging: false,
    context: async ({ locale: requested }) => {
      const context = store.createContext(requested);
      return {
        ...context,
        customerSession: {
          token: state.token,
          clientAddress: '192.0.2.10',
          issue: (issued: string) => (state.token = issued),
          clear: () => undefined,
        },
        cartSession: { token: state.cart, issue: (issued: string) => (state.cart = issued) },
        cacheControl: {
          ...context.cacheControl,
          hint: (hint: { scope: string }) => state.hints.push(hint),
        },
      };
    },
  });
  return {
    state,
    async run(name: string, variables: Record<string, unknown> = {}): Promise<Answer> {
      const response = await yoga.fetch(
        'http://localhost/graphql',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: persistedOperation(name).text, variables }),
        },
        { locale },
      );
      return (await response.json()) as Answer;
    },
  };
}

describe('the read model', () => {
  it(
    'pages the orders newest first with the total count',
    async () => {
      const camille = await customer('paging');
      const numbers: string[] = [];
      for (let day = 1; day <= 12; day += 1)
        numbers.push(
          (
            await insertOrder({
              customerId: camille.id,
              email: camille.email,
              createdAt: `2026-10-${String(day).padStart(2, '0')}T10:00:00Z`,
            })
          ).number,
        );
      const newestFirst = [...numbers].reverse();

      const first = await listCustomerOrders(store.db, camille.id, { page: 1, pageSize: 5 });
      expect(first).toMatchObject({ totalCount: 12, page: 1, pageSize: 5, totalPages: 3 });
      expect(first.items.map((order) => order.number)).toEqual(newestFirst.slice(0, 5));
      expect(first.items[0]).toMatchObject({ itemCount: 2, createdAt: '2026-10-12T10:00:00.000Z' });

      const last = await listCustomerOrders(store.db, camille.id, { page: 3, pageSize: 5 });
      expect(last.items.map((order) => order.number)).toEqual(newestFirst.slice(10));
      const beyond = await listCustomerOrders(store.db, camille.id, { page: 9, pageSize: 5 });
      expect(beyond).toMatchObject({ items: [], totalCount: 12 });
      // Nonsense paging reads as its nearest sensible value.
      const odd = await listCustomerOrders(store.db, camille.id, { page: -3, pageSize: 5000 });
      expect(odd).toMatchObject({ page: 1, pageSize: 50 });
      expect(odd.items).toHaveLength(12);
    },
    slow,
  );

  it(
    'reads one order with its shipments, invoices and status history',
    async () => {
      const camille = await customer('detail');
      const order = await insertOrder({
        customerId: camille.id,
        email: camille.email,
        createdAt: '2026-11-02T08:00:00Z',
        lines: [
          { ...products[0]!, qty: 1 },
          { ...products[1]!, qty: 3 },
        ],
      });
      const [line] = await selectRows<{ id: number }>(
        store.db,
        sql`SELECT id FROM sales_order_line WHERE order_id = ${order.id} ORDER BY id LIMIT 1`,
      );
      await store.db.execute(
        sql`INSERT INTO order_status_history (order_id, status, source) VALUES
        (${order.id}, 'PENDING_PAYMENT', 'placement'), (${order.id}, 'PROCESSING', 'payment')`,
      );
      const [shipment] = await selectRows<{ id: number }>(
        store.db,
        sql`INSERT INTO shipment (order_id, carrier, tracking_number) VALUES (${order.id}, 'colissimo', '6A123')
        RETURNING id`,
      );
      await store.db.execute(
        sql`INSERT INTO shipment_line (shipment_id, order_line_id, qty) VALUES (${shipment!.id}, ${line!.id}, 1)`,
      );
      // The after-sales invoice operation (numbering, frozen parties and lines).
      const issued = await invoiceOrder({ db: store.db, config: store.config }, order.number);

      const detail = await readCustomerOrder(store.db, camille.id, order.number);
      expect(detail?.lines.map((each) => each.qty)).toEqual([1, 3]);
      expect(detail?.statusHistory.slice(0, 2).map((change) => change.status)).toEqual([
        'PENDING_PAYMENT',
        'PROCESSING',
      ]);
      expect(detail?.shipments).toEqual([
        expect.objectContaining({
          carrier: 'colissimo',
          trackingNumber: '6A123',
          items: [expect.objectContaining({ sku: products[0]!.sku, qty: 1 })],
        }),
      ]);
      expect(detail?.invoices).toEqual([
        expect.objectContaining({
          id: issued.id,
          number: issued.number,
          grandTotal: issued.grandTotal,
          lines: [expect.objectContaining({ qty: 1 }), expect.objectContaining({ qty: 3 })],
          seller: expect.objectContaining({ countryCode: 'FR' }),
        }),
      ]);
      expect(trackingUrlOf('colissimo', '6A 123')).toBe(
        'https://www.laposte.fr/outils/suivre-vos-envois?code=6A%20123',
      );
      expect(trackingUrlOf('pigeon', '1')).toBeNull();
    },
    slow,
  );
});

describe('GraphQL for the session customer only', () => {
  it(
    "answers null for another customer's order, as for one that does not exist, and keeps it private",
    async () => {
      const alice = await customer('alice');
      const bob = await customer('bob');
      const order = await insertOrder({
        customerId: alice.id,
        email: alice.email,
        createdAt: '2026-11-03T08:00:00Z',
      });

      const aliceBrowser = browser('fr-FR', alice.token);
      const own = await aliceBrowser.run('UserOrderQuery', { orderId: order.number });
      expect(own.errors).toBeUndefined();
      const seen = own.data!.me!.order as Record<string, unknown> & {
        lines: unknown[];
        totals: { grandTotal: { priceInclTax: { amount: number } } };
      };
      expect(seen).toMatchObject({ order_id: order.number, status: 'PROCESSING' });
      expect(seen.lines).toHaveLength(1);
      expect(aliceBrowser.state.hints.every((hint) => hint.scope === 'private')).toBe(true);

      const bobBrowser = browser('fr-FR', bob.token);
      const stolen = await bobBrowser.run('UserOrderQuery', { orderId: order.number });
      expect(stolen.errors).toBeUndefined();
      expect(stolen.data!.me!.order).toBeNull();
      const none = await bobBrowser.run('UserOrderQuery', { orderId: 'TR-999999999' });
      expect(none.data!.me!.order).toBeNull();
      const list = await bobBrowser.run('UserOrdersQuery', { page: 1, pageSize: 10 });
      expect(list.data!.me!.orders).toMatchObject({ totalCount: 0, items: [] });

      // Bob cannot reorder Alice's order either: "not found", translated, and his cart stays empty.
      const reorder = await browser('en-GB', bob.token).run('ReorderMutation', {
        orderId: order.number,
      });
      expect(reorder.data!.reorder).toMatchObject({
        success: false,
        errorMessage: 'This order could not be found.',
        addedCount: 0,
      });
    },
    slow,
  );
});

describe('guest orders join the account', () => {
  it(
    'only once the account e-mail is verified, and never from another account',
    async () => {
      const unverified = await customer('guest-unverified');
      const guest = await insertOrder({
        customerId: null,
        email: unverified.email.toUpperCase(),
        createdAt: '2026-09-01T08:00:00Z',
      });
      expect((await listCustomerOrders(store.db, unverified.id)).totalCount).toBe(0);
      expect(await readCustomerOrder(store.db, unverified.id, guest.number)).toBeNull();
      const [stillGuest] = await selectRows<{ customerId: number | null }>(
        store.db,
        sql`SELECT customer_id AS "customerId" FROM sales_order WHERE id = ${guest.id}`,
      );
      expect(stillGuest!.customerId).toBeNull();

      // Verified: the guest order (e-mail in another case) joins at the next read; another customer's order
      // placed with the same address does not move.
      await verifyEmail(deps, {
        token: await linkToken(store.db, unverified.email, '/account/confirm'),
      });
      const other = await customer('guest-other');
      const othersOrder = await insertOrder({
        customerId: other.id,
        email: unverified.email,
        createdAt: '2026-09-02T08:00:00Z',
      });
      const page = await listCustomerOrders(store.db, unverified.id);
      expect(page.items.map((order) => order.number)).toEqual([guest.number]);
      expect(await readCustomerOrder(store.db, other.id, othersOrder.number)).not.toBeNull();
    },
    slow,
  );
});

describe('reorder', () => {
  it(
    'adds what is in stock and says, translated, what is not',
    async () => {
      const camille = await customer('reorder', { verified: true });
      const [inStock, soldOut] = products as [(typeof products)[0], (typeof products)[0]];
      const order = await insertOrder({
        customerId: camille.id,
        email: camille.email,
        createdAt: '2026-11-04T08:00:00Z',
        lines: [
          { ...inStock, qty: 2 },
          { ...soldOut, qty: 1 },
        ],
      });
      const [stock] = await selectRows<{ qty: number; isInStock: boolean }>(
        store.db,
        sql`SELECT qty, is_in_stock AS "isInStock" FROM stock_item WHERE product_id = ${soldOut.id}`,
      );
      await store.db.execute(
        sql`UPDATE stock_item SET qty = 0, is_in_stock = false WHERE product_id = ${soldOut.id}`,
      );
      try {
        const shopper = browser('fr-FR', camille.token);
        const answer = await shopper.run('ReorderMutation', { orderId: order.number });
        expect(answer.errors).toBeUndefined();
        const result = answer.data!.reorder as {
          success: boolean;
          addedCount: number;
          notAdded: { sku: string; message: string }[];
        };
        expect(result).toMatchObject({ success: true, addedCount: 1 });
        expect(result.notAdded.map(({ sku, message }) => ({ sku, message }))).toEqual([
          { sku: soldOut.sku, message: expect.stringMatching(/rupture|stock/i) },
        ]);
        const cart = await readCart(
          {
            db: store.db,
            locale: 'fr-FR',
            customerGroupId: 1,
            customerId: camille.id,
            tax: store.config,
            currency: 'EUR',
          },
          shopper.state.cart,
        );
        expect(cart.items.map((item) => [item.sku, item.qty])).toEqual([[inStock.sku, 2]]);
      } finally {
        await store.db.execute(
          sql`UPDATE stock_item SET qty = ${stock!.qty}, is_in_stock = ${stock!.isInStock}
          WHERE product_id = ${soldOut.id}`,
        );
      }
    },
    slow,
  );
});

describe('returns, refunds and store credit in GraphQL (issue 16 items 4–6)', () => {
  it(
    "answer another customer's order, returns and credit as nothing, and take a return only from the owner",
    async () => {
      const owner = await customer('returns-owner');
      const other = await customer('returns-other');
      const order = await insertOrder({
        customerId: owner.id,
        email: owner.email,
        createdAt: '2026-11-02T10:00:00Z',
      });
      const [line] = await selectRows<{ id: number }>(
        store.db,
        sql`SELECT id FROM sales_order_line WHERE order_id = ${order.id}`,
      );
      const [shipment] = await selectRows<{ id: number }>(
        store.db,
        sql`INSERT INTO shipment (order_id, carrier, tracking_number)
          VALUES (${order.id}, 'dpd', 'DPD000001') RETURNING id`,
      );
      await store.db.execute(
        sql`INSERT INTO shipment_line (shipment_id, order_line_id, qty) VALUES (${shipment!.id}, ${line!.id}, 2)`,
      );
      const input = {
        orderId: order.number,
        lines: [
          { orderLineId: String(line!.id), quantity: 1, reason: 'other', condition: 'unopened' },
        ],
        resolution: 'exchange',
        comment: null,
      };

      const stranger = browser('en-GB', other.token);
      const form = await stranger.run('UserReturnFormQuery', { orderId: order.number });
      expect(form.errors).toBeUndefined();
      expect(form.data!.me!.returnableOrder).toBeNull();
      const stolen = await stranger.run('RequestReturnMutation', { input });
      expect(stolen.data!.requestReturn).toMatchObject({
        success: false,
        errorMessage: `Order ${order.number} could not be found.`,
        returnNumber: null,
      });

      const mine = browser('fr-FR', owner.token);
      // A line id that is no number is named in the refusal (it used to read "ligne -1"), nothing written.
      for (const [orderLineId, shown] of [
        ['abc', 'abc'],
        ['-1', '-1'],
        ['1.5', '1.5'],
        ['x'.repeat(60), `${'x'.repeat(40)}…`],
      ]) {
        const notALine = await mine.run('RequestReturnMutation', {
          input: { ...input, lines: [{ ...input.lines[0]!, orderLineId }] },
        });
        expect(notALine.data!.requestReturn, orderLineId).toMatchObject({
          success: false,
          errorMessage: `Le numéro de ligne «\u202f${shown}\u202f» n’est pas valide\u202f: une ligne de commande se désigne par son numéro, en chiffres. Rien n’a été enregistré.`,
          returnNumber: null,
        });
      }
      const englishLine = await browser('en-GB', owner.token).run('RequestReturnMutation', {
        input: { ...input, lines: [{ ...input.lines[0]!, orderLineId: 'abc' }] },
      });
      expect(englishLine.data!.requestReturn!.errorMessage).toBe(
        'The line number “abc” is not valid: an order line is named by its number, in digits. Nothing was saved.',
      );
      expect(
        await selectRows(store.db, sql`SELECT id FROM return_request WHERE order_id = ${order.id}`),
      ).toEqual([]);
      const own = await mine.run('UserReturnFormQuery', { orderId: order.number });
      expect(own.data!.me!.returnableOrder).toMatchObject({
        order_id: order.number,
        lines: [{ id: String(line!.id), ordered: 2, shipped: 2, returnable: 2 }],
      });
      const asked = await mine.run('RequestReturnMutation', { input });
      expect(asked.data!.requestReturn).toMatchObject({ success: true, errorMessage: null });
      const returns = await mine.run('UserReturnsQuery');
      expect(returns.data!.me!.returns).toMatchObject([
        { orderId: order.number, status: 'requested', resolution: 'exchange' },
      ]);
      expect(mine.state.hints.every((hint) => hint.scope === 'private')).toBe(true);

      // The other customer sees none of it, and has no credit of the owner's.
      await store.db.execute(
        sql`INSERT INTO store_credit_entry (customer_id, amount, reason, balance_after)
          VALUES (${owner.id}, 1500, 'staff', 1500)`,
      );
      expect((await stranger.run('UserReturnsQuery')).data!.me!.returns).toEqual([]);
      const strangerCredit = await stranger.run('UserStoreCreditQuery');
      expect(strangerCredit.data!.me!.storeCredit).toMatchObject({
        balance: { amount: 0, currency: 'EUR' },
        history: [],
      });
      const ownCredit = await mine.run('UserStoreCreditQuery');
      expect(ownCredit.data!.me!.storeCredit).toMatchObject({
        balance: { amount: 1500 },
        history: [{ reason: 'staff', amount: { amount: 1500 } }],
      });

      // A visitor is nobody: no account, nothing to read.
      const visitor = browser('fr-FR', '');
      expect((await visitor.run('UserReturnsQuery')).data!.me).toBeNull();
    },
    slow,
  );
});
