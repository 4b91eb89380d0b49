/**
 * A real store for the order tests (PGlite on disk, or a fresh database on the PostgreSQL server named by
 * DATABASE_URL, cloned from the run's seeded template), with the in-process test gateway whose webhooks are
 * delivered by real HTTP to a local endpoint that runs the shop's own webhook handler. The store can be closed
 * and opened again on the same data (crash and reconciliation tests).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { sql } from 'drizzle-orm';

import {
  addToCart,
  type AddToCartInput,
  type CartServices,
  type CartSession,
} from '../src/cart/cartService';
import {
  type CheckoutServices,
  setCheckoutAddresses,
  setCheckoutEmail,
  setCheckoutPaymentMethod,
  setCheckoutShippingMethod,
} from '../src/checkout/checkoutService';
import type { SiteLocale } from '../src/config';
import { selectRows } from '../src/db/database';
import { handlePaymentWebhook } from '../src/orders/webhooks';
import type { OrderServices } from '../src/orders/services';
import type { TestGateway } from '../src/payments/index';
import { openStore, type Store } from '../src/store/openStore';
import { cloneServerDatabase, seededSnapshot } from '../src/testing/testStore';

export { newSession } from './harness';

export interface OrdersRig {
  store: Store;
  /** The data folder (PGlite on disk, the test gateway's charges). */
  dataDir: string;
  /** The PostgreSQL database of the rig, when the run is on a server (a command run beside it opens it too). */
  databaseUrl: string | undefined;
  gateway: TestGateway;
  /** Where the test gateway POSTs webhooks (the shop's handler behind real HTTP). */
  webhookUrl: string;
  /** When false, webhook deliveries are refused (503) and nothing is applied: a lost webhook. */
  deliverWebhooks: boolean;
  orderServices(locale?: SiteLocale): OrderServices;
  cartServices(locale?: SiteLocale): CheckoutServices;
  /** Closes the store (as a crash would leave it) and opens it again on the same data. */
  reopen(): Promise<void>;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** A seeded store for one test file. */
