/**
 * The back office with the keyboard alone (WCAG 2.2 AA, decision 0936): every list opens its records from the
 * keyboard (react-admin's clickable rows are not focusable: the first cell is a link), and an operation's
 * outcome is said once, beside the form, with the focus on it (a refusal was said twice, by the form and by a
 * notice, and the focus fell to the page's body with the disabled button; a success was a passing notice only).
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { generate } from 'otplib';

import { runOperation } from './cart-helpers';
import { expectNoSeriousViolations, hydrated } from './catalogue-helpers';
import { adminURL } from './servers';

const staffPassword = 'le personnel veille au grain';
/** A 1 × 1 PNG. */
const pixel =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

async function newManager(page: Page): Promise<{ email: string; secret: string }> {
  const email = `manager-a11y-${Date.now()}@staff.example.fr`;
  const response = await page.request.post(`${adminURL}/api/__test/staff`, {
    data: { email, name: 'Camille Martin', role: 'manager', password: staffPassword },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { totpSecret } = (await response.json()) as { totpSecret: string };
  return { email, secret: totpSecret };
}

/** Presses Tab until `target` has the focus (at most `presses` times): it is reachable in the tab order. */
async function tabTo(page: Page, target: Locator, presses = 40) {
  const handle = await target.elementHandle();
  for (let index = 0; index < presses; index += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((element) => element === document.activeElement, handle)) return;
  }
  throw new Error(`not reached with ${presses} presses of Tab`);
}

test('every list opens its records from the keyboard; a refusal and a success are said once, with the focus on them', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { email, secret } = await newManager(page);

  // A pending pro, registered on the shop.
  const shop = await (await browser.newContext()).newPage();
  const proEmail = `pro-a11y-${Date.now()}@example.com`;
  await shop.goto('/register/pro');
  await hydrated(shop);
  const box = (name: string) => shop.getByRole('textbox', { name, exact: true });
  await box('Raison sociale').fill('Chenil du Clavier');
  await box('Numéro SIRET').fill('443 061 841 00047');
  await box('Numéro de TVA intracommunautaire').fill('FR 64 443061841');
  await shop.getByRole('combobox', { name: 'Activité' }).selectOption({ label: 'Éleveur' });
  await box('Téléphone professionnel').fill('02 41 00 00 00');
  await box('Adresse').fill('3 rue des Touches');
  await box('Code postal').fill('49000');
  await box('Ville').fill('Angers');
  await box('Prénom').fill('Jeanne');
  await box('Nom').fill('Tabulation');
  await box('Adresse e-mail').fill(proEmail);
  await box('Mot de passe').fill('mes chiens courent dans le pré');
  await shop.getByRole('checkbox', { name: 'J’accepte les conditions générales de vente' }).check();
  await shop.getByRole('button', { name: 'Créer mon compte professionnel' }).click();
  await expect(shop).toHaveURL(/\/user$/, { timeout: 30_000 });

  // Signed in with the keyboard.
  await page.goto(adminURL);
  await page.getByLabel(/^E-mail/).focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(staffPassword);
  await page.keyboard.press('Tab');
  await page.keyboard.type(await generate({ secret }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Commandes' })).toBeVisible({ timeout: 30_000 });

  // The customer found, then opened from its row's link with Enter.
  await page.getByRole('menuitem', { name: 'Clients' }).click();
  const search = page.getByRole('textbox', { name: 'Rechercher' });
  await search.fill(proEmail);
  const link = page.getByRole('row').getByRole('link', { name: proEmail });
  await expect(link).toBeVisible();
  await search.focus();
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/customers\/\d+\/show$/);
  const refuse = page.getByRole('form', { name: 'Refuser le compte pro' });
  await expect(refuse).toBeVisible();
  await expectNoSeriousViolations(page);

  // A reason of spaces is refused: said once, and the focus is on the refusal, not on the page's body.
  await refuse.getByRole('textbox', { name: /^Motif/ }).focus();
  await page.keyboard.type('   ');
  await page.keyboard.press('Enter');
  const refusal = page.getByRole('alert');
  await expect(refusal).toHaveCount(1);
  await expect(refusal).not.toBeEmpty();
  await expect(refusal).toBeFocused();

  // Approved with the keyboard: « Fait. » once, focused (the button is gone once the account is approved).
  await tabTo(page, page.getByRole('button', { name: 'Approuver le compte pro' }), 10);
  await page.keyboard.press('Enter');
  const done = page.getByRole('status').filter({ hasText: 'Fait.' });
  await expect(done).toBeFocused();
  await expect(page.getByText('Fait.')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Approuver le compte pro' })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);

  // The catalogue and the CMS open from the keyboard too.
  for (const [menu, path] of [
    ['Produits', /#\/products\/[^/]+$/],
    ['Pages CMS', /#\/pages\/[^/]+$/],
    ['Blocs CMS', /#\/blocks\/[^/]+$/],
  ] as const) {
    await page.getByRole('menuitem', { name: menu }).click();
    const first = page.getByRole('row').nth(1).getByRole('link').first();
    await expect(first).toBeVisible();
    await page.getByRole('menuitem', { name: menu }).focus();
    await tabTo(page, first);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('button', { name: 'Enregistrer' }).first()).toBeVisible();
  }

  // An image added to a product, then removed with the keyboard: « Fait. » once, focused (the button goes
  // with the image). A 1 × 1 PNG with this run's bytes after its end: its own file, so its own button.
  await page.getByRole('menuitem', { name: 'Produits' }).click();
  await page.getByRole('row').nth(4).getByRole('link').first().click();
  const images = page.getByRole('form', { name: 'Ajouter l’image' });
  const label = `a11y-${Date.now()}-${test.info().repeatEachIndex}`;
  await images.locator('input[type=file]').setInputFiles({
    name: 'pixel.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([Buffer.from(pixel, 'base64'), Buffer.from(label)]),
  });
  await images.getByRole('textbox', { name: /français/ }).fill(label);
  await images.getByRole('button', { name: 'Ajouter l’image' }).click();
  const added = page.getByRole('listitem').filter({ hasText: label });
  await expect(added).toHaveCount(1);
  await added.getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(added).toHaveCount(0);
  const removed = page.getByRole('status').filter({ hasText: 'Fait.' });
  await expect(removed).toBeFocused();
  await expect(page.getByText('Fait.')).toHaveCount(1);
});

interface Listed {
  sku: string;
  type: string;
}

test('at 1280 px zoomed to 200 %, every screen has its heading and title, reflows, shows the focus, and moderation goes on to the next review', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // 1280 × 720 at 200 %: 640 × 360 CSS pixels, each drawn with two device pixels.
  const context = await browser.newContext({
    viewport: { width: 640, height: 360 },
    deviceScaleFactor: 2,
  });
  const page = await context.newPage();
  const { email, secret } = await newManager(page);

  // Two pending reviews of one product, found by a word of this run.
  const { search } = await runOperation<{ search: { items: Listed[] } }>(
    page.request,
    'SearchQuery',
    { text: 'friandises', query: 'pageLength=64' },
  );
  const sku = search.items.filter((item) => item.type === 'simple')[7]!.sku;
  const word = `clavier${Date.now()}`;
  for (const title of [`${word} premier`, `${word} second`]) {
    const created = await runOperation<{ createProductReview: { success: boolean } }>(
      page.request,
      'CreateProductReviewMutation',
      { input: { sku, rating: 4, nickname: 'Lou', title, comment: 'Très bien.' } },
    );
    expect(created.createProductReview.success).toBe(true);
  }

  await page.goto(adminURL);
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Mot de passe/).fill(staffPassword);
  await page.getByLabel(/^Code à usage unique/).fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Se connecter' }).click();

  const reflows = () =>
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  for (const [hash, name] of [
    ['orders', 'Commandes'],
    ['returns', 'Retours'],
    ['customers', 'Clients'],
    ['reviews', 'Avis'],
    ['tickets', 'Assistance'],
    ['products', 'Produits'],
    ['pages', 'Pages CMS'],
    ['blocks', 'Blocs CMS'],
    ['audit', 'Journal d’audit'],
  ] as const) {
    await page.goto(`${adminURL}/#/${hash}`);
    // The screen's name is the page's first-level heading and starts the document's title.
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveTitle(`${name} — Truffe — back office`);
    // A table scrolls in its own box; the page does not scroll sideways.
    expect(await reflows(), hash).toBe(true);
    await expectNoSeriousViolations(page);
  }

  // A product's form reflows too, and its heading names the product.
  await page.goto(`${adminURL}/#/products`);
  await page.getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Produit / })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeVisible();
  expect(await reflows()).toBe(true);

  // The keyboard's focus is a ring that contrasts (MUI's was a 12 % grey ripple).
  await page.getByLabel('Nom (français)').focus();
  await page.keyboard.press('Shift+Tab');
  const focused = page.locator(':focus');
  await expect(focused).toHaveCSS('outline-style', 'solid');
  await expect(focused).toHaveCSS('outline-width', '3px');

  // Moderated with the keyboard: the focus goes on to the next review, not to the page's body.
  await page.goto(`${adminURL}/#/reviews`);
  await page.getByPlaceholder('Rechercher').fill(word);
  const first = page.getByRole('button', { name: `Approuver — ${word} premier` });
  const second = page.getByRole('button', { name: `Approuver — ${word} second` });
  await expect(first).toBeVisible();
  await expect(second).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Modération' })).toHaveCount(1);
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveCount(0);
  await expect(second).toBeFocused();
  // Statuses in words, not the API's codes (decision 0937).
  const secondRow = page.getByRole('row').filter({ hasText: `${word} second` });
  await expect(secondRow).toContainText('En attente');
  await expect(secondRow).not.toContainText('pending');

  // In English: the heading and the title.
  await page.getByRole('button', { name: 'Français' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await page.goto(`${adminURL}/#/products`);
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(page).toHaveTitle('Products — Truffe — back office');
  await page.goto(`${adminURL}/#/reviews`);
  await page.getByPlaceholder('Search').fill(word);
  await expect(page.getByRole('row').filter({ hasText: `${word} second` })).toContainText(
    'Pending',
  );
  await context.close();
});
