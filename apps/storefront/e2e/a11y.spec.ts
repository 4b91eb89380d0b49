import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

import { maintenanceURL } from './servers';

// One page of each kind (the English pages and the offline page share their components with these).
const pages = [
  { name: 'French home', url: '/' },
  { name: '404 page', url: '/nothing-here' },
  { name: 'account area error screen', url: '/user/__test/render-failure' },
  { name: 'maintenance page', url: `${maintenanceURL}/en/` },
];

for (const { name, url } of pages) {
  test(`the ${name} has no WCAG 2.2 AA violations`, async ({ page }) => {
    await page.goto(url);
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 20_000 });
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(
      results.violations.map(
        ({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(', ')}`,
      ),
    ).toEqual([]);
  });
}

test('the language menu is usable with the keyboard', async ({ page }) => {
  await page.goto('/en/');
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 20_000 });
  const button = page.getByRole('button', { name: 'Language: English' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Français' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
});
