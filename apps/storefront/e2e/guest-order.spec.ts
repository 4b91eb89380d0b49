import { expect, test } from '@playwright/test';

import { expectNoSeriousViolations, hydrated } from './catalogue-helpers';

// `/orders/` (spec §2; decision 0919): a guest's order lookup. The found order is covered over HTTP
// (server/guestOrderPage.test.ts); here the screen in a browser: labels, keyboard, the refusal's alert.
const sites = {
  fr: {
    prefix: '',
    title: 'Suivre une commande',
    number: 'Numéro de commande',
    email: 'Adresse e-mail',
    submit: 'Rechercher la commande',
    notFound: /Aucune commande ne correspond/,
  },
  en: {
    prefix: '/en',
    title: 'Track an order',
    number: 'Order number',
    email: 'E-mail address',
    submit: 'Find the order',
    notFound: /No order matches this number/,
  },
};

for (const [language, site] of Object.entries(sites)) {
  test(`${language}: a guest looks up an order with the keyboard; a mismatch is announced`, async ({
    page,
  }) => {
    // Every page's footer links to it.
    await page.goto(`${site.prefix}/`);
    await hydrated(page);
    await page.getByRole('contentinfo').getByRole('link', { name: site.title }).click();
    await expect(page).toHaveURL(new RegExp(`${site.prefix}/orders/$`));
    await expect(page.getByRole('heading', { level: 1, name: site.title })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByLabel(site.number).fill('TR-999999999');
    await page.getByLabel(site.email).fill('nobody@example.com');
    await page.getByLabel(site.email).press('Enter');
    await expect(page.getByRole('alert')).toContainText(site.notFound);
    // The typed values stay for a correction.
    await expect(page.getByLabel(site.number)).toHaveValue('TR-999999999');
    await expect(page.getByRole('button', { name: site.submit })).toBeEnabled();
  });
}
