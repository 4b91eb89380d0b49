import { expect, test } from '@playwright/test';

import { expectNoSeriousViolations, hydrated } from './catalogue-helpers';

test('the product page shows prices incl./excl. tax and its gallery zoom', async ({ page }) => {
  await page.goto('/en/product/FRI-009');
  await hydrated(page);
  const price = page.getByTestId('product-price');
  await expect(price).toContainText('incl. tax');
  await expect(price).toContainText('excl. tax');

  await page.getByRole('button', { name: 'Enlarge the picture' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('img')).toHaveAttribute('src', /size=large/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectNoSeriousViolations(page);
});

test('reviews are per site: the French page pages through its six French reviews', async ({
  page,
}) => {
  // BAL-027 has six approved reviews written on the French site (and its English ones stay on /en).
  await page.goto('/product/BAL-027');
  await hydrated(page);
  await expect(page.getByTestId('reviews-summary')).toContainText(/sur 5 pour 6 avis/);
  const reviews = page.locator('#reviews ol > li');
  await expect(reviews).toHaveCount(5);
  await page
    .getByRole('navigation', { name: 'Pages des avis' })
    .getByRole('link', { name: 'Page 2' })
    .click();
  await expect(page).toHaveURL(/reviewsPage=2#reviews$/);
  await expect(reviews).toHaveCount(1);
  await page.goto('/en/product/BAL-027');
  await expect(page.getByTestId('reviews-summary')).not.toContainText(/from 6 reviews/);
});

test('the review form is validated by the route action, then queued for moderation', async ({
  page,
}) => {
  await page.goto('/product/FRI-009');
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Donner votre avis' });
  await form.getByRole('button', { name: 'Envoyer mon avis' }).click();
  // The form's own alert (the bot-check widget may show its own alert beside it until it has solved).
  await expect(form.getByRole('alert').filter({ hasText: 'vérifiez les champs' })).toBeVisible();
  await expect(form.getByLabel('Votre nom')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Veuillez choisir une note de 1 à 5 étoiles.')).toBeVisible();

  await form.getByLabel('4 étoiles').check();
  await form.getByLabel('Votre nom').fill('Camille');
  await form.getByLabel('Titre de votre avis').fill('Très appréciées');
  await form.getByLabel('Votre avis', { exact: true }).fill('Mon chien les adore.');
  // The bot check has solved its challenge (it works in the background while the shopper types).
  await expect(form.locator('input[name="botCheck"]')).not.toHaveValue('', { timeout: 30_000 });
  await form.getByRole('button', { name: 'Envoyer mon avis' }).click();
  await expect(page.getByTestId('review-moderation')).toContainText('vérifié');
});

test('the review form works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en/product/FRI-009');
  const form = page.getByRole('form', { name: 'Write a review' });
  await form.getByLabel('5 stars').check();
  await form.getByLabel('Your name').fill('Sam');
  await form.getByLabel('Title of your review').fill('Great');
  await form.getByLabel('Your review', { exact: true }).fill('Crunchy and healthy.');
  await form.getByRole('button', { name: 'Send my review' }).click();
  await expect(page.getByTestId('review-moderation')).toBeVisible();
  await context.close();
});

test('a bundle composes its price, comes with parts that can be sold, and a grouped product lists its items', async ({
  page,
}) => {
  await page.goto('/en/product/PCK-001');
  await hydrated(page);
  const price = page.getByTestId('product-price');
  const before = await price.textContent();
  const bundle = page.getByRole('region', { name: 'Compose your bundle' });
  // Its first dry food is restocking: the bundle comes with the next one, which can be sold.
  await expect(bundle.getByRole('radio').nth(0)).not.toBeChecked();
  await expect(bundle.getByRole('radio').nth(1)).toBeChecked();
  await bundle.getByRole('radio').nth(0).check();
  await expect(price).not.toHaveText(before ?? '');
  await bundle.getByRole('radio').nth(1).check();
  await expect(price).toHaveText(before ?? '');
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expectNoSeriousViolations(page);

  // GAM-045 is the stainless steel bowl collection: a table of its items.
  await page.goto('/en/product/GAM-045');
  const table = page.getByRole('region', { name: 'Products of this set' }).getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText([
    'Product',
    'Price',
    'Availability',
    'Quantity',
  ]);
  expect(await table.getByRole('row').count()).toBeGreaterThan(2);
  await expect(table.getByRole('spinbutton').first()).toHaveAccessibleName(/^Quantity of /);
});

test('the product page head: canonical friendly URL, alternates, Product and BreadcrumbList JSON-LD', async ({
  page,
}) => {
  await page.goto('/en/product/FRI-009');
  // After hydration, so that the head the browser keeps in step is what is checked: one set, not two.
  await hydrated(page);
  await expect(page.locator('link[rel="alternate"]')).toHaveCount(3);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/en\/loup-gourmand-crunchy-biscuits-beef-100-g-puppy$/,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute(
    'href',
    /\/product\/FRI-009$/,
  );
  const jsonLd = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
  const product = jsonLd.find((object) => object['@type'] === 'Product');
  expect(product.sku).toBe('FRI-009');
  expect(product.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'EUR' });
  // The English page's own reviews (reviews are per site): the count the page shows.
  const shown = /from (\d+) reviews?/.exec(
    (await page.getByTestId('reviews-summary').textContent()) ?? '',
  );
  expect(product.aggregateRating).toMatchObject({
    '@type': 'AggregateRating',
    reviewCount: Number(shown?.[1]),
  });
  expect(jsonLd.some((object) => object['@type'] === 'BreadcrumbList')).toBe(true);

  // The language switch links to the product's entity route on the other site, as its alternates do, without
  // the head's code; a client navigation (to the product's category) writes the next page's head, whose code
  // loads then (decision 0906).
  await page.getByRole('button', { name: 'Language: English' }).click();
  await expect(page.getByRole('link', { name: 'Français' })).toHaveAttribute(
    'href',
    /^\/product\/FRI-009$/,
  );
  await page.keyboard.press('Escape');
  const productTitle = await page.title();
  const categoryLink = page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link')
    .last();
  const categoryPath = (await categoryLink.getAttribute('href')) ?? '';
  await categoryLink.click();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`${categoryPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  );
  await expect(page).not.toHaveTitle(productTitle);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute(
    'href',
    /\/category\/\d+$/,
  );
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Language: English' }).click();
  await expect(page.getByRole('link', { name: 'Français' })).toHaveAttribute(
    'href',
    /^\/category\/\d+$/,
  );
});

test('the category and product screens are lazy, with their CSS linked in the server HTML', async ({
  request,
}) => {
  for (const path of ['/category/21', '/product/COL-049']) {
    const html = await (await request.get(path)).text();
    const stylesheets = [...html.matchAll(/<link rel="stylesheet"[^>]* href="([^"]+)"/g)].map(
      (match) => match[1]!,
    );
    const css = (
      await Promise.all(stylesheets.map(async (href) => (await request.get(href)).text()))
    ).join('\n');
    // The product card, the price and the screen's heading are styled before any script runs.
    for (const pattern of [
      /<article class="([^" ]+)/,
      /<div class="([^" ]+)[^"]*" data-price=""/,
      /<h1 class="([^" ]+)/,
    ]) {
      const className = pattern.exec(html)?.[1];
      expect(className, `${path} ${pattern}`).toBeDefined();
      expect(css, `${path} .${className}`).toContain(`.${className}`);
    }
  }
});
