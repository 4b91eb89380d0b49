/**
 * Order placement (issue 7, item 5; decision 0731). In ONE transaction, with the session's cart row locked:
 * every price recomputed from the catalogue (the cart's pricing, the checkout's shipping), the checkout
 * validated again, stock taken with conditional updates (never below zero, rows locked in product id order),
 * the order, its lines and its payment record written — all or nothing. Then, outside the transaction, the
 * provider payment is created (idempotent by our payment id) and its hosted page answered.
 *
 * Idempotency: the order is unique per (session, idempotency key). A call that finds its key answers the order
 * it placed (after a double click, a retry, a lost response); a key reused for another cart content is refused.
 */
import { createHash, randomUUID } from 'node:crypto';

import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';

import { createDownloadPurchases } from '../afterSales/downloads';
import { type CartSession, hashSessionToken, loadCatalog, stockDemand } from '../cart/cartService';
import { lockedStoreCreditBalance, moveStoreCredit } from '../afterSales/storeCredit';
import { ownedBy } from '../cart/cartSession';
import { announceStockChange } from '../catalog/stockChanges';
import { hasStockToSell, lowStockThreshold } from '../catalog/stockRule';
import {
  maxUnitsPerOrder,
  stockDisclosureLimit,
  unpaidHoldPolicyFromEnv,
} from '../catalog/unpaidHold';
import {
  CheckoutIncompleteError,
  type CheckoutForPlacement,
  loadCheckoutForPlacement,
} from '../checkout/checkoutService';
import { currentCgvVersion } from '../customers/context';
import { selectRows, type Database } from '../db/database';
import { cartLine } from '../db/schema';
import { OrderError, orderMessage } from './messages';
import { readOrderView, type OrderView } from './orderView';
import { applyPaymentUpdate, markOrderPaid } from './paymentState';
import type { OrderServices } from './services';
import { TransactionContentionError, inTransaction } from './transaction';

export interface PlaceOrderResult {
  success: boolean;
  errorMessage: string | null;
  fieldErrors: { field: string; message: string }[];
  order: OrderView | null;
  /** The provider's hosted page the shopper must visit to pay. */
  redirectUrl: string | null;
}

/** Largest grand total an order may have (cents): far above any real cart, below every provider's limit. */
export const maxOrderTotal = 100_000_000;

const inputSchema = z.object({
  idempotencyKey: z.string().regex(/^[\w-]{8,128}$/),
  expectedGrandTotal: z.number().int().min(0).max(maxOrderTotal).nullish(),
  /** The shopper ticked the CGV at review (the GraphQL mutation refuses without it): kept in the order's history. */
  acceptTerms: z.boolean().nullish(),
  /**
   * Pay with the signed-in customer's store credit first (issue 16 item 6): as much of the grand total as the
   * balance covers; the provider is charged the rest, or nothing when the credit covers it all.
   */
  useStoreCredit: z.boolean().nullish(),
});

/** The payment method of an order that store credit paid in full (no provider involved). */
export const storeCreditMethodCode = 'store_credit';
const storeCreditMethodTitle = { 'fr-FR': 'Avoir client', 'en-GB': 'Store credit' } as const;

/** Where the shopper comes back from the provider's page (the same for paid, declined and canceled). */
export function paymentReturnUrl(services: OrderServices, paymentId: string): string {
  const prefix = services.locale === 'en-GB' ? '/en' : '';
  return `${services.config.url}${prefix}/checkout/payment-return?paymentId=${paymentId}`;
}

type LineRow = typeof cartLine.$inferSelect;

