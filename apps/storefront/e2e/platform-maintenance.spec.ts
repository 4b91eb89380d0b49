import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

import { switchURL } from './servers';

declare global {
  interface Window {
    /** Set by the test; gone after any reload. */
    __sameDocument?: boolean;
  }
}

async function hydrated(page: Page) {
  // Generous: several production servers share this machine.
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 15_000 });
}

/** The operator's switch (POST /admin/maintenance); the e2e servers' ADMIN_TOKEN is the sentinel. */
async function switchMaintenance(request: APIRequestContext, enabled: boolean) {
  const response = await request.post(`${switchURL}/admin/maintenance`, {
    headers: { authorization: `Bearer ${process.env.TRUFFE_E2E_SENTINEL}` },
    data: { enabled },
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ maintenance: enabled });
}

test('switching the server to maintenance shows the maintenance page without a reload, and the 5 s reload brings the shop back', async ({
  page,
  request,
}) => {
  const refused = await request.post(`${switchURL}/admin/maintenance`, { data: { enabled: true } });
  expect(refused.status()).toBe(401);

  await page.goto(`${switchURL}/en/__test/links`);
  await hydrated(page);
  await page.evaluate(() => {
    window.__sameDocument = true;
  });

  await switchMaintenance(request, true);
  try {
    // A client-side navigation: its loader's GraphQL request is answered 503 '#503 Maintenance flag'.
    await page.getByTestId('data-probe-link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Truffe is currently unavailable',
    );
    await expect(page).toHaveTitle('503 - Currently unavailable');
    expect(await page.evaluate(() => window.__sameDocument)).toBe(true);
  } finally {
    await switchMaintenance(request, false);
  }

  // The maintenance page reloads every 5 s: the next load is the shop again.
  await expect(page.locator('[data-status-page="maintenance"]')).toHaveCount(0, {
    timeout: 12_000,
  });
  await hydrated(page);
  expect(await page.evaluate(() => window.__sameDocument)).toBeUndefined();
  await expect(page.getByRole('link', { name: 'My account' })).toBeVisible();
});
