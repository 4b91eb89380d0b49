import { expect, test } from '@playwright/test';

import { expectNoSeriousViolations, hydrated, sites } from './catalogue-helpers';

for (const [language, site] of Object.entries(sites)) {
  test(`${language}: the search box suggests as you type, and a search with a typo finds the product`, async ({
    page,
  }) => {
    await page.goto(`${site.prefix}/`);
    await hydrated(page);
    const box = page.getByRole('search').getByRole('combobox');
    await box.fill(site.typo);
    const listbox = page.getByRole('listbox');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(listbox.getByRole('option').first()).toHaveText(site.typoMatch);
    // Keyboard: the arrow moves the active option, Escape closes the list.
    await box.press('ArrowDown');
    const first = listbox.getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute(
      'aria-activedescendant',
      (await first.getAttribute('id')) ?? '',
    );
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');

    // Enter searches the text: the results page, with the listing's controls.
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${site.prefix}/search/${site.typo}$`));
    await expect(page.getByTestId('search-screen')).toBeVisible();
    const grid = page.getByTestId('product-grid');
    await expect(grid.getByRole('heading').first()).toHaveText(site.typoMatch);
    await expect(page.getByLabel(site.sortLabel)).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

test('a suggestion opens its page with the keyboard', async ({ page }) => {
  await page.goto('/en/');
  await hydrated(page);
  const box = page.getByRole('search').getByRole('combobox');
  await box.fill('harnes');
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await box.press('ArrowDown');
  const name = await page
    .getByRole('listbox')
    .getByRole('option', { selected: true })
    .textContent();
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name ?? '');
});

test('a search without results says so and suggests categories', async ({ page }) => {
  const response = await page.goto('/search/zzqxw');
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId('search-no-results')).toContainText('« zzqxw »');
  await expect(
    page.getByRole('region', { name: 'Parcourez nos catégories' }).getByRole('link').first(),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
});
