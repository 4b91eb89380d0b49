/**
 * The back office (issue 18 "Must show") on the production build, desktop: a manager created through the test
 * route signs in with a TOTP code computed by otplib → approves a pending pro (the pro's account then says
 * "Compte professionnel", the group of pro prices) → approves a review (it appears on the shop's product page,
 * cached before and purged by tag) → ships an order with a tracking number (the customer's order page shows
 * it) → authorises and refunds a return (the customer's returns page says refunded) → changes a product's
 * price (the shop's search listing and product page show it at once). axe: no serious or critical violation on
 * the admin's pages.
 */
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { generate } from 'otplib';

import { buyWithPayPal, registerCustomer } from './account-helpers';
import { runOperation } from './cart-helpers';
import { expectNoSeriousViolations, hydrated } from './catalogue-helpers';
import { addFromProductPage, checkoutTexts } from './checkout-helpers';
import { adminURL } from './servers';

const staffPassword = 'le personnel veille au grain';

interface Listed {
  sku: string;
  name: string;
  path: string;
  type: string;
  stock: { isInStock: boolean };
  prices: { finalPrice: { priceInclTax: { amount: number } } };
}

/** A manager account (the test route) and its TOTP secret. */
async function newManager(page: Page): Promise<{ email: string; secret: string }> {
  const email = `manager-${Date.now()}@staff.example.fr`;
  const response = await page.request.post(`${adminURL}/api/__test/staff`, {
    data: { email, name: 'Camille Martin', role: 'manager', password: staffPassword },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { totpSecret } = (await response.json()) as { totpSecret: string };
  return { email, secret: totpSecret };
}

async function signIn(page: Page, email: string, secret: string) {
  await page.goto(adminURL);
  await expect(page.getByRole('heading', { name: 'Connexion du personnel' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Mot de passe/).fill(staffPassword);
  await page.getByLabel(/^Code à usage unique/).fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('menuitem', { name: 'Commandes' })).toBeVisible({ timeout: 30_000 });
}

async function shopPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

/** A shop page seen by a new visitor (a browser of its own: no service worker, nothing kept). */
async function visit(browser: Browser, path: string): Promise<Page> {
  const page = await shopPage(browser);
  await page.goto(path);
  await hydrated(page);
  return page;
}

const euros = (cents: number) =>
  new RegExp(
    new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })
      .format(cents / 100)
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\s/g, '\\s?'),
  );

