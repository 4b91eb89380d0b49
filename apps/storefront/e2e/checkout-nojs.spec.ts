import { expect, test } from '@playwright/test';

import { hydrated } from './catalogue-helpers';
import { checkoutTexts, step } from './checkout-helpers';

const texts = checkoutTexts.en;

test('the checkout steps work without JavaScript: post, redirect, errors in place, pickup search', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // An empty cart: a message and the way back to the catalogue instead of the steps.
  const empty = await page.goto('/en/checkout');
  expect(empty?.headers()['cache-control']).toContain('no-store');
  await expect(page.getByTestId('checkout-empty')).toContainText('Your cart is empty');
  await expect(page.getByRole('link', { name: 'Browse the catalogue' })).toHaveAttribute(
    'href',
    '/en/',
  );

  await page.goto('/en/product/FRI-009');
  // The form's post must have answered (its cart cookie) before the next navigation cancels it.
  await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST'),
    page.getByTestId('add-to-cart').click(),
  ]);
  await page.goto('/en/checkout');
  await expect(step(page, 'email')).toHaveAttribute('data-state', 'current');
  await expect(step(page, 'addresses')).toHaveAttribute('data-state', 'locked');

  // A refused e-mail comes back in place, the value kept.
  await step(page, 'email').getByLabel(texts.email).fill('not-an-address');
  await step(page, 'email').getByRole('button', { name: texts.continue }).click();
  const email = step(page, 'email').getByLabel(texts.email);
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveValue('not-an-address');
  await email.fill('alex.nojs@example.com');
  await step(page, 'email').getByRole('button', { name: texts.continue }).click();
  await expect(page).toHaveURL(/\/en\/checkout$/);
  await expect(step(page, 'addresses')).toHaveAttribute('data-state', 'current');

  // The billing fields stay hidden while "same as delivery" is checked (CSS, no script).
  const addresses = step(page, 'addresses');
  const billing = addresses.getByRole('group').nth(1);
  await expect(billing).toBeHidden();
  await addresses.getByLabel('The billing address is the delivery address').uncheck();
  await expect(billing).toBeVisible();
  await addresses.getByLabel('The billing address is the delivery address').check();
  const shipping = addresses.getByRole('group').first();
  await shipping.getByLabel(texts.firstname).fill('Alex');
  await shipping.getByLabel(texts.lastname).fill('Smith');
  await shipping.getByLabel(texts.street).fill('10 Downing Street');
  await shipping.getByLabel(texts.postcode).fill('NOT A POSTCODE');
  await shipping.getByLabel(texts.city).fill('London');
  await shipping.getByRole('combobox').selectOption('GB');
  await addresses.getByRole('button', { name: texts.continue }).click();
  const postcode = step(page, 'addresses').getByRole('group').first().getByLabel(texts.postcode);
  await expect(postcode).toHaveAttribute('aria-invalid', 'true');
  await expect(postcode).toHaveValue('NOT A POSTCODE');
  await postcode.fill('75011');
  await step(page, 'addresses').getByRole('group').first().getByRole('combobox').selectOption('FR');
  await step(page, 'addresses').getByRole('group').first().getByLabel(texts.city).fill('Paris');
  await step(page, 'addresses').getByRole('button', { name: texts.continue }).click();
  await expect(step(page, 'shipping')).toHaveAttribute('data-state', 'current');

  // Pickup: the points show once the pickup method is chosen; a search is a post of the same form.
  const delivery = step(page, 'shipping');
  await delivery.getByRole('radio', { name: texts.pickup }).check();
  await delivery.getByLabel('Postcode of the area').fill('75012');
  await delivery.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/pickupPostcode=75012/);
  await expect(step(page, 'shipping').getByRole('status')).toContainText('near 75012');
  await expect(step(page, 'shipping').getByRole('radio', { name: texts.pickup })).toBeChecked();
  // Without a point the server refuses, in place.
  await step(page, 'shipping').getByRole('button', { name: texts.continue }).click();
  await expect(step(page, 'shipping').getByRole('alert').first()).toBeVisible();
  await step(page, 'shipping').getByTestId('pickup-point').first().getByRole('radio').check();
  await step(page, 'shipping').getByRole('button', { name: texts.continue }).click();
  await expect(step(page, 'payment')).toHaveAttribute('data-state', 'current');
  await expect(step(page, 'shipping')).toContainText('Pickup point:');
  await context.close();
});

test.describe('the checkout login page', () => {
  // A wrong password on purpose, from an address of its own (see account-password-reset.spec.ts).
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.22' } });

  test('the login page signs in or offers the guest checkout, and a success page is private to its session', async ({
    page,
  }) => {
    await page.goto('/checkout/login');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    // A customer signs in here (issue 15); a wrong password is refused in place, on this page.
    await page
      .getByRole('textbox', { name: 'Adresse e-mail', exact: true })
      .fill('nobody@example.com');
    await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('pas le bon mot');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'E-mail ou mot de passe incorrect.' }),
    ).toBeVisible({
      timeout: 30_000,
    });
    await expect(page).toHaveURL(/\/checkout\/login$/);
    await page.getByRole('link', { name: 'Continuer en tant qu’invité' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    const response = await page.goto('/checkout/success?order=TR-000001');
    expect(response?.status()).toBe(404);
  });
});
