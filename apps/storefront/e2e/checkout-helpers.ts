import { expect, type Page } from '@playwright/test';
import { persistedOperation } from '@truffe/commerce/testing/persistedOperation';

import { expectNoSeriousViolations, hydrated } from './catalogue-helpers';

/**
 * Helpers of the checkout journeys (e2e/checkout-*.spec.ts): the cart is filled from product pages and the
 * checkout reached from the cart, as a shopper does; the cart's content is read back through the shop's
 * GraphQL API from the page (a persisted operation, as the storefront's own client sends it).
 */

/** Runs a persisted operation from the page (the browser keeps the cart cookie). */
async function graphql<Data>(
  page: Page,
  name: string,
  variables: Record<string, unknown>,
): Promise<Data> {
  const { hash } = persistedOperation(name);
  const body = await page.evaluate(
    async ({ hash, variables }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-truffe-graphql-client': '1' },
        body: JSON.stringify({
          variables,
          extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
        }),
      });
      return (await response.json()) as { data?: unknown; errors?: unknown };
    },
    { hash, variables },
  );
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as Data;
}

/** Adds a product from its page with the page's own form (quantity, then "Add to cart"). */
export async function addFromProductPage(
  page: Page,
  texts: CheckoutTexts,
  sku: string,
  quantity = 1,
): Promise<void> {
  await page.goto(`${texts.prefix}/product/${sku}`);
  await hydrated(page);
  await page.getByRole('spinbutton', { name: texts.quantity }).fill(String(quantity));
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-count')).toHaveText(String(quantity));
}

/** From the cart page, on to the checkout with the cart's own link. */
export async function goToCheckout(page: Page, texts: CheckoutTexts): Promise<void> {
  await page.goto(`${texts.prefix}/cart`);
  await hydrated(page);
  await page.getByRole('link', { name: texts.proceed }).click();
  await expect(page).toHaveURL(new RegExp(`${texts.prefix}/checkout$`));
  await expect(page.getByTestId('checkout-screen')).toBeVisible();
}

/** The cart's lines as the API reports them (sku and quantity). */
export async function cartLines(page: Page): Promise<{ sku: string; quantity: number }[]> {
  const { cart } = await graphql<{
    cart: { items: { quantity: number; product: { sku: string } }[] };
  }>(page, 'CartQuery', {});
  return cart.items.map((item) => ({ sku: item.product.sku, quantity: item.quantity }));
}

/** The texts of the checkout in one site. */
export interface CheckoutTexts {
  prefix: '' | '/en';
  quantity: string;
  proceed: string;
  continue: string;
  email: string;
  firstname: RegExp;
  lastname: RegExp;
  street: RegExp;
  postcode: RegExp;
  city: RegExp;
  home: RegExp;
  pickup: RegExp;
  card: string;
  paypal: string;
  placeOrder: string;
  acceptTerms: string;
  successTitle: string;
  declined: string;
  gateway: {
    cardNumber: string;
    expiry: RegExp;
    cvc: RegExp;
    holder: string;
    pay: RegExp;
    approve: string;
    paypalApprove: string;
  };
}

