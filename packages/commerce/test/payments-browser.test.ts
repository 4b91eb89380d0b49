/**
 * The test gateway's hosted pages in a real browser (Chromium): the journeys work without JavaScript (form
 * posts, 303s to another origin allowed by the pages' own CSP), the error summary takes the focus, and axe finds
 * no WCAG 2.2 A/AA violation on the card form (with errors), the challenge and the PayPal-like page.
 */
import { chromiumLaunchOptions } from '@truffe/vitest-config/chromium';
import axe from 'axe-core';
import { type Browser, chromium, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type GatewayRig, startGatewayRig } from './paymentsHarness';

let rig: GatewayRig;
let browser: Browser;

beforeAll(async () => {
  rig = await startGatewayRig();
  browser = await chromium.launch(chromiumLaunchOptions);
});

afterAll(async () => {
  await browser?.close();
  await rig?.close();
});

async function cardPayment(locale: 'fr-FR' | 'en-GB' = 'en-GB') {
  const input = rig.input({ locale });
  const payment = await rig.registry.get('truffe_card')!.createPayment(input);
  return { input, url: payment.redirectUrl! };
}

async function fillCard(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry date (MM/YY)').fill('12/39');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel('Name on the card').fill('Ada Lovelace');
}

/** Axe violations of WCAG 2.0–2.2 A/AA rules on the current page. */
async function wcagViolations(page: Page) {
  await page.addScriptTag({ content: axe.source });
  const results = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
    }),
  );
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}

describe('without JavaScript', () => {
  it('pays with 4242…, passes a 3-D Secure challenge, and lands on the return URL', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const paid = await cardPayment();
      await page.goto(paid.url);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
        'Truffe test payment gateway — no real money',
      );
      await fillCard(page, '4242 4242 4242 4242');
      await page.getByRole('button', { name: /^Pay/ }).click();
      await page.waitForURL(paid.input.returnUrl);
      expect(await page.textContent('body')).toBe('shop page');

      const challenged = await cardPayment();
      await page.goto(challenged.url);
      await fillCard(page, '4000 0000 0000 3220');
      await page.getByRole('button', { name: /^Pay/ }).click();
      await page.waitForURL(/\/challenge\?lang=en$/);
      await page.getByRole('button', { name: 'Approve' }).click();
      await page.waitForURL(challenged.input.returnUrl);
      for (const { input } of [paid, challenged]) {
        expect(
          await rig.registry.get('truffe_card')!.retrievePayment(input.paymentId),
        ).toMatchObject({
          status: 'captured',
        });
      }
    } finally {
      await context.close();
    }
  });

  it('cancels a PayPal-like payment back to the cancel URL', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const input = rig.input();
      const payment = await rig.registry.get('paypal')!.createPayment(input);
      await page.goto(payment.redirectUrl!);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.waitForURL(input.cancelUrl);
      expect(await rig.registry.get('paypal')!.retrievePayment(input.paymentId)).toMatchObject({
        status: 'canceled',
      });
    } finally {
      await context.close();
    }
  });
});

describe('accessibility', () => {
  it('focuses the error summary, whose links lead to the fields; no WCAG A/AA violation on any page', async () => {
    // CSP bypassed only so that axe can be injected into the pages.
    const context = await browser.newContext({ bypassCSP: true });
    try {
      const page = await context.newPage();
      const { url } = await cardPayment();
      await page.goto(url);
      expect(await wcagViolations(page)).toEqual([]);

      await page.getByRole('button', { name: /^Pay/ }).click();
      await page.waitForSelector('.summary');
      const focused = await page.evaluate(() => document.activeElement?.getAttribute('role'));
      expect(focused).toBe('alert');
      await page.getByRole('link', { name: 'Enter the expiry date.' }).click();
      expect(page.url()).toMatch(/#expiry$/);
      await expect(page.getByLabel('Card number').getAttribute('aria-invalid')).resolves.toBe(
        'true',
      );
      expect(await wcagViolations(page)).toEqual([]);

      await fillCard(page, '4000000000003220');
      await page.getByRole('button', { name: /^Pay/ }).click();
      await page.waitForURL(/\/challenge/);
      expect(await wcagViolations(page)).toEqual([]);

      const input = rig.input({ locale: 'fr-FR' });
      const paypal = await rig.registry.get('paypal')!.createPayment(input);
      await page.goto(paypal.redirectUrl!);
      expect(await page.getAttribute('html', 'lang')).toBe('fr');
      expect(await wcagViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
