import { expect, type Page, test } from '@playwright/test';

import { platformURL } from './servers';

declare global {
  interface Window {
    /** Names of the plugin scripts the page ran (server/platform/testPluginScripts.ts). */
    __truffeTestPlugins?: string[];
  }
}

async function hydrated(page: Page) {
  // Generous: several production servers share this machine.
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 15_000 });
}

/** Every request the page makes for a consent plugin's script (the network log). */
function pluginRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/__test/plugins/')) urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

/** CSP violations reported by the browser. */
function cspViolations(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) messages.push(message.text());
  });
  return messages;
}

test('refusing consent loads no analytics script, in one click as easy as accepting', async ({
  page,
}) => {
  const requests = pluginRequests(page);
  await page.goto(`${platformURL}/`);
  await hydrated(page);
  const banner = page.getByRole('region', { name: 'Vos choix de confidentialité' });
  await expect(banner).toBeVisible();
  const refuse = banner.getByRole('button', { name: 'Tout refuser' });
  const accept = banner.getByRole('button', { name: 'Tout accepter' });
  // Same prominence: the same component, look and size.
  expect(await refuse.getAttribute('class')).toBe(await accept.getAttribute('class'));
  const refuseBox = await refuse.boundingBox();
  const acceptBox = await accept.boundingBox();
  expect(refuseBox?.width).toBeCloseTo(acceptBox?.width ?? 0, 0);
  expect(refuseBox?.height).toBe(acceptBox?.height);

  const event = page.evaluate(
    () =>
      new Promise((resolve) => {
        window.addEventListener(
          'UserConsentUpdated',
          (update) => resolve((update as CustomEvent).detail),
          { once: true },
        );
      }),
  );
  await refuse.click();
  expect(await event).toEqual({ plugins: [] });
  await expect(banner).toBeHidden();

  await page.reload();
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('region', { name: 'Vos choix de confidentialité' })).toHaveCount(0);
  expect(requests).toEqual([]);
  expect(await page.evaluate(() => window.__truffeTestPlugins)).toBeUndefined();
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'truffe_consent')?.value).toBe(
    encodeURIComponent('analytics:0|reviews:0|performance:0'),
  );
});

test('accepting loads the analytics script (with its measurement id) and the other plugins, within the CSP', async ({
  page,
}) => {
  const requests = pluginRequests(page);
  const violations = cspViolations(page);
  await page.goto(`${platformURL}/`);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);

  const analytics = page.waitForRequest((request) =>
    request.url().endsWith('/__test/plugins/analytics.js?id=G-E2E'),
  );
  // The set of plugins to load changes: the page reloads and loads them.
  await page
    .getByRole('region', { name: 'Vos choix de confidentialité' })
    .getByRole('button', { name: 'Tout accepter' })
    .click();
  await analytics;
  await hydrated(page);
  await expect
    .poll(() => page.evaluate(() => [...(window.__truffeTestPlugins ?? [])].sort()))
    .toEqual(['analytics', 'monitoring', 'reviews']);
  expect([...new Set(requests)].sort()).toEqual([
    '/__test/plugins/analytics.js',
    '/__test/plugins/monitoring.js',
    '/__test/plugins/reviews.js',
  ]);
  const cookie = (await page.context().cookies()).find(({ name }) => name === 'truffe_consent');
  expect(cookie?.sameSite).toBe('Lax');
  // 13 months, give or take a day.
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(13 * 28);
  expect(days).toBeLessThan(13 * 31 + 1);
  expect(violations).toEqual([]);
});

test('the preferences page, reached from the footer, stores a choice per purpose', async ({
  page,
}) => {
  const requests = pluginRequests(page);
  await page.goto(`${platformURL}/en/`);
  await hydrated(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie preferences' }).click();
  await expect(page).toHaveURL(/\/en\/consent$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookie preferences');
  // The banner does not repeat what the page offers.
  await expect(page.getByRole('region', { name: 'Your privacy choices' })).toHaveCount(0);

  const analytics = page.getByRole('checkbox', { name: 'Audience measurement' });
  const reviews = page.getByRole('checkbox', { name: 'Verified reviews' });
  await expect(reviews).toBeEnabled();
  await expect(analytics).not.toBeChecked();
  await reviews.check();
  const reviewsScript = page.waitForRequest((request) =>
    request.url().endsWith('/__test/plugins/reviews.js'),
  );
  await page.getByRole('button', { name: 'Save my choices' }).click();
  await reviewsScript; // after the reload the set changed into
  await hydrated(page);
  await expect(page.getByRole('checkbox', { name: 'Verified reviews' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Audience measurement' })).not.toBeChecked();
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual(['/__test/plugins/reviews.js']);

  // Keyboard only: withdrawing consent is one focusable button; the loaded widget goes with a reload.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Refuse all' }).focus();
  await page.keyboard.press('Enter');
  await reloaded;
  await hydrated(page);
  await expect(page.getByRole('checkbox', { name: 'Verified reviews' })).not.toBeChecked();
  expect(await page.evaluate(() => window.__truffeTestPlugins)).toBeUndefined();
});

test('the checkout and the review form validate within the CSP (no eval for it to refuse)', async ({
  page,
}) => {
  const violations = cspViolations(page);
  await page.goto(`${platformURL}/checkout`);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  await page.goto(`${platformURL}/product/FRI-009`);
  await hydrated(page);
  // The review form validates what is sent: Zod parses in the browser.
  const form = page.getByRole('form', { name: 'Donner votre avis' });
  await form.getByRole('button', { name: 'Envoyer mon avis' }).click();
  await expect(form.getByText('Veuillez choisir une note de 1 à 5 étoiles.')).toBeVisible();
  expect(violations).toEqual([]);
});
