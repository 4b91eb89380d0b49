/**
 * The anonymous journeys walked as the shop's unseen users (session 17, decision 0930): without JavaScript no
 * button that needs it is drawn (the product page's quantity "−"/"+" and picture zoom, the home carousel's
 * controls, the header's language menu button) and the quantity field alone still does the job, and the FAQ
 * shows its answers; with JavaScript the buttons are there; on a phone every footer link is a 24 px target
 * (WCAG 2.2 2.5.8).
 */
import { expect, test } from '@playwright/test';

import { hydrated } from './catalogue-helpers';

const stepButtons = /^(Decrease|Increase) quantity$/;
const carouselButtons = /^(Previous slide|Next slide|Show slide \d+|Pause|Play)/;

test.describe('on a 390 px phone without JavaScript', () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

  test('the quantity is typed and posted without the − and + buttons; the carousel shows no controls', async ({
    page,
  }) => {
    await page.goto('/en/product/FRI-009');
    // In the page, but not drawn (nor in the accessibility tree).
    const steps = page.getByRole('button', { name: stepButtons, includeHidden: true });
    await expect(steps).toHaveCount(2);
    for (const button of await steps.all()) await expect(button).toBeHidden();
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('3');
    await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      page.getByTestId('add-to-cart').click(),
    ]);
    await page.goto('/en/cart');
    const line = page.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    await expect(line.getByRole('spinbutton')).toHaveValue('3');

    await page.goto('/en/');
    const carousel = page.getByRole('region', { name: 'Highlights' });
    await expect(carousel).toBeVisible();
    const controls = carousel.getByRole('button', { name: carouselButtons, includeHidden: true });
    expect(await controls.count()).toBeGreaterThan(0);
    for (const button of await controls.all()) await expect(button).toBeHidden();
  });

  test('the FAQ shows every answer; no language button nor picture zoom that would do nothing', async ({
    page,
  }) => {
    await page.goto('/en/faq');
    const question = page.getByRole('button', { name: 'How do I track my order?' });
    const answer = page.locator(`[id="${await question.getAttribute('aria-controls')}"]`);
    await expect(answer).toBeVisible();
    await expect(answer).not.toBeEmpty();

    // The header: the other site's plain link instead of a menu button.
    await expect(
      page.getByRole('button', { name: 'Language: English', includeHidden: true }),
    ).toBeHidden();
    await expect(page.getByRole('link', { name: 'Français' })).toBeVisible();

    await page.goto('/en/product/COL-049');
    await expect(
      page.getByRole('button', { name: 'Enlarge the picture', includeHidden: true }),
    ).toBeHidden();
    await expect(page.getByTestId('product-main-image')).toBeVisible();
  });
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('with JavaScript the − and + buttons and the carousel arrows are there and work', async ({
    page,
  }) => {
    await page.goto('/en/product/FRI-009');
    await hydrated(page);
    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantity).toHaveValue('2');

    await page.goto('/en/');
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Next slide' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous slide' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Language: English' })).toBeVisible();

    await page.goto('/en/faq');
    await hydrated(page);
    const question = page.getByRole('button', { name: 'How do I track my order?' });
    const answer = page.locator(`[id="${await question.getAttribute('aria-controls')}"]`);
    await expect(answer).toBeHidden();
    await question.click();
    await expect(answer).toBeVisible();
  });

  for (const prefix of ['', '/en']) {
    test(`every footer link of ${prefix || '/'} is at least 24 px high`, async ({ page }) => {
      await page.goto(`${prefix}/`);
      const heights = await page
        .locator('footer a')
        .evaluateAll((links) =>
          links.map((link) => [link.textContent?.trim(), link.getBoundingClientRect().height]),
        );
      expect(heights.length).toBeGreaterThan(5);
      expect(heights.filter(([, height]) => (height as number) < 24)).toEqual([]);
    });
  }
});
