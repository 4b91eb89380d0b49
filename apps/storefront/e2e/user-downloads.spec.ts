/**
 * Downloadable products (issue 16 item 7; decision 0762) on the production build, in both languages: the product
 * page's sample link gives a PDF → a new customer buys the guide with the test gateway (PayPal approval) →
 * `/user/downloadable-products`, reached from the account menu, lists it with its order and its count → the
 * download link gives the PDF and counts one download. The page and the file are `private, no-store`; axe on the
 * page. (Another customer, expired or altered addresses and the limit are covered over HTTP:
 * server/downloadPages.test.ts.)
 */
import { readFileSync } from 'node:fs';

import { expect, test } from '@playwright/test';

import { buyWithPayPal, registerCustomer } from './account-helpers';
import { expectNoSeriousViolations, hydrated } from './catalogue-helpers';
import { addFromProductPage, checkoutTexts } from './checkout-helpers';

const texts = {
  fr: {
    // Seeded guides (seed/catalog/downloadableProducts.ts): one per site, so the two journeys stay apart.
    sku: 'SRV-005',
    product: 'Guide d’éducation du chiot (PDF)',
    sample: 'Extrait',
    account: 'Mon compte',
    downloads: 'Mes produits téléchargeables',
    empty: 'Vous n’avez encore acheté aucun produit téléchargeable.',
    available: 'Disponible',
    count: (used: number) => `${used} sur 5`,
    download: (product: string) => `Télécharger ${product} – Télécharger`,
    viewOrder: (number: string) => `Voir la commande ${number}`,
  },
  en: {
    sku: 'SRV-006',
    product: 'Tailored feeding plan (PDF)',
    sample: 'Sample',
    account: 'My account',
    downloads: 'My downloadable products',
    empty: 'You have not bought any downloadable product yet.',
    available: 'Available',
    count: (used: number) => `${used} of 5`,
    download: (product: string) => `Download ${product} – Download`,
    viewOrder: (number: string) => `View the order ${number}`,
  },
} as const;

for (const site of ['fr', 'en'] as const) {
  const checkout = checkoutTexts[site];
  const words = texts[site];
  const prefix = checkout.prefix;

  test(`a customer buys a guide and downloads it from its account (${site})`, async ({ page }) => {
    test.setTimeout(240_000);
    await registerCustomer(page, prefix, `downloads-${site}-${Date.now()}@example.com`);
    const listPath = `${prefix}/user/downloadable-products`;
    await page.goto(listPath);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: words.downloads })).toBeVisible();
    await expect(page.getByText(words.empty)).toBeVisible();

    // The product page's sample: a PDF from the shop's sample route (no longer the image route's 400).
    await page.goto(`${prefix}/product/${words.sku}`);
    await hydrated(page);
    const sampleHref = await page
      .getByRole('link', { name: words.sample, exact: true })
      .getAttribute('href');
    expect(sampleHref).toMatch(/^\/downloads\/sample\/\d+$/);
    const sample = await page.request.get(sampleHref!);
    expect(sample.status()).toBe(200);
    expect(sample.headers()['content-type']).toBe('application/pdf');
    expect((await sample.body()).subarray(0, 5).toString()).toBe('%PDF-');

    await addFromProductPage(page, checkout, words.sku, 1);
    const number = await buyWithPayPal(page, checkout);
    expect(number).toMatch(/^TR-\d+$/);

    // From the account's menu; the payment's webhook may land just after the return page.
    await page.goto(`${prefix}/user`);
    await hydrated(page);
    await page
      .getByRole('navigation', { name: words.account })
      .getByRole('link', { name: words.downloads })
      .click();
    await expect(page).toHaveURL(new RegExp(`${listPath}$`));
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('download-row')).toContainText(words.available, {
        timeout: 2_000,
      });
    }).toPass({ timeout: 30_000 });
    await hydrated(page);
    const row = page.getByTestId('download-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(words.product);
    await expect(row).toContainText(words.count(0));
    await expect(row.getByRole('link', { name: words.viewOrder(number) })).toHaveAttribute(
      'href',
      `${prefix}/user/orders/${number}/`,
    );
    await expectNoSeriousViolations(page);

    const document = await page.request.get(listPath);
    expect(document.headers()['cache-control']).toMatch(/^private, no-store/);

    // The download: a PDF saved by the browser, counted once.
    const link = row.getByRole('link', { name: words.download(words.product) });
    const href = await link.getAttribute('href');
    expect(href).toMatch(new RegExp(`^${prefix}/downloads/file/\\d+-\\d+-[\\w-]{43}$`));
    const downloading = page.waitForEvent('download');
    await link.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^[\w-]+\.pdf$/);
    expect(
      readFileSync((await download.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await page.reload();
    await expect(page.getByTestId('download-row')).toContainText(words.count(1));

    // The file answer is private too (this counts a second download).
    const file = await page.request.get(href!);
    expect(file.status()).toBe(200);
    expect(file.headers()['cache-control']).toBe('private, no-store');
    expect(file.headers()['content-disposition']).toMatch(/^attachment; filename="[\w-]+\.pdf"$/);
  });
}
