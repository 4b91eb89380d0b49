import { expect, type Page, test } from '@playwright/test';

import { platformURL } from './servers';

async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
}

test('the client log endpoint receives a thrown error', async ({ page }) => {
  await page.goto(`${platformURL}/en/`);
  await hydrated(page);
  const sent = page.waitForRequest(
    (request) =>
      request.method() === 'POST' &&
      /\/client-log-handler\?client_id=[A-Za-z0-9_-]{8,64}$/.test(request.url()),
    { timeout: 15_000 }, // the collector sends every 10 s
  );
  await page.evaluate(() => {
    window.setTimeout(() => {
      throw new TypeError('thrown by the e2e test');
    });
  });
  const request = await sent;
  const body = request.postDataJSON() as { logs: unknown[] };
  expect(body.logs).toContainEqual({
    context: 'window.onerror',
    level: 'error',
    data: expect.objectContaining({
      error: 'TypeError',
      message: 'thrown by the e2e test',
      trace: expect.stringContaining('thrown by the e2e test'),
    }) as unknown,
  });
  expect((await request.response())?.status()).toBe(204);
});

test('real-user Web Vitals go to our own /rum endpoint when the page is hidden', async ({
  page,
}) => {
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(platformURL)) thirdParty.push(request.url());
  });
  await page.goto(`${platformURL}/en/`);
  await hydrated(page);
  const beacon = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url() === `${platformURL}/rum`,
  );
  // What the browser does when the shopper switches tab.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const request = await beacon;
  const body = JSON.parse(request.postData() ?? '{}') as {
    path: string;
    metrics: { name: string; value: number }[];
  };
  expect(body.path).toBe('/en/');
  expect(body.metrics.map((metric) => metric.name)).toEqual(
    expect.arrayContaining(['TTFB', 'FCP']),
  );
  expect(thirdParty).toEqual([]);
});
