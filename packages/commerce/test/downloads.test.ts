/**
 * Downloadable products after the sale (issue 16 item 7; decision 0762) on the real engine with the test gateway:
 * a purchase is written inactive when the order is placed, usable once it is paid, counted per download up to its
 * limit (a pair of claims of the last download gives one file and one refusal), never usable by another customer,
 * and gone when the order is canceled or fully refunded. The signed addresses: expired, altered or presented by
 * another customer, they verify to nothing. Samples: only real links, only inside the downloads root.
 */
import { existsSync, readFileSync } from 'node:fs';

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { cancelOrder } from '../src/afterSales/cancelAndClose';
import {
  createDownloadLinks,
  downloadUrlLifetimeSeconds,
  signDownloadToken,
  verifyDownloadToken,
} from '../src/afterSales/downloadUrls';
import {
  claimDownload,
  deactivateDownloadsIfRefunded,
  downloadFileAt,
  downloadsPerUnit,
  findSample,
  listCustomerDownloads,
} from '../src/afterSales/downloads';
import { customerDepsOf } from '../src/customers/context';
import { register } from '../src/customers/registration';
import { selectRows } from '../src/db/database';
import { placeOrder } from '../src/orders/placeOrder';
import { placePaidOrder } from './afterSalesFixtures';
import { newSession, openOrdersRig, type OrdersRig, readyToPlace } from './ordersFixtures';

let rig: OrdersRig;
let guide: { id: number; sku: string; linkId: number };
let alice: number;
let bob: number;

async function customer(name: string): Promise<number> {
  const email = `downloads.${name}.${process.pid}.${Date.now()}@example.fr`;
  await register(customerDepsOf(rig.store), {
    email,
    password: 'croquettes du mardi soir',
    firstname: 'Camille',
    lastname: name,
    acceptCgv: true,
  });
  const [row] = await selectRows<{ id: number }>(
    rig.store.db,
    sql`SELECT id FROM customer WHERE email = ${email}`,
  );
  return row!.id;
}

/** The purchase rows of an order. */
function purchasesOf(orderId: number) {
  return selectRows<{
    id: number;
    active: boolean;
    downloadsUsed: number;
    maxDownloads: number | null;
    customerId: number | null;
  }>(
    rig.store.db,
    sql`SELECT dp.id, dp.active, dp.downloads_used AS "downloadsUsed", dp.max_downloads AS "maxDownloads",
        dp.customer_id AS "customerId"
      FROM download_purchase dp JOIN sales_order_line l ON l.id = dp.order_line_id
      WHERE l.order_id = ${orderId} ORDER BY dp.id`,
  );
}

beforeAll(async () => {
  rig = await openOrdersRig({ gatewayFile: false });
  const [row] = await selectRows<{ id: number; sku: string; linkId: number }>(
    rig.store.db,
    sql`SELECT p.id, p.sku, dl.id AS "linkId" FROM product p JOIN downloadable_link dl ON dl.product_id = p.id
      WHERE p.type = 'downloadable' AND p.is_active ORDER BY p.id LIMIT 1`,
  );
  guide = row!;
  alice = await customer('alice');
  bob = await customer('bob');
});
afterAll(() => rig?.close());

describe('signed download addresses', () => {
  const secret = 'a-test-secret-of-at-least-thirty-two-chars';

  it('verify for the customer they were made for, until they expire', () => {
    const now = Date.UTC(2026, 10, 26, 12, 0, 0);
    const { token, expiresAt } = signDownloadToken(secret, 42, 7, now);
    expect(expiresAt.getTime()).toBe(now + downloadUrlLifetimeSeconds * 1000);
    expect(verifyDownloadToken(secret, token, 7, now)).toBe(42);
    expect(verifyDownloadToken(secret, token, 7, expiresAt.getTime() - 1)).toBe(42);
    // Expired, another customer, another secret.
    expect(verifyDownloadToken(secret, token, 7, expiresAt.getTime())).toBeNull();
    expect(verifyDownloadToken(secret, token, 8, now)).toBeNull();
    expect(verifyDownloadToken(`${secret}!`, token, 7, now)).toBeNull();
  });

  it('refuse an altered purchase, expiry or signature, and anything malformed', () => {
    const now = Date.now();
    const { token } = signDownloadToken(secret, 42, 7, now);
    const [, expires, signature] = token.split(/-(\d+)-/);
    expect(verifyDownloadToken(secret, `43-${expires}-${signature}`, 7, now)).toBeNull();
    expect(
      verifyDownloadToken(secret, `42-${Number(expires) + 3600}-${signature}`, 7, now),
    ).toBeNull();
    const flipped = signature!.startsWith('A')
      ? `B${signature!.slice(1)}`
      : `A${signature!.slice(1)}`;
    expect(verifyDownloadToken(secret, `42-${expires}-${flipped}`, 7, now)).toBeNull();
    for (const bad of ['', '42', `42-${expires}`, `x-${expires}-${signature}`, `${token}x`])
      expect(verifyDownloadToken(secret, bad, 7, now)).toBeNull();
  });

  it('become addresses under the base URL, in the page language', () => {
    const links = createDownloadLinks(secret, '/shop/');
    expect(links.urlFor(5, 7, 'fr-FR').url).toMatch(/^\/shop\/downloads\/file\/5-\d+-[\w-]{43}$/);
    expect(links.urlFor(5, 7, 'en-GB').url).toMatch(
      /^\/shop\/en\/downloads\/file\/5-\d+-[\w-]{43}$/,
    );
  });
});

