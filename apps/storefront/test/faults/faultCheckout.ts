/**
 * The checkout of the fault-injection suite over real HTTP, one step at a time so that a fault can be put
 * between any two (cart → e-mail and address → shipping → payment method → place order → hosted card page →
 * return), and the checks every fault ends with: no lost paid order, no double charge, no stock drift, no
 * e-mail sent twice (decision 0892).
 */
import { expect } from 'vitest';

import { type GraphQLAnswer, type Shopper, shopperAddress } from '../shopper';
import { query } from './faultKit';

/** A simple, visible, in-stock product without required options and with room for a few orders. */
export async function pickProduct(
  databaseUrl: string,
  skip: string[] = [],
): Promise<{ id: number; sku: string; qty: number }> {
  const [row] = await query<{ id: number; sku: string; qty: number }>(
    databaseUrl,
    `SELECT p.id, p.sku, s.qty::int AS qty FROM product p JOIN stock_item s ON s.product_id = p.id
      WHERE p.type = 'simple' AND p.visibility = 4 AND p.is_active AND s.is_in_stock AND s.qty >= 50
        AND NOT EXISTS (SELECT 1 FROM custom_option o WHERE o.product_id = p.id AND o.is_required)
        AND NOT (p.sku = ANY($1::text[]))
      ORDER BY p.id LIMIT 1`,
    [skip],
  );
  if (!row) throw new Error('the seed has no simple product with 50 units in stock');
  return row;
}

/** The object field of a mutation's answer (the persisted documents also ask for the root's __typename). */
export function resultOf(
  answer: GraphQLAnswer,
): { success?: boolean; errorMessage?: string | null } | undefined {
  return Object.values(answer.data ?? {}).find((value) => typeof value === 'object' && value) as
    { success?: boolean; errorMessage?: string | null } | undefined;
}

/** One GraphQL call and how long it took. */
export async function call(
  shopper: Shopper,
  base: string,
  name: string,
  variables: Record<string, unknown>,
): Promise<{ answer: GraphQLAnswer; ms: number }> {
  const started = Date.now();
  const answer = await shopper.graphql(base, name, variables);
  return { answer, ms: Date.now() - started };
}

/** The checkout's steps in order; `placeOrder` is the last (its key makes a retry the same order). */
export function checkoutSteps(
  sku: string,
  key: string,
): { name: string; operation: string; variables: Record<string, unknown> }[] {
  return [
    { name: 'cart', operation: 'AddToCartMutation', variables: { input: { sku, quantity: 1 } } },
    {
      name: 'e-mail',
      operation: 'SetCheckoutEmailMutation',
      variables: { email: `shopper-${key}@example.com` },
    },
    {
      name: 'address',
      operation: 'SetCheckoutAddressesMutation',
      variables: {
        shipping: shopperAddress,
        billingSameAsShipping: true,
      },
    },
    {
      name: 'shipping',
      operation: 'SetCheckoutShippingMethodMutation',
      variables: { code: 'home' },
    },
    {
      name: 'payment',
      operation: 'SetCheckoutPaymentMethodMutation',
      variables: { code: 'truffe_card' },
    },
    {
      name: 'placeOrder',
      operation: 'PlaceOrderMutation',
      variables: { idempotencyKey: key, acceptTerms: true },
    },
  ];
}

/** Runs one step and expects it to succeed. */
export async function stepOk(
  shopper: Shopper,
  base: string,
  step: ReturnType<typeof checkoutSteps>[number],
): Promise<GraphQLAnswer> {
  const { answer } = await call(shopper, base, step.operation, step.variables);
  const result = resultOf(answer);
  expect(answer.errors, `${step.name}: ${JSON.stringify(answer.errors)}`).toBeUndefined();
  expect(result?.success, `${step.name}: ${result?.errorMessage ?? ''}`).toBe(true);
  return answer;
}

/** The placed order's hosted payment page (PlaceOrderMutation's redirectUrl). */
export function redirectOf(answer: GraphQLAnswer): string {
  const url = (answer.data as { placeOrder?: { redirectUrl?: string | null } } | undefined)
    ?.placeOrder?.redirectUrl;
  if (!url) throw new Error(`no payment page in ${JSON.stringify(answer)}`);
  return url;
}

/** Pays on the test gateway's hosted card page (a success card); answers the response (303 to the return). */
export function payByCard(redirectUrl: string, base: string): Promise<Response> {
  const page = new URL(redirectUrl);
  return fetch(`${base}${page.pathname}/card`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
      holder: 'Camille Durand',
      lang: 'fr',
    }),
  });
}

