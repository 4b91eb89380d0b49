import { expect, test } from '@playwright/test';

import { collectErrors, hydrated } from './catalogue-helpers';
import { fallbackURL, maintenanceURL } from './servers';

// Console errors and uncaught exceptions (collectErrors) show hydration mismatches.
test('the French home is server-rendered, hydrates cleanly, and its language menu works', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  await expect(page.getByRole('link', { name: 'Mon compte' })).toBeVisible();
  await hydrated(page);

  const languageButton = page.getByRole('button', { name: 'Langue : Français' });
  await expect(languageButton).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', { name: 'English' })).toBeHidden();
  await languageButton.click();
  await expect(languageButton).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('link', { name: 'English' }).click();

  await expect(page).toHaveURL(/\/en\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  await expect(page.getByRole('link', { name: 'My account' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('/en/ is in English, with hreflang alternates', async ({ page }) => {
  const response = await page.goto('/en/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('search')).toContainText('Search');
  await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute('href', /\/$/);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toBeAttached();
});

test('an unmatched route answers 404 with the 404 page', async ({ page }) => {
  const response = await page.goto('/nothing-here');
  expect(response?.status()).toBe(404);
  // The no-route CMS page (issue 6): its content heading is the main heading.
  const heading = 'Oups, cette page s’est perdue en promenade';
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await hydrated(page);
  // The 404 page's way out is a client-side navigation that clears the error.
  await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: heading })).toHaveCount(0);
});

test('a render failure answers 500 with the error view, which resets on navigation', async ({
  page,
}) => {
  const response = await page.goto('/en/__test/render-failure');
  expect(response?.status()).toBe(500);
  await expect(page.getByRole('heading', { name: 'An error occured.' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Forced render failure (test route)');
  await hydrated(page);
  // A visitor's account link leads to the sign-in page (issue 15), in the app's own navigation.
  await page.getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveURL(/\/en\/login$/);
  await expect(page.getByRole('heading', { name: 'An error occured.' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
});

test('the search form goes to /search/:query', async ({ page }) => {
  await page.goto('/en/');
  await hydrated(page);
  await page.getByRole('combobox', { name: 'Search the shop' }).fill('chew toy');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/search\/chew%20toy$/);
});

test('a route change scrolls back to the top', async ({ page }) => {
  await page.goto('/en/nothing-here');
  await hydrated(page);
  await page.evaluate(() => {
    document.body.style.minHeight = '4000px';
    window.scrollTo(0, 1500);
  });
  expect(await page.evaluate(() => window.scrollY)).toBe(1500);
  // The link is off screen now; a keyboard user reaches it with Tab and Enter.
  await page.getByRole('link', { name: 'Back to the home page' }).focus();
  await page.evaluate(() => window.scrollTo(0, 1500));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the maintenance flag answers 503 with the maintenance page', async ({ page }) => {
  const response = await page.goto(`${maintenanceURL}/en/`);
  expect(response?.status()).toBe(503);
  await expect(page).toHaveTitle('503 - Currently unavailable');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Truffe is currently unavailable',
  );
  await expect(
    page.getByText('Our service team has been dispatched to bring it back online.'),
  ).toBeVisible();

  const french = await page.goto(`${maintenanceURL}/panier`);
  expect(french?.status()).toBe(503);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Truffe est momentanément indisponible',
  );
});

test('with the server-render fallback flag the browser renders the app from scratch', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const response = await page.goto(`${fallbackURL}/en/`);
  expect(response?.status()).toBe(200);
  expect(await response?.text()).toContain('<div id="root"></div>');
  // The shop comes from /en/graphql, loaded by the root loader in the browser: after the app's code has
  // loaded and started (it waits for a paint), which takes more than the default wait on a busy machine.
  await expect(page.getByRole('link', { name: 'Truffe – home page' })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('button', { name: 'Language: English' }).click();
  await expect(page.getByRole('link', { name: 'Français' })).toBeVisible();
  expect(errors).toEqual([]);
});
