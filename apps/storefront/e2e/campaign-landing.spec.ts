import { expect, test } from '@playwright/test';

import { collectErrors, hydrated, sites } from './catalogue-helpers';

// Decision 0918: a campaign link (newsletter, ad) lands on the page as it is without its campaign parameters:
// no link of the page carries them, before and after hydration. The address keeps them for analytics.
const campaign = 'utm_source=newsletter&utm_medium=email&gclid=e2e';
const campaignLinks = 'a[href*="utm_"], a[href*="gclid"], input[value*="utm_"]';

for (const [language, site] of Object.entries(sites)) {
  test(`${language}: a campaign landing carries its campaign to the page view, not to the links`, async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.addInitScript(() => {
      const views: { kind: string; search: string }[] = [];
      (window as { pageViews?: typeof views }).pageViews = views;
      window.addEventListener('truffe:pageview', (event) => {
        const { kind, search } = (event as CustomEvent<{ kind: string; search: string }>).detail;
        views.push({ kind, search });
      });
    });
    await page.goto(`${site.prefix}/category/10?${campaign}&page=2`);
    await expect(page.locator(campaignLinks)).toHaveCount(0);
    await hydrated(page);
    // The header and footer hydrate on demand: a focus anywhere loads them (decision 0910).
    await page.keyboard.press('Tab');
    await expect(page.locator(campaignLinks)).toHaveCount(0);
    const views = await page.evaluate(() => (window as { pageViews?: unknown[] }).pageViews);
    expect(views).toEqual([{ kind: 'load', search: `?${campaign}&page=2` }]);
    // The listing's first page: a client navigation to the address without the campaign.
    await page.getByRole('link', { name: 'Page 1', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${site.prefix}/category/10$`));
    expect(errors).toEqual([]);
  });
}

test('without JavaScript: no link carries the campaign', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/category/10?${campaign}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator(campaignLinks)).toHaveCount(0);
  await page.getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/\/category\/10\?page=2$/);
  await context.close();
});
