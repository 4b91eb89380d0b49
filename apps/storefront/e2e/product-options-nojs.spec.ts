/**
 * Buying a configurable product without JavaScript, and a choice made before the app starts (issue 20 item 5):
 * the options are radio inputs of the add-to-cart form, so the choice travels with the post; a choice made
 * while the script loads is taken into the page's state when it starts.
 */
import { expect, test } from '@playwright/test';

import { hydrated, sites } from './catalogue-helpers';

for (const [locale, site] of Object.entries(sites)) {
  test(`${locale}: a configurable product goes into the cart without JavaScript`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.prefix}/product/COL-049`);
    const colours = page.getByRole('radiogroup', { name: site.colourGroup });
    const sizes = page.getByRole('radiogroup', { name: site.sizeGroup });

    // No choice: the server says what is missing, in the page's language, and adds nothing.
    await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      page.getByTestId('add-to-cart').click(),
    ]);
    await expect(page.getByTestId('add-to-cart-error')).toContainText(
      locale === 'fr' ? 'Choisissez toutes les options' : 'Choose every option',
    );

    await colours.getByRole('radio', { name: site.navyBlue }).check();
    await sizes.getByRole('radio', { name: 'M', exact: true }).check();
    await expect(colours.getByRole('radio', { name: site.navyBlue })).toBeChecked();
    await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      page.getByTestId('add-to-cart').click(),
    ]);
    await page.goto(`${site.prefix}/cart`);
    const line = page.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(site.navyBlue);
    // The chosen variant's own picture (navy blue), shown without JavaScript: the lazy image's <noscript>
    // copy, one <img> since decision 0903 (a <picture> before).
    await expect(line.locator('img[src*="/media/"]')).toHaveAttribute('src', /1f3a68/);
    await context.close();
  });
}

test('a swatch chosen before the app starts is kept when it starts', async ({ page }) => {
  const site = sites.fr;
  // Hold the app's scripts back so that the shopper acts on the server's page first.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${site.prefix}/product/COL-049`, { waitUntil: 'domcontentloaded' });
  const colours = page.getByRole('radiogroup', { name: site.colourGroup });
  await colours.getByRole('radio', { name: site.navyBlue }).check();
  release();
  await hydrated(page);
  await expect(colours.getByRole('radio', { name: site.navyBlue })).toBeChecked();
  // The state took the early choice: with the size, the chosen variant is the navy blue M.
  await page
    .getByRole('radiogroup', { name: site.sizeGroup })
    .getByRole('radio', { name: 'M', exact: true })
    .check();
  await expect(page.getByTestId('product-sku')).toContainText('COL-049-50-M');
});
