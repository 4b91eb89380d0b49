/**
 * The account's orders (issue 16 item 1; decision 0761) on the production build, in both languages: a new
 * customer buys with the test gateway (PayPal approval) → the order appears in `/user/orders/` → its page shows
 * its lines and totals → the reorder button puts the line back in the cart. Axe on the list and the order page.
 */
import { expect, type Page, test } from '@playwright/test';

import { expectNoSeriousViolations, hydrated } from './catalogue-helpers';
import {
  addFromProductPage,
  cartLines,
  checkoutTexts,
  type CheckoutTexts,
  expectCurrent,
  placeOrder,
  step,
} from './checkout-helpers';

const texts = {
  fr: {
    firstname: 'Prénom',
    lastname: 'Nom',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    acceptCgv: 'J’accepte les conditions générales de vente',
    register: 'Créer mon compte',
    orders: 'Mes commandes',
    emptyOrders: 'Vous n’avez encore passé aucune commande.',
    order: (number: string) => `Commande ${number}`,
    viewOrder: (number: string) => `Voir la commande ${number}`,
    grandTotal: 'Total TTC',
    grandTotalExclTax: 'Total HT',
    reorder: 'Commander à nouveau ces articles',
    reordered: '1 article a été ajouté à votre panier.',
  },
  en: {
    firstname: 'First name',
    lastname: 'Last name',
    email: 'E-mail address',
    password: 'Password',
    acceptCgv: 'I accept the terms and conditions of sale',
    register: 'Create my account',
    orders: 'My orders',
    emptyOrders: 'You have not placed any order yet.',
    order: (number: string) => `Order ${number}`,
    viewOrder: (number: string) => `View the order ${number}`,
    grandTotal: 'Total incl. tax',
    grandTotalExclTax: 'Total excl. tax',
    reorder: 'Order these items again',
    reordered: '1 item was added to your cart.',
  },
} as const;

const password = 'la gamelle est pleine';

async function register(
  page: Page,
  prefix: string,
  site: (typeof texts)['fr' | 'en'],
  email: string,
) {
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

/** Addresses typed, delivery at home, PayPal approved on the test gateway: the order number. */
async function buy(page: Page, checkout: CheckoutTexts): Promise<string> {
  await page.goto(`${checkout.prefix}/checkout`);
  await hydrated(page);
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
  await expectCurrent(page, 'review');
  await placeOrder(page, checkout);
  await page.waitForURL(/\/__gateway\//);
  await page.getByRole('button', { name: checkout.gateway.paypalApprove }).click();
  await page.waitForURL(new RegExp(`${checkout.prefix}/checkout/success\\?order=`));
  return new URL(page.url()).searchParams.get('order') ?? '';
}

for (const site of ['fr', 'en'] as const) {
  const checkout = checkoutTexts[site];
  const words = texts[site];
  const prefix = checkout.prefix;

  test(`a customer finds its order in its account, with lines and totals, and reorders it (${site})`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await register(page, prefix, words, `orders-${site}-${Date.now()}@example.com`);

    await page.goto(`${prefix}/user/orders/`);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: words.orders })).toBeVisible();
    await expect(page.getByText(words.emptyOrders)).toBeVisible();
    await expectNoSeriousViolations(page);

    await addFromProductPage(page, checkout, 'FRI-009', 2);
    const number = await buy(page, checkout);
    expect(number).toMatch(/^TR-\d+$/);

    // The list, from the account's menu.
    await page.goto(`${prefix}/user`);
    await hydrated(page);
    await page
      .getByRole('navigation', { name: site === 'fr' ? 'Mon compte' : 'My account' })
      .getByRole('link', { name: words.orders })
      .click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/user/orders/$`));
    await expect(page.getByRole('heading', { level: 1, name: words.orders })).toBeVisible();
    await expect(page.getByTestId('order-row')).toHaveCount(1);
    await expectNoSeriousViolations(page);

    // Its page: lines and totals.
    await page.getByRole('link', { name: words.viewOrder(number) }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/user/orders/${number}/$`));
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: words.order(number) })).toBeVisible();
    await expect(page.getByTestId('order-lines')).toContainText('FRI-009');
    await expect(
      page.getByTestId('order-lines').getByRole('cell', { name: '2', exact: true }),
    ).toBeVisible();
    await expect(page.getByTestId('order-totals')).toContainText(words.grandTotal);
    await expect(page.getByTestId('order-totals')).toContainText(words.grandTotalExclTax);
    await expectNoSeriousViolations(page);

    // Reorder: the line goes back to the (now empty) cart.
    await page.getByRole('button', { name: words.reorder }).click();
    await expect(page.getByTestId('reorder-report')).toContainText(words.reordered);
    expect(await cartLines(page)).toEqual([{ sku: 'FRI-009', quantity: 2 }]);
    await expectNoSeriousViolations(page);
  });
}
