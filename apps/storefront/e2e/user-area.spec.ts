/**
 * The account area (issue 15 item 6) on the production build, in both languages: register → edit the name →
 * ask an e-mail change and open the link mailed to the new address (decision 0923) → add two addresses (the
 * first becomes the default) → edit one → delete one after its confirmation step → subscribe to the newsletter;
 * axe on each page of the area.
 */
import { expect, type Page, test } from '@playwright/test';

import { expectNoSeriousViolations, hydrated } from './catalogue-helpers';

const sites = {
  fr: {
    prefix: '',
    firstname: 'Prénom',
    lastname: 'Nom',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    acceptCgv: 'J’accepte les conditions générales de vente',
    register: 'Créer mon compte',
    information: 'Mes informations',
    saveName: 'Enregistrer mon nom',
    nameSaved: 'Votre nom est enregistré.',
    emailLegend: 'Mon adresse e-mail',
    newEmail: 'Nouvelle adresse e-mail',
    emailPassword: 'Mot de passe actuel',
    saveEmail: 'Changer mon e-mail',
    emailChangeRecorded: 'Demande enregistrée : ouvrez le lien envoyé à la nouvelle adresse',
    pendingEmail: 'En attente de confirmation : ',
    confirmNewEmail: 'Confirmer la nouvelle adresse',
    emailChanged: 'Adresse e-mail changée',
    greeting: 'Bonjour Lou !',
    addressBook: 'Carnet d’adresses',
    addAddress: 'Ajouter une adresse',
    street: 'Adresse',
    postcode: 'Code postal',
    city: 'Ville',
    country: 'Pays',
    saveAddress: 'Enregistrer l’adresse',
    addressAdded: 'L’adresse est ajoutée à votre carnet.',
    addressSaved: 'L’adresse est enregistrée.',
    addressDeleted: 'L’adresse est supprimée.',
    defaultShipping: 'Adresse de livraison par défaut',
    edit: /^Modifier l’adresse Lou Martin, 10 Downing Street/,
    delete: /^Supprimer l’adresse Lou Martin, 10 Downing Street/,
    confirmDelete: 'Oui, supprimer cette adresse',
    newsletter: 'Newsletter',
    subscribe: 'M’abonner',
    subscribed: /^Vous êtes abonné à la newsletter depuis le /,
  },
  en: {
    prefix: '/en',
    firstname: 'First name',
    lastname: 'Last name',
    email: 'E-mail address',
    password: 'Password',
    acceptCgv: 'I accept the terms and conditions of sale',
    register: 'Create my account',
    information: 'My information',
    saveName: 'Save my name',
    nameSaved: 'Your name is saved.',
    emailLegend: 'My e-mail address',
    newEmail: 'New e-mail address',
    emailPassword: 'Current password',
    saveEmail: 'Change my e-mail',
    emailChangeRecorded: 'Request recorded: open the link sent to the new address',
    pendingEmail: 'Waiting for confirmation: ',
    confirmNewEmail: 'Confirm the new address',
    emailChanged: 'E-mail address changed',
    greeting: 'Hello Lou!',
    addressBook: 'Address book',
    addAddress: 'Add an address',
    street: 'Address',
    postcode: 'Postcode',
    city: 'Town or city',
    country: 'Country',
    saveAddress: 'Save the address',
    addressAdded: 'The address is added to your address book.',
    addressSaved: 'The address is saved.',
    addressDeleted: 'The address is deleted.',
    defaultShipping: 'Default delivery address',
    edit: /^Edit the address Lou Martin, 10 Downing Street/,
    delete: /^Delete the address Lou Martin, 10 Downing Street/,
    confirmDelete: 'Yes, delete this address',
    newsletter: 'Newsletter',
    subscribe: 'Subscribe',
    subscribed: /^You are subscribed to the newsletter since /,
  },
} as const;

type Texts = (typeof sites)[keyof typeof sites];

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function fillAddress(
  page: Page,
  texts: Texts,
  address: { street: string; postcode: string; city: string; country: 'FR' | 'GB' },
) {
  await textbox(page, texts.firstname).fill('Lou');
  await textbox(page, texts.lastname).fill('Martin');
  await textbox(page, texts.street).fill(address.street);
  await page.getByRole('combobox', { name: texts.country }).selectOption(address.country);
  await textbox(page, texts.postcode).fill(address.postcode);
  await textbox(page, texts.city).fill(address.city);
}

