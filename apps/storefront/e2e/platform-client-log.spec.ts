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
