import { expect, test } from '@playwright/test';

import { expectNoSeriousViolations, hydrated } from './catalogue-helpers';
import {
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

test('a guest buys a configurable collar with an engraving, delivered home, paying by a 3-D Secure card', async ({
  page,
}) => {
  test.setTimeout(150_000);
  // COL-049 is a configurable collar with a name engraving (+2,50 € HT); navy blue M is in stock.
  await page.goto('/product/COL-049');
  await hydrated(page);
  await page
    .getByRole('radiogroup', { name: /^Couleur/ })
    .getByRole('radio', { name: 'Bleu marine' })
    .check();
  await page
    .getByRole('radiogroup', { name: /^Taille/ })
    .getByRole('radio', { name: 'M', exact: true })
    .check();
  await expect(page.getByTestId('product-sku')).toContainText('COL-049-50-M');
  await page.getByLabel(/Gravure du nom/).fill('Rex');
  const itemName = ((await page.getByTestId('selected-item').textContent()) ?? '').replace(
    /^Votre choix\s*:\s*/,
    '',
  );
  expect(itemName).not.toBe('');
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await goToCheckout(page, texts);

  await fillEmail(page, texts, 'camille.3ds@example.com');

  // The server refuses a 4-digit French postcode: its message sits beside the field, which gets focus.
  await fillAddress(page, texts, { street: '12 rue Oberkampf', postcode: '7501', city: 'Paris' });
  const shipping = step(page, 'addresses').getByRole('group').first();
  const postcode = shipping.getByLabel(texts.postcode);
  await expect(postcode).toHaveAttribute('aria-invalid', 'true');
  await expect(postcode).toBeFocused();
  const errorId = (await postcode.getAttribute('aria-describedby'))?.split(' ')[0] ?? '';
  await expect(page.locator(`[id="${errorId}"]`)).toContainText('5');
  await expectCurrent(page, 'addresses');
  // An address line takes at most 38 characters, and a longer one is never cut: the field says it is too
  // long, and the server's message says by how much.
  const street = shipping.getByLabel(texts.street);
  await street.fill('');
  await street.pressSequentially('x'.repeat(45));
  await expect(street).toHaveValue('x'.repeat(45));
  await expect(street).toHaveAttribute('aria-invalid', 'true');
  await postcode.fill('75011');
  await step(page, 'addresses').getByRole('button', { name: texts.continue }).click();
  await expect(step(page, 'addresses')).toContainText('45');
  await expectCurrent(page, 'addresses');
  await street.fill('12 rue Oberkampf');
  await postcode.fill('75011');
  await step(page, 'addresses').getByRole('button', { name: texts.continue }).click();

  await expectCurrent(page, 'shipping');
  // Earlier steps show what was saved, with "Modifier".
  await expect(step(page, 'email')).toContainText('camille.3ds@example.com');
  await expect(step(page, 'addresses')).toContainText('75011 Paris');
  await expect(step(page, 'addresses').getByRole('link', { name: /Modifier/ })).toBeVisible();
  await expectNoSeriousViolations(page);
  await step(page, 'shipping').getByRole('radio', { name: texts.home }).check();
  await step(page, 'shipping').getByRole('button', { name: texts.continue }).click();

  await expectCurrent(page, 'payment');
  await expectNoSeriousViolations(page);
  const methods = step(page, 'payment').getByRole('radio');
  await expect(methods).toHaveCount(2);
  await expect(step(page, 'payment')).not.toContainText('Chèque');
  await step(page, 'payment').getByRole('radio', { name: texts.card }).check();
  await step(page, 'payment').getByRole('button', { name: texts.continue }).click();

  await expectCurrent(page, 'review');
  await expectNoSeriousViolations(page);
  const review = step(page, 'review');
  await expect(review).toContainText(itemName);
  await expect(review).toContainText('Rex');
  await expect(review).toContainText('Colissimo à domicile');
  await expect(review).toContainText('Carte bancaire');
  await expect(review.getByTestId('checkout-totals')).toContainText('Total HT');
  const total = (await review.getByTestId('grand-total').textContent()) ?? '';
  expect(total).toMatch(/€/);
  await placeOrder(page, texts);

  // The test gateway's hosted card page (a full navigation), then its 3-D Secure challenge.
  await page.waitForURL(/\/__gateway\//);
  await page.getByLabel(texts.gateway.cardNumber).fill('4000 0000 0000 3220');
  await page.getByLabel(texts.gateway.expiry).fill('12/34');
  await page.getByLabel(texts.gateway.cvc).fill('123');
  await page.getByLabel(texts.gateway.holder).fill('Camille Martin');
  await page.getByRole('button', { name: texts.gateway.pay }).click();
  await page.getByRole('button', { name: texts.gateway.approve, exact: true }).click();

  await page.waitForURL(/\/checkout\/success\?order=/);
  await expect(page.getByRole('heading', { level: 1, name: texts.successTitle })).toBeVisible();
  const number = new URL(page.url()).searchParams.get('order') ?? '';
  expect(number).not.toBe('');
  await expect(page.getByTestId('order-number')).toContainText(number);
  await expect(page.getByTestId('checkout-success')).toContainText('camille.3ds@example.com');
  // The order line: the product with the chosen options and the engraving.
  const success = page.getByTestId('checkout-lines');
  await expect(success).toContainText('Collier rembourré Alpinéa Prestige');
  await expect(success).toContainText('Bleu marine');
  await expect(success).toContainText('Gravure du nom sur la médaille : Rex');
  await expect(page.getByTestId('grand-total')).toHaveText(total);
  await expectNoSeriousViolations(page);
  // Paid: the cart is empty now, and the success page is this session's only.
  expect(await cartLines(page)).toEqual([]);
  const other = await page.context().browser()!.newContext();
  const stranger = await other.newPage();
  const response = await stranger.goto(`/checkout/success?order=${encodeURIComponent(number)}`);
  expect(response?.status()).toBe(404);
  await other.close();

  // Later, the guest follows the order by its number and e-mail address (/orders/, decision 0919).
  await page.getByRole('link', { name: 'Suivre cette commande plus tard' }).click();
  await expect(page).toHaveURL(/\/orders\/$/);
  await page.getByLabel('Numéro de commande').fill(number);
  await page.getByLabel('Adresse e-mail').fill('camille.3ds@example.com');
  await page.getByRole('button', { name: 'Rechercher la commande' }).click();
  await expect(page.getByTestId('guest-order-number')).toHaveText(`Commande ${number}`);
  await expect(page.getByTestId('guest-order-status')).toContainText('Statut');
  await expect(page.getByTestId('checkout-lines')).toContainText(
    'Gravure du nom sur la médaille : Rex',
  );
  await expectNoSeriousViolations(page);
});
