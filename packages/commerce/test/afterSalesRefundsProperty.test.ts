/**
 * Property (issue 16 "Must show"): for random paid orders (1 to 3 lines of 1 to 3 units) and random sequences of
 * partial refunds (random lines and quantities, sometimes the shipping, to the payment or to store credit, some
 * asking for more than is left), whatever was accepted or refused:
 * - no line is refunded beyond its units or its row total, and no order beyond its grand total;
 * - the provider never gives back more than it charged;
 * - the customer's store credit balance equals the sum of its history, and each movement's balance after it is
 *   the running sum (never below zero).
 * Refusals are the translated after-sales refusals only; anything else fails the property.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { AfterSalesError } from '../src/afterSales/messages';
import { refundOrder } from '../src/afterSales/refunds';
import { selectRows } from '../src/db/database';
import {
  orderableProducts,
  orderLines,
  placePaidOrder,
  registeredCustomer,
} from './afterSalesFixtures';
import { openOrdersRig, type OrdersRig } from './ordersFixtures';

/** Orders checked: more on the PostgreSQL server; AFTER_SALES_PROPERTY_RUNS overrides. */
const runs = Number(process.env.AFTER_SALES_PROPERTY_RUNS ?? (process.env.DATABASE_URL ? 100 : 30));

let rig: OrdersRig;
let products: { id: number; sku: string }[];
let customerId: number;
let keys = 0;

beforeAll(async () => {
  rig = await openOrdersRig({ gatewayFile: false });
  products = await orderableProducts(rig, 5, 30);
  customerId = await registeredCustomer(rig, 'property');
});
afterAll(() => rig?.close());

const refundArbitrary = fc.record({
  picks: fc.array(fc.record({ line: fc.nat({ max: 2 }), qty: fc.integer({ min: 1, max: 4 }) }), {
    maxLength: 3,
  }),
  everything: fc.boolean(),
  shipping: fc.boolean(),
  to: fc.constantFrom('payment' as const, 'store_credit' as const),
});

const orderArbitrary = fc.record({
  lines: fc.uniqueArray(
    fc.record({ product: fc.nat({ max: 4 }), qty: fc.integer({ min: 1, max: 3 }) }),
    { minLength: 1, maxLength: 3, selector: (line) => line.product },
  ),
  refunds: fc.array(refundArbitrary, { minLength: 1, maxLength: 4 }),
});

describe('refunds never exceed what was paid; the credit balance is the sum of its history', () => {
  it('holds for random orders and random partial refunds', async () => {
    await fc.assert(
      fc.asyncProperty(orderArbitrary, async ({ lines, refunds }) => {
        const order = await placePaidOrder(
          rig,
          lines.map((line) => ({ sku: products[line.product]!.sku, quantity: line.qty })),
          { customerId },
        );
        const orderLineIds = (await orderLines(rig, order.id)).map((line) => line.id);
        for (const refund of refunds) {
          const chosen = refund.everything
            ? undefined
            : refund.picks
                .filter((pick) => pick.line < orderLineIds.length)
                .map((pick) => ({ orderLineId: orderLineIds[pick.line]!, qty: pick.qty }));
          try {
            await refundOrder(rig.store, order.number, {
              lines: chosen,
              shipping: refund.shipping,
              to: refund.to,
              idempotencyKey: `property-${process.pid}-${(keys += 1)}`,
            });
          } catch (error) {
            if (!(error instanceof AfterSalesError)) throw error;
          }
        }

        const overLines = await selectRows<{ id: number }>(
          rig.store.db,
          sql`SELECT l.id FROM sales_order_line l
            JOIN credit_memo_line ml ON ml.order_line_id = l.id
            JOIN credit_memo m ON m.id = ml.credit_memo_id AND m.status <> 'failed'
            WHERE l.order_id = ${order.id}
            GROUP BY l.id, l.qty, l.row_total_incl_tax
            HAVING sum(ml.qty) > l.qty OR sum(ml.amount_incl_tax) > l.row_total_incl_tax`,
        );
        expect(overLines).toEqual([]);
        const [totals] = await selectRows<{ refunded: number; paid: number; charged: number }>(
          rig.store.db,
          sql`SELECT (SELECT coalesce(sum(amount), 0)::int FROM credit_memo
                WHERE order_id = o.id AND status <> 'failed') AS refunded,
              o.grand_total AS paid, p.amount AS charged
            FROM sales_order o JOIN payment p ON p.order_id = o.id WHERE o.id = ${order.id}`,
        );
        expect(totals!.refunded).toBeLessThanOrEqual(totals!.paid);
        const [payment] = await selectRows<{ id: string }>(
          rig.store.db,
          sql`SELECT id FROM payment WHERE order_id = ${order.id}`,
        );
        const givenBack = rig.gateway.refundsOf(payment!.id).reduce((sum, cents) => sum + cents, 0);
        expect(givenBack).toBeLessThanOrEqual(totals!.charged);

        const ledger = await selectRows<{ amount: number; balanceAfter: number }>(
          rig.store.db,
          sql`SELECT amount, balance_after AS "balanceAfter" FROM store_credit_entry
            WHERE customer_id = ${customerId} ORDER BY id`,
        );
        let running = 0;
        for (const movement of ledger) {
          running += movement.amount;
          expect(movement.balanceAfter).toBe(running);
          expect(running).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: runs, seed: Number(process.env.FC_SEED ?? 20261126) },
    );
  }, 600_000);
});
