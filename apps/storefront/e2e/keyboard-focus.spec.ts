/**
 * Keyboard and focus (issue 20 item 6): the consent banner is the first tab stop and lies over nothing; a
 * client-side navigation puts the focus on the new page's heading; the "added" toast never covers the
 * mini-cart's buttons; form controls use the brand font.
 */
import { expect, type Page, test } from '@playwright/test';

/** The page has started (a busy machine: the first start may take a while). */
async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 30_000 });
}

test('the consent banner is the first tab stop and never covers the focused element', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 740 });
  await page.goto('/');
  await hydrated(page);
  const banner = page.locator('[data-consent-banner]');
  await expect(banner).toBeVisible();
  await page.keyboard.press('Tab');
  const first = page.locator(':focus');
  await expect(banner.locator(':focus')).toHaveCount(1);
  await expect(first).toHaveText('Tout refuser');
  // Tab through the page: no focused element is ever under the banner.
  for (let stop = 0; stop < 40; stop += 1) {
    await page.keyboard.press('Tab');
    const covered = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement | null;
      if (!focused || focused === document.body || focused.closest('[data-consent-banner]'))
        return false;
      focused.scrollIntoView({ block: 'nearest' });
      const box = focused.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      // What lies on top at the focused element's centre: the banner would be covering it.
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return Boolean(top?.closest('[data-consent-banner]'));
    });
    expect(covered, `tab stop ${stop}`).toBe(false);
  }
});

for (const [prefix, categories, toys] of [
  ['', 'Catégories', 'Jouets'],
  ['/en', 'Categories', 'Toys'],
] as const) {
  test(`${prefix || '/'}: after a client-side navigation the focus is on the new page's heading`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${prefix}/`);
    await hydrated(page);
    const menu = page.getByRole('navigation', { name: categories, exact: true });
    await menu.getByRole('link', { name: toys, exact: true }).focus();
    await page.keyboard.press('Enter');
    const h1 = page.getByRole('heading', { level: 1, name: toys });
    await expect(h1).toBeVisible();
    await expect(h1).toBeFocused();
    // The new page's title is announced.
    await expect(page.getByRole('status').filter({ hasText: toys })).toHaveCount(1);
  });
}

test('the added toast goes when the mini-cart opens, so it covers none of its buttons', async ({
  page,
}) => {
  await page.goto('/product/FRI-009');
  await hydrated(page);
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-toast')).toBeVisible();
  await page.getByTestId('cart-entry').click();
  await expect(page.getByTestId('mini-cart')).toBeVisible();
  await expect(page.getByTestId('cart-toast')).toHaveCount(0);
});

test('buttons and fields use the brand font, not the browser’s', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const fonts = await page.evaluate(() => ({
    body: getComputedStyle(document.body).fontFamily,
    button: getComputedStyle(document.querySelector('button')!).fontFamily,
    input: getComputedStyle(document.querySelector('input[type="search"], input')!).fontFamily,
  }));
  expect(fonts.button).toBe(fonts.body);
  expect(fonts.input).toBe(fonts.body);
});
