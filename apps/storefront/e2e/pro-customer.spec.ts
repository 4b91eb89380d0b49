/**
 * A professional customer (issue 15 item 3) on the production build, in both languages: the pro registration
 * (axe, no serious violation) → signed in and pending: /user says the pro prices come once approved → approved
 * by the approve-pro command's function (`approvePro`, run in the server's process through the test route
 * `POST /__dev/approve-pro`: the command itself cannot open an embedded database a server holds) → "Compte
 * professionnel", and the group's prices excl. tax first, lower than the public ones, on a listing, a product
 * page and in the cart.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

import { runOperation } from './cart-helpers';
import { expectNoSeriousViolations, hydrated } from './catalogue-helpers';

const sites = {
  fr: {
    prefix: '',
    locale: 'fr-FR',
    search: 'croquettes',
    company: 'Raison sociale',
    siret: 'Numéro SIRET',
    vatNumber: 'Numéro de TVA intracommunautaire',
    activity: 'Activité',
    activityChoice: 'Éleveur',
    phone: 'Téléphone professionnel',
    street: 'Adresse',
    postcode: 'Code postal',
    city: 'Ville',
    firstname: 'Prénom',
    lastname: 'Nom',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    acceptCgv: 'J’accepte les conditions générales de vente',
    submit: 'Créer mon compte professionnel',
    pending: 'Compte professionnel en cours de validation',
    approved: 'Compte professionnel',
    exclTax: 'HT',
    inclTax: 'TTC',
    addToCart: 'Ajouter au panier',
    proLink: 'Créer un compte professionnel',
  },
  en: {
    prefix: '/en',
    locale: 'en-GB',
    search: 'dry food',
    company: 'Company name',
    siret: 'SIRET number',
    vatNumber: 'Intra-EU VAT number',
    activity: 'Line of business',
    activityChoice: 'Breeder',
    phone: 'Business phone',
    street: 'Address',
    postcode: 'Postcode',
    city: 'Town or city',
    firstname: 'First name',
    lastname: 'Last name',
    email: 'E-mail address',
    password: 'Password',
    acceptCgv: 'I accept the terms and conditions of sale',
    submit: 'Create my professional account',
    pending: 'Professional account awaiting approval',
    approved: 'Professional account',
    exclTax: 'excl. tax',
    inclTax: 'incl. tax',
    addToCart: 'Add to cart',
    proLink: 'Create a professional account',
  },
} as const;

type SiteTexts = (typeof sites)[keyof typeof sites];

interface ListedProduct {
  sku: string;
  name: string;
  path: string;
  type: string;
  stock: { isInStock: boolean };
  prices: { basis: string; finalPrice: { priceExclTax: { amount: number } } };
}

async function listing(request: APIRequestContext, prefix: '' | '/en', text: string) {
  const data = await runOperation<{ search: { items: ListedProduct[] } }>(
    request,
    'SearchQuery',
    { text, query: 'pageLength=64' },
    prefix,
  );
  return data.search.items;
}

/** An amount as the page writes it in the site's language, whatever space the locale puts before €. */
function figure(cents: number, locale: string): RegExp {
  const text = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(
    cents / 100,
  );
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s/g, '\\s?'));
}

async function fillProForm(page: Page, texts: SiteTexts, email: string, password: string) {
  const box = (name: string) => page.getByRole('textbox', { name, exact: true });
  await box(texts.company).fill('Élevage des Trois Chênes');
  await box(texts.siret).fill('443 061 841 00047');
  await box(texts.vatNumber).fill('FR 64 443061841');
  await page.getByRole('combobox', { name: texts.activity }).selectOption({
    label: texts.activityChoice,
  });
  await box(texts.phone).fill('02 41 00 00 00');
  await box(texts.street).fill('12 route des Chênes');
  await box(texts.postcode).fill('49000');
  await box(texts.city).fill('Angers');
  await box(texts.firstname).fill('Jeanne');
  await box(texts.lastname).fill('Durand');
  await box(texts.email).fill(email);
  await box(texts.password).fill(password);
}