describe('a purchase of a downloadable product', () => {
  it('is written inactive at placement and listed as awaiting payment', async () => {
    const session = newSession();
    const services = { ...rig.cartServices('fr-FR'), customerId: alice };
    await readyToPlace(services, session, [{ sku: guide.sku, quantity: 2 }]);
    const placed = await placeOrder({ ...rig.orderServices('fr-FR'), customerId: alice }, session, {
      idempotencyKey: `downloads-pending-${process.pid}`,
      acceptTerms: true,
    });
    expect(placed.success, placed.errorMessage ?? '').toBe(true);
    const [order] = await selectRows<{ id: number }>(
      rig.store.db,
      sql`SELECT id FROM sales_order WHERE number = ${placed.order!.number}`,
    );
    const rows = await purchasesOf(order!.id);
    expect(rows).toEqual([
      expect.objectContaining({
        active: false,
        downloadsUsed: 0,
        maxDownloads: 2 * downloadsPerUnit,
        customerId: alice,
      }),
    ]);
    const listed = await listCustomerDownloads(rig.store.db, alice, 'fr-FR');
    expect(listed.find((entry) => entry.id === rows[0]!.id)).toMatchObject({
      state: 'pending',
      orderNumber: placed.order!.number,
      linkTitle: 'Télécharger',
    });
    // Not paid: nothing to download.
    expect(await claimDownload(rig.store.db, alice, rows[0]!.id)).toEqual({ kind: 'not-found' });
    // A product that is not downloadable writes nothing.
    const [simple] = await selectRows<{ n: number }>(
      rig.store.db,
      sql`SELECT count(*)::int AS n FROM download_purchase dp JOIN sales_order_line l ON l.id = dp.order_line_id
        JOIN product p ON p.id = l.product_id WHERE p.type <> 'downloadable'`,
    );
    expect(simple!.n).toBe(0);
  });

  it('is downloadable once paid, counted up to its limit, and only by its owner', async () => {
    const order = await placePaidOrder(rig, [{ sku: guide.sku, quantity: 1 }], {
      customerId: alice,
    });
    const [purchase] = await purchasesOf(order.id);
    expect(purchase).toMatchObject({ active: true, maxDownloads: downloadsPerUnit });

    const listed = await listCustomerDownloads(rig.store.db, alice, 'en-GB');
    expect(listed[0]).toMatchObject({
      id: purchase!.id,
      state: 'available',
      orderNumber: order.number,
      linkTitle: 'Download',
      downloadsUsed: 0,
      maxDownloads: downloadsPerUnit,
    });
    expect(listed[0]!.productName).toMatch(/[A-Za-z]/);
    // Bob sees nothing of it and gets nothing from it.
    expect(
      (await listCustomerDownloads(rig.store.db, bob, 'fr-FR')).map((entry) => entry.id),
    ).not.toContain(purchase!.id);
    expect(await claimDownload(rig.store.db, bob, purchase!.id)).toEqual({ kind: 'not-found' });

    const first = await claimDownload(rig.store.db, alice, purchase!.id);
    if (first.kind !== 'granted') throw new Error(`not granted: ${first.kind}`);
    expect(first.downloadsUsed).toBe(1);
    expect(first.file.contentType).toBe('application/pdf');
    expect(first.file.path).toMatch(/data\/downloads\/files\/[\w-]+\.pdf$/);
    expect(readFileSync(first.file.path).subarray(0, 5).toString()).toBe('%PDF-');

    // Down to the last download, then a concurrent pair: one file, one refusal.
    await rig.store.db.execute(
      sql`UPDATE download_purchase SET downloads_used = max_downloads - 1 WHERE id = ${purchase!.id}`,
    );
    const pair = await Promise.all([
      claimDownload(rig.store.db, alice, purchase!.id),
      claimDownload(rig.store.db, alice, purchase!.id),
    ]);
    expect(pair.map((claim) => claim.kind).sort()).toEqual(['granted', 'limit-reached']);
    expect((await purchasesOf(order.id))[0]!.downloadsUsed).toBe(downloadsPerUnit);
    expect(await claimDownload(rig.store.db, alice, purchase!.id)).toEqual({
      kind: 'limit-reached',
      maxDownloads: downloadsPerUnit,
    });
    expect(
      (await listCustomerDownloads(rig.store.db, alice, 'fr-FR')).find(
        (entry) => entry.id === purchase!.id,
      )?.state,
    ).toBe('limit_reached');
    // Still nothing to tell Bob: not "limit reached", not found.
    expect(await claimDownload(rig.store.db, bob, purchase!.id)).toEqual({ kind: 'not-found' });
  });

  it('ends when the order is canceled', async () => {
    const order = await placePaidOrder(rig, [{ sku: guide.sku, quantity: 1 }], {
      customerId: alice,
    });
    const [purchase] = await purchasesOf(order.id);
    expect(purchase!.active).toBe(true);
    await cancelOrder(rig.store, order.number);
    expect((await purchasesOf(order.id))[0]!.active).toBe(false);
    expect(await claimDownload(rig.store.db, alice, purchase!.id)).toEqual({ kind: 'not-found' });
    expect(
      (await listCustomerDownloads(rig.store.db, alice, 'fr-FR')).find(
        (entry) => entry.id === purchase!.id,
      )?.state,
    ).toBe('revoked');
  });

  it('ends when refunded credit memos cover the order, not before', async () => {
    const order = await placePaidOrder(rig, [{ sku: guide.sku, quantity: 1 }], {
      customerId: alice,
    });
    const [purchase] = await purchasesOf(order.id);
    const memo = (amount: number, key: string) =>
      rig.store.db.execute(
        sql`INSERT INTO credit_memo (number, order_id, refund_to, status, idempotency_key, amount)
          VALUES (${`AV-${key}`}, ${order.id}, 'payment', 'refunded', ${key}, ${amount})`,
      );
    await memo(order.grandTotal - 1, `dl-part-${order.id}`);
    expect(await deactivateDownloadsIfRefunded(rig.store.db, order.id)).toBe(false);
    expect((await claimDownload(rig.store.db, alice, purchase!.id)).kind).toBe('granted');
    await memo(1, `dl-rest-${order.id}`);
    expect(await deactivateDownloadsIfRefunded(rig.store.db, order.id)).toBe(true);
    expect(await claimDownload(rig.store.db, alice, purchase!.id)).toEqual({ kind: 'not-found' });
  });
});

describe('samples', () => {
  it('serve the file of a real link, from the downloads root only', async () => {
    const sample = await findSample(rig.store.db, String(guide.linkId));
    expect(sample?.contentType).toBe('application/pdf');
    expect(sample?.path).toMatch(/data\/downloads\/samples\/[\w-]+\.pdf$/);
    expect(existsSync(sample!.path)).toBe(true);
    for (const unknown of ['999999', 'abc', '', '1 OR 1=1'])
      expect(await findSample(rig.store.db, unknown)).toBeNull();
    expect(downloadFileAt('../../package.json')).toBeNull();
    expect(downloadFileAt('/etc/passwd')).toBeNull();
  });

  it('exist for every seeded link, with its purchased file', async () => {
    const links = await selectRows<{ id: number }>(
      rig.store.db,
      sql`SELECT id FROM downloadable_link ORDER BY id`,
    );
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      const sample = await findSample(rig.store.db, String(link.id));
      expect(existsSync(sample!.path), sample?.path).toBe(true);
      expect(existsSync(sample!.path.replace('/samples/', '/files/'))).toBe(true);
    }
  });
});