export async function openOrdersRig(
  options: {
    /** Keep PGlite on disk so that `reopen` finds the data (the server keeps it anyway). @defaultValue false */
    persistent?: boolean;
    /** Keep the test gateway's charges in a file (restart tests); in memory otherwise. @defaultValue true */
    gatewayFile?: boolean;
  } = {},
): Promise<OrdersRig> {
  const dataDir = await mkdtemp(join(tmpdir(), 'truffe-orders-'));
  const serverDatabase = await cloneServerDatabase();
  const databaseUrl = serverDatabase?.url;
  const dropDatabase = async () => serverDatabase?.drop();

  let rigStore: Store | undefined;
  const server: Server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const code = /^\/payments\/webhook\/([\w-]+)$/.exec(req.url ?? '')?.[1];
      if (!rig.deliverWebhooks || !rigStore || !code) {
        res.writeHead(503).end();
        return;
      }
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([name, value]) => [name, String(value)]),
      );
      const answer = await handlePaymentWebhook(rigStore, code, body, headers);
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    })().catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const open = async (first: boolean) =>
    openStore({
      databaseUrl,
      dataDir: options.persistent ? dataDir : undefined,
      // In memory unless persistent: a reopened in-memory store starts again from the seeded copy.
      pgliteSnapshot:
        !databaseUrl && (first || !options.persistent) ? await seededSnapshot() : undefined,
      seedIfEmpty: false,
      // Room for real parallelism on the server (the concurrency tests run 100 placements at once).
      poolSize: 20,
      log: () => undefined,
      // Everything pending is reconciled at once (the tests simulate the crash seconds before).
      reconcile: { minAgeMinutes: 0, log: () => undefined },
      payments: {
        backend: 'test',
        dataDir: options.gatewayFile === false ? undefined : dataDir,
        publicUrl: origin,
        webhookUrl: (code) => `${origin}/payments/webhook/${code}`,
        testGateway: { secret: 'orders-test-secret', retryDelaysMs: [], log: () => undefined },
      },
    });

  const rig: OrdersRig = {
    store: (rigStore = await open(true)),
    dataDir,
    databaseUrl,
    get gateway() {
      return rig.store.payments.testGateway as unknown as TestGateway;
    },
    webhookUrl: `${origin}/payments/webhook`,
    deliverWebhooks: true,
    orderServices: (locale = 'fr-FR') => ({
      db: rig.store.db,
      config: rig.store.config,
      payments: rig.store.payments,
      mailer: rig.store.mailer,
      locale,
      customerGroupId: 0,
      customerId: null,
    }),
    cartServices: (locale = 'fr-FR') => ({
      db: rig.store.db,
      locale,
      customerGroupId: 0,
      customerId: null,
      tax: rig.store.config,
      currency: 'EUR',
      checkout: rig.store.config.checkout,
      paymentProviders: rig.store.payments.list(),
    }),
    async reopen() {
      rigStore = undefined;
      await rig.store.close();
      rig.store = rigStore = await open(false);
    },
    async close() {
      rigStore = undefined;
      await rig.store.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await dropDatabase();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return rig;
}

export const frenchAddress = {
  firstname: 'Camille',
  lastname: 'Durand',
  company: null,
  street: ['12 rue des Lilas'],
  postcode: '75011',
  city: 'Paris',
  countryCode: 'FR',
  telephone: null,
};

/** Fills the cart and the checkout of a session (home delivery, card by default); throws on any refusal. */
export async function readyToPlace(
  services: CheckoutServices,
  session: CartSession,
  items: AddToCartInput[],
  options: { paymentCode?: string; email?: string } = {},
): Promise<void> {
  for (const item of items) {
    const added = await addToCart(services as CartServices, session, item);
    if (!added.success) throw new Error(`addToCart ${JSON.stringify(item)}: ${added.errorMessage}`);
  }
  const steps = [
    () => setCheckoutEmail(services, session, options.email ?? 'camille@example.com'),
    () =>
      setCheckoutAddresses(services, session, {
        shipping: frenchAddress,
        billingSameAsShipping: true,
      }),
    () => setCheckoutShippingMethod(services, session, { code: 'home' }),
    () => setCheckoutPaymentMethod(services, session, options.paymentCode ?? 'truffe_card'),
  ];
  for (const step of steps) {
    const result = await step();
    if (!result.success)
      throw new Error(`checkout: ${result.errorMessage} ${JSON.stringify(result.fieldErrors)}`);
  }
}

/** Row counts of the order tables (nothing written is the proof of a clean refusal). */
export async function orderRowCounts(store: Store) {
  const [row] = await selectRows<{
    orders: number;
    lines: number;
    payments: number;
    events: number;
    emails: number;
  }>(
    store.db,
    sql`SELECT (SELECT count(*)::int FROM sales_order) AS orders,
        (SELECT count(*)::int FROM sales_order_line) AS lines,
        (SELECT count(*)::int FROM payment) AS payments,
        (SELECT count(*)::int FROM payment_event) AS events,
        (SELECT count(*)::int FROM email_outbox) AS emails`,
  );
  return row!;
}

export async function stockOf(store: Store, productId: number): Promise<number> {
  const [row] = await selectRows<{ qty: number }>(
    store.db,
    sql`SELECT qty FROM stock_item WHERE product_id = ${productId}`,
  );
  return row!.qty;
}

/** The test gateway's charges as it persisted them (to count charges per order). */
export async function gatewayCharges(
  rig: OrdersRig,
): Promise<{ orderNumber: string; paymentId: string; status: string }[]> {
  const file = join(rig.dataDir, 'payments', 'test-gateway-charges.json');
  const parsed = JSON.parse(await readFile(file, 'utf8')) as {
    charges: { orderNumber: string; paymentId: string; status: string }[];
  };
  return parsed.charges;
}
