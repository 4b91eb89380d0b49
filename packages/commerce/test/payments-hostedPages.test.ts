/**
 * The test gateway's hosted pages over real HTTP (decision 0705): each test card, the 3-D-Secure-like
 * challenge, the PayPal-like approval, bad card input, and the signed webhooks that reach a real endpoint.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  eventually,
  formAction,
  type GatewayRig,
  postForm,
  startGatewayRig,
} from './paymentsHarness';

let rig: GatewayRig;

beforeEach(async () => {
  rig = await startGatewayRig();
});

afterEach(async () => {
  await rig.close();
});

const goodCard = { expiry: '12/39', cvc: '123', holder: 'Ada Lovelace' };

/** Creates a card payment and opens its hosted page. */
async function openCardPage(lang?: 'fr' | 'en') {
  const input = rig.input();
  const payment = await rig.registry.get('truffe_card')!.createPayment(input);
  const url = new URL(payment.redirectUrl!);
  if (lang) url.searchParams.set('lang', lang);
  const page = await fetch(url);
  return { input, payment, page, html: await page.text() };
}

async function submitCard(html: string, fields: Record<string, string>, lang = 'en') {
  return postForm(`${rig.gatewayUrl}${formAction(html, 'card')}`, { lang, ...fields });
}

function webhooksOf(paymentId: string) {
  return rig.webhooks.filter((webhook) => webhook.event.paymentId === paymentId);
}

