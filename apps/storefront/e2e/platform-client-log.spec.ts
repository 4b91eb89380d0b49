import { expect, type Page, test } from '@playwright/test';

import { platformURL } from './servers';

async function hydrated(page: Page) {
  // Generous: several production servers share this machine.
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 15_000 });
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
  request,
}) => {
  const thirdParty: string[] = [];
  page.on('request', (sent) => {
    if (!sent.url().startsWith(platformURL)) thirdParty.push(sent.url());
  });
  /** Measurements of a Web Vital the server recorded so far (its /metrics; the tests run on loopback). */
  const recorded = async (name: string) => {
    // A fresh connection each time: a kept-alive one may be closed by the server between reads.
    const response = await request.get(`${platformURL}/metrics`, {
      headers: { connection: 'close' },
    });
    const text = await response.text();
    const count = new RegExp(`^truffe_web_vitals_count\\{name="${name}"\\} (\\d+)$`, 'm').exec(
      text,
    );
    return Number(count?.[1] ?? 0);
  };
  const before = await recorded('TTFB');
  await page.goto(`${platformURL}/en/`);
  await hydrated(page);
  const beacon = page.waitForRequest(
    (sent) => sent.method() === 'POST' && sent.url() === `${platformURL}/rum`,
  );
  // What the browser does when the shopper switches tab.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await beacon;
  await expect.poll(() => recorded('TTFB')).toBeGreaterThan(before);
  expect(thirdParty).toEqual([]);
});
