import type Stripe from 'stripe';

import type { PaymentEvent, PaymentStatus } from '../types';

/**
 * Webhook event types the shop listens to (configure the Stripe endpoint with exactly these). Others are
 * verified, then refused with {@link WebhookIgnoredError}.
 */
export const stripeEventTypes = [
  'checkout.session.completed',
  'checkout.session.expired',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'payment_intent.amount_capturable_updated',
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
  'charge.refunded',
] as const;

/** A correctly signed event the shop does not act on: answer 200 and change nothing. */
export class WebhookIgnoredError extends Error {
  override readonly name = 'WebhookIgnoredError';
}

// Events of the same second are ordered by how far along the payment they are (decision 0705).
const progress: Record<PaymentStatus, number> = {
  pending: 0,
  requires_action: 1,
  authorized: 2,
  captured: 3,
  declined: 3,
  canceled: 3,
  refunded: 4,
};

/** A payment's status from its PaymentIntent (with its latest charge expanded when refunds matter). */
export function statusOfPaymentIntent(intent: Stripe.PaymentIntent): PaymentStatus {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  if (charge?.refunded) return 'refunded';
  switch (intent.status) {
    case 'succeeded':
      return 'captured';
    case 'requires_capture':
      return 'authorized';
    case 'canceled':
      return 'canceled';
    case 'requires_action':
      return 'requires_action';
    case 'requires_payment_method':
      return intent.last_payment_error ? 'declined' : 'pending';
    default:
      return 'pending';
  }
}

/** A payment's status from its Checkout Session (when it has no PaymentIntent to say more). */
export function statusOfSession(session: Stripe.Checkout.Session): PaymentStatus {
  if (session.payment_status === 'paid') return 'captured';
  if (session.status === 'expired') return 'canceled';
  return 'pending';
}

function paymentIdOf(object: { metadata?: Stripe.Metadata | null }): string | undefined {
  return object.metadata?.paymentId || undefined;
}

function mapped(
  event: Stripe.Event,
  providerPaymentId: string,
  paymentId: string | undefined,
  status: PaymentStatus,
  amountCents: number | null | undefined,
): PaymentEvent {
  if (!paymentId)
    throw new WebhookIgnoredError(`${event.type} ${event.id} names no Truffe payment.`);
  return {
    eventId: event.id,
    providerPaymentId,
    paymentId,
    status,
    amountCents: amountCents ?? 0,
    occurredAt: new Date(event.created * 1000).toISOString(),
    sequence: event.created * 10 + progress[status],
  };
}

/** Maps a verified Stripe event to the shop's payment event. */
export function paymentEventOf(event: Stripe.Event): PaymentEvent {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const session = event.data.object;
      const status: PaymentStatus =
        event.type === 'checkout.session.async_payment_failed'
          ? 'declined'
          : statusOfSession(session);
      return mapped(
        event,
        session.id,
        session.client_reference_id ?? paymentIdOf(session),
        status,
        session.amount_total,
      );
    }
    case 'payment_intent.amount_capturable_updated':
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed':
    case 'payment_intent.canceled': {
      const intent = event.data.object;
      const status: PaymentStatus =
        event.type === 'payment_intent.payment_failed'
          ? 'declined'
          : event.type === 'payment_intent.canceled'
            ? 'canceled'
            : event.type === 'payment_intent.amount_capturable_updated'
              ? 'authorized'
              : 'captured';
      return mapped(event, intent.id, paymentIdOf(intent), status, intent.amount);
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const intentId =
        typeof charge.payment_intent === 'string'
          ? charge.payment_intent
          : charge.payment_intent?.id;
      return mapped(event, intentId ?? charge.id, paymentIdOf(charge), 'refunded', charge.amount);
    }
    default:
      throw new WebhookIgnoredError(`Stripe event type ${event.type} is not used by the shop.`);
  }
}