describe('card payments', () => {
  it('serves an accessible card form titled as a test gateway', async () => {
    const { payment, page, html } = await openCardPage();
    expect(payment.status).toBe('pending');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Truffe test payment gateway — no real money</h1>');
    // Every field has its label.
    for (const [id, label] of [
      ['cardNumber', 'Card number'],
      ['expiry', 'Expiry date (MM/YY)'],
      ['cvc', 'Security code (CVC)'],
      ['holder', 'Name on the card'],
    ]) {
      expect(html).toContain(`<label for="${id}">${label}</label>`);
      expect(html).toMatch(new RegExp(`<input id="${id}" name="${id}"`));
    }
    expect(html).toContain('4242 4242 4242 4242');
    expect(html).toContain('€123.45');
  });

  it('serves the page in French with the lang parameter', async () => {
    const { html } = await openCardPage('fr');
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Passerelle de paiement de test Truffe — aucun argent réel');
    expect(html).toContain('<label for="cardNumber">Numéro de carte</label>');
    expect(html).toMatch(/123,45\s€/);
  });

  it('4242 4242 4242 4242: authorized then captured, back to the return URL, webhooks signed and in order', async () => {
    const { input, html } = await openCardPage();
    const response = await submitCard(html, { cardNumber: '4242 4242 4242 4242', ...goodCard });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(input.returnUrl);

    const payment = await rig.registry.get('truffe_card')!.retrievePayment(input.paymentId);
    expect(payment).toMatchObject({ status: 'captured', amountCents: 12_345 });
    expect(payment!.redirectUrl).toBeUndefined();

    await eventually(() => webhooksOf(input.paymentId).length === 2);
    expect(rig.rejected).toBe(0);
    const events = webhooksOf(input.paymentId).map(({ code, event }) => ({
      code,
      status: event.status,
      sequence: event.sequence,
      amountCents: event.amountCents,
    }));
    expect(events).toEqual([
      { code: 'truffe_card', status: 'authorized', sequence: 1, amountCents: 12_345 },
      { code: 'truffe_card', status: 'captured', sequence: 2, amountCents: 12_345 },
    ]);
  });

  it('a second post of the paid form charges nothing more', async () => {
    const { input, html } = await openCardPage();
    const fields = { cardNumber: '4242424242424242', ...goodCard };
    const [first, second] = await Promise.all([submitCard(html, fields), submitCard(html, fields)]);
    expect([first.status, second.status]).toEqual([303, 303]);
    expect(second.headers.get('location')).toBe(input.returnUrl);
    await rig.gateway.whenDelivered();
    expect(webhooksOf(input.paymentId).map(({ event }) => event.status)).toEqual([
      'authorized',
      'captured',
    ]);
    // The page now says the payment is complete instead of offering the form again.
    const again = await (
      await fetch(`${rig.gatewayUrl}${formAction(html, 'card').replace(/\/card$/, '')}`)
    ).text();
    expect(again).toContain('This payment is already complete');
    expect(again).not.toContain('name="cardNumber"');
  });

  it('4000 0000 0000 0002: declined with "Your card was declined."', async () => {
    const { input, html } = await openCardPage();
    const response = await submitCard(html, { cardNumber: '4000 0000 0000 0002', ...goodCard });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(input.returnUrl);
    const payment = await rig.registry.get('truffe_card')!.retrievePayment(input.paymentId);
    expect(payment).toMatchObject({ status: 'declined', declineReason: 'Your card was declined.' });
    await eventually(() => webhooksOf(input.paymentId).length === 1);
    expect(webhooksOf(input.paymentId)[0]!.event).toMatchObject({
      status: 'declined',
      sequence: 1,
    });
  });

  it('4000 0000 0000 3220: a 3-D Secure challenge; Approve captures', async () => {
    const { input, html } = await openCardPage();
    const response = await submitCard(html, { cardNumber: '4000000000003220', ...goodCard });
    expect(response.status).toBe(303);
    const challengeUrl = response.headers.get('location')!;
    expect(challengeUrl).toMatch(/\/__gateway\/pay\/tg_\w+\/challenge\?lang=en$/);
    const pending = await rig.registry.get('truffe_card')!.retrievePayment(input.paymentId);
    expect(pending).toMatchObject({
      status: 'requires_action',
      redirectUrl: expect.stringContaining('/challenge'),
    });

    const challenge = await fetch(challengeUrl);
    const challengeHtml = await challenge.text();
    expect(challenge.status).toBe(200);
    expect(challengeHtml).toContain('3-D Secure confirmation');
    expect(challengeHtml).toContain('value="approve"');
    expect(challengeHtml).toContain('value="decline"');

    const approved = await postForm(`${rig.gatewayUrl}${formAction(challengeHtml, 'challenge')}`, {
      lang: 'en',
      decision: 'approve',
    });
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toBe(input.returnUrl);
    expect(await rig.registry.get('truffe_card')!.retrievePayment(input.paymentId)).toMatchObject({
      status: 'captured',
    });
    await eventually(() => webhooksOf(input.paymentId).length === 3);
    expect(webhooksOf(input.paymentId).map(({ event }) => [event.status, event.sequence])).toEqual([
      ['requires_action', 1],
      ['authorized', 2],
      ['captured', 3],
    ]);
  });

  it('4000 0000 0000 3220: Decline on the challenge declines the payment', async () => {
    const { input, html } = await openCardPage();
    const response = await submitCard(html, { cardNumber: '4000000000003220', ...goodCard });
    const challengeHtml = await (await fetch(response.headers.get('location')!)).text();
    const declined = await postForm(`${rig.gatewayUrl}${formAction(challengeHtml, 'challenge')}`, {
      lang: 'en',
      decision: 'decline',
    });
    expect(declined.status).toBe(303);
    expect(declined.headers.get('location')).toBe(input.returnUrl);
    expect(await rig.registry.get('truffe_card')!.retrievePayment(input.paymentId)).toMatchObject({
      status: 'declined',
    });
  });

  it('bad card input: clear messages, values kept, no charge and no webhook', async () => {
    const { input, html } = await openCardPage();
    const empty = await submitCard(html, { cardNumber: '', expiry: '', cvc: '', holder: '' });
    expect(empty.status).toBe(422);
    const emptyHtml = await empty.text();
    expect(emptyHtml).toContain('There is a problem');
    expect(emptyHtml).toContain('role="alert"');
    for (const message of [
      'Enter the card number.',
      'Enter the expiry date.',
      'Enter the 3- or 4-digit security code.',
      'Enter the name on the card.',
    ]) {
      expect(emptyHtml).toContain(message);
    }
    expect(emptyHtml).toContain('aria-invalid="true" aria-describedby="cardNumber-error"');

    const wrong = await submitCard(html, {
      cardNumber: '4242 4242 4242 4241',
      expiry: '13/30',
      cvc: '12',
      holder: 'Ada',
    });
    const wrongHtml = await wrong.text();
    expect(wrong.status).toBe(422);
    expect(wrongHtml).toContain('The card number is not valid: check the 16 digits.');
    expect(wrongHtml).toContain('Enter the expiry date as MM/YY, for example 12/34.');
    expect(wrongHtml).toContain('value="4242 4242 4242 4241"');

    const expired = await submitCard(html, {
      cardNumber: '5555 5555 5555 4444',
      expiry: '01/20',
      cvc: '123',
      holder: 'Ada',
    });
    const expiredHtml = await expired.text();
    expect(expiredHtml).toContain('Use one of the test cards listed on this page.');
    expect(expiredHtml).toContain('The card has expired: check the expiry date.');

    const french = await submitCard(
      html,
      { cardNumber: '', expiry: '1/2', cvc: 'abc', holder: ' ' },
      'fr',
    );
    const frenchHtml = await french.text();
    expect(frenchHtml).toContain('<html lang="fr">');
    expect(frenchHtml).toContain('Saisissez le numéro de carte.');
    expect(frenchHtml).toContain(
      'Saisissez la date d’expiration au format MM/AA, par exemple 12/34.',
    );

    expect(await rig.registry.get('truffe_card')!.retrievePayment(input.paymentId)).toMatchObject({
      status: 'pending',
    });
    await rig.gateway.whenDelivered();
    expect(webhooksOf(input.paymentId)).toEqual([]);

    // The shopper can still pay after correcting the form.
    const paid = await submitCard(html, { cardNumber: '4242424242424242', ...goodCard });
    expect(paid.headers.get('location')).toBe(input.returnUrl);
  });

  it('refuses what is not a form, and unknown payments', async () => {
    const { html } = await openCardPage();
    const json = await fetch(`${rig.gatewayUrl}${formAction(html, 'card')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      redirect: 'manual',
    });
    expect(json.status).toBe(415);
    const unknown = await fetch(`${rig.gatewayUrl}/__gateway/pay/tg_unknown?lang=en`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Payment not found');
  });

  it('Cancel on the card page cancels and goes to the cancel URL', async () => {
    const { input, html } = await openCardPage();
    const response = await postForm(`${rig.gatewayUrl}${formAction(html, 'cancel')}`, {
      lang: 'en',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(input.cancelUrl);
    expect(await rig.registry.get('truffe_card')!.retrievePayment(input.paymentId)).toMatchObject({
      status: 'canceled',
    });
  });
});

describe('PayPal-like payments', () => {
  async function openPaypal() {
    const input = rig.input({ locale: 'fr-FR' });
    const payment = await rig.registry.get('paypal')!.createPayment(input);
    const html = await (await fetch(payment.redirectUrl!)).text();
    return { input, payment, html };
  }

  it('is a BASE method whose approval page captures on Approve', async () => {
    const provider = rig.registry.get('paypal')!;
    expect(provider.kind).toBe('BASE');
    expect(rig.registry.get('truffe_card')!.kind).toBe('EMBEDDED');
    expect(rig.registry.list().map((p) => p.code)).toEqual(['truffe_card', 'paypal']);

    const { input, html } = await openPaypal();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Payer avec PayPal (test)');
    expect(html).not.toContain('name="cardNumber"');
    const response = await postForm(`${rig.gatewayUrl}${formAction(html, 'paypal')}`, {
      decision: 'approve',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(input.returnUrl);
    expect(await provider.retrievePayment(input.paymentId)).toMatchObject({ status: 'captured' });
    // A card provider does not answer for a PayPal payment.
    expect(await rig.registry.get('truffe_card')!.retrievePayment(input.paymentId)).toBeNull();
    await eventually(() => webhooksOf(input.paymentId).length === 2);
    expect(webhooksOf(input.paymentId).every(({ code }) => code === 'paypal')).toBe(true);
  });

  it('Cancel goes back to the cancel URL and cancels the payment', async () => {
    const { input, html } = await openPaypal();
    const response = await postForm(`${rig.gatewayUrl}${formAction(html, 'paypal')}`, {
      decision: 'cancel',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(input.cancelUrl);
    expect(await rig.registry.get('paypal')!.retrievePayment(input.paymentId)).toMatchObject({
      status: 'canceled',
    });
    await eventually(() => webhooksOf(input.paymentId).length === 1);
    expect(webhooksOf(input.paymentId)[0]!.event.status).toBe('canceled');
  });
});
