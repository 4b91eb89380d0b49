/**
 * Helpers of the account journeys (e2e/user-*.spec.ts): a customer registers with the form, and buys what its
 * cart holds with the test gateway's PayPal approval, typing its address at the checkout.
 */
import { expect, type Page } from '@playwright/test';

import { hydrated } from './catalogue-helpers';
import { type CheckoutTexts, expectCurrent, placeOrder, step } from './checkout-helpers';

const registerTexts = {
  fr: {
    firstname: 'Prénom',
    lastname: 'Nom',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    acceptCgv: 'J’accepte les conditions générales de vente',
    register: 'Créer mon compte',
  },
  en: {
    firstname: 'First name',
    lastname: 'Last name',
    email: 'E-mail address',
    password: 'Password',
    acceptCgv: 'I accept the terms and conditions of sale',
    register: 'Create my account',
  },
} as const;

const password = 'la gamelle est pleine';

/** Registers a new customer with the registration form; it lands signed in on `/user`. */
export async function registerCustomer(page: Page, prefix: string, email: string) {
  const site = registerTexts[prefix === '' ? 'fr' : 'en'];
  await page.goto(`${prefix}/register`);
  await hydrated(page);
  await page.getByRole('textbox', { name: site.firstname, exact: true }).fill('Noé');
  await page.getByRole('textbox', { name: site.lastname, exact: true }).fill('Client');
  await page.getByRole('textbox', { name: site.email, exact: true }).fill(email);
  await page.getByRole('textbox', { name: site.password, exact: true }).fill(password);
  await page.getByRole('checkbox', { name: site.acceptCgv }).check();
  await page.getByRole('button', { name: site.register }).click();
  // A memory-hard password hash for registration and one for sign-in (decision 0750).
  await expect(page).toHaveURL(new RegExp(`${prefix}/user$`), { timeout: 30_000 });
}

/**
 * Buys the cart: the address typed, home delivery, PayPal approved on the test gateway. A checkout the customer
 * already filled in (its cart keeps the last order's choices) starts at the review. `beforePlacing` runs at the
 * review, before the order is placed. Answers the order number.
 */
export async function buyWithPayPal(
  page: Page,
  checkout: CheckoutTexts,
  options: { beforePlacing?: () => Promise<void> } = {},
): Promise<string> {
  await page.goto(`${checkout.prefix}/checkout`);
  await hydrated(page);
  const current = page.locator('[data-testid^="checkout-step-"][data-state="current"]');
  await expect(current).toHaveCount(1);
  if ((await current.getAttribute('data-testid')) !== 'checkout-step-review') {
    await expectCurrent(page, 'addresses');
    const shipping = step(page, 'addresses').getByRole('group').first();
    await shipping.getByLabel(checkout.firstname).fill('Noé');
    await shipping.getByLabel(checkout.lastname).fill('Client');
    await shipping.getByLabel(checkout.street).fill('14 rue des Teinturiers');
    await shipping.getByLabel(checkout.postcode).fill('84000');
    await shipping.getByLabel(checkout.city).fill('Avignon');
    await shipping.getByRole('combobox').selectOption('FR');
    await step(page, 'addresses').getByRole('button', { name: checkout.continue }).click();
    await expectCurrent(page, 'shipping');
    await step(page, 'shipping').getByRole('radio', { name: checkout.home }).check();
    await step(page, 'shipping').getByRole('button', { name: checkout.continue }).click();
    await expectCurrent(page, 'payment');
    await step(page, 'payment').getByRole('radio', { name: checkout.paypal }).check();
    await step(page, 'payment').getByRole('button', { name: checkout.continue }).click();
  }
  await expectCurrent(page, 'review');
  await options.beforePlacing?.();
  await placeOrder(page, checkout);
  await page.waitForURL(/\/__gateway\//);
  await page.getByRole('button', { name: checkout.gateway.paypalApprove }).click();
  await page.waitForURL(new RegExp(`${checkout.prefix}/checkout/success\\?order=`));
  return new URL(page.url()).searchParams.get('order') ?? '';
}