/** What the content of a cart is, independently of prices: a key reused for another content is refused. */
function fingerprintOf(lines: LineRow[]): string {
  const content = lines.map((line) => [
    line.productId,
    line.childId,
    line.qty,
    line.customOptions,
    line.bundleSelections,
  ]);
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

function refusal(message: string, fieldErrors: PlaceOrderResult['fieldErrors'] = []) {
  return {
    success: false,
    errorMessage: message,
    fieldErrors,
    order: null,
    redirectUrl: null,
  } satisfies PlaceOrderResult;
}

/**
 * Takes `qty` units of each product, in product id order; refuses the whole placement when one is short. The
 * UPDATE's WHERE is the stock rule (catalog/stockRule.ts) in SQL, so that checking and taking are one step, and
 * the unpaid-hold bound (catalog/unpaidHold.ts): one order takes at most a share of the units left.
 */
async function takeStock(
  services: OrderServices,
  db: Database,
  demand: Map<number, number>,
  names: Map<number, string>,
) {
  const policy = unpaidHoldPolicyFromEnv(process.env);
  for (const [productId, qty] of [...demand].sort(([a], [b]) => a - b)) {
    const taken = await selectRows<{ qty: number }>(
      db,
      sql`UPDATE stock_item SET qty = qty - ${qty}, is_in_stock = qty - ${qty} > 0,
          label = CASE WHEN qty - ${qty} = 0 THEN 'out_of_stock'
            WHEN qty - ${qty} < ${lowStockThreshold} THEN 'low_stock' ELSE label END
        WHERE product_id = ${productId} AND is_in_stock AND qty >= ${qty}
          AND ${qty} <= greatest(${policy.minUnits}, floor(qty * ${policy.maxShare}::float8))
        RETURNING qty`,
    );
    if (taken.length > 0) continue;
    const [left] = await selectRows<{ qty: number; isInStock: boolean }>(
      db,
      sql`SELECT qty, is_in_stock AS "isInStock" FROM stock_item WHERE product_id = ${productId}`,
    );
    const name = names.get(productId) ?? '';
    if (!left || !hasStockToSell(left))
      throw new OrderError(orderMessage(services.locale, 'outOfStock', { name }));
    if (left.qty >= qty && qty > maxUnitsPerOrder(left.qty, policy))
      throw new OrderError(orderMessage(services.locale, 'aboveUnpaidHold', { name }));
    throw new OrderError(
      left.qty <= stockDisclosureLimit
        ? orderMessage(services.locale, 'onlyLeft', { qty: left.qty, name })
        : orderMessage(services.locale, 'limitedStock', { name }),
    );
  }
}

interface Placement {
  kind: 'created' | 'existing';
  orderId: number;
  /** Products whose stock this placement took (created only): announced after the commit. */
  stockTaken?: number[];
  /** Store credit paid the whole order: its confirmation e-mail is queued, to deliver after the commit. */
  paidByCredit?: boolean;
}

async function placeInTransaction(
  services: OrderServices,
  db: Database,
  tokenHash: string,
  idempotencyKey: string,
  expectedGrandTotal: number | null | undefined,
  acceptedTerms: boolean,
  useStoreCredit: boolean,
): Promise<Placement> {
  const [cartRow] = await selectRows<{ id: number }>(
    db,
    sql`SELECT id FROM cart WHERE token_hash = ${tokenHash} AND ${ownedBy(services.customerId)} FOR UPDATE`,
  );
  if (!cartRow) throw new OrderError(orderMessage(services.locale, 'emptyCart'));
  const cartId = cartRow.id;
  const lines = await db
    .select()
    .from(cartLine)
    .where(eq(cartLine.cartId, cartId))
    .orderBy(asc(cartLine.id));
  const fingerprint = fingerprintOf(lines);
  // The cart row lock serializes the session's placements: an earlier one with this key is committed now.
  const [existing] = await selectRows<{ id: number; status: string; cartFingerprint: string }>(
    db,
    sql`SELECT id, status, cart_fingerprint AS "cartFingerprint" FROM sales_order
      WHERE session_token_hash = ${tokenHash} AND idempotency_key = ${idempotencyKey}`,
  );
  if (existing) {
    if (existing.status === 'PENDING_PAYMENT' && existing.cartFingerprint !== fingerprint)
      throw new OrderError(orderMessage(services.locale, 'keyReused'));
    return { kind: 'existing', orderId: existing.id };
  }
  if (lines.length === 0) throw new OrderError(orderMessage(services.locale, 'emptyCart'));

  let checkout: CheckoutForPlacement;
  try {
    checkout = await loadCheckoutForPlacement(db, cartId, {
      locale: services.locale,
      customerGroupId: services.customerGroupId,
      customerId: services.customerId,
      config: services.config,
      paymentProviders: services.payments.list(),
    });
  } catch (error) {
    if (!(error instanceof CheckoutIncompleteError)) throw error;
    throw new OrderError(error.translate(services.locale), [
      { field: error.step.toLowerCase(), message: error.translate(services.locale) },
    ]);
  }
  const { cart, totals } = checkout;
  if (cart.unavailableItems.length > 0 || cart.items.length !== lines.length)
    throw new OrderError(orderMessage(services.locale, 'unavailableProduct'));
  // Only detects a change since the review: the order's amounts are always the ones computed here.
  if (
    expectedGrandTotal !== null &&
    expectedGrandTotal !== undefined &&
    expectedGrandTotal !== totals.grandTotal
  )
    throw new OrderError(orderMessage(services.locale, 'pricesChanged'));
  if (totals.grandTotal <= 0 || totals.grandTotal > maxOrderTotal)
    throw new OrderError(orderMessage(services.locale, 'invalidInput'));
  const provider = services.payments.get(checkout.paymentMethodCode);
  const method = services.config.checkout.paymentMethods.find(
    (candidate) => candidate.code === checkout.paymentMethodCode,
  );
  if (!provider || !method)
    throw new OrderError(orderMessage(services.locale, 'paymentMethodUnavailable'));

  const catalog = await loadCatalog(db, services.locale, lines);
  const demand = new Map<number, number>();
  for (const line of lines)
    for (const [productId, qty] of stockDemand(catalog, line))
      demand.set(productId, (demand.get(productId) ?? 0) + qty);
  const names = new Map([...catalog.products].map(([id, product]) => [id, product.name]));
  await takeStock(services, db, demand, names);

  // The customer's row is locked from here to the commit (the ledger's rule): a second checkout spending the
  // same credit waits, then sees the balance this one left.
  const storeCreditUsed =
    useStoreCredit && services.customerId !== null
      ? Math.min(await lockedStoreCreditBalance(db, services.customerId), totals.grandTotal)
      : 0;
  const paidByCredit = storeCreditUsed === totals.grandTotal;
  const [order] = await selectRows<{ id: number }>(
    db,
    sql`INSERT INTO sales_order (cart_id, session_token_hash, idempotency_key, cart_fingerprint, locale,
        customer_group_id, customer_id, email, addresses, shipping_method_code, shipping_method_title, pickup_point,
        payment_method_code, payment_method_title, subtotal_excl_tax, subtotal_incl_tax, shipping_incl_tax,
        grand_total_excl_tax, grand_total, store_credit_used, stock_demand)
      VALUES (${cartId}, ${tokenHash}, ${idempotencyKey}, ${fingerprint}, ${services.locale},
        ${services.customerGroupId}, ${services.customerId}, ${checkout.email},
        ${JSON.stringify({ shipping: checkout.shippingAddress, billing: checkout.billingAddress })}::jsonb,
        ${checkout.shippingMethod.code}, ${checkout.shippingMethod.title},
        ${checkout.pickupPoint ? JSON.stringify(checkout.pickupPoint) : null}::jsonb,
        ${paidByCredit ? storeCreditMethodCode : method.code},
        ${paidByCredit ? storeCreditMethodTitle[services.locale] : method.title[services.locale]},
        ${totals.subtotalExclTax}, ${totals.subtotalInclTax}, ${totals.shippingInclTax},
        ${totals.grandTotalExclTax}, ${totals.grandTotal}, ${storeCreditUsed},
        ${JSON.stringify([...demand].map(([productId, qty]) => ({ productId, qty })))}::jsonb)
      ON CONFLICT ON CONSTRAINT sales_order_session_key_unique DO NOTHING
      RETURNING id`,
  );
  // Another placement with this key won the race (not possible under the cart lock; kept as the last guard).
  if (!order) throw new PlacementRace();
  for (const item of cart.items) {
    const name = catalog.products.get(item.productId)?.name ?? item.sku;
    await db.execute(
      sql`INSERT INTO sales_order_line (order_id, product_id, sku, name, qty, unit_price_excl_tax,
          unit_price_incl_tax, row_total_excl_tax, row_total_incl_tax, options)
        VALUES (${order.id}, ${item.productId}, ${item.childSku ?? item.sku}, ${name}, ${item.qty},
          ${item.unitPriceExclTax}, ${item.unitPriceInclTax},
          ${item.rowTotalExclTax}, ${item.rowTotalInclTax}, ${JSON.stringify(item.options)}::jsonb)`,
    );
  }
  // What its downloadable lines give, inactive until it is paid (decision 0762).
  await createDownloadPurchases(db, order.id);
  // Proof of the contract (consumer code L221-14): which version of the CGV the shopper accepted, and when.
  await db.execute(
    sql`INSERT INTO order_status_history (order_id, status, source, comment)
      VALUES (${order.id}, 'PENDING_PAYMENT', 'checkout',
        ${acceptedTerms ? `CGV ${currentCgvVersion} accepted` : null})`,
  );
  if (storeCreditUsed > 0)
    await moveStoreCredit(db, {
      customerId: services.customerId!,
      amount: -storeCreditUsed,
      reason: 'order',
      orderId: order.id,
    });
  if (paidByCredit) {
    // Nothing left to charge: the order is paid now, in this transaction.
    await markOrderPaid(db, { orderId: order.id, cartId }, 'store_credit');
  } else {
    await db.execute(
      sql`INSERT INTO payment (id, order_id, provider_code, amount)
        VALUES (${randomUUID()}, ${order.id}, ${provider.code}, ${totals.grandTotal - storeCreditUsed})`,
    );
  }
  return {
    kind: 'created',
    orderId: order.id,
    stockTaken: [...demand.keys()],
    paidByCredit,
  };
}

/** A concurrent placement inserted the same key first: the call answers that order instead. */
class PlacementRace extends Error {}

interface PaymentRow {
  id: string;
  providerCode: string;
  providerPaymentId: string | null;
  redirectUrl: string | null;
  amount: number;
}

/**
 * How long the shopper waits for the payment provider to create a payment (PAYMENT_PROVIDER_TIMEOUT_MS, 10 s).
 * Past it the order answers "payment unavailable, try again": the retry asks the provider again with the same
 * payment id, which answers the payment it may have created meanwhile, never a second one (decision 0892).
 */
function withinProviderDeadline<Result>(work: Promise<Result>): Promise<Result> {
  const ms = Number(process.env.PAYMENT_PROVIDER_TIMEOUT_MS) || 10_000;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`The payment provider did not answer within ${ms} ms.`)),
      ms,
    );
  });
  // A late answer (or failure) of the abandoned call is dropped here; the retry finds its payment.
  work.catch(() => undefined);
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** Creates (or finds again: idempotent by our payment id) the provider payment of a pending order. */
async function startPayment(
  services: OrderServices,
  order: OrderView,
): Promise<{ redirectUrl: string | null; failed: boolean }> {
  const [payment] = await selectRows<PaymentRow>(
    services.db,
    sql`SELECT id, provider_code AS "providerCode", provider_payment_id AS "providerPaymentId",
        redirect_url AS "redirectUrl", amount
      FROM payment WHERE order_id = ${order.id}`,
  );
  if (!payment) return { redirectUrl: null, failed: true };
  if (payment.providerPaymentId !== null && payment.redirectUrl !== null)
    return { redirectUrl: payment.redirectUrl, failed: false };
  const provider = services.payments.get(payment.providerCode);
  if (!provider) return { redirectUrl: null, failed: true };
  try {
    const returnUrl = paymentReturnUrl(services, payment.id);
    const created = await withinProviderDeadline(
      provider.createPayment({
        paymentId: payment.id,
        orderNumber: order.number,
        amountCents: payment.amount,
        currency: 'EUR',
        email: order.email,
        locale: order.locale,
        returnUrl,
        cancelUrl: returnUrl,
      }),
    );
    await services.db.execute(
      sql`UPDATE payment SET provider_payment_id = ${created.providerPaymentId},
          redirect_url = ${created.redirectUrl ?? null}, updated_at = now()
        WHERE id = ${payment.id}`,
    );
    // A provider that settles at once (no hosted page) drives the order like a webhook would.
    if (created.status !== 'pending' && created.status !== 'requires_action')
      await applyPaymentUpdate(services, payment.id, { status: created.status });
    return { redirectUrl: created.redirectUrl ?? null, failed: false };
  } catch (error) {
    console.warn(`[orders] payment ${payment.id} could not be created`, error);
    return { redirectUrl: null, failed: true };
  }
}

