/**
 * The back office with the keyboard alone (WCAG 2.2 AA, decision 0936): every list opens its records from the
 * keyboard (react-admin's clickable rows are not focusable: the first cell is a link), and an operation's
 * outcome is said once, beside the form, with the focus on it (a refusal was said twice, by the form and by a
 * notice, and the focus fell to the page's body with the disabled button; a success was a passing notice only).
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { generate } from 'otplib';

import { expectNoSeriousViolations, hydrated } from './catalogue-helpers';
import { adminURL } from './servers';

const staffPassword = 'le personnel veille au grain';

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
});
