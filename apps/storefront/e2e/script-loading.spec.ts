import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, type Page, type Route, test } from '@playwright/test';

import { appRoot } from '../server/settings';
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

/** The production build's manifest (Vike's dist/assets.json): each module's file and static imports. */
type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/**
 * A lazy route module's chunk and the files it imports, directly or not, that the page's entry does not
 * (URL paths), from the build's manifest.
 */
function routeCode(module: string): { chunk: string; imports: string[] } {
  const manifest = JSON.parse(readFileSync(join(appRoot, 'dist/assets.json'), 'utf8')) as Manifest;
  const closure = (keys: string[], files = new Set<string>()) => {
    for (const key of keys) {
      const entry = manifest[key];
      if (!entry || files.has(`/${entry.file}`)) continue;
      files.add(`/${entry.file}`);
      closure(entry.imports ?? [], files);
    }
    return files;
  };
  const shell = closure(Object.keys(manifest).filter((key) => manifest[key]!.isEntry));
  const chunk = `/${manifest[module]!.file}`;
  const imports = [...closure([module])].filter((file) => file !== chunk && !shell.has(file));
  return { chunk, imports };
}

/** Delays the responses of one file (a slow route chunk). */
async function delayFile(page: Page, path: string, ms: number) {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue().catch(() => undefined);
    },
  );
}

/** When the page requested each script (its resource timing: start and end, ms), by URL path. */
async function scriptTimes(page: Page): Promise<Map<string, { start: number; end: number }>> {
  const entries = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => [new URL(entry.name).pathname, entry.startTime, entry.responseEnd] as const),
  );
  const times = new Map<string, { start: number; end: number }>();
  for (const [path, start, end] of entries)
    if (path.endsWith('.js') && !times.has(path)) times.set(path, { start, end });
  return times;
}

// Decision 0913: the shell carries no preload list for the route table's imports; the server names the page's
// route files to the loader, which requests them with the entry, and a navigation links the next route's files
// before its chunk runs. With the route's own chunk held back 1.5 s, a file that only that chunk's imports named
// would be requested after it arrived: every one must start well before.
const slowChunkMs = 1500;

/**
 * The delayed `chunk` took its delay, and each of `files` was requested well before it arrived: with the
 * chunk, not after it as its imports (one round trip after another).
 */
async function expectRequestedWithChunk(page: Page, chunk: string, files: readonly string[]) {
  const times = await scriptTimes(page);
  const delayed = times.get(chunk);
  expect(delayed, chunk).toBeDefined();
  expect(delayed!.end - delayed!.start).toBeGreaterThanOrEqual(slowChunkMs - 100);
  for (const file of files) {
    expect(times.get(file)?.start, file).toBeLessThan(delayed!.start + slowChunkMs / 3);
  }
}

test.describe('route code with the entry and with navigations', () => {
  // The shop's service worker, once in control, fetches hashed assets itself, out of page.route's reach.
  test.use({ serviceWorkers: 'block' });

  test("the page's route code is requested with the entry, not one import after another", async ({
    page,
  }) => {
    const route = routeCode('src/routes/product/productRoute.tsx');
    expect(route.imports.length).toBeGreaterThan(3);
    await delayFile(page, route.chunk, slowChunkMs);
    await page.goto('/en/product/FRI-009');
    await hydrated(page);
    await expectRequestedWithChunk(page, route.chunk, route.imports);
  });

  test("a navigation requests the next route's files with its chunk, not one import after another", async ({
    page,
  }) => {
    const route = routeCode('src/routes/home/homeRoute.tsx');
    await page.goto('/en/product/FRI-009');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const before = await scriptTimes(page);
    const loaded = (file: string) => before.has(file);
    expect(loaded(route.chunk)).toBe(false);
    const fresh = route.imports.filter((file) => !loaded(file));
    expect(fresh.length).toBeGreaterThan(0);
    await delayFile(page, route.chunk, slowChunkMs);
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/en\/?$/);
    await hydrated(page);
    await expectRequestedWithChunk(page, route.chunk, fresh);
  });

  test("a friendly URL's navigation requests its screen's files with the screen's chunk", async ({
    page,
  }) => {
    const screen = routeCode('src/routes/product/ProductScreen.tsx');
    await page.goto('/alimentation');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const before = await scriptTimes(page);
    expect(before.has(screen.chunk)).toBe(false);
    const fresh = screen.imports.filter((file) => !before.has(file));
    expect(fresh.length).toBeGreaterThan(0);
    await delayFile(page, screen.chunk, slowChunkMs);
    await page.getByTestId('product-grid').getByRole('heading').getByRole('link').first().click();
    await expect(page.getByTestId('product-screen')).toBeVisible();
    await expectRequestedWithChunk(page, screen.chunk, fresh);
  });
});
