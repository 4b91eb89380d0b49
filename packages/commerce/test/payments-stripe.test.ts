/**
 * The Stripe adapter offline (decision 0705): webhook signatures checked by the official SDK
 * (`generateTestHeaderString` / `constructEvent`), the mapping of Stripe events to payment events, and the
 * SDK's real HTTP requests answered by a small local stand-in for Stripe's API (a third party, imitated).
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  createPaymentProviders,
  type CreatePaymentInput,
  type PaymentProviderRegistry,
  WebhookIgnoredError,
  WebhookSignatureError,
} from '../src/payments/index';
import type { OrderStore } from '../src/orders/services';
import { handlePaymentWebhook } from '../src/orders/webhooks';

const webhookSecret = 'whsec_test_truffe';

interface FakeSession {
  id: string;
  object: 'checkout.session';
  client_reference_id: string | null;
  metadata: Record<string, string>;
  amount_total: number;
  currency: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  url: string | null;
  payment_intent: string | null;
  created: number;
  customer_email: string;
  locale: string;
  success_url: string;
  cancel_url: string;
  allowed_payment_method_types: string[];
}

interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  status: string;
  metadata: Record<string, string>;
  latest_charge: { id: string; object: 'charge'; refunded: boolean } | null;
  last_payment_error: { message: string } | null;
}

/** A stand-in for the parts of Stripe's API the adapter calls, with Stripe's idempotency-key behaviour. */
class FakeStripeApi {
  readonly sessions = new Map<string, FakeSession>();
  readonly intents = new Map<string, FakeIntent>();
  readonly idempotent = new Map<string, unknown>();
  readonly requests: { method: string; path: string; idempotencyKey?: string; auth?: string }[] =
    [];
  sessionCreations = 0;
  refunds = 0;

  /** The shopper paid on the hosted page. */
  pay(sessionId: string, outcome: 'succeeded' | 'failed' = 'succeeded') {
    const session = this.sessions.get(sessionId)!;
    const intent: FakeIntent = {
      id: `pi_${randomUUID().replaceAll('-', '')}`,
      object: 'payment_intent',
      amount: session.amount_total,
      status: outcome === 'succeeded' ? 'succeeded' : 'requires_payment_method',
      metadata: session.metadata,
      latest_charge: { id: `ch_${randomUUID().slice(0, 8)}`, object: 'charge', refunded: false },
      last_payment_error: outcome === 'failed' ? { message: 'Your card was declined.' } : null,
    };
    this.intents.set(intent.id, intent);
    session.payment_intent = intent.id;
    if (outcome === 'succeeded') {
      session.status = 'complete';
      session.payment_status = 'paid';
      session.url = null;
    }
    return intent;
  }

