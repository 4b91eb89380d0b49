/**
 * "Notify me" (issue 17 item 3) against a real store: a subscriber of an out-of-stock product gets exactly one
 * e-mail through the outbox when stock comes back — by the stock command or by a canceled order's units going
 * back (releaseStock, what every cancel runs) — even when stock changes three times in a row or in parallel;
 * an unsubscribed address gets none; bad input is refused in the request's language and writes nothing.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { selectRows, type Database } from '../src/db/database';
import { releaseStock } from '../src/orders/paymentState';
import type { Store } from '../src/store/openStore';
import { orderableSimpleSkus } from '../src/testing/catalogueSamples';
import { openTestStore } from '../src/testing/testStore';
import { WishlistError } from '../src/wishlist/messages';
import {
  setStockQuantity,
  subscribeStockAlert,
  unsubscribeStockAlert,
} from '../src/wishlist/stockAlerts';

let store: Store;
let skus: string[];

beforeAll(async () => {
  store = await openTestStore();
  skus = await orderableSimpleSkus(store, 6);
}, 120_000);
afterAll(() => store?.close());

async function productId(sku: string) {
  const [row] = await selectRows<{ id: number }>(
    store.db,
    sql`SELECT id FROM product WHERE sku = ${sku}`,
  );
  return row!.id;
}

async function alertMails(to: string) {
  return selectRows<{ subject: string; text: string; dedupeKey: string }>(
    store.db,
    sql`SELECT subject, text, dedupe_key AS "dedupeKey" FROM email_outbox
      WHERE "to" = ${to} AND dedupe_key LIKE 'stock-alert:%' ORDER BY id`,
  );
}

const unique = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

describe('in-stock alerts', () => {
  it('sends one e-mail per subscriber when a canceled order gives stock back, then never again', async () => {
    const sku = skus[0]!;
    await setStockQuantity(store.db, sku, 0);
    const guest = unique('guest');
    const other = unique('other');
    expect(
      await subscribeStockAlert(store.db, 'fr-FR', { sku, email: guest }, null),
    ).not.toBeNull();
    await subscribeStockAlert(store.db, 'en-GB', { sku, email: other.toUpperCase() }, null);
    // Subscribing again while waiting is the same subscription.
    expect(await subscribeStockAlert(store.db, 'fr-FR', { sku, email: guest }, null)).toBeNull();

    const id = await productId(sku);
    await store.db.transaction((tx) =>
      releaseStock(tx as unknown as Database, [{ productId: id, qty: 2 }]),
    );
    const mails = await alertMails(guest);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/est de nouveau disponible$/);
    expect(mails[0]!.text).toMatch(/\/stock-alert\/unsubscribe\/[A-Za-z0-9_-]{43}/);
    expect(await alertMails(other)).toEqual([
      expect.objectContaining({ subject: expect.stringMatching(/is back in stock$/) }),
    ]);

    // Three more changes in a row: nothing new.
    await store.db.transaction((tx) =>
      releaseStock(tx as unknown as Database, [{ productId: id, qty: 1 }]),
    );
    await setStockQuantity(store.db, sku, 50);
    await setStockQuantity(store.db, sku, 40);
    expect(await alertMails(guest)).toHaveLength(1);
    expect(await alertMails(other)).toHaveLength(1);
  });

  it('sends one e-mail when the stock command raises stock three times in parallel', async () => {
    const sku = skus[1]!;
    await setStockQuantity(store.db, sku, 0);
    const to = unique('parallel');
    // A signed-in customer subscribes with the account's address (customer id from the session).
    const [customer] = await selectRows<{ id: number }>(
      store.db,
      sql`INSERT INTO customer (email, password_hash, firstname, lastname, locale)
        VALUES (${to}, 'x', 'Camille', 'Martin', 'en-GB') RETURNING id`,
    );
    await subscribeStockAlert(store.db, 'en-GB', { sku }, { id: customer!.id, email: to });
    const queued = await Promise.all([
      setStockQuantity(store.db, sku, 10),
      setStockQuantity(store.db, sku, 11),
      setStockQuantity(store.db, sku, 12),
    ]);
    expect(queued.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await alertMails(to)).toHaveLength(1);
  });

  it('sends nothing to an address that unsubscribed, and a new subscription after a return is a new alert', async () => {
    const sku = skus[2]!;
    await setStockQuantity(store.db, sku, 0);
    const to = unique('unsub');
    const id = await subscribeStockAlert(store.db, 'fr-FR', { sku, email: to }, null);
    const [row] = await selectRows<{ token: string }>(
      store.db,
      sql`SELECT unsubscribe_token AS token FROM stock_alert WHERE id = ${id}`,
    );
    expect(await unsubscribeStockAlert(store.db, row!.token)).toBe(true);
    expect(await unsubscribeStockAlert(store.db, 'not-a-token')).toBe(false);
    await setStockQuantity(store.db, sku, 5);
    expect(await alertMails(to)).toHaveLength(0);

    // Out of stock again, a new subscription: one more e-mail for this new return.
    await setStockQuantity(store.db, sku, 0);
    await subscribeStockAlert(store.db, 'fr-FR', { sku, email: to }, null);
    await setStockQuantity(store.db, sku, 3);
    await setStockQuantity(store.db, sku, 4);
    expect(await alertMails(to)).toHaveLength(1);
  });

  it('refuses an in-stock product, a bad address and an unknown product, in the language asked, writing nothing', async () => {
    const [before] = await selectRows<{ n: number }>(
      store.db,
      sql`SELECT count(*)::int AS n FROM stock_alert`,
    );
    const refusal = async (run: () => Promise<unknown>, locale: 'fr-FR' | 'en-GB') => {
      try {
        await run();
      } catch (error) {
        if (error instanceof WishlistError) return error.messageIn(locale);
        throw error;
      }
      return null;
    };
    const inStock = skus[3]!;
    await setStockQuantity(store.db, inStock, 30);
    expect(
      await refusal(
        () => subscribeStockAlert(store.db, 'fr-FR', { sku: inStock, email: unique('a') }, null),
        'fr-FR',
      ),
    ).toBe(`Le produit ${inStock} est en stock : vous pouvez le commander dès maintenant.`);
    expect(
      await refusal(
        () =>
          subscribeStockAlert(store.db, 'en-GB', { sku: skus[4]!, email: 'not-an-address' }, null),
        'en-GB',
      ),
    ).toBe('Enter a valid e-mail address, for example name@example.com.');
    expect(
      await refusal(
        () => subscribeStockAlert(store.db, 'en-GB', { sku: 'NOPE-1', email: unique('b') }, null),
        'en-GB',
      ),
    ).toBe('Product NOPE-1 does not exist or is no longer sold.');
    expect(await refusal(() => setStockQuantity(store.db, skus[4]!, -1), 'fr-FR')).toBe(
      'Cette demande n’est pas valide.',
    );
    const [after] = await selectRows<{ n: number }>(
      store.db,
      sql`SELECT count(*)::int AS n FROM stock_alert`,
    );
    expect(after!.n).toBe(before!.n);
  });
});
