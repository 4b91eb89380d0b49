import { expect, test } from '@playwright/test';

test('a lazy screen is server-rendered with its CSS linked, and hydrates cleanly', async ({
  page,
  request,
}) => {
  const response = await request.get('/en/__test/lazy');
  expect(response.status()).toBe(200);
  const html = await response.text();
  const probeClass = /<p class="([^"]+)" data-testid="lazy-probe">/.exec(html)?.[1];
  expect(probeClass, 'the lazy screen is in the server HTML').toBeDefined();
  // Its rule is in one of the stylesheets the server HTML links (not only in the lazy JS chunk).
  const stylesheets = [...html.matchAll(/<link rel="stylesheet"[^>]* href="([^"]+)"/g)].map(
    (match) => match[1]!,
  );
  const css = await Promise.all(stylesheets.map(async (href) => (await request.get(href)).text()));
  expect(css.some((text) => text.includes(`.${probeClass}`))).toBe(true);

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/en/__test/lazy');
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 20_000 });
  await expect(page.getByTestId('lazy-probe')).toHaveCSS('border-top-color', 'rgb(11, 22, 33)');
  expect(errors).toEqual([]);
});
