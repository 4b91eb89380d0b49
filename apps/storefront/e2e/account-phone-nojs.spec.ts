/**
 * The signed-in journeys walked as the shop's unseen users do (session 16, decision 0928): on a phone the
 * account's tables scroll in their own frame, which the keyboard reaches, instead of pushing the page sideways;
 * a wish list's line fits it too; without JavaScript no button that needs it is drawn; a refused account form
 * or help desk reply puts the focus on its refusal, with and without JavaScript.
 */
import { expect, type Page, test } from '@playwright/test';

import { buyWithPayPal, registerCustomer } from './account-helpers';
import { hydrated } from './catalogue-helpers';
import { addFromProductPage, checkoutTexts } from './checkout-helpers';

/** How much wider than the screen the page is (0: it does not scroll sideways). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('an order and its invoice fit the screen; the invoice lines scroll in a frame the keyboard reaches', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const checkout = checkoutTexts.en;
    await registerCustomer(page, '/en', `phone-invoice-${Date.now()}@example.com`);
    await addFromProductPage(page, checkout, 'FRI-009', 2);
    const number = await buyWithPayPal(page, checkout);
    const invoiced = await page.request.post('/__dev/order', {
      data: { command: 'invoice', number },
    });
    expect(invoiced.status()).toBe(200);
    const invoice = (await invoiced.json()) as { id: number; number: string };

    await page.goto(`/en/user/orders/${number}/`);
    await hydrated(page);
    expect(await sidewaysOverflow(page)).toBe(0);

    await page.goto(`/en/user/orders/${number}/invoice/${invoice.id}/`);
    await hydrated(page);
    expect(await sidewaysOverflow(page)).toBe(0);
    const frame = page.getByRole('region', { name: `Invoice ${invoice.number}` });
    const widths = await frame.evaluate((element) => [element.scrollWidth, element.clientWidth]);
    expect(widths[0]).toBeGreaterThan(widths[1]!);
    // Tab from the link before the table lands on its frame; the arrow keys scroll it.
    await page.getByRole('link', { name: 'Download the invoice (PDF)' }).focus();
    await page.keyboard.press('Tab');
    await expect(frame).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => frame.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });

  test('a wish list with a line fits the screen', async ({ page, baseURL }) => {
    await registerCustomer(page, '/en', `phone-wishlist-${Date.now()}@example.com`);
    const added = await page.request.post('/en/user/wishlist', {
      form: { intent: 'add', sku: 'FRI-009' },
      headers: { Origin: baseURL ?? '' },
      maxRedirects: 0,
    });
    expect(added.status()).toBe(303);
    await page.goto('/en/user/wishlist');
    await hydrated(page);
    await expect(page.getByRole('textbox', { name: 'Comment' })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
  });

  test('the quick order fits the screen', async ({ page }) => {
    await page.goto('/en/quick-order');
    await hydrated(page);
    expect(await sidewaysOverflow(page)).toBe(0);
  });
});

test('without JavaScript no button that needs it is drawn: the forms post what they hold', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en/login');
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show password' })).toBeHidden();

  await page.goto('/en/quick-order');
  await expect(page.getByLabel('Reference, row 1')).toBeVisible();
  for (const name of ['Add a row', 'Clear the grid', 'Put the lines in the grid', 'Remove row 1'])
    await expect(page.getByRole('button', { name })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  await context.close();
});

test('a refused account form or help desk reply puts the focus on its refusal, with and without JavaScript', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await registerCustomer(page, '/en', `refusal-focus-${Date.now()}@example.com`);
  const submitEmpty = async (target: Page) => {
    await target.goto('/en/user/address-book?new');
    await target.getByRole('button', { name: 'Save the address' }).focus();
    await target.keyboard.press('Enter');
    await expect(target.getByTestId('user-error')).toBeFocused();
  };
  await hydrated(page);
  await submitEmpty(page);
  // The keyboard goes on from the refusal to the form's first field.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'First name' })).toBeFocused();

  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const noScript = await context.newPage();
  await submitEmpty(noScript);

  // A help desk request, and a reply sent empty (the reply posts the whole page, with or without JavaScript).
  await noScript.goto('/en/contact');
  await noScript.getByLabel('Subject').selectOption({ label: 'My order' });
  await noScript.getByLabel('Your message').fill('Where is my parcel?');
  await noScript.getByRole('button', { name: 'Send', exact: true }).click();
  await noScript.getByRole('link', { name: 'Follow this request in my account' }).click();
  await noScript.getByRole('button', { name: 'Send my reply' }).focus();
  await noScript.keyboard.press('Enter');
  await expect(noScript.getByTestId('ticket-reply-error')).toBeFocused();
  await context.close();
});
