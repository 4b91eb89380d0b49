/**
 * The account's orders (issue 16 item 1; decision 0761) on the production build, in both languages: a new
 * customer buys with the test gateway (PayPal approval) → the order appears in `/user/orders/` → its page shows
 * its lines and totals → the reorder button puts the line back in the cart. Axe on the list and the order page.
 */
import { expect, test } from '@playwright/test';

import { expectNoSeriousViolations, hydrated } from './catalogue-helpers';
import { buyWithPayPal, registerCustomer } from './account-helpers';
import { addFromProductPage, cartLines, checkoutTexts } from './checkout-helpers';

const texts = {
  fr: {
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

for (const site of ['fr', 'en'] as const) {
  const checkout = checkoutTexts[site];
  const words = texts[site];
  const prefix = checkout.prefix;

  test(`a customer finds its order in its account, with lines and totals, and reorders it (${site})`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await registerCustomer(page, prefix, `orders-${site}-${Date.now()}@example.com`);

    await page.goto(`${prefix}/user/orders/`);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: words.orders })).toBeVisible();
    await expect(page.getByText(words.emptyOrders)).toBeVisible();
    await expectNoSeriousViolations(page);

    await addFromProductPage(page, checkout, 'FRI-009', 2);
    const number = await buyWithPayPal(page, checkout);
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