for (const [site, texts] of Object.entries(sites)) {
  test(`pro registration → pending → approved → pro prices excl. tax (${site})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const prefix: '' | '/en' = texts.prefix;
    const email = `pro-${site}-${Date.now()}@example.com`;
    const password = 'mes chiens courent dans le pré';

    await page.goto(`${prefix}/register`);
    await page.getByRole('link', { name: texts.proLink }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/register/pro$`));
    await hydrated(page);
    await expectNoSeriousViolations(page);

    // A bad SIRET comes back beside its field, the typed values kept.
    await fillProForm(page, texts, email, password);
    await page.getByRole('textbox', { name: texts.siret, exact: true }).fill('443 061 841 00048');
    await page.getByRole('checkbox', { name: texts.acceptCgv }).check();
    await page.getByRole('button', { name: texts.submit }).click();
    const siret = page.getByRole('textbox', { name: texts.siret, exact: true });
    await expect(siret).toHaveAttribute('aria-invalid', 'true', { timeout: 30_000 });
    await expect(page.getByRole('textbox', { name: texts.company, exact: true })).toHaveValue(
      'Élevage des Trois Chênes',
    );
    await siret.fill('443 061 841 00047');
    await page.getByRole('textbox', { name: texts.password, exact: true }).fill(password);
    await page.getByRole('checkbox', { name: texts.acceptCgv }).check();
    await page.getByRole('button', { name: texts.submit }).click();

    // Registration and sign-in each cost a memory-hard password hash (decision 0750).
    await expect(page).toHaveURL(new RegExp(`${prefix}/user$`), { timeout: 30_000 });
    const status = page.getByTestId('pro-status');
    await expect(status).toHaveAttribute('data-pro-status', 'pending');
    await expect(status.getByRole('heading')).toHaveText(texts.pending);

    // Pending: public prices (the basis incl. tax) for this signed-in customer too.
    const publicItems = await listing(request, prefix, texts.search);
    const pendingItems = await listing(page.request, prefix, texts.search);
    expect(pendingItems.every((item) => item.prices.basis === 'inclTax')).toBe(true);

    const approval = await page.request.post('/__dev/approve-pro', { data: { email } });
    expect(approval.status(), await approval.text()).toBe(200);

    await page.reload();
    await expect(status).toHaveAttribute('data-pro-status', 'approved');
    await expect(status.getByRole('heading')).toHaveText(texts.approved);

    // A listed, orderable product whose group price is lower than its public price.
    const proItems = await listing(page.request, prefix, texts.search);
    const publicBySku = new Map(publicItems.map((item) => [item.sku, item]));
    const candidates = proItems.filter(
      (item) =>
        item.type === 'simple' &&
        item.stock.isInStock &&
        item.prices.basis === 'exclTax' &&
        item.prices.finalPrice.priceExclTax.amount <
          (publicBySku.get(item.sku)?.prices.finalPrice.priceExclTax.amount ?? 0),
    );
    let product: ListedProduct | undefined;
    for (const candidate of candidates) {
      // Orderable as it is (no required option): what the quick-order suggestions offer.
      const { quickOrderSuggestions } = await runOperation<{
        quickOrderSuggestions: { sku: string }[];
      }>(request, 'QuickOrderSuggestionsQuery', { query: candidate.sku });
      if (quickOrderSuggestions.some((suggestion) => suggestion.sku === candidate.sku)) {
        product = candidate;
        break;
      }
    }
    expect(product, 'a listed product with a professional price').toBeDefined();
    const proPrice = product!.prices.finalPrice.priceExclTax.amount;
    const publicPrice = publicBySku.get(product!.sku)!.prices.finalPrice.priceExclTax.amount;
    expect(proPrice).not.toBe(publicPrice);
    const proFigure = figure(proPrice, texts.locale);
    const publicInclFigure = figure(Math.round(publicPrice * 1.2), texts.locale);

    // The listing: the card shows the pro price excl. tax, with the price incl. tax beside.
    await page.goto(`${prefix}/search/${encodeURIComponent(texts.search)}?pageLength=64`);
    await hydrated(page);
    const card = page.getByRole('article', { name: product!.name, exact: true }).first();
    await expect(card).toContainText(proFigure);
    await expect(card).toContainText(texts.exclTax);
    await expect(card).toContainText(figure(Math.round(proPrice * 1.2), texts.locale));
    await expect(card).not.toContainText(publicInclFigure);

    // The product page.
    await page.goto(`${prefix}${product!.path}`);
    await hydrated(page);
    const price = page.getByTestId('product-price');
    await expect(price).toContainText(proFigure);
    await expect(price).toContainText(texts.exclTax);
    await expect(price).toContainText(texts.inclTax);
    await expect(price).not.toContainText(publicInclFigure);

    // The cart: its line and its total excl. tax at the pro price.
    await page.getByRole('button', { name: texts.addToCart, exact: true }).first().click();
    await expect(page.getByTestId('cart-count')).toHaveText('1', { timeout: 15_000 });
    await page.goto(`${prefix}/cart`);
    await hydrated(page);
    const line = page.getByTestId('cart-line');
    await expect(line).toHaveAttribute('data-sku', product!.sku);
    await expect(line.getByTestId('line-total')).toContainText(proFigure);
    await expect(line.getByTestId('line-total')).toContainText(texts.exclTax);
    await expect(page.getByTestId('subtotal-excl')).toContainText(proFigure);
    await expect(page.getByTestId('subtotal-incl')).not.toContainText(publicInclFigure);
  });
}
