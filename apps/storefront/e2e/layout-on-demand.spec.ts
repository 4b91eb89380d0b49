import { expect, type Page, test } from '@playwright/test';

import { collectErrors, hydrated, sites } from './catalogue-helpers';

/**
 * The header and the footer hydrate on demand (decision 0910): their code loads at the first interaction (or
 * at start with the cart or signed-in hint), and a press on them before it arrived is not lost.
 */

// The service worker (registered once the page is idle) claims the page and fetches hashed assets itself, out of
// `page.route`'s reach: whether it is in control when the header's code is asked for depends on timing.
test.use({ serviceWorkers: 'block' });

// A held chunk's route may still be fetching when a test ends (the page no longer needed it): that is not an
// error of the next test (CI, session 15: "route.fetch: Test ended" failed the run outside any test).
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

/** Holds the header's chunk (the one that draws the account link) until `release()`. */
async function holdHeaderCode(page: Page) {
  const state = { requested: false };
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/chunks/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('account-entry')) {
      state.requested = true;
      await released;
    }
    await route.fulfill({ response, body });
  });
  return { state, release };
}

test('the header loads at the first interaction; a press on the language switch before its code arrived opens the menu', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const header = await holdHeaderCode(page);
  await page.goto('/en/');
  // The page is interactive without the header's code: nothing asked for it.
  await hydrated(page);
  await page.waitForTimeout(500);
  expect(header.state.requested).toBe(false);

  const button = page.getByRole('button', { name: 'Language: English' });
  await button.click();
  await expect.poll(() => header.state.requested).toBe(true);
  // The press is held while the code is on its way…
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  header.release();
  // …and replayed once the header has hydrated: the same button, now open.
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: 'Français' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a press on a header link before its code arrived is a client navigation once it has', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const header = await holdHeaderCode(page);
  await page.goto('/en/');
  await hydrated(page);
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.getByTestId('account-entry').click();
  await expect.poll(() => header.state.requested).toBe(true);
  await expect(page).toHaveURL(/\/en\/$/);
  header.release();
  await expect(page).toHaveURL(/\/en\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  // The app's navigation, not a page load.
  expect(documents).toEqual([]);
  expect(errors).toEqual([]);
});

test('with the cart hint the header loads at start, and the page is marked hydrated after it', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'truffe_has_cart', value: '1', url: baseURL! }]);
  const header = await holdHeaderCode(page);
  await page.goto('/en/');
  await expect.poll(() => header.state.requested).toBe(true);
  await page.waitForTimeout(500);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  header.release();
  await hydrated(page);
  // The count asked for with the hint: this browser has no cart (no session), so it is empty.
  await expect(page.getByTestId('cart-entry')).toContainText('(empty)');
});

test('text typed in the search box before the header hydrated is kept and searched', async ({
  page,
}) => {
  const header = await holdHeaderCode(page);
  await page.goto('/en/');
  await hydrated(page);
  const box = page.getByRole('search').getByRole('combobox');
  await box.fill(sites.en.typo);
  header.release();
  await expect.poll(() => header.state.requested).toBe(true);
  // Suggestions for what was typed, once the box has hydrated.
  await expect(box).toHaveAttribute('aria-expanded', 'true', { timeout: 10_000 });
  await expect(box).toHaveValue(sites.en.typo);
});

test('keyboard before the header hydrated: Escape on a category panel is replayed, a drawer opened stays open', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const header = await holdHeaderCode(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/en/');
  await hydrated(page);
  const menu = page.getByRole('navigation', { name: 'Categories', exact: true });
  const toys = menu.getByRole('link', { name: 'Toys', exact: true });
  const plush = menu.getByRole('link', { name: 'Plush toys' });
  await toys.focus();
  await expect(plush).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(plush).toBeFocused();
  await page.keyboard.press('Escape');
  await expect.poll(() => header.state.requested).toBe(true);
  header.release();
  await expect(plush).toBeHidden();
  await expect(toys).toBeFocused();

  // A phone's drawer opened (natively) before the header hydrated stays open once it has.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await hydrated(page);
  const details = page.getByTestId('mobile-menu');
  await details.locator('summary').click();
  await expect(details).toHaveAttribute('open', '');
  // The code is no longer held: the header hydrates meanwhile, and takes the open drawer over.
  await page.waitForTimeout(1_000);
  await expect(details).toHaveAttribute('open', '');
  await page.keyboard.press('Escape');
  await expect(details).not.toHaveAttribute('open');
  expect(errors).toEqual([]);
});