/** The shopper comes back from the gateway (the return page confirms the payment with the provider). */
export async function comeBack(shopper: Shopper, base: string, returnUrl: string) {
  const back = new URL(returnUrl);
  return shopper.page(base, `${back.pathname}${back.search}`);
}

export interface OrderRow {
  id: number;
  number: string;
  status: string;
  email: string;
  paymentId: string;
  paymentStatus: string;
  providerPaymentId: string | null;
}

/** The orders of a run's shoppers (their e-mails contain `marker`). */
export function ordersOf(databaseUrl: string, marker: string): Promise<OrderRow[]> {
  return query<OrderRow>(
    databaseUrl,
    `SELECT o.id, o.number, o.status, o.email, p.id AS "paymentId", p.status AS "paymentStatus",
        p.provider_payment_id AS "providerPaymentId"
      FROM sales_order o JOIN payment p ON p.order_id = o.id
      WHERE o.email LIKE $1 ORDER BY o.id`,
    [`%${marker}%`],
  );
}

/**
 * The invariants every fault ends with, on the whole database:
 * - no double charge: one gateway charge per payment, and a paid order's charge is captured once (its
 *   sequence: pending → authorized → captured);
 * - no lost paid order: every captured charge's order is paid (PROCESSING or later);
 * - no stock drift: for each product, stock at the start − stock now = units of its orders not canceled;
 * - no e-mail sent twice: one confirmation per paid order in the outbox, none sent twice.
 */
export async function expectConsistent(
  databaseUrl: string,
  startStock: Map<number, number>,
  sinceOrderId: number,
): Promise<void> {
  const charges = await query<{ paymentId: string; charges: number }>(
    databaseUrl,
    `SELECT payment_id AS "paymentId", count(*)::int AS charges FROM test_gateway_charge
      GROUP BY payment_id HAVING count(*) > 1`,
  );
  expect(charges, 'one gateway charge per payment').toEqual([]);
  const twiceCaptured = await query<{ id: string; sequence: number }>(
    databaseUrl,
    `SELECT provider_payment_id AS id, (charge->>'sequence')::int AS sequence FROM test_gateway_charge
      WHERE charge->>'status' = 'captured' AND (charge->>'sequence')::int <> 2`,
  );
  expect(twiceCaptured, 'each captured charge moved pending → authorized → captured once').toEqual(
    [],
  );
  const lost = await query<{ number: string; status: string }>(
    databaseUrl,
    `SELECT o.number, o.status FROM test_gateway_charge c
      JOIN payment p ON p.id::text = c.payment_id JOIN sales_order o ON o.id = p.order_id
      WHERE c.charge->>'status' = 'captured' AND o.status IN ('PENDING_PAYMENT', 'CANCELED')`,
  );
  expect(lost, 'no captured charge without its paid order').toEqual([]);
  const products = [...startStock.keys()];
  const drift = await query<{ productId: number; taken: number; ordered: number }>(
    databaseUrl,
    `SELECT s.product_id AS "productId", s.qty::int AS now,
        COALESCE((SELECT sum(l.qty)::int FROM sales_order_line l JOIN sales_order o ON o.id = l.order_id
          WHERE l.product_id = s.product_id AND o.id > $2 AND o.status <> 'CANCELED'), 0) AS ordered
      FROM stock_item s WHERE s.product_id = ANY($1::int[])`,
    [products, sinceOrderId],
  );
  for (const row of drift as unknown as { productId: number; now: number; ordered: number }[]) {
    expect(
      startStock.get(row.productId)! - row.now,
      `stock taken of product ${row.productId}`,
    ).toBe(row.ordered);
  }
  const twiceSent = await query<{ dedupeKey: string; copies: number }>(
    databaseUrl,
    `SELECT dedupe_key AS "dedupeKey", count(*)::int AS copies FROM email_outbox
      WHERE dedupe_key IS NOT NULL GROUP BY dedupe_key HAVING count(*) > 1`,
  );
  expect(twiceSent, 'one outbox message per dedupe key').toEqual([]);
}

/** Stock of products now, and the last order id (the checks count what happens after). */
export async function snapshot(
  databaseUrl: string,
  productIds: number[],
): Promise<{ stock: Map<number, number>; lastOrderId: number }> {
  const rows = await query<{ productId: number; qty: number }>(
    databaseUrl,
    `SELECT product_id AS "productId", qty::int AS qty FROM stock_item WHERE product_id = ANY($1::int[])`,
    [productIds],
  );
  const [last] = await query<{ id: number }>(
    databaseUrl,
    `SELECT COALESCE(max(id), 0)::int AS id FROM sales_order`,
  );
  return {
    stock: new Map(rows.map((row) => [row.productId, row.qty])),
    lastOrderId: last?.id ?? 0,
  };
}
