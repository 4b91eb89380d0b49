/**
 * Wishlist "Must show" (issue 17 item 1–2) on the production build, in both languages: a customer hearts two
 * products from a listing → they are in `/user/wishlist` → the customer creates the share link → a second
 * browser context opens it, adds one item then all to its own cart → the owner revokes the link → it is the
 * 404 page. Axe: no serious or critical violation on `/user/wishlist` and the shared page. (No-JS posts,
 * ownership, bounds, cache headers and the in-stock alerts are covered by server/wishlistPages.test.ts and the
 * commerce suites test/wishlist.test.ts and test/stockAlerts.test.ts.)
 */
import { expect, type Page, test } from '@playwright/test';

import { registerCustomer } from './account-helpers';
import { expectNoSeriousViolations } from './catalogue-helpers';

// Its own client address for the sign-in throttle (other journeys keep theirs).
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.47' } });
// Two browser contexts per journey: one journey at a time on a small machine.
test.describe.configure({ mode: 'serial' });

/** Waits until the page is hydrated (the catalogue helper's check, with room for a loaded machine). */
async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 20_000 });
}

const texts = {
  fr: {
    prefix: '',
    addToCart: /^Ajouter au panier/,
    shareCreate: 'Créer un lien de partage',
    addedOne: '1 produit a été ajouté à votre panier.',
    addedAll: '2 produits ont été ajoutés à votre panier.',
    revoke: 'Ne plus partager',
    revoked: 'Le lien de partage ne fonctionne plus.',
  },
  en: {
    prefix: '/en',
    addToCart: /^Add to cart/,
    shareCreate: 'Create a share link',
    addedOne: '1 product was added to your cart.',
    addedAll: '2 products were added to your cart.',
    revoke: 'Stop sharing',
    revoked: 'The share link no longer works.',
  },
} as const;

for (const [language, site] of Object.entries(texts)) {
  test(`hearts from a listing, shares, a visitor adds one then all, revoked is 404 (${language})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const owner = await browser.newContext({
      extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.47' },
    });
    const page = await owner.newPage();
    await registerCustomer(page, site.prefix, `wish-${language}-${Date.now()}@example.com`);

    await page.goto(`${site.prefix}/category/21`);
    await hydrated(page);
    // Two products bought as they are (their card has an "add to cart" button).
    const cards = page
      .locator('article')
      .filter({ has: page.getByRole('button', { name: site.addToCart }) });
    const names: string[] = [];
    for (const index of [0, 1]) {
      const card = cards.nth(index);
      names.push(((await card.getByRole('heading').first().textContent()) ?? '').trim());
      const heart = card.getByTestId('wishlist-heart');
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
    }

    await page.goto(`${site.prefix}/user/wishlist`);
    await hydrated(page);
    await expect(page.getByTestId('wishlist-item')).toHaveCount(2);
    for (const name of names) await expect(page.getByTestId('user-wishlist')).toContainText(name);
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: site.shareCreate }).click();
    const link = page.getByTestId('wishlist-share-link');
    await expect(link).toBeVisible();
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(new RegExp(`^${site.prefix}/wishlist/share/[A-Za-z0-9_-]{22}/$`));

    const visitor = await browser.newContext({
      extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.48' },
    });
    const guest = await visitor.newPage();
    await guest.goto(href);
    await hydrated(guest);
    await expect(guest.getByTestId('wishlist-item')).toHaveCount(2);
    await expectNoSeriousViolations(guest);
    await guest
      .getByTestId('wishlist-item')
      .first()
      .getByRole('button', { name: site.addToCart })
      .click();
    await expect(guest.getByTestId('shared-wishlist-notice')).toContainText(site.addedOne);
    await guest.getByTestId('shared-all-to-cart').click();
    await expect(guest.getByTestId('shared-wishlist-notice')).toContainText(site.addedAll);
    await guest.goto(`${site.prefix}/cart`);
    for (const name of names) await expect(guest.locator('main')).toContainText(name);

    await page.goto(`${site.prefix}/user/wishlist`);
    await hydrated(page);
    await page.getByRole('button', { name: site.revoke }).click();
    await expect(page.getByTestId('wishlist-notice')).toContainText(site.revoked);
    const gone = await guest.goto(href);
    expect(gone?.status()).toBe(404);

    await owner.close();
    await visitor.close();
  });
}
