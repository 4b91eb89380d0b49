/**
 * Provider webhooks (`POST /payments/webhook/:code`, mounted by the storefront): the signature is checked over
 * the raw body by the provider, then the event drives the payment state machine. Duplicates (same event id)
 * and stale events (sequence not above the last applied) are answered 200 and change nothing.
 */
import { sql } from 'drizzle-orm';

import { selectRows } from '../db/database';
import { WebhookIgnoredError } from '../payments/stripe/stripeEvents';
import { WebhookSignatureError } from '../payments/webhookSignatureError';
import { applyPaymentUpdate, type PaymentOutcome } from './paymentState';
import type { OrderStore } from './services';

export interface WebhookAnswer {
  status: 200 | 400 | 404;
  body: { received: boolean; outcome?: PaymentOutcome | 'ignored'; error?: string };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Verifies and applies one webhook delivery. Errors other than a bad signature are thrown (the provider retries). */
export async function handlePaymentWebhook(
  store: OrderStore,
  code: string,
  rawBody: string,
  headers: Record<string, string | undefined>,
): Promise<WebhookAnswer> {
  const provider = store.payments.get(code);
  if (!provider) return { status: 404, body: { received: false, error: 'Unknown provider.' } };
  let event;
  try {
    event = provider.parseWebhook(rawBody, headers);
  } catch (error) {
    if (error instanceof WebhookSignatureError)
      return { status: 400, body: { received: false, error: 'Invalid signature.' } };
    // Verified, but not an event the shop acts on: acknowledged, or the provider would keep retrying it.
    if (error instanceof WebhookIgnoredError)
      return { status: 200, body: { received: true, outcome: 'ignored' } };
    throw error;
  }
  // An event of another provider's payment, or of no payment of ours, is acknowledged and ignored.
  if (!uuidPattern.test(event.paymentId))
    return { status: 200, body: { received: true, outcome: 'ignored' } };
  const [payment] = await selectRows<{ providerCode: string }>(
    store.db,
    sql`SELECT provider_code AS "providerCode" FROM payment WHERE id = ${event.paymentId}`,
  );
  if (!payment || payment.providerCode !== code)
    return { status: 200, body: { received: true, outcome: 'ignored' } };
  const outcome = await applyPaymentUpdate(store, event.paymentId, {
    status: event.status,
    eventId: event.eventId,
    sequence: event.sequence,
  });
  return { status: 200, body: { received: true, outcome } };
}