for (const [site, texts] of Object.entries(sites)) {
  test(`the account area: information, address book, newsletter (${site})`, async ({ page }) => {
    test.setTimeout(180_000);
    const email = `lou-${site}-${Date.now()}@example.com`;

    await page.goto(`${texts.prefix}/register`);
    await hydrated(page);
    await textbox(page, texts.firstname).fill('Léa');
    await textbox(page, texts.lastname).fill('Martin');
    await textbox(page, texts.email).fill(email);
    await textbox(page, texts.password).fill('mon chien adore les croquettes');
    await page.getByRole('checkbox', { name: texts.acceptCgv }).check();
    await page.getByRole('button', { name: texts.register }).click();
    // Registration and sign-in each cost a memory-hard password hash (decision 0750).
    await expect(page).toHaveURL(new RegExp(`${texts.prefix}/user$`), { timeout: 30_000 });
    await hydrated(page);
    // Rendered in the browser after the sign-in (decision 0922): the account blocks and the footer's links
    // block for customers, whose links stay on this site.
    await expect(page.locator('[data-cms-block="account-top"]')).toBeVisible();
    await expect(page.locator('[data-cms-block="account-left"]')).toBeVisible();
    await expect(
      page.locator('[data-cms-block="footer-links-authenticated"] a').first(),
    ).toHaveAttribute('href', `${texts.prefix}/user/orders/`);

    // The dashboard's shortcut leads to the information page.
    await page.getByRole('main').getByRole('link', { name: texts.information }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.information);
    await hydrated(page);
    await expectNoSeriousViolations(page);
    await textbox(page, texts.firstname).fill('Lou');
    await page.getByRole('button', { name: texts.saveName }).click();
    await expect(page.getByRole('status').filter({ hasText: texts.nameSaved })).toBeVisible({
      timeout: 15_000,
    });
    await expect(textbox(page, texts.firstname)).toHaveValue('Lou');

    // The e-mail changes only when the link mailed to the new address is opened (decision 0923).
    const newEmail = `lou-new-${site}-${Date.now()}@example.com`;
    const emailForm = page.getByRole('form', { name: texts.emailLegend });
    await emailForm.getByRole('textbox', { name: texts.newEmail, exact: true }).fill(newEmail);
    await emailForm
      .getByRole('textbox', { name: texts.emailPassword, exact: true })
      .fill('mon chien adore les croquettes');
    await emailForm.getByRole('button', { name: texts.saveEmail }).click();
    await expect(
      page.getByRole('status').filter({ hasText: texts.emailChangeRecorded }),
    ).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('user-pending-email')).toHaveText(
      new RegExp(`^${texts.pendingEmail}${newEmail.replace(/[.]/g, '\\.')}\\.`),
    );
    await expect(emailForm.getByRole('textbox', { name: texts.newEmail, exact: true })).toHaveValue(
      email,
    );
    await expectNoSeriousViolations(page);
    let link: string | undefined;
    await expect(async () => {
      const response = await page.request.get('/__dev/outbox.json');
      const { messages } = (await response.json()) as { messages: { to: string; text: string }[] };
      const text = messages.find((message) => message.to === newEmail)?.text;
      link = /https?:\/\/\S+\/account\/email-change\?token=[\w-]+/.exec(text ?? '')?.[0];
      expect(link).toBeDefined();
    }).toPass({ timeout: 15_000 });
    // Opening the link changes nothing (mail scanners open links, decision 0926): its button does.
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: texts.confirmNewEmail }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.emailChanged);
    await expectNoSeriousViolations(page);
    await page.goto(`${texts.prefix}/user/information`);
    await expect(
      page
        .getByRole('form', { name: texts.emailLegend })
        .getByRole('textbox', { name: texts.newEmail, exact: true }),
    ).toHaveValue(newEmail);
    await expect(page.getByTestId('user-pending-email')).toHaveCount(0);

    await page.goto(`${texts.prefix}/user/address-book`);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.addressBook);
    await expectNoSeriousViolations(page);
    await page.getByRole('link', { name: texts.addAddress }).click();
    await expect(textbox(page, texts.street)).toBeVisible();
    await expectNoSeriousViolations(page);
    await fillAddress(page, texts, {
      street: '3 rue des Lilas',
      postcode: '75011',
      city: 'Paris',
      country: 'FR',
    });
    await page.getByRole('button', { name: texts.saveAddress }).click();
    await expect(page.getByRole('status').filter({ hasText: texts.addressAdded })).toBeVisible({
      timeout: 15_000,
    });

    await page.getByRole('link', { name: texts.addAddress }).click();
    await fillAddress(page, texts, {
      street: '10 Downing Street',
      postcode: 'SW1A 2AA',
      city: 'London',
      country: 'GB',
    });
    await page.getByRole('button', { name: texts.saveAddress }).click();
    await expect(page.getByRole('status').filter({ hasText: texts.addressAdded })).toBeVisible({
      timeout: 15_000,
    });
    const cards = page.getByTestId('address-card');
    await expect(cards).toHaveCount(2);
    // The first address of the book is the default; the second is not.
    await expect(cards.filter({ hasText: '3 rue des Lilas' })).toContainText(texts.defaultShipping);
    await expect(cards.filter({ hasText: '10 Downing Street' })).not.toContainText(
      texts.defaultShipping,
    );

    await page.getByRole('link', { name: texts.edit }).click();
    await expect(textbox(page, texts.city)).toHaveValue('London');
    await textbox(page, texts.city).fill('Westminster');
    await page.getByRole('button', { name: texts.saveAddress }).click();
    await expect(page.getByRole('status').filter({ hasText: texts.addressSaved })).toBeVisible({
      timeout: 15_000,
    });
    await expect(cards.filter({ hasText: '10 Downing Street' })).toContainText('Westminster');

    await page.getByRole('link', { name: texts.delete }).click();
    const confirm = page.getByRole('button', { name: texts.confirmDelete });
    await expect(confirm).toBeVisible();
    await expectNoSeriousViolations(page);
    await confirm.click();
    await expect(page.getByRole('status').filter({ hasText: texts.addressDeleted })).toBeVisible({
      timeout: 15_000,
    });
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText('3 rue des Lilas');

    await page.goto(`${texts.prefix}/user/newsletter`);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.newsletter);
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: texts.subscribe }).click();
    await expect(page.getByTestId('newsletter-status')).toHaveText(texts.subscribed, {
      timeout: 15_000,
    });
    await expectNoSeriousViolations(page);

    // The greeting follows the new name.
    await page.goto(`${texts.prefix}/user`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.greeting);
  });
}
