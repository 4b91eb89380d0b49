/**
 * Shared pieces of the after-sales tests: paid orders placed through the real checkout and the test gateway
 * (webhooks over HTTP), the rows an order operation writes (a refusal must leave them unchanged), and the text
 * of a PDF read back with pdf.js (the test kit's pdfText).
 */
import { sql } from 'drizzle-orm';

import { AfterSalesError } from '../src/afterSales/messages';
import type { AddToCartInput } from '../src/cart/cartService';
import type { SiteLocale } from '../src/config';
import { customerDepsOf } from '../src/customers/context';
import { register } from '../src/customers/registration';
import { selectRows } from '../src/db/database';
import { placeOrder } from '../src/orders/placeOrder';
import { newSession, type OrdersRig, readyToPlace } from './ordersFixtures';

let keys = 0;

export interface PaidOrderOptions {
  locale?: SiteLocale;
  email?: string;
  /** A signed-in customer's order. */
  customerId?: number;
}

/** Places an order and pays it by card through the test gateway: it is PROCESSING when this answers. */
export async function placePaidOrder(
  rig: OrdersRig,
  items: AddToCartInput[],
  options: PaidOrderOptions = {},
): Promise<{ id: number; number: string; grandTotal: number }> {
  const locale = options.locale ?? 'fr-FR';
  const customerId = options.customerId ?? null;
  const session = newSession();
  await readyToPlace({ ...rig.cartServices(locale), customerId }, session, items, {
    email: options.email,
  });
  const placed = await placeOrder({ ...rig.orderServices(locale), customerId }, session, {
    idempotencyKey: `after-sales-${process.pid}-${(keys += 1)}`,
    acceptTerms: true,
  });
  if (!placed.success || !placed.order) throw new Error(`placeOrder: ${placed.errorMessage}`);
  const [payment] = await selectRows<{ providerPaymentId: string }>(
    rig.store.db,
    sql`SELECT p.provider_payment_id AS "providerPaymentId" FROM payment p
      JOIN sales_order o ON o.id = p.order_id WHERE o.number = ${placed.order.number}`,
  );
  await rig.gateway.transition(payment!.providerPaymentId, ['pending'], ['captured']);
  await rig.gateway.whenDelivered();
  const [order] = await selectRows<{ id: number; status: string; grandTotal: number }>(
    rig.store.db,
    sql`SELECT id, status, grand_total AS "grandTotal" FROM sales_order WHERE number = ${placed.order.number}`,
  );
  if (order?.status !== 'PROCESSING') throw new Error(`order not paid: ${order?.status}`);
  return { id: order.id, number: placed.order.number, grandTotal: order.grandTotal };
}

/** Orderable simple products with stock to spare, in id order (`offset` keeps test files apart). */
export function orderableProducts(rig: OrdersRig, count: number, offset = 0) {
  return selectRows<{ id: number; sku: string; name: string }>(
    rig.store.db,
    sql`SELECT p.id, p.sku, l.name FROM product p JOIN stock_item s ON s.product_id = p.id
      JOIN product_locale l ON l.product_id = p.id AND l.locale = 'fr-FR'
      WHERE p.type = 'simple' AND p.is_active AND s.is_in_stock AND s.qty >= 30
        AND NOT EXISTS (SELECT 1 FROM custom_option o WHERE o.product_id = p.id AND o.is_required)
      ORDER BY p.id LIMIT ${count} OFFSET ${offset}`,
  );
}

/** The order's lines in id order. */
export function orderLines(rig: OrdersRig, orderId: number) {
  return selectRows<{ id: number; sku: string; qty: number; productId: number }>(
    rig.store.db,
    sql`SELECT id, sku, qty, product_id AS "productId" FROM sales_order_line WHERE order_id = ${orderId}
      ORDER BY id`,
  );
}

/** Everything an order operation may write, for one order and overall: a refusal leaves all of it unchanged. */
export async function afterSalesSnapshot(rig: OrdersRig, orderId: number) {
  const [row] = await selectRows<Record<string, unknown>>(
    rig.store.db,
    sql`SELECT (SELECT status FROM sales_order WHERE id = ${orderId}) AS status,
        (SELECT count(*)::int FROM order_status_history WHERE order_id = ${orderId}) AS history,
        (SELECT count(*)::int FROM invoice) AS invoices,
        (SELECT count(*)::int FROM invoice_line) AS "invoiceLines",
        (SELECT coalesce(json_agg(json_build_object('year', year, 'last', last) ORDER BY year), '[]'::json)
          FROM invoice_counter) AS counters,
        (SELECT count(*)::int FROM shipment) AS shipments,
        (SELECT count(*)::int FROM shipment_line) AS "shipmentLines",
        (SELECT count(*)::int FROM email_outbox) AS emails,
        (SELECT coalesce(sum(qty), 0)::int FROM stock_item) AS stock,
        (SELECT status FROM payment WHERE order_id = ${orderId}) AS payment`,
  );
  return row!;
}

/** The order's status history from its payment on, oldest first (what placement writes is the checkout's). */
export async function statusHistory(rig: OrdersRig, orderId: number) {
  const rows = await selectRows<{ status: string; source: string; comment: string | null }>(
    rig.store.db,
    sql`SELECT status, source, comment FROM order_status_history WHERE order_id = ${orderId} ORDER BY id`,
  );
  return rows.filter((row) => row.status !== 'PENDING_PAYMENT');
}

export { pdfText } from '../src/testing/pdfText';

/** The refusal an operation threw, or a failure when it did not throw one. */
export async function refusalOf(operation: Promise<unknown>): Promise<AfterSalesError> {
  const outcome = await operation.then(
    () => new Error('the operation was not refused'),
    (error: unknown) => error,
  );
  if (!(outcome instanceof AfterSalesError)) throw outcome;
  return outcome;
}

let registrations = 0;

/** A newly registered customer of the rig's store: its id (its orders and store credit are its own). */
export async function registeredCustomer(rig: OrdersRig, name: string): Promise<number> {
  const email = `${name}.${process.pid}.${(registrations += 1)}.${Date.now()}@example.fr`;
  await register(customerDepsOf(rig.store), {
    email,
    password: 'croquettes du mardi soir',
    firstname: 'Camille',
    lastname: 'Durand',
    acceptCgv: true,
  });
  const [row] = await selectRows<{ id: number }>(
    rig.store.db,
    sql`SELECT id FROM customer WHERE email = ${email}`,
  );
  return row!.id;
}