  handle(req: IncomingMessage, body: URLSearchParams): { status: number; json: unknown } {
    const url = new URL(req.url ?? '/', 'http://stripe.invalid');
    const key = req.headers['idempotency-key'] as string | undefined;
    this.requests.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      idempotencyKey: key,
      auth: req.headers.authorization,
    });
    const replay = key ? this.idempotent.get(key) : undefined;
    if (replay) return { status: 200, json: replay };
    const answer = this.route(req.method ?? 'GET', url, body);
    if (key && answer.status === 200) this.idempotent.set(key, answer.json);
    return answer;
  }

  private route(
    method: string,
    url: URL,
    body: URLSearchParams,
  ): { status: number; json: unknown } {
    const path = url.pathname;
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      this.sessionCreations += 1;
      const metadata: Record<string, string> = {};
      for (const [name, value] of body) {
        const match = /^metadata\[(\w+)\]$/.exec(name);
        if (match) metadata[match[1]!] = value;
      }
      const id = `cs_test_${randomUUID().replaceAll('-', '')}`;
      const session: FakeSession = {
        id,
        object: 'checkout.session',
        client_reference_id: body.get('client_reference_id'),
        metadata,
        amount_total:
          Number(body.get('line_items[0][price_data][unit_amount]')) *
          Number(body.get('line_items[0][quantity]')),
        currency: body.get('line_items[0][price_data][currency]') ?? '',
        status: 'open',
        payment_status: 'unpaid',
        url: `https://checkout.stripe.com/c/pay/${id}`,
        payment_intent: null,
        created: Math.floor(Date.now() / 1000),
        customer_email: body.get('customer_email') ?? '',
        locale: body.get('locale') ?? '',
        success_url: body.get('success_url') ?? '',
        cancel_url: body.get('cancel_url') ?? '',
        allowed_payment_method_types: body.getAll('allowed_payment_method_types[0]'),
      };
      this.sessions.set(id, session);
      return { status: 200, json: session };
    }
    if (method === 'GET' && path === '/v1/checkout/sessions') {
      const since = Number(url.searchParams.get('created[gte]') ?? 0);
      const intent = url.searchParams.get('payment_intent');
      const data = [...this.sessions.values()]
        .filter((s) => s.created >= since && (!intent || s.payment_intent === intent))
        .reverse();
      return { status: 200, json: { object: 'list', data, has_more: false, url: path } };
    }
    let match = /^\/v1\/checkout\/sessions\/(\w+)(\/expire)?$/.exec(path);
    if (match && this.sessions.has(match[1]!)) {
      const session = this.sessions.get(match[1]!)!;
      if (method === 'POST' && match[2]) {
        session.status = 'expired';
        session.url = null;
      }
      return { status: 200, json: session };
    }
    match = /^\/v1\/payment_intents\/(\w+)$/.exec(path);
    if (method === 'GET' && match && this.intents.has(match[1]!)) {
      return { status: 200, json: this.intents.get(match[1]!) };
    }
    if (method === 'GET' && path === '/v1/payment_intents/search') {
      const wanted = /metadata\['paymentId'\]:'([\w-]+)'/.exec(
        url.searchParams.get('query') ?? '',
      )?.[1];
      const data = [...this.intents.values()].filter((i) => i.metadata.paymentId === wanted);
      return {
        status: 200,
        json: { object: 'search_result', data, has_more: false, next_page: null, url: path },
      };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = this.intents.get(body.get('payment_intent') ?? '');
      if (!intent)
        return {
          status: 404,
          json: { error: { type: 'invalid_request_error', message: 'No such payment_intent' } },
        };
      this.refunds += 1;
      intent.latest_charge!.refunded = true;
      return {
        status: 200,
        json: {
          id: `re_${this.refunds}`,
          object: 'refund',
          status: 'succeeded',
          payment_intent: intent.id,
        },
      };
    }
    return {
      status: 404,
      json: { error: { type: 'invalid_request_error', message: `No route ${method} ${path}` } },
    };
  }
}

let api: FakeStripeApi;
let server: Server;
let port: number;

function stripeRegistry(): PaymentProviderRegistry {
  return createPaymentProviders({
    backend: 'stripe',
    publicUrl: 'https://shop.example',
    stripe: {
      secretKey: 'sk_test_offline',
      webhookSecret,
      host: '127.0.0.1',
      port,
      protocol: 'http',
    },
  });
}

