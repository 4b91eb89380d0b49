import Stripe from 'stripe';

import type {
  CreatePaymentInput,
  PaymentProvider,
  ProviderPayment,
  ProviderRefund,
  RefundRequest,
  StripeConfig,
} from '../types';
import { WebhookSignatureError } from '../webhookSignatureError';
import { paymentEventOf, statusOfPaymentIntent, statusOfSession } from './stripeEvents';

type StripeCode = 'truffe_card' | 'paypal';

/** Which Checkout payment method each provider code offers. */
const methodOf: Record<StripeCode, 'card' | 'paypal'> = { truffe_card: 'card', paypal: 'paypal' };

/** Checkout Sessions are looked for among those of the last days (a session lives 24 hours at most). */
const sessionLookBackSeconds = 3 * 24 * 3600;

/** The Stripe client of the shop: server-only keys, our own retries and time-out. */
export function createStripeClient(config: StripeConfig): Stripe {
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(config.host ? { host: config.host } : {}),
    ...(config.port ? { port: config.port } : {}),
    ...(config.protocol ? { protocol: config.protocol } : {}),
  });
}

/**
 * `truffe_card` (card) and `paypal` through Stripe Checkout, Stripe's hosted payment page (decision 0705).
 * Our payment id is the Checkout Session's `client_reference_id`, its metadata and its PaymentIntent's
 * metadata, and the idempotency key of every write.
 */
