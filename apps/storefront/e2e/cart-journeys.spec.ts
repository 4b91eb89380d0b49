/**
 * Cart journeys (issue 7 items 2–3) on the production build: add to cart from a product page (toast, header
 * count, mini-cart drawer), editing and removing on /cart with a quantity above the stock refused in place,
 * `/ajoutparref/` with one good and two bad lines in both sites (and without JavaScript), quick order with
 * a 200-line CSV in one request, and axe on the three screens.
 */
import { expect, test } from '@playwright/test';

import { cartCount, orderableSkus } from './cart-helpers';
import { expectNoSeriousViolations, hydrated } from './catalogue-helpers';

test('add to cart from a product page, then edit, refuse above stock and remove on /cart', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const [sku] = await orderableSkus(request, 1);
  await page.goto(`/product/${sku}`);
  await hydrated(page);
  await expect(cartCount(page)).toHaveText('');
  await page.getByRole('spinbutton', { name: 'Quantité' }).fill('2');
  await page.getByTestId('add-to-cart').click();
  const toast = page.getByRole('status').filter({ hasText: 'Ajouté à votre panier' });
  await expect(toast).toBeVisible();
  await expect(toast.getByRole('link', { name: 'Voir le panier' })).toBeVisible();
  await expect(cartCount(page)).toHaveText('2');

  // The mini-cart: a dialog that takes focus, closes on Escape and gives focus back.
  const entry = page.getByTestId('cart-entry');
  await entry.click();
  const drawer = page.getByRole('dialog', { name: 'Votre panier' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('mini-cart')).toContainText('Qté 2');
  await expect(drawer.getByRole('link', { name: 'Passer la commande' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(entry).toBeFocused();

  await page.goto('/cart');
  await hydrated(page);
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line).toHaveAttribute('data-sku', sku!);
  await expect(page.getByTestId('cart-totals')).toContainText('Total TTC');
  await expectNoSeriousViolations(page);

  const quantity = line.getByRole('spinbutton');
  await expect(quantity).toHaveValue('2');
  const totalBefore = (await line.getByTestId('line-total').textContent()) ?? '';
  await quantity.fill('4');
  await line.getByRole('button', { name: /^Mettre à jour/ }).click();
  await expect(cartCount(page)).toHaveText('4');
  // The page's data is read again after the change (the line total follows).
  await expect(line.getByTestId('line-total')).not.toHaveText(totalBefore);
  await expect(line.getByRole('spinbutton')).toHaveValue('4');

  await line.getByRole('spinbutton').fill('9999');
  await line.getByRole('button', { name: /^Mettre à jour/ }).click();
  // The exact stock is told only when it is small (decision 0890); above, "en quantité limitée".
  await expect(line.getByTestId('line-error')).toContainText(/au plus \d+|en quantité limitée/);
  await expect(cartCount(page)).toHaveText('4');
  await page.reload();
  await expect(page.getByTestId('cart-line').getByRole('spinbutton')).toHaveValue('4');

  // Shipping estimate (H7a's shippingEstimate): methods and amounts, never a made-up figure.
  await page.getByLabel('Code postal').fill('75001');
  await page.getByRole('button', { name: 'Estimer' }).click();
  await expect(page).toHaveURL(/country=FR&postcode=75001/);
  const estimate = page.getByTestId('shipping-estimate');
  await expect(estimate).toContainText('€');
  await expect(estimate).not.toContainText('n’a pas pu être estimée');

  await hydrated(page);
  await page
    .getByTestId('cart-line')
    .getByRole('button', { name: /^Retirer/ })
    .click();
  await expect(page.getByTestId('cart-empty')).toContainText('Votre panier est vide.');
  await expect(cartCount(page)).toHaveText('');
});

const referenceTexts = {
  fr: {
    prefix: '' as const,
    title: 'Ajout au panier par référence',
    cartTitle: 'Votre panier',
    reference: 'Référence, ligne',
    quantity: 'Quantité, ligne',
    submit: 'Ajouter au panier',
    summary: '1 produit ajouté',
    unknown: 'est introuvable',
    invalid: 'nombre entier',
  },
  en: {
    prefix: '/en' as const,
    title: 'Add to cart by reference',
    cartTitle: 'Your cart',
    reference: 'Reference, row',
    quantity: 'Quantity, row',
    submit: 'Add to cart',
    summary: '1 product added',
    unknown: 'could not be found',
    invalid: 'whole number',
  },
};

for (const [site, texts] of Object.entries(referenceTexts)) {
  test(`/ajoutparref/ adds the good line and explains the two bad ones (${site})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const [good, other] = await orderableSkus(request, 2);
    await page.goto(`${texts.prefix}/ajoutparref/`);
    await hydrated(page);
    await expect(page).toHaveTitle(new RegExp(`^${texts.title}`));
    await expectNoSeriousViolations(page);
    const fill = async (row: number, reference: string, quantity: string) => {
      await page.getByLabel(`${texts.reference} ${row}`, { exact: true }).fill(reference);
      await page.getByLabel(`${texts.quantity} ${row}`, { exact: true }).fill(quantity);
    };
    await fill(1, good!, '2');
    await fill(2, 'NO-SUCH-REF-42', '1');
    await fill(3, other!, '0');
    await page.getByRole('button', { name: texts.submit, exact: true }).click();
    const report = page.getByTestId('reference-report');
    await expect(page.getByTestId('reference-summary')).toHaveText(texts.summary);
    const rows = report.getByTestId('report-line');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toHaveAttribute('data-status', 'ADDED');
    await expect(rows.nth(1)).toHaveAttribute('data-status', 'UNKNOWN_SKU');
    await expect(rows.nth(1)).toContainText(texts.unknown);
    await expect(rows.nth(2)).toHaveAttribute('data-status', 'INVALID_QUANTITY');
    await expect(rows.nth(2)).toContainText(texts.invalid);
    await expect(cartCount(page)).toHaveText('2');
    // The refused lines stay in the form to be corrected.
    await expect(page.getByLabel(`${texts.reference} 1`, { exact: true })).toHaveValue(
      'NO-SUCH-REF-42',
    );
    await page.goto(`${texts.prefix}/cart`);
    await expect(page).toHaveTitle(new RegExp(`^${texts.cartTitle}`));
    await expect(page.getByTestId('cart-line')).toHaveAttribute('data-sku', good!);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/ajoutparref/ is a form the server answers with the per-line report', async ({
    page,
    request,
  }) => {
    const [good] = await orderableSkus(request, 1);
    await page.goto('/ajoutparref/');
    await page.getByLabel('Référence, ligne 1', { exact: true }).fill(good!);
    await page.getByLabel('Référence, ligne 2', { exact: true }).fill('NOPE-0001');
    await page.getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
    await expect(page.getByTestId('reference-summary')).toHaveText('1 produit ajouté');
    await expect(page.getByTestId('report-line')).toHaveCount(2);
    await page.goto('/cart');
    await expect(page.getByTestId('cart-line')).toHaveAttribute('data-sku', good!);
  });
});

test('quick order: lookup as you type, then a 200-line CSV added in one request', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const skus = await orderableSkus(request, 200);
  await page.goto('/en/quick-order');
  await hydrated(page);
  await expect(page).toHaveTitle(/^Quick order/);
  await expectNoSeriousViolations(page);

  // Lookup as you type (combobox): ↓ then Enter picks a suggestion.
  const first = page.getByRole('combobox', { name: 'Reference, row 1' });
  const prefix = skus[0]!.slice(0, -1);
  await first.pressSequentially(prefix);
  await expect(page.getByRole('option', { name: new RegExp(`^${skus[0]}`) })).toBeVisible();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await first.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-activedescendant', /option-0$/);
  await first.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(first).toHaveValue(new RegExp(`^${prefix}`));
  await first.fill('');

  const csv = ['reference;quantity', ...skus.map((sku) => `${sku};1`)].join('\n');
  await page.getByLabel('CSV file').setInputFiles({
    name: 'order.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(page.getByTestId('list-notice')).toContainText('200 lines ready');
  await expect(page.getByTestId('quick-order-row')).toHaveCount(200);

  // The route action runs in the browser: the whole list is one GraphQL mutation request.
  const posts: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST') posts.push(sent.postData() ?? '');
  });
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByTestId('reference-summary')).toHaveText('200 products added', {
    timeout: 60_000,
  });
  const rows = page.getByTestId('report-line');
  await expect(rows).toHaveCount(200);
  await expect(page.locator('[data-testid="report-line"][data-status="ADDED"]')).toHaveCount(200);
  await expect(cartCount(page)).toHaveText('200');
  expect(posts.filter((body) => body.includes('AddProductsToCartMutation'))).toHaveLength(1);
});
