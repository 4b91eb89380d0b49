/**
 * A customer at the checkout (issue 15 item 5), in both languages, on the production build: a new customer
 * orders with its account's e-mail filled in and saves the delivery address; signed out, it fills a cart as a
 * guest, signs in through `/checkout/login` and finds that cart at the checkout with its saved address, then
 * pays. Axe runs on `/checkout/login` and on the steps.
 */
import { expect, type Page, test } from '@playwright/test';

import { orderableSkus } from './cart-helpers';
import { expectNoSeriousViolations, hydrated } from './catalogue-helpers';
import {
  addFromProductPage,
  cartLines,
  checkoutTexts,
  type CheckoutTexts,
  expectCurrent,
  step,
  placeOrder,
} from './checkout-helpers';

const accountTexts = {
  fr: {
    firstname: 'Prénom',
    lastname: 'Nom',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    acceptCgv: 'J’accepte les conditions générales de vente',
    register: 'Créer mon compte',
    signOut: 'Se déconnecter',
    signIn: 'Se connecter',
    loginTitle: 'Connexion',
    guest: 'Continuer en tant qu’invité',
    save: 'Enregistrer cette adresse dans mon carnet d’adresses',
    saved: 'Vos adresses enregistrées',
  },
  en: {
    firstname: 'First name',
    lastname: 'Last name',
    email: 'E-mail address',
    password: 'Password',
    acceptCgv: 'I accept the terms and conditions of sale',
    register: 'Create my account',
    signOut: 'Sign out',
    signIn: 'Sign in',
    loginTitle: 'Sign in',
    guest: 'Continue as a guest',
    save: 'Save this address in my address book',
    saved: 'Your saved addresses',
  },
} as const;

type AccountTexts = (typeof accountTexts)[keyof typeof accountTexts];

/** Delivery at home, PayPal through the test gateway, "Place order": the success page's order number. */
async function payWithPayPal(page: Page, texts: CheckoutTexts): Promise<void> {
  await expectCurrent(page, 'shipping');
  await step(page, 'shipping').getByRole('radio', { name: texts.home }).check();
  await step(page, 'shipping').getByRole('button', { name: texts.continue }).click();
  await expectCurrent(page, 'payment');
  await step(page, 'payment').getByRole('radio', { name: texts.paypal }).check();
  await step(page, 'payment').getByRole('button', { name: texts.continue }).click();
  await expectCurrent(page, 'review');
  await placeOrder(page, texts);
  await page.waitForURL(/\/__gateway\//);
  await page.getByRole('button', { name: texts.gateway.paypalApprove }).click();
  await page.waitForURL(new RegExp(`${texts.prefix}/checkout/success\\?order=`));
  await expect(page.getByRole('heading', { level: 1, name: texts.successTitle })).toBeVisible();
}

async function register(page: Page, prefix: string, account: AccountTexts, email: string) {
  await page.goto(`${prefix}/register`);
  await hydrated(page);
  await page.getByRole('textbox', { name: account.firstname, exact: true }).fill('Noé');
  await page.getByRole('textbox', { name: account.lastname, exact: true }).fill('Client');
  await page.getByRole('textbox', { name: account.email, exact: true }).fill(email);
  await page.getByRole('textbox', { name: account.password, exact: true }).fill(password);
  await page.getByRole('checkbox', { name: account.acceptCgv }).check();
  await page.getByRole('button', { name: account.register }).click();
  // A memory-hard password hash for registration and one for sign-in (decision 0750).
  await expect(page).toHaveURL(new RegExp(`${prefix}/user$`), { timeout: 30_000 });
}

const password = 'la gamelle est pleine';

for (const site of ['fr', 'en'] as const) {
  const texts = checkoutTexts[site];
  const account = accountTexts[site];

  test(`a customer orders with its account, then keeps a guest cart through /checkout/login (${site})`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const email = `noe-${site}-${Date.now()}@example.com`;
    // Products no other journey buys (FRI-009's stock is shared by the guest journeys running beside).
    const sku = (await orderableSkus(page.request, 12))[site === 'fr' ? 10 : 11]!;
    await register(page, texts.prefix, account, email);

    // Signed in: the checkout knows the e-mail; the delivery address is typed once and saved.
    await addFromProductPage(page, texts, sku, 1);
    await page.goto(`${texts.prefix}/checkout`);
    await hydrated(page);
    await expectCurrent(page, 'addresses');
    await expect(step(page, 'email')).toContainText(email);
    const addresses = step(page, 'addresses');
    const shipping = addresses.getByRole('group').first();
    await shipping.getByLabel(texts.firstname).fill('Noé');
    await shipping.getByLabel(texts.lastname).fill('Client');
    await shipping.getByLabel(texts.street).fill('14 rue des Teinturiers');
    await shipping.getByLabel(texts.postcode).fill('84000');
    await shipping.getByLabel(texts.city).fill('Avignon');
    // The English site proposes the United Kingdom first.
    await shipping.getByRole('combobox').selectOption('FR');
    await addresses.getByRole('checkbox', { name: account.save }).check();
    await expectNoSeriousViolations(page);
    await addresses.getByRole('button', { name: texts.continue }).click();
    await payWithPayPal(page, texts);

    // Signed out, a guest cart…
    await page.goto(`${texts.prefix}/user`);
    await hydrated(page);
    await page.getByRole('button', { name: account.signOut }).first().click();
    await expect(page).toHaveURL(/\/login\?notice=signedOut$/, { timeout: 15_000 });
    await addFromProductPage(page, texts, sku, 2);
    const guestCart = await cartLines(page);
    expect(guestCart).toEqual([{ sku, quantity: 2 }]);

    // …kept through /checkout/login, with the saved address filled in.
    await page.goto(`${texts.prefix}/checkout/login`);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: account.loginTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: account.guest })).toHaveAttribute(
      'href',
      `${texts.prefix}/checkout`,
    );
    await expectNoSeriousViolations(page);
    await page.getByRole('textbox', { name: account.email, exact: true }).fill(email);
    await page.getByRole('textbox', { name: account.password, exact: true }).fill(password);
    await page.getByRole('button', { name: account.signIn }).click();
    await expect(page).toHaveURL(new RegExp(`${texts.prefix}/checkout$`), { timeout: 30_000 });
    await hydrated(page);
    expect(await cartLines(page)).toEqual(guestCart);
    await expectCurrent(page, 'shipping');
    await expect(step(page, 'addresses')).toContainText('14 rue des Teinturiers');

    // The saved address can be chosen again from the address book.
    await page.goto(`${texts.prefix}/checkout?edit=addresses`);
    await hydrated(page);
    await expect(step(page, 'addresses').getByLabel(account.saved)).toContainText('Avignon');
    await expectNoSeriousViolations(page);
    await step(page, 'addresses')
      .getByRole('button', {
        name: site === 'fr' ? 'Livrer à cette adresse' : 'Deliver to this address',
      })
      .click();
    await payWithPayPal(page, texts);

    // A signed-in customer does not stop at /checkout/login.
    await page.goto(`${texts.prefix}/checkout/login`);
    await expect(page).toHaveURL(new RegExp(`${texts.prefix}/checkout$`));
  });
}
