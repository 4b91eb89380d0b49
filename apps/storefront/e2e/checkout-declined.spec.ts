import { expect, test } from '@playwright/test';

import { expectNoSeriousViolations } from './catalogue-helpers';
import {
  addFromProductPage,
  cartLines,
  checkoutTexts,
  expectCurrent,
  fillAddress,
  fillEmail,
  goToCheckout,
  step,
  placeOrder,
} from './checkout-helpers';

const texts = checkoutTexts.fr;

test('a declined card brings the shopper back to the payment step with a clear message and the cart intact', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await addFromProductPage(page, texts, 'FRI-009', 3);
  await goToCheckout(page, texts);
  const before = await cartLines(page);
  expect(before).toEqual([{ sku: 'FRI-009', quantity: 3 }]);

  await fillEmail(page, texts, 'dominique.declined@example.com');
  await fillAddress(page, texts, { street: '8 rue de la Paix', postcode: '75002', city: 'Paris' });
  await expectCurrent(page, 'shipping');
  await step(page, 'shipping').getByRole('radio', { name: texts.home }).check();
  await step(page, 'shipping').getByRole('button', { name: texts.continue }).click();
  await expectCurrent(page, 'payment');
  await step(page, 'payment').getByRole('radio', { name: texts.card }).check();
  await step(page, 'payment').getByRole('button', { name: texts.continue }).click();
  await expectCurrent(page, 'review');
  await placeOrder(page, texts);

  await page.waitForURL(/\/__gateway\//);
  await page.getByLabel(texts.gateway.cardNumber).fill('4000 0000 0000 0002');
  await page.getByLabel(texts.gateway.expiry).fill('12/34');
  await page.getByLabel(texts.gateway.cvc).fill('123');
  await page.getByLabel(texts.gateway.holder).fill('Dominique Durand');
  await page.getByRole('button', { name: texts.gateway.pay }).click();

  // Back at the checkout, on the payment step, with the message; nothing else changed.
  await page.waitForURL(/\/checkout\?edit=payment/);
  await expectCurrent(page, 'payment');
  await expect(step(page, 'payment').getByRole('alert')).toHaveText(texts.declined);
  await expect(step(page, 'email')).toContainText('dominique.declined@example.com');
  await expect(step(page, 'shipping')).toContainText('Colissimo à domicile');
  expect(await cartLines(page)).toEqual(before);
  await expectNoSeriousViolations(page);

  // Another method goes on to the review again, with a fresh attempt.
  await step(page, 'payment').getByRole('radio', { name: texts.paypal }).check();
  await step(page, 'payment').getByRole('button', { name: texts.continue }).click();
  await expectCurrent(page, 'review');
  await expect(step(page, 'review')).toContainText('PayPal');
});
