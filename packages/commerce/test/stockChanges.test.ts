/**
 * Stock changes announced after the commit (decision 0852), on the real engine: an order that takes stock and
 * a declined payment that gives it back tell the store's listeners which products moved and the content tags
 * of the pages showing them (a configurable parent shows its children's stock); a refused placement announces
 * nothing.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { announceStockChange, onStockChange, type StockChange } from '../src/catalog/stockChanges';
import { confirmPaymentReturn } from '../src/orders/paymentReturn';
import { placeOrder } from '../src/orders/placeOrder';
import { selectRows } from '../src/db/database';
import { contentHash } from '../src/resolvers/contentMetadata';
import { newSession, openOrdersRig, type OrdersRig, readyToPlace } from './ordersFixtures';

let rig: OrdersRig;
let product: { id: number; sku: string };
const changes: StockChange[] = [];
let stopListening = () => {};

beforeAll(async () => {
  rig = await openOrdersRig();
  const [found] = await selectRows<{ id: number; sku: string }>(
    rig.store.db,
    sql`SELECT p.id, p.sku FROM product p JOIN stock_item s ON s.product_id = p.id
      WHERE p.type = 'simple' AND p.is_active AND s.is_in_stock AND s.qty >= 30
        AND NOT EXISTS (SELECT 1 FROM custom_option o WHERE o.product_id = p.id AND o.is_required)
      ORDER BY p.id DESC LIMIT 1`,
  );
  if (!found) throw new Error('the seed has no simple product in stock');
  product = found;
  stopListening = onStockChange(rig.store.db, (change) => changes.push(change));
});
afterAll(async () => {
  stopListening();
  await rig?.close();
});

describe('stock change announcements', () => {
  it('announces the products an order took and gave back, with their pages’ tags', async () => {
    const session = newSession();
    await readyToPlace(rig.cartServices(), session, [{ sku: product.sku, quantity: 2 }]);
    rig.deliverWebhooks = false;
    try {
      changes.length = 0;
      const placed = await placeOrder(rig.orderServices(), session, {
        idempotencyKey: `stock-change-${Date.now()}`,
      });
      expect(placed.success).toBe(true);
      // Its own tag, and those of the grouped or bundle products it belongs to, if any.
      expect(changes).toEqual([
        {
          productIds: [product.id],
          tags: expect.arrayContaining([contentHash('product', product.sku)]),
        },
      ]);

      // A refused placement (bad key) moves no stock and announces nothing.
      changes.length = 0;
      await placeOrder(rig.orderServices(), session, { idempotencyKey: 'not-a-valid key' });
      expect(changes).toEqual([]);

      const [payment] = await selectRows<{ id: string; providerPaymentId: string }>(
        rig.store.db,
        sql`SELECT p.id, p.provider_payment_id AS "providerPaymentId" FROM payment p
          JOIN sales_order o ON o.id = p.order_id WHERE o.number = ${placed.order!.number}`,
      );
      await rig.gateway.transition(payment!.providerPaymentId, ['pending'], ['declined'], {
        declineReason: 'card_declined',
      });
      await rig.gateway.whenDelivered();
      const back = await confirmPaymentReturn(rig.orderServices(), session, payment!.id);
      expect(back.order?.status).toBe('CANCELED');
      expect(changes).toEqual([
        {
          productIds: [product.id],
          tags: expect.arrayContaining([contentHash('product', product.sku)]),
        },
      ]);
    } finally {
      rig.deliverWebhooks = true;
    }
  });

  it('includes the configurable parent of a child whose stock changed', async () => {
    const [link] = await selectRows<{ childId: number; parentSku: string; childSku: string }>(
      rig.store.db,
      sql`SELECT l.child_id AS "childId", p.sku AS "parentSku", c.sku AS "childSku"
        FROM product_link l JOIN product p ON p.id = l.parent_id JOIN product c ON c.id = l.child_id
        WHERE l.kind = 'configurable' ORDER BY l.child_id LIMIT 1`,
    );
    if (!link) throw new Error('the seed has no configurable product');
    changes.length = 0;
    await announceStockChange(rig.store.db, [link.childId]);
    expect(changes).toHaveLength(1);
    expect(changes[0]!.productIds).toEqual([link.childId]);
    expect(changes[0]!.tags).toEqual(
      expect.arrayContaining([
        contentHash('product', link.childSku),
        contentHash('product', link.parentSku),
      ]),
    );
  });
});
