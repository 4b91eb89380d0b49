/**
 * The shopper's side of a placed order: the return from the payment page (the provider is asked, the order
 * synced, the result answered) and the order's page. Both only for the session that placed the order.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';

import { type CartSession, hashSessionToken } from '../cart/cartService';
import { selectRows } from '../db/database';
import { orderMessage } from './messages';
import { readOrderView, type OrderView } from './orderView';
import { applyPaymentUpdate } from './paymentState';
import { orderNumberFormat } from './schema';
import type { PlaceOrderResult } from './placeOrder';
import type { OrderServices } from './services';

const paymentIdSchema = z.string().uuid();
/** An order number as the shop writes it (`TR-000123`). */
export const orderNumberSchema = z.string().regex(orderNumberFormat);

function refusal(message: string, order: OrderView | null = null): PlaceOrderResult {
  return { success: false, errorMessage: message, fieldErrors: [], order, redirectUrl: null };
}

/** The order of `number` when the session placed it, else null (no difference between "absent" and "not yours"). */
export async function readPlacedOrder(
  services: OrderServices,
  session: Pick<CartSession, 'token'>,
  number: unknown,
): Promise<OrderView | null> {
  const parsed = orderNumberSchema.safeParse(number);
  if (!parsed.success || !session.token || session.token.length > 200) return null;
  const [row] = await selectRows<{ id: number }>(
    services.db,
    sql`SELECT id FROM sales_order
      WHERE number = ${parsed.data} AND session_token_hash = ${hashSessionToken(session.token)}`,
  );
  return row ? readOrderView(services.db, row.id) : null;
}

/** Syncs the session's payment with its provider and answers where the order stands. */
export async function confirmPaymentReturn(
  services: OrderServices,
  session: Pick<CartSession, 'token'>,
  paymentId: unknown,
): Promise<PlaceOrderResult> {
  const notFound = () => refusal(orderMessage(services.locale, 'orderNotFound'));
  const parsed = paymentIdSchema.safeParse(paymentId);
  if (!parsed.success || !session.token || session.token.length > 200) return notFound();
  const [payment] = await selectRows<{
    id: string;
    orderId: number;
    providerCode: string;
    redirectUrl: string | null;
  }>(
    services.db,
    sql`SELECT p.id, p.order_id AS "orderId", p.provider_code AS "providerCode",
        p.redirect_url AS "redirectUrl"
      FROM payment p JOIN sales_order o ON o.id = p.order_id
      WHERE p.id = ${parsed.data} AND o.session_token_hash = ${hashSessionToken(session.token)}`,
  );
  if (!payment) return notFound();
  let redirectUrl = payment.redirectUrl;
  const provider = services.payments.get(payment.providerCode);
  try {
    const remote = await provider?.retrievePayment(payment.id);
    if (remote) {
      await applyPaymentUpdate(services, payment.id, { status: remote.status });
      redirectUrl = remote.redirectUrl ?? redirectUrl;
    }
  } catch (error) {
    console.warn(`[orders] payment ${payment.id} could not be retrieved`, error);
    const order = await readOrderView(services.db, payment.orderId);
    return refusal(orderMessage(services.locale, 'paymentUnavailable'), order);
  }
  const order = await readOrderView(services.db, payment.orderId);
  if (!order) return notFound();
  if (order.status === 'PROCESSING')
    return { success: true, errorMessage: null, fieldErrors: [], order, redirectUrl: null };
  if (order.status === 'CANCELED')
    return refusal(orderMessage(services.locale, 'paymentDeclined'), order);
  return { ...refusal(orderMessage(services.locale, 'paymentPending'), order), redirectUrl };
}