export const checkoutTexts: Record<'fr' | 'en', CheckoutTexts> = {
  fr: {
    prefix: '',
    quantity: 'Quantité',
    proceed: 'Passer la commande',
    continue: 'Continuer',
    email: 'Adresse e-mail',
    firstname: /^Prénom/,
    lastname: /^Nom/,
    street: /^Adresse\*?$/,
    postcode: /^Code postal\*?$/,
    city: /^Ville/,
    home: /^Colissimo à domicile/,
    pickup: /^Colissimo en point retrait/,
    card: 'Carte bancaire',
    paypal: 'PayPal',
    placeOrder: 'Commander avec obligation de paiement',
    acceptTerms: 'J’ai lu et j’accepte les conditions générales de vente',
    successTitle: 'Merci pour votre commande',
    declined:
      'Votre paiement a été refusé. Votre panier est inchangé ; choisissez une autre carte ou un autre moyen de paiement.',
    gateway: {
      cardNumber: 'Numéro de carte',
      expiry: /^Date d’expiration/,
      cvc: /^Code de sécurité/,
      holder: 'Nom du titulaire de la carte',
      pay: /^Payer /,
      approve: 'Approuver',
      paypalApprove: 'Approuver le paiement',
    },
  },
  en: {
    prefix: '/en',
    quantity: 'Quantity',
    proceed: 'Proceed to checkout',
    continue: 'Continue',
    email: 'E-mail address',
    firstname: /^First name/,
    lastname: /^Last name/,
    street: /^Address\*?$/,
    postcode: /^Postcode\*?$/,
    city: /^Town or city/,
    home: /^Colissimo home delivery/,
    pickup: /^Colissimo pickup point/,
    card: 'Credit or debit card',
    paypal: 'PayPal',
    placeOrder: 'Order with obligation to pay',
    acceptTerms: 'I have read and accept the terms and conditions of sale',
    successTitle: 'Thank you for your order',
    declined: 'Your payment was declined. Your cart is unchanged; choose another card or method.',
    gateway: {
      cardNumber: 'Card number',
      expiry: /^Expiry date/,
      cvc: /^Security code/,
      holder: 'Name on the card',
      pay: /^Pay /,
      approve: 'Approve',
      paypalApprove: 'Approve the payment',
    },
  },
};

/** A checkout step's section, by its URL name. */
export function step(page: Page, slug: string) {
  return page.getByTestId(`checkout-step-${slug}`);
}

/** Waits until a step is the one to fill in. */
export async function expectCurrent(page: Page, slug: string): Promise<void> {
  try {
    await expect(step(page, slug)).toHaveAttribute('data-state', 'current', { timeout: 10_000 });
  } catch (error) {
    // Say what the page shows instead (a refusal's message, another step).
    const shown = await page
      .locator('main')
      .innerText()
      .catch(() => '(no main)');
    throw new Error(`Step ${slug} is not current at ${page.url()}; the page shows:\n${shown}`, {
      cause: error,
    });
  }
}

/** Fills and sends the e-mail step (checking the page with axe first). */
export async function fillEmail(page: Page, texts: CheckoutTexts, email: string): Promise<void> {
  await expectCurrent(page, 'email');
  await expectNoSeriousViolations(page);
  await step(page, 'email').getByLabel(texts.email).fill(email);
  await step(page, 'email').getByRole('button', { name: texts.continue }).click();
  await expectCurrent(page, 'addresses');
}

/** Fills and sends the addresses step with a French delivery address (billing: the same). */
export async function fillAddress(
  page: Page,
  texts: CheckoutTexts,
  address: { street: string; postcode: string; city: string; country?: 'FR' | 'GB' },
): Promise<void> {
  const section = step(page, 'addresses');
  await expectNoSeriousViolations(page);
  const shipping = section.getByRole('group').first();
  await shipping.getByLabel(texts.firstname).fill('Camille');
  await shipping.getByLabel(texts.lastname).fill('Martin');
  await shipping.getByLabel(texts.street).fill(address.street);
  await shipping.getByLabel(texts.postcode).fill(address.postcode);
  await shipping.getByLabel(texts.city).fill(address.city);
  if (address.country) await shipping.getByRole('combobox').selectOption(address.country);
  await section.getByRole('button', { name: texts.continue }).click();
}

/**
 * At review: ticks the CGV (the server refuses an order without them) and presses the button of consumer code
 * art. L221-14 ("Commander avec obligation de paiement").
 */
export async function placeOrder(page: Page, texts: CheckoutTexts): Promise<void> {
  const review = step(page, 'review');
  await review.getByRole('checkbox', { name: texts.acceptTerms }).check();
  await review.getByRole('button', { name: texts.placeOrder }).click();
}
