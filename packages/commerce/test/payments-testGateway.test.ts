/**
 * The test gateway behind the provider interface (decision 0705): idempotent charges, the webhook signature
 * scheme, delivery with retries, persistence across a restart, refunds, and the production refusal.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import {
  PaymentConfigError,
  paymentConfigFromEnv,
  type PaymentEvent,
  WebhookSignatureError,
} from '../src/payments/index';
import { signatureFor } from '../src/payments/testGateway/signature';
import {
  eventually,
  formAction,
  type GatewayRig,
  postForm,
  startGatewayRig,
} from './paymentsHarness';

const rigs: GatewayRig[] = [];
const dirs: string[] = [];

async function rig(options: Parameters<typeof startGatewayRig>[0] = {}) {
  const started = await startGatewayRig(options);
  rigs.push(started);
  return started;
}

function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'truffe-payments-'));
  dirs.push(dir);
  return dir;
}

afterEach(async () => {
  await Promise.all(rigs.splice(0).map((started) => started.close()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const goodCard = { expiry: '12/39', cvc: '123', holder: 'Ada Lovelace' };

async function payByCard(r: GatewayRig, redirectUrl: string, cardNumber = '4242424242424242') {
  const html = await (await fetch(redirectUrl)).text();
  return postForm(`${r.gatewayUrl}${formAction(html, 'card')}`, { cardNumber, ...goodCard });
}

function event(overrides: Partial<PaymentEvent> = {}): PaymentEvent {
  return {
    eventId: 'evt_1',
    providerPaymentId: 'tg_1',
    paymentId: '6f1c2a52-51a4-4b0c-9d0e-1f0b4b7e1d11',
    status: 'captured',
    amountCents: 1000,
    occurredAt: new Date().toISOString(),
    sequence: 2,
    ...overrides,
  };
}

describe('createPayment', () => {
  it('is idempotent by paymentId: 50 parallel calls make one charge', async () => {
    const dataDir = tempDir();
    const r = await rig({ dataDir });
    const provider = r.registry.get('truffe_card')!;
    const input = r.input();
    const payments = await Promise.all(
      Array.from({ length: 50 }, () => provider.createPayment(input)),
    );
    expect(new Set(payments.map((p) => p.providerPaymentId)).size).toBe(1);
    expect(payments.every((p) => p.paymentId === input.paymentId && p.status === 'pending')).toBe(
      true,
    );
    const file = JSON.parse(
      readFileSync(join(dataDir, 'payments', 'test-gateway-charges.json'), 'utf8'),
    ) as { charges: { paymentId: string }[] };
    expect(file.charges.filter((charge) => charge.paymentId === input.paymentId)).toHaveLength(1);

    // After payment, another call answers the paid charge (no second charge, no new page).
    await payByCard(r, payments[0]!.redirectUrl!);
    const again = await provider.createPayment(input);
    expect(again).toMatchObject({
      providerPaymentId: payments[0]!.providerPaymentId,
      status: 'captured',
    });
    expect(again.redirectUrl).toBeUndefined();
  });

  it('refuses a reused paymentId with another amount or provider, and bad input', async () => {
    const r = await rig();
    const input = r.input();
    await r.registry.get('truffe_card')!.createPayment(input);
    await expect(
      r.registry.get('truffe_card')!.createPayment({ ...input, amountCents: 1 }),
    ).rejects.toThrow(/idempotency/);
    await expect(r.registry.get('paypal')!.createPayment(input)).rejects.toThrow(/idempotency/);
    await expect(
      r.registry.get('truffe_card')!.createPayment({ ...r.input(), amountCents: -5 }),
    ).rejects.toThrow();
    await expect(
      r.registry
        .get('truffe_card')!
        .createPayment({ ...r.input(), returnUrl: 'javascript:alert(1)' }),
    ).rejects.toThrow();
  });

  it('answers null for a payment it does not know', async () => {
    const r = await rig();
    expect(await r.registry.get('truffe_card')!.retrievePayment('nope')).toBeNull();
  });
});

describe('webhook signatures', () => {
  it('accepts what signEvent signs, and refuses tampered, foreign, old, missing and malformed ones', async () => {
    const r = await rig({ secret: 'secret-a' });
    const other = await rig({ secret: 'secret-b' });
    const provider = r.registry.get('truffe_card')!;
    const sample = event();
    const signed = r.gateway.signEvent(sample);
    expect(signed.headers['truffe-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(provider.parseWebhook(signed.body, signed.headers)).toEqual(sample);
    // Header names are case-insensitive.
    expect(
      provider.parseWebhook(signed.body, {
        'Truffe-Signature': signed.headers['truffe-signature'],
      }),
    ).toMatchObject({ eventId: 'evt_1' });

    const refuse = (body: string, headers: Record<string, string | undefined>) =>
      expect(() => provider.parseWebhook(body, headers)).toThrow(WebhookSignatureError);
    refuse(signed.body.replace('"amountCents":1000', '"amountCents":1'), signed.headers);
    refuse(signed.body, {});
    refuse(signed.body, { 'truffe-signature': 'garbage' });
    refuse(signed.body, {
      'truffe-signature': signed.headers['truffe-signature']!.replace(/v1=../, 'v1=00'),
    });
    refuse(signed.body, { 'truffe-signature': 't=1,v1=zz' });
    // Signed with another gateway's secret.
    const foreign = other.gateway.signEvent(event());
    refuse(foreign.body, foreign.headers);
    // Older or newer than 5 minutes.
    const now = Math.floor(Date.now() / 1000);
    refuse(signed.body, r.gateway.signEvent(sample, now - 301).headers);
    refuse(signed.body, r.gateway.signEvent(sample, now + 301).headers);
    expect(
      provider.parseWebhook(signed.body, r.gateway.signEvent(sample, now - 240).headers),
    ).toMatchObject({ eventId: 'evt_1' });
    // Correctly signed, but not a payment event.
    for (const body of [
      'not json',
      '{}',
      JSON.stringify({ ...event(), status: 'paid' }),
      JSON.stringify({ ...event(), sequence: -1 }),
    ]) {
      refuse(body, { 'truffe-signature': signatureFor('secret-a', body, now) });
    }
  });

  it('signed events delivered three times and out of order all verify with their own sequence', async () => {
    const r = await rig();
    const input = r.input();
    const created = await r.registry.get('truffe_card')!.createPayment(input);
    const authorized = event({
      eventId: 'evt_a',
      providerPaymentId: created.providerPaymentId,
      paymentId: input.paymentId,
      status: 'authorized',
      sequence: 1,
    });
    const captured = event({
      eventId: 'evt_c',
      providerPaymentId: created.providerPaymentId,
      paymentId: input.paymentId,
      status: 'captured',
      sequence: 2,
    });
    for (const e of [captured, authorized, captured, captured, authorized]) {
      const { body, headers } = r.gateway.signEvent(e);
      const response = await fetch(`${r.shopUrl}/payments/webhook/truffe_card`, {
        method: 'POST',
        body,
        headers,
      });
      expect(response.status).toBe(200);
    }
    expect(r.webhooks.map(({ event: e }) => [e.eventId, e.sequence])).toEqual([
      ['evt_c', 2],
      ['evt_a', 1],
      ['evt_c', 2],
      ['evt_c', 2],
      ['evt_a', 1],
    ]);
    expect(r.rejected).toBe(0);
  });
});

describe('webhook delivery', () => {
  it('retries with backoff when the endpoint fails, without keeping the shopper waiting', async () => {
    const r = await rig({ retryDelaysMs: [30, 60, 90] });
    r.failNextWebhooks(2);
    let release!: () => void;
    r.holdWebhooks(new Promise<void>((resolve) => (release = resolve)));
    const input = r.input();
    const created = await r.registry.get('truffe_card')!.createPayment(input);
    // The endpoint is held: the shopper's redirect still comes back at once.
    const response = await payByCard(r, created.redirectUrl!);
    expect(response.status).toBe(303);
    expect(r.webhooks).toEqual([]);
    release();
    await eventually(() => r.webhooks.length === 2);
    expect(r.webhooks.map(({ event: e }) => e.status)).toEqual(['authorized', 'captured']);
    expect(r.rejected).toBe(0);
  });

  it('gives up after the last retry without failing the payment', async () => {
    const r = await rig({ retryDelaysMs: [10, 10] });
    r.failNextWebhooks(100);
    const input = r.input();
    const created = await r.registry.get('truffe_card')!.createPayment(input);
    await payByCard(r, created.redirectUrl!, '4000000000000002');
    await r.gateway.whenDelivered();
    expect(r.webhooks).toEqual([]);
    expect(await r.registry.get('truffe_card')!.retrievePayment(input.paymentId)).toMatchObject({
      status: 'declined',
    });
  });
});

describe('persistence and refunds', () => {
  it('keeps charges and the generated secret across a restart on the same data dir', async () => {
    const dataDir = tempDir();
    const first = await rig({ dataDir });
    const paid = first.input();
    const waiting = first.input({ locale: 'fr-FR' });
    const created = await first.registry.get('truffe_card')!.createPayment(paid);
    await first.registry.get('paypal')!.createPayment(waiting);
    await payByCard(first, created.redirectUrl!);
    const signed = first.gateway.signEvent(event());
    await first.close();
    rigs.splice(rigs.indexOf(first), 1);

    const files = readdirSync(join(dataDir, 'payments'));
    expect(files.sort()).toEqual(['test-gateway-charges.json', 'test-gateway-secret']);
    const second = await rig({ dataDir });
    expect(await second.registry.get('truffe_card')!.retrievePayment(paid.paymentId)).toMatchObject(
      {
        providerPaymentId: created.providerPaymentId,
        status: 'captured',
        amountCents: 12_345,
      },
    );
    const stillWaiting = await second.registry.get('paypal')!.retrievePayment(waiting.paymentId);
    expect(stillWaiting).toMatchObject({ status: 'pending' });
    expect(stillWaiting!.redirectUrl).toContain('lang=fr');
    // Same generated secret: an event signed before the restart still verifies.
    expect(
      second.registry.get('truffe_card')!.parseWebhook(signed.body, signed.headers),
    ).toMatchObject({ eventId: 'evt_1' });
    // Idempotency survives the restart too.
    expect(await second.registry.get('truffe_card')!.createPayment(paid)).toMatchObject({
      providerPaymentId: created.providerPaymentId,
    });
    // The new sequence continues after the persisted one.
    await second.registry.get('truffe_card')!.refundPayment(paid.paymentId);
    await eventually(() => second.webhooks.length === 1);
    expect(second.webhooks[0]!.event).toMatchObject({ status: 'refunded', sequence: 3 });
  });

  it('refuses to start on a damaged charges file instead of forgetting the charges', async () => {
    const dataDir = tempDir();
    mkdirSync(join(dataDir, 'payments'));
    writeFileSync(join(dataDir, 'payments', 'test-gateway-charges.json'), '{"charges": [');
    await expect(startGatewayRig({ dataDir })).rejects.toThrow(
      /Cannot read the test gateway's charges/,
    );
  });

  it('refunds a captured payment, cancels an unpaid one, and refuses an unknown one', async () => {
    const r = await rig();
    const provider = r.registry.get('truffe_card')!;
    const paid = r.input();
    const created = await provider.createPayment(paid);
    await payByCard(r, created.redirectUrl!);
    expect(await provider.refundPayment(paid.paymentId)).toMatchObject({ status: 'refunded' });
    expect(await provider.retrievePayment(paid.paymentId)).toMatchObject({ status: 'refunded' });
    // Twice is harmless.
    expect(await provider.refundPayment(paid.paymentId)).toMatchObject({ status: 'refunded' });

    const unpaid = r.input();
    const open = await provider.createPayment(unpaid);
    expect(await provider.refundPayment(unpaid.paymentId)).toMatchObject({ status: 'canceled' });
    // Its hosted page no longer takes a payment.
    const html = await (await fetch(open.redirectUrl!)).text();
    expect(html).toContain('This payment is already complete');

    await expect(provider.refundPayment('unknown')).rejects.toThrow();
    await r.gateway.whenDelivered();
    const statusesOf = (paymentId: string) =>
      r.webhooks
        .filter(({ event: e }) => e.paymentId === paymentId)
        .map(({ event: e }) => e.status);
    expect(statusesOf(paid.paymentId)).toEqual(['authorized', 'captured', 'refunded']);
    expect(statusesOf(unpaid.paymentId)).toEqual(['canceled']);
  });

  it('keeps the secret out of every page', async () => {
    const secret = `sentinel-${crypto.randomUUID()}`;
    const r = await rig({ secret });
    const input = r.input();
    const created = await r.registry.get('truffe_card')!.createPayment(input);
    const page = await (await fetch(created.redirectUrl!)).text();
    const refused = await (
      await postForm(`${r.gatewayUrl}${formAction(page, 'card')}`, { cardNumber: '1' })
    ).text();
    expect(page).not.toContain(secret);
    expect(refused).not.toContain(secret);
    expect(existsSync(join(tmpdir(), secret))).toBe(false);
  });
});

describe('paymentConfigFromEnv', () => {
  const where = { dataDir: '/tmp/x', publicUrl: 'https://shop.example/' };

  it('uses the test gateway by default outside production', () => {
    expect(paymentConfigFromEnv({ NODE_ENV: 'development' }, where)).toMatchObject({
      backend: 'test',
      publicUrl: 'https://shop.example',
    });
    expect(
      paymentConfigFromEnv({ NODE_ENV: 'test', PAYMENT_TEST_GATEWAY_SECRET: 's3' }, where),
    ).toMatchObject({ backend: 'test', testGateway: { secret: 's3' } });
  });

  it('refuses the test gateway in production unless PAYMENT_PROVIDER=test is set', () => {
    expect(() => paymentConfigFromEnv({ NODE_ENV: 'production' }, where)).toThrow(
      PaymentConfigError,
    );
    expect(() => paymentConfigFromEnv({ NODE_ENV: 'production' }, where)).toThrow(
      /PAYMENT_PROVIDER=test/,
    );
    expect(
      paymentConfigFromEnv({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'test' }, where),
    ).toMatchObject({ backend: 'test' });
  });

  it('needs both Stripe secrets, and a known provider', () => {
    expect(() =>
      paymentConfigFromEnv(
        { NODE_ENV: 'production', PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1' },
        where,
      ),
    ).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(
      paymentConfigFromEnv(
        {
          NODE_ENV: 'production',
          PAYMENT_PROVIDER: 'stripe',
          STRIPE_SECRET_KEY: 'sk_test_1',
          STRIPE_WEBHOOK_SECRET: 'whsec_1',
        },
        where,
      ),
    ).toMatchObject({
      backend: 'stripe',
      stripe: { secretKey: 'sk_test_1', webhookSecret: 'whsec_1' },
    });
    expect(() => paymentConfigFromEnv({ PAYMENT_PROVIDER: 'bitcoin' }, where)).toThrow(
      PaymentConfigError,
    );
  });
});