export function createStripeProviders(config: StripeConfig): PaymentProvider[] {
  const stripe = createStripeClient(config);
  // Sessions created by this process; after a restart they are found again through the API.
  const sessionIds = new Map<string, string>();

  async function intentOf(session: Stripe.Checkout.Session): Promise<Stripe.PaymentIntent | null> {
    const id =
      typeof session.payment_intent === 'string'
        ? session.payment_intent
        : session.payment_intent?.id;
    return id ? stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] }) : null;
  }

  /**
   * The Checkout Session and PaymentIntent of OUR payment id: the session this process created; else a paid
   * attempt's PaymentIntent (searched by metadata) and its session; else the sessions of the last days.
   */
  async function locate(paymentId: string): Promise<{
    session: Stripe.Checkout.Session | null;
    intent: Stripe.PaymentIntent | null;
  }> {
    const known = sessionIds.get(paymentId);
    if (known) {
      const session = await stripe.checkout.sessions.retrieve(known);
      return { session, intent: await intentOf(session) };
    }
    const found = await stripe.paymentIntents.search({
      query: `metadata['paymentId']:'${paymentId.replace(/[^\w-]/g, '')}'`,
      expand: ['data.latest_charge'],
      limit: 1,
    });
    const intent = found.data[0] ?? null;
    if (intent) {
      const sessions = await stripe.checkout.sessions.list({ payment_intent: intent.id, limit: 1 });
      const session = sessions.data[0] ?? null;
      if (session) sessionIds.set(paymentId, session.id);
      return { session, intent };
    }
    const since = Math.floor(Date.now() / 1000) - sessionLookBackSeconds;
    for await (const session of stripe.checkout.sessions.list({
      created: { gte: since },
      limit: 100,
    })) {
      if (session.client_reference_id === paymentId) {
        sessionIds.set(paymentId, session.id);
        return { session, intent: await intentOf(session) };
      }
    }
    return { session: null, intent: null };
  }

  async function retrieve(code: StripeCode, paymentId: string): Promise<ProviderPayment | null> {
    const { session, intent } = await locate(paymentId);
    const provider = session?.metadata?.provider ?? intent?.metadata?.provider;
    if ((!session && !intent) || (provider && provider !== code)) return null;
    // A failed attempt on a session still open is not final: Checkout lets the shopper try again.
    const status =
      intent && (intent.status !== 'requires_payment_method' || !session)
        ? statusOfPaymentIntent(intent)
        : statusOfSession(session!);
    const open = session?.status === 'open' && session.url;
    return {
      providerPaymentId: session?.id ?? intent!.id,
      paymentId,
      status,
      amountCents: session?.amount_total ?? intent?.amount ?? 0,
      ...(open && (status === 'pending' || status === 'requires_action')
        ? { redirectUrl: session.url! }
        : {}),
      ...(intent?.last_payment_error?.message
        ? { declineReason: intent.last_payment_error.message }
        : {}),
    };
  }

  async function create(code: StripeCode, input: CreatePaymentInput): Promise<ProviderPayment> {
    const metadata = { paymentId: input.paymentId, orderNumber: input.orderNumber, provider: code };
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: input.paymentId,
        customer_email: input.email,
        locale: input.locale === 'fr-FR' ? 'fr' : 'en-GB',
        allowed_payment_method_types: [methodOf[code]],
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'eur',
              unit_amount: input.amountCents,
              product_data: {
                name:
                  input.locale === 'fr-FR'
                    ? `Commande ${input.orderNumber}`
                    : `Order ${input.orderNumber}`,
              },
            },
          },
        ],
        metadata,
        payment_intent_data: { metadata },
        success_url: input.returnUrl,
        cancel_url: input.cancelUrl,
      },
      { idempotencyKey: `truffe-payment-${input.paymentId}` },
    );
    sessionIds.set(input.paymentId, session.id);
    return {
      providerPaymentId: session.id,
      paymentId: input.paymentId,
      status: statusOfSession(session),
      amountCents: session.amount_total ?? input.amountCents,
      ...(session.status === 'open' && session.url ? { redirectUrl: session.url } : {}),
    };
  }

  async function refund(code: StripeCode, paymentId: string): Promise<ProviderPayment> {
    const current = await retrieve(code, paymentId);
    if (!current) throw new Error(`No ${code} payment ${paymentId} at Stripe.`);
    if (current.status === 'captured' || current.status === 'authorized') {
      const { intent } = await locate(paymentId);
      if (intent && current.status === 'captured') {
        await stripe.refunds.create(
          { payment_intent: intent.id, metadata: { paymentId } },
          { idempotencyKey: `truffe-refund-${paymentId}` },
        );
      } else if (intent) {
        await stripe.paymentIntents.cancel(intent.id, undefined, {
          idempotencyKey: `truffe-cancel-${paymentId}`,
        });
      }
    } else if (current.status === 'pending' && current.providerPaymentId.startsWith('cs_')) {
      // Not paid yet: close the hosted page so that it can no longer be paid.
      await stripe.checkout.sessions.expire(current.providerPaymentId);
    }
    return (await retrieve(code, paymentId)) ?? current;
  }

  /** A refund by amount of the charge's PaymentIntent, idempotent by our credit memo number. */
  async function refundAmount(
    code: StripeCode,
    paymentId: string,
    request: RefundRequest,
  ): Promise<ProviderRefund> {
    const { intent } = await locate(paymentId);
    if (!intent) throw new Error(`No ${code} payment ${paymentId} at Stripe.`);
    const refund = await stripe.refunds.create(
      {
        payment_intent: intent.id,
        amount: request.amountCents,
        metadata: { paymentId, creditMemo: request.idempotencyKey },
      },
      { idempotencyKey: `truffe-refund-${paymentId}-${request.idempotencyKey}` },
    );
    const status =
      refund.status === 'succeeded'
        ? 'succeeded'
        : refund.status === 'failed' || refund.status === 'canceled'
          ? 'failed'
          : 'pending';
    return { refundId: refund.id, status, amountCents: refund.amount };
  }

  const provider = (code: StripeCode, kind: PaymentProvider['kind']): PaymentProvider => ({
    code,
    kind,
    createPayment: (input) => create(code, input),
    retrievePayment: (paymentId) => retrieve(code, paymentId),
    refundPayment: (paymentId) => refund(code, paymentId),
    refundAmount: (paymentId, request) => refundAmount(code, paymentId, request),
    parseWebhook(rawBody, headers) {
      const signature = Object.entries(headers).find(
        ([name]) => name.toLowerCase() === 'stripe-signature',
      )?.[1];
      if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header.');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(`Stripe webhook refused: ${(error as Error).message}`);
      }
      return paymentEventOf(event);
    },
  });

  return [provider('truffe_card', 'EMBEDDED'), provider('paypal', 'BASE')];
}
