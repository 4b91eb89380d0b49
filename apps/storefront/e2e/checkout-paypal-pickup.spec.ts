import { expect, test } from '@playwright/test';

import { expectNoSeriousViolations } from './catalogue-helpers';
import {
  addFromProductPage,
  checkoutTexts,
  expectCurrent,
  fillAddress,
  fillEmail,
  goToCheckout,
  step,
  placeOrder,
} from './checkout-helpers';

const texts = checkoutTexts.en;

test('a guest on the English site picks a pickup point and pays with PayPal through the test gateway', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await addFromProductPage(page, texts, 'FRI-009', 2);
  await goToCheckout(page, texts);

  await fillEmail(page, texts, 'sam.paypal@example.com');
  await fillAddress(page, texts, {
    street: '3 rue de la Roquette',
    postcode: '75011',
    city: 'Paris',
    country: 'FR',
  });

  await expectCurrent(page, 'shipping');
  const shipping = step(page, 'shipping');
  await shipping.getByRole('radio', { name: texts.pickup }).check();
  // The points near the delivery postcode come first, as a list (the primary control).
  await expect(shipping.getByRole('status')).toContainText('near 75011');
  const points = shipping.getByTestId('pickup-point');
  await expect(points.first()).toBeVisible();
  await expect(points.first()).toContainText('Monday');
  await expectNoSeriousViolations(page);

  // Another postcode nearby: the list follows.
  await shipping.getByLabel('Postcode of the area').fill('75012');
  await shipping.getByRole('button', { name: 'Search' }).click();
  await expect(shipping.getByRole('status')).toContainText('near 75012');
  await expect(shipping.getByRole('radio', { name: texts.pickup })).toBeChecked();
  const first = points.first();
  await expect(first).toContainText(/75\d{3}/);
  const pointName = ((await first.locator('label').textContent()) ?? '').replace(/^\d+\.\s*/, '');
  await first.getByRole('radio').check();
  await shipping.getByRole('button', { name: texts.continue }).click();

  await expectCurrent(page, 'payment');
  await expect(step(page, 'shipping')).toContainText(pointName);
  await step(page, 'payment').getByRole('radio', { name: texts.paypal }).check();
  await step(page, 'payment').getByRole('button', { name: texts.continue }).click();

  await expectCurrent(page, 'review');
  const review = step(page, 'review');
  await expect(review).toContainText(pointName);
  await expect(review).toContainText('PayPal');
  await expectNoSeriousViolations(page);
  await placeOrder(page, texts);

  await page.waitForURL(/\/__gateway\//);
  await page.getByRole('button', { name: texts.gateway.paypalApprove }).click();

  await page.waitForURL(/\/en\/checkout\/success\?order=/);
  const success = page.getByTestId('checkout-success');
  await expect(page.getByRole('heading', { level: 1, name: texts.successTitle })).toBeVisible();
  await expect(success).toContainText(`Pickup point: ${pointName}`);
  await expect(success).toContainText('Payment: PayPal');
  await expect(success).toContainText('sam.paypal@example.com');
  await expectNoSeriousViolations(page);
});
