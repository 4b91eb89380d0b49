import { expect, type Page, test } from '@playwright/test';

import { hydrated } from './catalogue-helpers';

/**
 * Issue 20 item 6: at 390 px (a common phone) no page scrolls sideways and no two controls overlap, so that
 * every control can be seen and pressed. Inline links inside running text are left out: a link that wraps
 * onto the next line has a box that spans both lines, which is not an overlap a shopper sees.
 */
test.use({ viewport: { width: 390, height: 844 } });

async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth) {
      problems.push(`page is ${document.documentElement.scrollWidth}px wide`);
    }
    const controls = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type=hidden]), select, textarea',
      ),
    ].filter(
      (element) =>
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
        getComputedStyle(element).display !== 'inline' &&
        element.getBoundingClientRect().width > 1,
    );
    const name = (element: HTMLElement) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? element.getAttribute('name') ?? '').trim().slice(0, 40)}"`;
    for (let i = 0; i < controls.length; i += 1) {
      for (let j = i + 1; j < controls.length; j += 1) {
        const [a, b] = [controls[i]!, controls[j]!];
        if (a.contains(b) || b.contains(a)) continue;
        const [r, q] = [a.getBoundingClientRect(), b.getBoundingClientRect()];
        const width = Math.min(r.right, q.right) - Math.max(r.left, q.left);
        const height = Math.min(r.bottom, q.bottom) - Math.max(r.top, q.top);
        if (width > 2 && height > 2) problems.push(`${name(a)} overlaps ${name(b)}`);
      }
    }
    return problems;
  });
}

for (const path of [
  '/',
  '/en/',
  '/product/BAL-027',
  '/en/product/PCK-001',
  '/search/croquettes',
  '/contact',
]) {
  test(`${path} fits a 390 px screen without overlapping controls`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    expect(await layoutProblems(page)).toEqual([]);
  });
}

test('the cart with a line fits a 390 px screen: its quantity controls do not overlap', async ({
  page,
}) => {
  await page.goto('/en/product/FRI-009');
  await hydrated(page);
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  for (const path of ['/en/cart', '/cart']) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.getByRole('spinbutton').first()).toBeVisible();
    expect(await layoutProblems(page)).toEqual([]);
  }
});
