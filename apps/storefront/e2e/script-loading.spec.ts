import { expect, type Page, type Route, test } from '@playwright/test';

import { cartCount } from './cart-helpers';
import { hydrated } from './catalogue-helpers';

// Decision 0810: the app's JavaScript starts after the page has loaded and painted, or at the first
// interaction; before that the page is what it is without JavaScript. The cart hint cookie spares visitors
// without a cart the header's count request.

/** The app's JavaScript files (Vike's entry and chunks). */
const appScript = /\/assets\/.+\.js$/;

/** Holds every app script until `release()` (the app cannot start: what a click before start-up meets). */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(appScript, async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    count: () => held.length,
    async release() {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

test('no script is fetched before the page has loaded; the app then starts from the template', async ({
  page,
}) => {
  await page.goto('/en/');
  await hydrated(page);
  const timing = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
      .map((entry) => entry.startTime);
    return {
      load: navigation?.loadEventStart ?? Number.NaN,
      scripts,
      template: document.getElementById('truffe-deferred-scripts') !== null,
      pageContext: document.getElementById('vike_pageContext') !== null,
    };
  });
  expect(timing.scripts.length).toBeGreaterThan(0);
  expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.load);
  // The page context moved into the document for Vike's client; the template is gone.
  expect(timing.template).toBe(false);
  expect(timing.pageContext).toBe(true);
});

test('the first pointer press starts the app before the page has loaded', async ({ page }) => {
  // An image that takes a while: `load` waits for it.
  let releaseImages = () => {};
  const imagesHeld = new Promise<void>((resolve) => (releaseImages = resolve));
  await page.route(/\/media\//, async (route) => {
    await imagesHeld;
    await route.continue().catch(() => undefined);
  });
  await page.goto('/en/', { waitUntil: 'domcontentloaded' });
  const firstScript = page.waitForRequest(appScript);
  await page.mouse.move(5, 5);
  await page.mouse.down();
  await page.mouse.up();
  await firstScript;
  await hydrated(page);
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  releaseImages();
});

test('a click before the app has started works as it does without JavaScript; the hint then asks the count', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const scripts = await holdScripts(page);
  await page.goto('/en/product/FRI-009');
  // The press itself asks for the app, but the click lands on the server HTML: the form posts.
  await page.getByTestId('add-to-cart').click();
  await page.waitForLoadState('load');
  expect(scripts.count()).toBeGreaterThan(0);
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'truffe_cart')?.httpOnly).toBe(true);
  const hint = cookies.find((cookie) => cookie.name === 'truffe_has_cart');
  expect(hint?.value).toBe('1');
  expect(hint?.httpOnly).toBe(false);

  // With the app running, the header asks the count because of the hint, and shows it.
  await scripts.release();
  await page.unroute(appScript);
  const countRequest = page.waitForRequest((request) =>
    request.url().includes('operationName=CartCountQuery'),
  );
  await page.goto('/en/cart');
  await hydrated(page);
  await countRequest;
  await expect(cartCount(page)).toHaveText('1');

  // An emptied cart: the browser drops the hint, and the next page asks nothing.
  const line = page.getByTestId('cart-line');
  await line.getByRole('button', { name: /^Remove/ }).click();
  await expect(cartCount(page)).toHaveText('');
  await expect
    .poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'truffe_has_cart'))
    .toBe(false);
  const graphql: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/graphql')) graphql.push(request.url());
  });
  await page.goto('/en/');
  await hydrated(page);
  await page.waitForTimeout(300);
  expect(graphql).toEqual([]);
});

test('the consent banner is in the page before the app starts, only when no choice is stored', async ({
  page,
  context,
  browser,
}) => {
  const banner = page.getByRole('region', { name: 'Your privacy choices' });
  const scripts = await holdScripts(page);
  await page.goto('/en/');
  await expect(banner).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

  await context.addCookies([
    {
      name: 'truffe_consent',
      value: encodeURIComponent('analytics:0|reviews:0|performance:0'),
      url: page.url(),
    },
  ]);
  await page.reload();
  await expect(page.locator('[data-consent-banner]')).toBeAttached();
  await expect(banner).toBeHidden();
  await scripts.release();

  // Without JavaScript nothing optional can load: no banner.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(page.url());
  await expect(plain.locator('[data-consent-banner]')).toBeAttached();
  await expect(plain.getByRole('region', { name: 'Your privacy choices' })).toBeHidden();
  await noScript.close();
});