beforeAll(async () => {
  api = new FakeStripeApi();
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const { status, json } = api.handle(
        req,
        new URLSearchParams(Buffer.concat(chunks).toString()),
      );
      res.statusCode = status;
      res.setHeader('content-type', 'application/json');
      res.setHeader('request-id', `req_${randomUUID().slice(0, 8)}`);
      res.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function input(overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  const paymentId = overrides.paymentId ?? randomUUID();
  return {
    paymentId,
    orderNumber: '000000101',
    amountCents: 4_990,
    currency: 'EUR',
    email: 'shopper@example.com',
    locale: 'fr-FR',
    returnUrl: `https://shop.example/checkout/payment-return?paymentId=${paymentId}`,
    cancelUrl: `https://shop.example/checkout/payment-return?paymentId=${paymentId}&canceled=1`,
    ...overrides,
  };
}

describe('Stripe Checkout through the SDK', () => {
  it('creates one hosted Checkout Session per payment id (idempotency key), with our id on it', async () => {
    const registry = stripeRegistry();
    expect(registry.backend).toBe('stripe');
    expect(registry.testGateway).toBeUndefined();
    const card = registry.get('truffe_card')!;
    const payment = input();
    const before = api.sessionCreations;
    const results = await Promise.all(
      Array.from({ length: 50 }, () => card.createPayment(payment)),
    );
    expect(api.sessionCreations - before).toBe(1);
    expect(new Set(results.map((r) => r.providerPaymentId)).size).toBe(1);
    const [first] = results;
    expect(first).toMatchObject({
      paymentId: payment.paymentId,
      status: 'pending',
      amountCents: 4_990,
      redirectUrl: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/),
    });
    const session = api.sessions.get(first!.providerPaymentId)!;
    expect(session).toMatchObject({
      client_reference_id: payment.paymentId,
      metadata: { paymentId: payment.paymentId, orderNumber: '000000101', provider: 'truffe_card' },
      currency: 'eur',
      locale: 'fr',
      success_url: payment.returnUrl,
      cancel_url: payment.cancelUrl,
      allowed_payment_method_types: ['card'],
    });
    const creates = api.requests.filter(
      (r) => r.path === '/v1/checkout/sessions' && r.method === 'POST',
    );
    expect(creates.at(-1)).toMatchObject({
      idempotencyKey: `truffe-payment-${payment.paymentId}`,
      auth: 'Bearer sk_test_offline',
    });
  });

  it('offers PayPal through the same interface', async () => {
    const registry = stripeRegistry();
    const payment = await registry.get('paypal')!.createPayment(input({ locale: 'en-GB' }));
    expect(registry.get('paypal')!.kind).toBe('BASE');
    const session = api.sessions.get(payment.providerPaymentId)!;
    expect(session.allowed_payment_method_types).toEqual(['paypal']);
    expect(session.locale).toBe('en-GB');
  });

  it('retrieves by our id, after a restart too, and refunds', async () => {
    const payment = input();
    const created = await stripeRegistry().get('truffe_card')!.createPayment(payment);
    // A new process: no memory of the session; it is found through the API.
    const card = stripeRegistry().get('truffe_card')!;
    expect(await card.retrievePayment(payment.paymentId)).toMatchObject({
      providerPaymentId: created.providerPaymentId,
      status: 'pending',
      redirectUrl: created.redirectUrl,
    });
    api.pay(created.providerPaymentId);
    const requestsBefore = api.requests.length;
    const paid = await stripeRegistry().get('truffe_card')!.retrievePayment(payment.paymentId);
    // Found through its PaymentIntent's metadata, then its session: the same provider id as at creation.
    expect(paid).toMatchObject({
      providerPaymentId: created.providerPaymentId,
      status: 'captured',
      amountCents: 4_990,
    });
    expect(api.requests.slice(requestsBefore).map((r) => r.path)).toEqual([
      '/v1/payment_intents/search',
      '/v1/checkout/sessions',
    ]);
    expect(paid!.redirectUrl).toBeUndefined();
    // Another provider code does not answer for it; an unknown id is null.
    expect(await stripeRegistry().get('paypal')!.retrievePayment(payment.paymentId)).toBeNull();
    expect(await card.retrievePayment(randomUUID())).toBeNull();

    const refunded = await card.refundPayment(payment.paymentId);
    expect(refunded.status).toBe('refunded');
    expect(api.refunds).toBe(1);
    expect(api.requests.find((r) => r.path === '/v1/refunds')).toMatchObject({
      idempotencyKey: `truffe-refund-${payment.paymentId}`,
    });
  });

  it('reports a declined attempt with its reason while the hosted page stays open for another card', async () => {
    const card = stripeRegistry().get('truffe_card')!;
    const declined = input();
    const created = await card.createPayment(declined);
    api.pay(created.providerPaymentId, 'failed');
    // Stripe Checkout lets the shopper try another card on the same page: not final yet.
    expect(await card.retrievePayment(declined.paymentId)).toMatchObject({
      status: 'pending',
      redirectUrl: created.redirectUrl,
      declineReason: 'Your card was declined.',
    });

    const unpaid = input();
    const open = await card.createPayment(unpaid);
    expect(await card.refundPayment(unpaid.paymentId)).toMatchObject({ status: 'canceled' });
    expect(api.sessions.get(open.providerPaymentId)!.status).toBe('expired');
  });
});

describe('Stripe webhooks', () => {
  const stripe = new Stripe('sk_test_offline');
  const paymentId = randomUUID();
  const created = Math.floor(Date.now() / 1000);

  function stripeEvent(type: string, object: Record<string, unknown>, at = created) {
    return JSON.stringify({
      id: `evt_${randomUUID().replaceAll('-', '')}`,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: at,
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    });
  }

  function signed(payload: string, secret = webhookSecret, timestamp?: number) {
    return {
      'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }),
    };
  }

  const session = {
    id: 'cs_test_1',
    object: 'checkout.session',
    client_reference_id: paymentId,
    metadata: { paymentId, provider: 'truffe_card' },
    amount_total: 4_990,
    status: 'complete',
    payment_status: 'paid',
  };
  const intent = {
    id: 'pi_1',
    object: 'payment_intent',
    amount: 4_990,
    status: 'succeeded',
    metadata: { paymentId },
  };

  it('maps the events the shop listens to, with a sequence that orders them', () => {
    const card = stripeRegistry().get('truffe_card')!;
    const parse = (payload: string) => card.parseWebhook(payload, signed(payload));
    const completed = parse(stripeEvent('checkout.session.completed', session));
    expect(completed).toMatchObject({
      providerPaymentId: 'cs_test_1',
      paymentId,
      status: 'captured',
      amountCents: 4_990,
      occurredAt: new Date(created * 1000).toISOString(),
    });
    expect(completed.eventId).toMatch(/^evt_/);
    const succeeded = parse(stripeEvent('payment_intent.succeeded', intent));
    expect(succeeded).toMatchObject({ providerPaymentId: 'pi_1', paymentId, status: 'captured' });
    const failed = parse(
      stripeEvent('payment_intent.payment_failed', {
        ...intent,
        status: 'requires_payment_method',
      }),
    );
    expect(failed.status).toBe('declined');
    const refunded = parse(
      stripeEvent(
        'charge.refunded',
        {
          id: 'ch_1',
          object: 'charge',
          amount: 4_990,
          refunded: true,
          payment_intent: 'pi_1',
          metadata: { paymentId },
        },
        created + 60,
      ),
    );
    expect(refunded).toMatchObject({ providerPaymentId: 'pi_1', status: 'refunded' });
    const expired = parse(
      stripeEvent('checkout.session.expired', {
        ...session,
        status: 'expired',
        payment_status: 'unpaid',
      }),
    );
    expect(expired.status).toBe('canceled');
    // Later events, and further steps of the same second, have higher sequences.
    expect(refunded.sequence).toBeGreaterThan(succeeded.sequence);
    expect(succeeded.sequence).toBeGreaterThan(
      parse(
        stripeEvent('payment_intent.amount_capturable_updated', {
          ...intent,
          status: 'requires_capture',
        }),
      ).sequence,
    );
  });

  it('refuses bad, foreign, old and missing signatures, and tampered bodies', () => {
    const card = stripeRegistry().get('truffe_card')!;
    const payload = stripeEvent('checkout.session.completed', session);
    const refuse = (body: string, headers: Record<string, string | undefined>) =>
      expect(() => card.parseWebhook(body, headers)).toThrow(WebhookSignatureError);
    refuse(payload, {});
    refuse(payload, signed(payload, 'whsec_someone_else'));
    refuse(payload, signed(payload, webhookSecret, created - 301));
    refuse(payload.replace('4990', '1'), signed(payload));
    refuse(payload, { 'stripe-signature': 't=1,v1=deadbeef' });
    // Headers are matched whatever their case.
    expect(
      card.parseWebhook(payload, { 'Stripe-Signature': signed(payload)['stripe-signature'] }),
    ).toMatchObject({ paymentId });
  });

  it('verifies then refuses, as ignored, events the shop does not act on', () => {
    const card = stripeRegistry().get('truffe_card')!;
    const other = stripeEvent('customer.created', { id: 'cus_1', object: 'customer' });
    expect(() => card.parseWebhook(other, signed(other))).toThrow(WebhookIgnoredError);
    const foreign = stripeEvent('payment_intent.succeeded', { ...intent, metadata: {} });
    expect(() => card.parseWebhook(foreign, signed(foreign))).toThrow(WebhookIgnoredError);
  });

  it('acknowledges a verified event the shop does not act on, so that Stripe stops retrying it', async () => {
    // The event is answered before any database access: the store needs only its providers here.
    const store = { payments: stripeRegistry() } as unknown as OrderStore;
    const other = stripeEvent('customer.created', { id: 'cus_1', object: 'customer' });
    expect(await handlePaymentWebhook(store, 'truffe_card', other, signed(other))).toEqual({
      status: 200,
      body: { received: true, outcome: 'ignored' },
    });
    expect(
      await handlePaymentWebhook(store, 'truffe_card', other, signed(other, 'whsec_forged')),
    ).toMatchObject({ status: 400 });
  });
});
