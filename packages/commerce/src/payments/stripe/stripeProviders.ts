import Stripe from 'stripe';

import type { CreatePaymentInput, PaymentProvider, ProviderPayment, StripeConfig } from '../types';
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

  async function findSession(paymentId: string): Promise<Stripe.Checkout.Session | null> {
    const known = sessionIds.get(paymentId);
    if (known) return stripe.checkout.sessions.retrieve(known);
    const since = Math.floor(Date.now() / 1000) - sessionLookBackSeconds;
    for await (const session of stripe.checkout.sessions.list({
      created: { gte: since },
      limit: 100,
    })) {
      if (session.client_reference_id === paymentId) {
        sessionIds.set(paymentId, session.id);
        return session;
      }
    }
    return null;
  }

  async function findPaymentIntent(
    session: Stripe.Checkout.Session | null,
    paymentId: string,
  ): Promise<Stripe.PaymentIntent | null> {
    const intentId =
      typeof session?.payment_intent === 'string'
        ? session.payment_intent
        : session?.payment_intent?.id;
    if (intentId) {
      return stripe.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] });
    }
    if (session) return null;
    // No session any more (older than the look-back): the PaymentIntent carries our id too.
    const found = await stripe.paymentIntents.search({
      query: `metadata['paymentId']:'${paymentId.replace(/[^\w-]/g, '')}'`,
      expand: ['data.latest_charge'],
      limit: 1,
    });
    return found.data[0] ?? null;
  }

  async function retrieve(code: StripeCode, paymentId: string): Promise<ProviderPayment | null> {
    const session = await findSession(paymentId);
    if (session && session.metadata?.provider && session.metadata.provider !== code) return null;
    const intent = await findPaymentIntent(session, paymentId);
    if (!session && !intent) return null;
    const status =
      intent && intent.status !== 'requires_payment_method'
        ? statusOfPaymentIntent(intent)
        : session
          ? statusOfSession(session)
          : statusOfPaymentIntent(intent!);
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
      const session = await findSession(paymentId);
      const intent = await findPaymentIntent(session, paymentId);
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

  const provider = (code: StripeCode, kind: PaymentProvider['kind']): PaymentProvider => ({
    code,
    kind,
    createPayment: (input) => create(code, input),
    retrievePayment: (paymentId) => retrieve(code, paymentId),
    refundPayment: (paymentId) => refund(code, paymentId),
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
