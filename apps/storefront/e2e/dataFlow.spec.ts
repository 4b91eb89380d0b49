import { expect, type Page, type Request, test } from '@playwright/test';

import { appURL } from './servers';

/** A JS chunk of the build (Vike names them by hash only). */
const jsChunk = /\/assets\/.+\.js$/;

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Opens the links page and waits until its own code has loaded, so that later chunk requests are new. */
async function openLinksPage(page: Page) {
  await page.goto('/en/__test/links');
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
}

test('the home page streams its deferred footer blocks and hydrates without fetching them again', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const graphql: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/graphql')) graphql.push(request);
  });
  await page.goto('/en/');
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 20_000 });
  await expect(page.locator('[data-cms-block="footer-contact"] h2')).toHaveText('Contact');
  await expect(page.locator('[data-cms-block="footer-news"]')).toContainText('organic');
  // Hydration reused the server's data: no GraphQL request for this page. Not even the header's cart count
  // (private data the shared HTML never carries): this browser has no cart hint cookie (decision 0810);
  // e2e/script-loading.spec.ts covers a browser with a cart.
  await page.waitForTimeout(300);
  const operations = graphql.map((request) =>
    new URL(request.url()).searchParams.get('operationName'),
  );
  expect(operations).toEqual([]);
  expect(errors).toEqual([]);
});

test('a client-side navigation runs its loader with GET persisted queries', async ({ page }) => {
  const errors = collectErrors(page);
  await openLinksPage(page);
  const graphqlRequest = page.waitForRequest((request) => request.url().includes('/graphql'));
  await page.getByTestId('data-probe-link').click();
  await expect(page.getByTestId('data-probe')).toContainText('Contact');
  const request = await graphqlRequest;
  expect(request.method()).toBe('GET');
  const url = new URL(request.url());
  expect(url.pathname).toBe('/en/graphql');
  expect(url.searchParams.get('query')).toBeNull();
  const extensions = JSON.parse(url.searchParams.get('extensions') ?? '{}') as {
    persistedQuery?: { version: number; sha256Hash: string };
  };
  expect(extensions.persistedQuery?.version).toBe(1);
  expect(extensions.persistedQuery?.sha256Hash).toMatch(/^[0-9a-f]{64}$/);
  const response = await request.response();
  expect(response?.status()).toBe(200);
  expect(errors).toEqual([]);
});

test('hovering a link preloads its route code before the click', async ({ page }) => {
  await openLinksPage(page);
  const chunk = page.waitForRequest((request) => jsChunk.test(new URL(request.url()).pathname));
  await page.getByTestId('data-probe-link').hover();
  await chunk;
  await expect(page.getByTestId('data-probe')).toHaveCount(0);
});

test('with the data-saver on, nothing is preloaded', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({ saveData: true, effectiveType: '4g' }),
    });
  });
  const chunks: string[] = [];
  await openLinksPage(page);
  // The first interaction loads the header's and footer's code (decision 0910), which is not route code: it
  // loads first, then nothing more may.
  const layoutCode = page.waitForResponse((response) =>
    jsChunk.test(new URL(response.url()).pathname),
  );
  await page.keyboard.press('Shift');
  await layoutCode;
  await page.waitForTimeout(500);
  page.on('request', (request) => {
    if (jsChunk.test(new URL(request.url()).pathname)) chunks.push(request.url());
  });
  await page.getByTestId('data-probe-link').hover();
  await page.getByTestId('data-probe-link').focus();
  await page.waitForTimeout(1000);
  expect(chunks).toEqual([]);
  // Navigation itself still loads the screen.
  await page.getByTestId('data-probe-link').click();
  await expect(page.getByTestId('data-probe')).toBeVisible();
  expect(chunks.length).toBeGreaterThan(0);
});

test.describe('on a phone', () => {
  test.use({
    viewport: { width: 360, height: 740 },
    extraHTTPHeaders: { 'sec-ch-viewport-width': '360' },
  });

  /** The JS files (and route-file lists) a page load fetched, 500 ms preload delay included, untouched. */
  async function scriptsLoaded(page: Page): Promise<string[]> {
    await page.goto('/en/__test/links');
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 20_000 });
    await page.waitForTimeout(1500);
    await page.waitForLoadState('networkidle');
    return page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith('.js') || /\/route-files\.[^/]*\.json$/.test(path)),
    );
  }

  test('a link that stays in view for 500 ms preloads its route code, untouched', async ({
    page,
    browser,
  }) => {
    const preloading = await scriptsLoaded(page);
    const saver = await browser.newContext({
      baseURL: appURL,
      viewport: { width: 360, height: 740 },
      extraHTTPHeaders: { 'sec-ch-viewport-width': '360' },
    });
    await saver.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'connection', {
        configurable: true,
        get: () => ({ saveData: true }),
      });
    });
    const withoutPreloading = await scriptsLoaded(await saver.newPage());
    await saver.close();
    const preloaded = preloading.filter((path) => !withoutPreloading.includes(path));
    expect(preloaded.length).toBeGreaterThan(1);
    // Fetched, not run (decision 0901): the build's lists of route files, then a modulepreload link per file.
    expect(preloaded.filter((path) => path.endsWith('.json'))).toHaveLength(1);
    const linked = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => new URL(link.href).pathname,
      ),
    );
    expect(preloaded.filter((path) => path.endsWith('.js') && !linked.includes(path))).toEqual([]);
    await expect(page.getByTestId('data-probe')).toHaveCount(0);
  });
});