test('a manager signs in with TOTP, approves a pro and moderates a review', async ({
  page,
  browser,
}) => {
  test.setTimeout(420_000);
  const manager = await newManager(page);
  await signIn(page, manager.email, manager.secret);
  await expectNoSeriousViolations(page);

  // --- A pending pro, approved.
  const pro = await shopPage(browser);
  const proEmail = `pro-admin-${Date.now()}@example.com`;
  await pro.goto('/register/pro');
  await hydrated(pro);
  const box = (name: string) => pro.getByRole('textbox', { name, exact: true });
  await box('Raison sociale').fill('Élevage des Trois Chênes');
  await box('Numéro SIRET').fill('443 061 841 00047');
  await box('Numéro de TVA intracommunautaire').fill('FR 64 443061841');
  await pro.getByRole('combobox', { name: 'Activité' }).selectOption({ label: 'Éleveur' });
  await box('Téléphone professionnel').fill('02 41 00 00 00');
  await box('Adresse').fill('12 route des Chênes');
  await box('Code postal').fill('49000');
  await box('Ville').fill('Angers');
  await box('Prénom').fill('Jeanne');
  await box('Nom').fill('Durand');
  await box('Adresse e-mail').fill(proEmail);
  await box('Mot de passe').fill('mes chiens courent dans le pré');
  await pro.getByRole('checkbox', { name: 'J’accepte les conditions générales de vente' }).check();
  await pro.getByRole('button', { name: 'Créer mon compte professionnel' }).click();
  await expect(pro).toHaveURL(/\/user$/, { timeout: 30_000 });
  await expect(pro.getByTestId('pro-status')).toHaveAttribute('data-pro-status', 'pending');

  await page.getByRole('menuitem', { name: 'Clients' }).click();
  await page.getByPlaceholder('Rechercher').fill(proEmail);
  const proRow = page.getByRole('row').filter({ hasText: proEmail });
  await expect(proRow).toContainText('44306184100047');
  await expect(proRow).toContainText(/FR\s?64\s?443\s?061\s?841/);
  await expectNoSeriousViolations(page);
  await proRow.click();
  await page.getByRole('button', { name: 'Approuver le compte pro' }).click();
  await expect(page.getByText('Fait.')).toBeVisible();
  await pro.reload();
  await expect(pro.getByTestId('pro-status')).toHaveAttribute('data-pro-status', 'approved');
  await expect(pro.getByTestId('pro-status').getByRole('heading')).toHaveText(
    'Compte professionnel',
  );

  // --- A review left on the shop, approved in the queue: the product page (cached first) shows it.
  const { search } = await runOperation<{ search: { items: Listed[] } }>(
    page.request,
    'SearchQuery',
    { text: 'friandises', query: 'pageLength=64' },
  );
  const simple = search.items.filter((item) => item.type === 'simple' && item.stock.isInStock);
  const reviewed = simple[3]!;
  const title = `Excellent ${Date.now()}`;
  const created = await runOperation<{ createProductReview: { success: boolean } }>(
    page.request,
    'CreateProductReviewMutation',
    {
      input: { sku: reviewed.sku, rating: 5, nickname: 'Zoé', title, comment: 'Mon chien adore.' },
    },
  );
  expect(created.createProductReview.success).toBe(true);
  // The product page is in the shop's HTML cache before the approval.
  await expect((await visit(browser, reviewed.path)).getByText(title)).toHaveCount(0);

  await page.getByRole('menuitem', { name: 'Avis' }).click();
  await page.getByPlaceholder('Rechercher').fill(title);
  await expect(page.getByRole('button', { name: `Approuver — ${title}` })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: `Approuver — ${title}` }).click();
  await expect(page.getByRole('button', { name: `Approuver — ${title}` })).toHaveCount(0);
  await expect((await visit(browser, reviewed.path)).getByText(title)).toBeVisible();

  // Both writes are in the audit log.
  const audit = await page.request.get(`${adminURL}/api/audit?limit=50`);
  const actions = ((await audit.json()) as { rows: { action: string; actor: string }[] }).rows
    .filter((row) => row.actor === manager.email)
    .map((row) => row.action);
  expect(actions).toEqual(
    expect.arrayContaining(['staff.signIn', 'customer.approvePro', 'review.approve']),
  );
});

