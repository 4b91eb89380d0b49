/**
 * State shared by every process of the database (issue 19 items 1 and 3, decision 0890), on the real engine
 * (PGlite, or the PostgreSQL server of DATABASE_URL):
 * - an order placement beyond the per-minute limit of one session is refused (GraphQL `RATE_LIMITED`, HTTP 429,
 *   translated) and writes nothing;
 * - one unpaid order cannot hold more than the configured share of a product's stock; the refusal does not tell
 *   the stock;
 * - the maintenance switch set through one store handle is seen through a second handle, and a purge published
 *   by one is received by the other (two handles on one PostgreSQL server database; on PGlite, two subscribers of
 *   the one embedded engine);
 * - the rate-limit window is counted once for concurrent hits.
 */
import { setTimeout as sleep } from 'node:timers/promises';

import { typeDefs } from '@truffe/graphql/schema';
import { sql } from 'drizzle-orm';
import { createSchema, createYoga } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { selectRows } from '../src/db/database';
import { openSharedMaintenance } from '../src/platform/maintenance';
import { openPurgeBroadcast, purgeMessages, type Purge } from '../src/platform/purges';
import { hitRateLimit, rateLimitedCode } from '../src/platform/rateLimits';
import { resolvers } from '../src/resolvers/index';
import { openStore, type Store } from '../src/store/openStore';
import { persistedOperation } from '../src/testing/persistedOperation';
import { cloneServerDatabase } from '../src/testing/testStore';
import { frenchAddress, openOrdersRig, orderRowCounts, type OrdersRig } from './ordersFixtures';

let rig: OrdersRig;
let productId: number;
let sku: string;

beforeAll(async () => {
  rig = await openOrdersRig();
  const [row] = await selectRows<{ id: number; sku: string }>(
    rig.store.db,
    sql`SELECT p.id, p.sku FROM product p JOIN stock_item s ON s.product_id = p.id
      WHERE p.type = 'simple' AND p.is_active AND s.is_in_stock AND s.qty >= 10
        AND NOT EXISTS (SELECT 1 FROM custom_option o WHERE o.product_id = p.id AND o.is_required)
      ORDER BY p.id LIMIT 1 OFFSET 5`,
  );
  ({ id: productId, sku } = row!);
});
afterAll(() => rig?.close());

interface Answer {
  status: number;
  retryAfter: string | null;
  data?: Record<string, Record<string, unknown> | null>;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** A shopper's GraphQL client: one cart session, from one client address. */
function shopper(locale: 'fr-FR' | 'en-GB', clientAddress = '192.0.2.10') {
  let token: string | undefined;
  const yoga = createYoga<{ locale: string }>({
    schema: createSchema({ typeDefs, resolvers: resolvers as never }),
    logging: false,
    // Vitest loads `graphql` twice here (ESM for our sources, CJS for yoga), so yoga's masking would not know
    // our GraphQLError; the storefront's HTTP test (server/sharedState.test.ts) checks the real server's answer.
    maskedErrors: false,
    context: ({ locale: requested }) => ({
      ...rig.store.createContext(requested),
      cartSession: { token, issue: (issued: string) => (token = issued) },
      customerSession: {
        token: undefined,
        clientAddress,
        issue: () => undefined,
        clear: () => undefined,
      },
    }),
  });
  return {
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
      return {
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        ...((await response.json()) as Omit<Answer, 'status' | 'retryAfter'>),
      };
    },
  };
}

async function readyToPlace(client: ReturnType<typeof shopper>, quantity: number) {
  const steps: [string, Record<string, unknown>][] = [
    ['AddToCartMutation', { input: { sku, quantity } }],
    ['SetCheckoutEmailMutation', { email: 'limits@example.com' }],
    ['SetCheckoutAddressesMutation', { shipping: frenchAddress, billingSameAsShipping: true }],
    ['SetCheckoutShippingMethodMutation', { code: 'home' }],
    ['SetCheckoutPaymentMethodMutation', { code: 'paypal' }],
  ];
  for (const [name, variables] of steps) {
    const answer = await client.run(name, variables);
    expect(answer.errors, name).toBeUndefined();
  }
}

