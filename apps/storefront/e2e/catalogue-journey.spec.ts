import { expect, test } from '@playwright/test';

import { expectNoSeriousViolations, hydrated, sites } from './catalogue-helpers';

// A whole shopping journey with two accessibility audits: longer than the default 30 s on a loaded machine.
test.describe.configure({ timeout: 90_000 });

// Collars (category 21) hold COL-049, a configurable nylon collar by Alpinéa at 14,90 € with a name
// engraving option (+3,00 €); its navy blue S is out of stock in the seeded `small` catalogue.
for (const [language, site] of Object.entries(sites)) {
  test(`${language}: category → two facets and a price range → sort and page size → configurable product with options`, async ({
    page,
  }) => {
    await page.goto(`${site.prefix}/category/21`);
    await hydrated(page);
    const count = page.getByTestId('listing-count');
    const before = await count.textContent();
    await expectNoSeriousViolations(page);

    // Facets: two attribute values, applied without a full page load.
    await page.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true));
    const facets = page.getByRole('form', { name: /Filtres|Filters/ });
    await facets.locator('summary', { hasText: site.brand.facet }).click();
    await facets.getByRole('checkbox', { name: new RegExp(`^${site.brand.value} \\(`) }).click();
    await expect(page).toHaveURL(/[?&]brand=206(&|$)/);
    await expect(count).not.toHaveText(before ?? '');
    await facets.locator('summary', { hasText: site.material.facet }).click();
    await facets.getByRole('checkbox', { name: new RegExp(`^${site.material.value} \\(`) }).click();
    await expect(page).toHaveURL(/material=801/);
    await expect(page).toHaveURL(/brand=206/);
    // The price range (euros including tax in the URL; the catalogue divides by the tax factor).
    await facets.locator('summary', { hasText: /^(Prix|Price)/ }).click();
    await facets.getByRole('link', { name: site.priceRange }).click();
    await expect(page).toHaveURL(/minPrice=10&maxPrice=20/);
    const chips = page.getByTestId('active-filter');
    await expect(chips).toHaveCount(3);
    await expect(chips.last()).toContainText(/10\s?€|€10/);
    expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);

    // Sort and page size.
    await page.getByLabel(site.sortLabel).selectOption({ label: site.sortPriceDesc });
    await expect(page).toHaveURL(
      /sort=%7B%22field%22%3A%22price%22%2C%22direction%22%3A%22desc%22%7D/,
    );
    await page.getByLabel(site.pageLengthLabel).selectOption('32');
    await expect(page).toHaveURL(/pageLength=32/);
    await expect(page).toHaveURL(/brand=206/);
    // The back button undoes the last change.
    await page.goBack();
    await expect(page).not.toHaveURL(/pageLength=32/);
    await page.goForward();
    await expect(page).toHaveURL(/pageLength=32/);

    // The configurable product: every tile in the grid matches the filters.
    const grid = page.getByTestId('product-grid');
    await grid.getByRole('heading').locator(`a[href$="${site.productPath}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${site.productPath}$`));
    await expect(page.getByTestId('product-screen')).toBeVisible();
    await hydrated(page);
    const price = page.getByTestId('product-price');
    await expect(price).toContainText(/14,90\s€|€14\.90/);
    const image = page.getByTestId('product-main-image');
    const firstPicture = await image.getAttribute('data-path');

    const colours = page.getByRole('radiogroup', { name: site.colourGroup });
    await colours.getByRole('radio', { name: site.navyBlue }).check();
    await expect(colours.getByRole('radio', { name: site.navyBlue })).toBeChecked();
    // Navy blue S is out of stock: unavailable, cannot be chosen.
    const sizes = page.getByRole('radiogroup', { name: site.sizeGroup });
    await expect(sizes.getByRole('radio', { name: 'S', exact: true })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await sizes.getByRole('radio', { name: 'M', exact: true }).check();
    // Price and picture follow the choice.
    await expect(price).toContainText(/15,90\s€|€15\.90/);
    await expect(image).not.toHaveAttribute('data-path', firstPicture ?? '');
    await expect(image).toHaveAttribute('data-path', /1f3a68/);
    await expect(page.getByTestId('product-sku')).toContainText('COL-049-50-M');

    // The custom option's extra cost is added live.
    await page.getByLabel(site.engraving).fill('Rex');
    await expect(page.getByTestId('options-cost')).toHaveText(site.optionsCost);
    await expect(price).toContainText(/18,90\s€|€18\.90/);
    await expectNoSeriousViolations(page);
  });
}

test('a category works without JavaScript: facets and sort are GET forms, pages are links', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/category/21');
  const facets = page.getByRole('form', { name: 'Filtres' });
  await facets.locator('summary', { hasText: 'Marque' }).click();
  await facets.getByRole('checkbox', { name: /^Alpinéa \(/ }).click();
  await facets.getByRole('button', { name: 'Appliquer les filtres' }).click();
  await expect(page).toHaveURL(/brand=206/);
  await expect(page.getByTestId('active-filter')).toHaveCount(1);
  await expect(page.getByTestId('listing-count')).toHaveText('13 produits');
  await context.close();
});

test('Promotions (138) and New arrivals (137) are listed like categories, with their banner', async ({
  page,
}) => {
  for (const [path, heading] of [
    ['/category/138', 'Promotions'],
    ['/en/category/137', 'New arrivals'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByTestId('product-grid').getByRole('article')).toHaveCount(16);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/(promotions|new-arrivals)$/,
    );
  }
  expect((await page.request.get('/category/999999')).status()).toBe(404);
});
