import { expect, type Page, test } from '@playwright/test';

import { platformURL } from './servers';

async function hydrated(page: Page) {
  // Generous: several production servers share this machine.
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 15_000 });
}

test('offline after a first visit, a navigation shows the offline page, and the shop comes back', async ({
  page,
  context,
}) => {
  await page.goto(`${platformURL}/en/`);
  await hydrated(page);
  // Registered on window load; controlling the page once activated (clients.claim).
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 20_000,
  });

  await context.setOffline(true);
  await page.goto(`${platformURL}/en/cart`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    "You can't access to Truffe because you are offline",
  );
  await expect(page).toHaveTitle("You're offline - Truffe");
  await expect(page).toHaveURL(/\/en\/cart$/);
  await hydrated(page); // the shell's scripts came from the precache

  // The French site has its own offline page.
  await page.goto(`${platformURL}/cart`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('hors ligne');

  // Back online: the offline page's 5 s refresh brings the shop back.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText('hors ligne', {
    timeout: 12_000,
  });
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
});