async function stockOf(id: number): Promise<number> {
  const [row] = await selectRows<{ qty: number }>(
    rig.store.db,
    sql`SELECT qty FROM stock_item WHERE product_id = ${id}`,
  );
  return row!.qty;
}

async function withEnv<T>(values: Record<string, string>, run: () => Promise<T>): Promise<T> {
  const before = Object.fromEntries(Object.keys(values).map((key) => [key, process.env[key]]));
  Object.assign(process.env, values);
  try {
    return await run();
  } finally {
    for (const [key, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

describe('rate limits of order placement (shared, in the database)', () => {
  it('refuses a placement beyond the per-minute limit of one session: 429, translated, nothing written', async () => {
    await withEnv({ RATE_LIMIT_ORDERS_PER_SESSION: '3' }, async () => {
      await rig.store.db.execute(
        sql`UPDATE stock_item SET qty = 500 WHERE product_id = ${productId}`,
      );
      const client = shopper('fr-FR', '192.0.2.11');
      await readyToPlace(client, 1);
      const place = (key: string) =>
        client.run('PlaceOrderMutation', { idempotencyKey: key, acceptTerms: true });
      // Three calls within the limit: the first places, the retries answer the same order.
      for (let call = 0; call < 3; call += 1) {
        const answer = await place('limits-session-0001');
        expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
        expect(answer.data!.placeOrder!.success).toBe(true);
      }
      const before = await orderRowCounts(rig.store);
      const stockBefore = await stockOf(productId);
      const refused = await place('limits-session-0002');
      expect(refused.status).toBe(429);
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      expect(refused.errors?.[0]?.extensions?.code).toBe(rateLimitedCode);
      expect(refused.errors?.[0]?.message).toMatch(/^Trop de demandes/);
      expect(await orderRowCounts(rig.store)).toEqual(before);
      expect(await stockOf(productId)).toBe(stockBefore);

      // Another session from another address is not concerned.
      const other = shopper('en-GB', '192.0.2.12');
      await readyToPlace(other, 1);
      const placed = await other.run('PlaceOrderMutation', {
        idempotencyKey: 'limits-session-0003',
        acceptTerms: true,
      });
      expect(placed.data!.placeOrder!.success).toBe(true);
    });
  });

  it('refuses beyond the per-address limit whatever the session (English message)', async () => {
    await withEnv({ RATE_LIMIT_ORDERS_PER_ADDRESS: '2' }, async () => {
      const answers: Answer[] = [];
      for (let visitor = 0; visitor < 3; visitor += 1) {
        const client = shopper('en-GB', '198.51.100.7');
        answers.push(
          await client.run('PlaceOrderMutation', {
            idempotencyKey: `limits-address-000${visitor}`,
            acceptTerms: true,
          }),
        );
      }
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 429]);
      expect(answers[2]!.errors?.[0]?.message).toMatch(/^Too many requests/);
    });
  });

  it('counts concurrent hits once each: exactly the limit passes', async () => {
    const rule = { limit: 5, windowMs: 60_000 };
    const decisions = await Promise.all(
      Array.from({ length: 12 }, () => hitRateLimit(rig.store.db, 'test:concurrent', rule)),
    );
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5);
    expect(decisions.every((decision) => decision.retryAfterSeconds <= 60)).toBe(true);
  });
});

describe('one unpaid order holds a bounded share of the stock', () => {
  it('refuses an order above the share (stock untouched, the stock not told), accepts one at the share', async () => {
    await rig.store.db.execute(
      sql`UPDATE stock_item SET qty = 100, is_in_stock = true WHERE product_id = ${productId}`,
    );
    const client = shopper('en-GB', '192.0.2.20');
    // The cart accepts what the stock has; the order may hold 20 % of it (MAX_UNPAID_SHARE, 0.2).
    await readyToPlace(client, 21);
    const before = await orderRowCounts(rig.store);
    const refused = await client.run('PlaceOrderMutation', {
      idempotencyKey: 'hold-share-0001',
      acceptTerms: true,
    });
    const answer = refused.data!.placeOrder as { success: boolean; errorMessage: string };
    expect(answer.success).toBe(false);
    expect(answer.errorMessage).toContain('more than one order may reserve');
    expect(answer.errorMessage).not.toContain('100');
    expect(await stockOf(productId)).toBe(100);
    expect(await orderRowCounts(rig.store)).toEqual(before);

    const lines = (await client.run('CartQuery')).data!.cart as {
      items: { id: string }[];
    } | null;
    const itemId = lines!.items[0]!.id;
    expect(
      (await client.run('UpdateCartItemQuantityMutation', { itemId, quantity: 20 })).errors,
    ).toBeUndefined();
    const placed = await client.run('PlaceOrderMutation', {
      idempotencyKey: 'hold-share-0002',
      acceptTerms: true,
    });
    expect((placed.data!.placeOrder as { success: boolean }).success).toBe(true);
    expect(await stockOf(productId)).toBe(80);
  });

  it('six placements of six visitors cannot take the whole stock', async () => {
    await rig.store.db.execute(
      sql`UPDATE stock_item SET qty = 30, is_in_stock = true WHERE product_id = ${productId}`,
    );
    for (let visitor = 0; visitor < 6; visitor += 1) {
      const client = shopper('fr-FR', `203.0.113.${visitor + 1}`);
      const left = await stockOf(productId);
      await readyToPlace(client, Math.max(1, left));
      await client.run('PlaceOrderMutation', {
        idempotencyKey: `hold-all-000${visitor}`,
        acceptTerms: true,
      });
    }
    // Each order asked for everything left and was refused above max(5, 20 % of what was left).
    expect(await stockOf(productId)).toBeGreaterThan(0);
  });
});

/** Two handles on the same data: two stores on one server database, or the one PGlite store twice. */
async function twoHandles(): Promise<{ a: Store; b: Store; close(): Promise<void> }> {
  const server = await cloneServerDatabase();
  if (!server) return { a: rig.store, b: rig.store, close: async () => undefined };
  const open = () => openStore({ databaseUrl: server.url, reconcile: false, log: () => undefined });
  const a = await open();
  const b = await open();
  return {
    a,
    b,
    async close() {
      await a.close();
      await b.close();
      await server.drop();
    },
  };
}

async function until(check: () => boolean, ms: number): Promise<number> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await sleep(10);
  }
  return Date.now() - started;
}