/** The answer for an order: paid, waiting for its payment (with the page to pay on) or canceled. */
async function answerFor(services: OrderServices, orderId: number): Promise<PlaceOrderResult> {
  let order = await readOrderView(services.db, orderId);
  if (!order) return refusal(orderMessage(services.locale, 'orderNotFound'));
  let redirectUrl: string | null = null;
  if (order.status === 'PENDING_PAYMENT') {
    const started = await startPayment(services, order);
    order = (await readOrderView(services.db, orderId)) ?? order;
    if (started.failed)
      return { ...refusal(orderMessage(services.locale, 'paymentUnavailable')), order };
    if (order.status === 'PENDING_PAYMENT') redirectUrl = started.redirectUrl;
  }
  if (order.status === 'CANCELED')
    return { ...refusal(orderMessage(services.locale, 'paymentDeclined')), order };
  return { success: true, errorMessage: null, fieldErrors: [], order, redirectUrl };
}

/** Places the session's cart as an order; see the module comment. Bad input and refusals write nothing. */
export async function placeOrder(
  services: OrderServices,
  session: Pick<CartSession, 'token'>,
  rawInput: unknown,
): Promise<PlaceOrderResult> {
  const parsed = inputSchema.safeParse(rawInput);
  if (!parsed.success) {
    const onTotal = parsed.error.issues.some((issue) => issue.path[0] === 'expectedGrandTotal');
    return refusal(orderMessage(services.locale, onTotal ? 'invalidExpectedTotal' : 'invalidKey'));
  }
  const { idempotencyKey, expectedGrandTotal, acceptTerms, useStoreCredit } = parsed.data;
  if (!session.token || session.token.length > 200)
    return refusal(orderMessage(services.locale, 'emptyCart'));
  const tokenHash = hashSessionToken(session.token);
  let placement: Placement;
  for (let attempt = 0; ; attempt += 1) {
    try {
      // A refusal is thrown inside the transaction: it rolls back everything, then is answered below.
      placement = await inTransaction(services.db, (db) =>
        placeInTransaction(
          services,
          db,
          tokenHash,
          idempotencyKey,
          expectedGrandTotal,
          acceptTerms === true,
          useStoreCredit === true,
        ),
      );
      break;
    } catch (error) {
      if (error instanceof OrderError) return refusal(error.message, error.fieldErrors);
      if (error instanceof TransactionContentionError)
        return refusal(orderMessage(services.locale, 'busy'));
      if (error instanceof PlacementRace && attempt < 2) continue;
      throw error;
    }
  }
  // Pages showing these products' stock are out of date (the storefront's HTML cache listens).
  if (placement.stockTaken) await announceStockChange(services.db, placement.stockTaken);
  if (placement.paidByCredit)
    await services.mailer
      .deliverQueued()
      .catch((error: unknown) => console.warn('[email] delivery failed', error));
  return answerFor(services, placement.orderId);
}