test('a manager ships an order, refunds a return and changes a price', async ({
  page,
  browser,
}) => {
  test.setTimeout(420_000);
  const checkout = checkoutTexts.fr;
  const manager = await newManager(page);
  await signIn(page, manager.email, manager.secret);
  const { search } = await runOperation<{ search: { items: Listed[] } }>(
    page.request,
    'SearchQuery',
    { text: 'friandises', query: 'pageLength=64' },
  );
  // One product per repeat (`--repeat-each` runs them side by side on the two workers).
  const priced = search.items.filter((item) => item.type === 'simple' && item.stock.isInStock)[
    5 + test.info().repeatEachIndex
  ]!;

  const customer = await shopPage(browser);
  await registerCustomer(customer, '', `admin-journey-${Date.now()}@example.com`);
  await addFromProductPage(customer, checkout, 'FRI-009', 2);
  const number = await buyWithPayPal(customer, checkout);

  await page.getByRole('menuitem', { name: 'Commandes' }).click();
  await page.getByPlaceholder('Recherche (numéro ou e-mail)').fill(number);
  const orderRow = page.getByRole('row', { name: new RegExp(`^${number} `) });
  // The status in words, in the admin's language (decision 0937), not the API's code.
  await expect(orderRow).toContainText('En cours');
  await expect(orderRow).not.toContainText('PROCESSING');
  await expectNoSeriousViolations(page);
  await orderRow.click();
  const tracking = `6A${Date.now()}`.slice(0, 13);
  const shipForm = page.getByRole('form', { name: 'Expédier' });
  await shipForm.getByLabel('Numéro de suivi').fill(tracking);
  await shipForm.getByRole('button', { name: 'Expédier' }).click();
  await expect(page.getByRole('list', { name: 'Expéditions' })).toContainText(tracking);
  await expectNoSeriousViolations(page);
  await customer.goto(`/user/orders/${number}/`);
  await hydrated(customer);
  await expect(
    customer.getByRole('link', { name: new RegExp(`Suivre le colis ${tracking}`) }),
  ).toBeVisible();

  // --- A return asked by the customer, authorised and refunded to the payment.
  await customer.getByRole('link', { name: 'Retourner des articles', exact: true }).click();
  await hydrated(customer);
  await customer.getByLabel('Quantité à retourner').selectOption('1');
  await customer.getByLabel('Motif').selectOption({ label: 'Arrivé abîmé' });
  await customer.getByLabel('État').selectOption({ label: 'ouvert' });
  await customer.getByRole('radio', { name: 'Un remboursement sur mon moyen de paiement' }).check();
  await customer.getByRole('button', { name: 'Envoyer ma demande de retour' }).click();
  await expect(customer).toHaveURL(/\/user\/returns\?created=R-\d+$/);
  const returnNumber = new URL(customer.url()).searchParams.get('created') ?? '';

  await page.getByRole('menuitem', { name: 'Retours' }).click();
  await page.getByPlaceholder('Recherche (numéro ou e-mail)').fill(returnNumber);
  // By its name's first cell: order TR-000002 contains the text R-000002 (two copies of this test side by side).
  await page.getByRole('row', { name: new RegExp(`^${returnNumber} `) }).click();
  await page.getByRole('button', { name: 'Autoriser' }).click();
  // The return's status in words (decision 0937).
  await expect(page.locator('[data-code="authorised"]').first()).toHaveText('Autorisé');
  await page
    .getByRole('form', { name: 'Rembourser' })
    .getByRole('button', { name: 'Rembourser' })
    .click();
  await expect(page.locator('[data-code="refunded"]').first()).toHaveText('Remboursé');
  await expectNoSeriousViolations(page);
  await customer.goto('/user/returns');
  await hydrated(customer);
  await expect(customer.getByTestId('return-status').first()).toHaveText('Statut\u202f: Remboursé');

  // --- A price changed: the listing and the product page show it at once. The new price is derived from
  // the current one (a run before this one may have left 77,70 €), and the product is put back as it was.
  const productsAPI = `${adminURL}/api/products`;
  const found = (await (
    await page.request.get(`${productsAPI}?q=${encodeURIComponent(priced.sku)}`)
  ).json()) as { rows: { id: number; sku: string }[] };
  const productId = found.rows.find((row) => row.sku === priced.sku)!.id;
  const was = (await (await page.request.get(`${productsAPI}/${productId}`)).json()) as {
    price: number;
    specialPrice: number | null;
    specialFrom: string | null;
    specialTo: string | null;
  };
  const newPrice = was.price === 7770 ? 7771 : 7770;
  await expect((await visit(browser, priced.path)).getByText(euros(newPrice))).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Produits' }).click();
  await page.getByPlaceholder('Rechercher').fill(priced.sku);
  await page.getByRole('row').filter({ hasText: priced.sku }).click();
  await expect(page.getByLabel(/^Prix TTC/)).toBeVisible();
  await expectNoSeriousViolations(page);
  // Typed and saved again until the form keeps the value: the edit form resets to its record when its query
  // settles (0925), even between a check that the button is enabled and the click (see saveRefusedValue).
  const saveProduct = page.getByRole('button', { name: 'Enregistrer' });
  await expect(async () => {
    await page.getByLabel(/^Prix TTC/).fill(String(newPrice / 100));
    await page.getByLabel(/^Prix spécial TTC/).fill('');
    await expect(page.getByLabel(/^Prix TTC/)).toHaveValue(String(newPrice / 100), {
      timeout: 1_000,
    });
    await saveProduct.click({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  // The save refreshes the category listings before it answers: seconds on a loaded machine.
  await expect(page.getByRole('row').filter({ hasText: priced.sku })).toContainText(
    euros(newPrice),
    { timeout: 60_000 },
  );
  await expect(
    (await visit(browser, priced.path)).getByText(euros(newPrice)).first(),
  ).toBeVisible();
  const listing = await visit(browser, `/search/${encodeURIComponent(priced.name)}`);
  await expect(listing.getByText(euros(newPrice)).first()).toBeVisible();

  // Every write of this half of the journey is in the audit log (the pro and the review are the first
  // test's, by its own manager).
  const audit = await page.request.get(`${adminURL}/api/audit?limit=50`);
  const actions = ((await audit.json()) as { rows: { action: string; actor: string }[] }).rows
    .filter((row) => row.actor === manager.email)
    .map((row) => row.action);
  expect(actions).toEqual(
    expect.arrayContaining(['order.ship', 'return.authorise', 'return.refund', 'product.update']),
  );

  // The product as it was, for the next run.
  const restored = await page.request.patch(`${productsAPI}/${productId}`, {
    headers: { origin: adminURL },
    data: {
      price: was.price,
      specialPrice: was.specialPrice,
      specialFrom: was.specialFrom,
      specialTo: was.specialTo,
    },
  });
  expect(restored.status(), await restored.text()).toBe(200);
});

test('the content, catalogue and helpdesk screens have no serious accessibility violation; a CMS preview is a signed shop link', async ({
  page,
}) => {
  // Five axe runs on the admin's larger screens.
  test.setTimeout(120_000);
  const { email, secret } = await newManager(page);
  await signIn(page, email, secret);

  await page.getByRole('menuitem', { name: 'Pages CMS' }).click();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('row').nth(1).click();
  const preview = page.getByRole('link', { name: /aperçu/i }).first();
  await expect(preview).toBeVisible();
  expect(await preview.getAttribute('href')).toMatch(
    /\/contribution\/preview\?to=.+&expires=\d+&sig=[0-9a-f]{64}$/,
  );
  await expectNoSeriousViolations(page);

  await page.getByRole('menuitem', { name: 'Blocs CMS' }).click();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('menuitem', { name: 'Assistance' }).click();
  await expect(page.getByRole('heading', { name: 'Assistance' }).first()).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('menuitem', { name: 'Produits' }).click();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('row').nth(1).click();
  await expect(page.getByRole('button', { name: /Enregistrer/ }).first()).toBeVisible();
  await expectNoSeriousViolations(page);
});

/**
 * Types a value the API refuses and saves it, until the refusal is on the field. The edit form resets to the
 * record when its query settles: a value typed before that is lost and the save button goes back to disabled
 * (a pristine form), even between a check that it is enabled and the click. So the typing, the click and the
 * refusal are tried together, again until the form kept the value long enough to send it.
 */
async function saveRefusedValue(field: Locator, save: Locator, value: string) {
  await expect(async () => {
    await field.fill(value);
    await expect(field).toHaveValue(value, { timeout: 1_000 });
    await save.click({ timeout: 2_000 });
    await expect(field).toHaveAttribute('aria-invalid', 'true', { timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
}

test('signed in with the keyboard alone, a refused value marks its field and saves nothing', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { email, secret } = await newManager(page);
  // The fields in order with Tab; a wrong code first, sent with the button.
  await page.goto(adminURL);
  await page.getByLabel(/^E-mail/).focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(staffPassword);
  await page.keyboard.press('Tab');
  await page.keyboard.type('000000');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeFocused();
  await page.keyboard.press('Enter');
  // Said once (not again in a notice), and the focus is on it, not lost to the page's body.
  const refusal = page.getByRole('alert');
  await expect(refusal).toHaveText('E-mail, mot de passe ou code à usage unique incorrect.');
  await expect(refusal).toHaveCount(1);
  await expect(refusal).toBeFocused();
  // Back to the code, the right one, Enter submits.
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByLabel(/^Code à usage unique/)).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(await generate({ secret }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Commandes' })).toBeVisible({ timeout: 30_000 });

  await page.getByRole('menuitem', { name: 'Produits' }).click();
  await expect(page.getByRole('row').nth(2)).toBeVisible();
  await page.getByRole('row').nth(2).click();
  const price = page.getByLabel(/^Prix TTC/);
  await expect(price).not.toHaveValue('');
  const before = await price.inputValue();
  // The refusal is on the input to correct (it named the API's key « price » in a passing notice only).
  await saveRefusedValue(price, page.getByRole('button', { name: 'Enregistrer' }), '-5');
  await expect(price).toHaveAccessibleDescription('Valeur refusée : corrigez ce champ.');
  // The notice names the field by its label, once, and the focus is on the input to correct (it stayed on
  // « Enregistrer »).
  const notice = page.getByRole('alert');
  await expect(notice).toHaveText('Non enregistré : corrigez le champ « Prix TTC (€) ».');
  await expect(notice).toHaveCount(1);
  await expect(price).toBeFocused();
  await page.reload();
  await expect(page.getByLabel(/^Prix TTC/)).toHaveValue(before);

  // The list's pagination is named in French too (MUI's « pagination navigation »).
  await page.getByRole('menuitem', { name: 'Produits' }).click();
  await expect(page.getByRole('navigation', { name: 'navigation de pagination' })).toBeVisible();

  // The sign-ins, refused then accepted, in the audit log, in words, with the address the server saw.
  await page.getByRole('menuitem', { name: 'Journal d’audit' }).click();
  await page.getByRole('textbox', { name: 'Qui' }).fill(email);
  const signIns = page.getByRole('row').filter({ hasText: email });
  await expect(signIns).toHaveCount(2);
  await expect(signIns.nth(0)).toContainText('staff.signIn');
  await expect(signIns.nth(0)).toContainText('connecté — depuis 127.0.0.1');
  await expect(signIns.nth(1)).toContainText('staff.signInFailed');
  await expect(signIns.nth(1)).toContainText('refusée : mauvais code — depuis 127.0.0.1');
  await expectNoSeriousViolations(page);

  // The same in English: the notice, the focus and the pagination's name.
  await page.getByRole('button', { name: 'Français' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: 'Products' }).click();
  await expect(page.getByRole('navigation', { name: 'pagination navigation' })).toBeVisible();
  await page.getByRole('row').nth(2).click();
  const priceEn = page.getByLabel(/^Price incl\. VAT/);
  await expect(priceEn).toHaveValue(before);
  await saveRefusedValue(priceEn, page.getByRole('button', { name: 'Save' }), '-5');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Not saved: correct the field' }),
  ).toHaveText('Not saved: correct the field “Price incl. VAT (€)”.');
  await expect(priceEn).toBeFocused();
});

test('a sign-out from the user menu is in the audit log, in words, with the address the server saw', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const leaving = await newManager(page);
  await signIn(page, leaving.email, leaving.secret);
  await page.getByRole('button', { name: 'Profil' }).click();
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
  await expect(page.getByRole('heading', { name: 'Connexion du personnel' })).toBeVisible();

  // Another manager reads it (the same account would need the next TOTP step to sign in again).
  const reader = await newManager(page);
  await signIn(page, reader.email, reader.secret);
  await page.getByRole('menuitem', { name: 'Journal d’audit' }).click();
  await page.getByRole('textbox', { name: 'Qui' }).fill(leaving.email);
  const entries = page.getByRole('row').filter({ hasText: leaving.email });
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText('staff.signOut');
  await expect(entries.nth(0)).toContainText('déconnecté — depuis 127.0.0.1');
  await expect(entries.nth(1)).toContainText('staff.signIn');
  await expect(entries.nth(1)).toContainText('connecté — depuis 127.0.0.1');
});

test('without JavaScript the back office says what it needs instead of a blank page', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(adminURL);
  // Playwright's text locators skip a <noscript>'s content: read what the page shows.
  const shown = await page.locator('body').innerText();
  expect(shown).toContain('Le back-office de Truffe a besoin de JavaScript');
  expect(shown).toContain("Truffe's back office needs JavaScript");
  await context.close();
});