describe('maintenance and purges across store handles', () => {
  it('maintenance switched through one handle is seen through the other within a second', async () => {
    const handles = await twoHandles();
    try {
      const onA = await openSharedMaintenance({
        db: handles.a.db,
        notifications: handles.a.notifications,
      });
      const onB = await openSharedMaintenance({
        db: handles.b.db,
        notifications: handles.b.notifications,
      });
      expect(onB.isMaintenance()).toBe(false);
      await onA.setMaintenance(true, 'test');
      expect(await until(() => onB.isMaintenance(), 1000)).toBeLessThan(1000);
      expect(onB.changedAt()).not.toBeNull();
      await onA.setMaintenance(false, 'test');
      await until(() => !onB.isMaintenance(), 1000);
      // A handle opened with the start flag switches everyone on.
      const third = await openSharedMaintenance({
        db: handles.b.db,
        notifications: handles.b.notifications,
        startInMaintenance: true,
      });
      await until(() => onA.isMaintenance(), 1000);
      await third.setMaintenance(false);
      await Promise.all([onA.close(), onB.close(), third.close()]);
    } finally {
      await handles.close();
    }
  });

  it('a purge published through one handle is received through the other, not by its sender', async () => {
    const handles = await twoHandles();
    try {
      const receivedA: Purge[] = [];
      const receivedB: Purge[] = [];
      const a = await openPurgeBroadcast({
        db: handles.a.db,
        notifications: handles.a.notifications,
        onPurge: (purge) => receivedA.push(purge),
      });
      const b = await openPurgeBroadcast({
        db: handles.b.db,
        notifications: handles.b.notifications,
        onPurge: (purge) => receivedB.push(purge),
      });
      await a.publish({ tags: ['p1', 'p2'] });
      await until(() => receivedB.length === 1, 1000);
      expect(receivedB[0]).toEqual({ tags: ['p1', 'p2'], content: false });
      // Many tags: split under NOTIFY's 8000-byte limit, all received.
      const many = Array.from({ length: 3000 }, (_, index) => `tag-${index}`);
      expect(purgeMessages('x', { tags: many }).length).toBeGreaterThan(1);
      await b.publish({ tags: many });
      await b.publish({ all: true });
      await until(() => receivedA.some((purge) => 'all' in purge), 1000);
      expect(receivedA.flatMap((purge) => ('tags' in purge ? purge.tags : []))).toEqual(many);
      expect(receivedB).toHaveLength(1);
      await Promise.all([a.close(), b.close()]);
    } finally {
      await handles.close();
    }
  });

  it('a test gateway charge created through one handle is paid through the other', async () => {
    const handles = await twoHandles();
    try {
      const gatewayA = handles.a.payments.testGateway!;
      const gatewayB = handles.b.payments.testGateway!;
      const created = await gatewayA.createPayment('truffe_card', {
        paymentId: `shared-${Date.now()}`,
        orderNumber: 'SHARED-1',
        amountCents: 1234,
        currency: 'EUR',
        email: 'shared@example.com',
        locale: 'fr-FR',
        returnUrl: 'http://localhost/return',
        cancelUrl: 'http://localhost/return',
      });
      const seen = await gatewayB.load(created.providerPaymentId);
      expect(seen?.status).toBe('pending');
      await gatewayB.transition(created.providerPaymentId, ['pending'], ['authorized', 'captured']);
      const onA = await gatewayA.providers()[0]!.retrievePayment(created.paymentId);
      expect(onA?.status).toBe('captured');
      // A double submit on the first handle changes nothing.
      expect(
        await gatewayA.transition(created.providerPaymentId, ['pending'], ['declined']),
      ).toBeNull();
    } finally {
      await handles.close();
    }
  });

  it('a listening connection cut by the server comes back: everything is purged, then purges arrive again', async () => {
    const server = await cloneServerDatabase();
    if (!server) return; // PGlite: one process, no connection to lose.
    const a = await openStore({ databaseUrl: server.url, reconcile: false, log: () => undefined });
    const b = await openStore({ databaseUrl: server.url, reconcile: false, log: () => undefined });
    try {
      const received: Purge[] = [];
      const onA = await openPurgeBroadcast({
        db: a.db,
        notifications: a.notifications,
        onPurge: () => undefined,
      });
      const onB = await openPurgeBroadcast({
        db: b.db,
        notifications: b.notifications,
        onPurge: (purge) => received.push(purge),
      });
      // The server ends every LISTEN connection of the database (a restart, a proxy's idle cut).
      await a.db.execute(
        sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid() AND query LIKE 'LISTEN%'`,
      );
      await until(() => received.some((purge) => 'all' in purge), 8000);
      await onA.publish({ tags: ['after-reconnect'] });
      await until(
        () => received.some((purge) => 'tags' in purge && purge.tags.includes('after-reconnect')),
        2000,
      );
      await Promise.all([onA.close(), onB.close()]);
    } finally {
      await a.close();
      await b.close();
      await server.drop();
    }
  }, 30_000);
});
