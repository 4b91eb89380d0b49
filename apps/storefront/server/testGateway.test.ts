/**
 * The test gateway's hosted pages mounted in the real storefront server (decision 0705): reachable at
 * /__gateway when the payments run through it, absent otherwise; the shop's pages let a checkout form post
 * end on Stripe's hosted page (form-action).
 */
import { createPaymentProviders, type PaymentProviderRegistry } from '@truffe/commerce/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startServer, type TestServer } from '../test/startServer';

describe('/__gateway', () => {
  let payments: PaymentProviderRegistry;
  let server: TestServer;
  let bare: TestServer;
  beforeAll(async () => {
    payments = createPaymentProviders({
      backend: 'test',
      publicUrl: 'http://shop.invalid',
      webhookUrl: () => 'http://127.0.0.1:9/unreachable',
      testGateway: { retryDelaysMs: [], log: () => undefined },
    });
    server = await startServer({ NODE_ENV: 'development' }, { payments });
    // A shop paying through Stripe: nothing is served at /__gateway.
    bare = await startServer(
      {
        NODE_ENV: 'development',
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_offline',
        STRIPE_WEBHOOK_SECRET: 'whsec_offline',
      },
      {
        payments: createPaymentProviders({
          backend: 'stripe',
          publicUrl: 'http://shop.invalid',
          stripe: { secretKey: 'sk_test_offline', webhookSecret: 'whsec_offline' },
        }),
      },
    );
  });
  afterAll(async () => {
    await Promise.all([server?.close(), bare?.close()]);
    await payments?.close();
  });

  it('serves the hosted card page and takes a test card through to the return URL', async () => {
    const paymentId = crypto.randomUUID();
    const returnUrl = `${server.url}/checkout/payment-return?paymentId=${paymentId}`;
    const created = await payments.get('truffe_card')!.createPayment({
      paymentId,
      orderNumber: '000000007',
      amountCents: 2_500,
      currency: 'EUR',
      email: 'shopper@example.com',
      locale: 'fr-FR',
      returnUrl,
      cancelUrl: `${returnUrl}&canceled=1`,
    });
    const pagePath = new URL(created.redirectUrl!).pathname;
    expect(pagePath).toMatch(/^\/__gateway\/pay\/tg_\w+$/);
    const page = await fetch(`${server.url}${pagePath}?lang=fr`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Passerelle de paiement de test Truffe — aucun argent réel');
    const action = /action="([^"]+\/card)"/.exec(html)![1]!;
    const paid = await fetch(`${server.url}${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/39',
        cvc: '123',
        holder: 'Ada Lovelace',
      }).toString(),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(returnUrl);
    expect(await payments.get('truffe_card')!.retrievePayment(paymentId)).toMatchObject({
      status: 'captured',
    });
  });

  it('is not served when the shop pays through another provider', async () => {
    const response = await fetch(`${bare.url}/__gateway/pay/tg_x?lang=en`);
    expect(await response.text()).not.toContain('Truffe test payment gateway');
  });

  it("lets the shop's pages post forms that end on Stripe's hosted page only where it pays through Stripe", async () => {
    const formActionOf = async (url: string) =>
      (await fetch(`${url}/en/`)).headers
        .get('content-security-policy')!
        .split('; ')
        .find((directive) => directive.startsWith('form-action'));
    const viaStripe = await formActionOf(bare.url);
    expect(viaStripe).toContain("'self'");
    expect(viaStripe).toContain('https://checkout.stripe.com');
    // The test gateway's shop allows no provider it does not use (issue 20 item 8).
    expect(await formActionOf(server.url)).toBe("form-action 'self'");
  });
});
