/**
 * Customer account journeys (issue 15) on the production build, in both languages: register → the dashboard
 * greets by first name → the header's account link leads to /user → sign out (the session ends) → sign in
 * again; axe on the sign-in and registration screens.
 */
import { expect, test } from '@playwright/test';

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
    greeting: 'Bonjour Léa !',
    signOut: 'Se déconnecter',
    signedOut: 'Vous êtes déconnecté.',
    signIn: 'Se connecter',
    wrong: 'E-mail ou mot de passe incorrect.',
  },
  en: {
    prefix: '/en',
    firstname: 'First name',
    lastname: 'Last name',
    email: 'E-mail address',
    password: 'Password',
    acceptCgv: 'I accept the terms and conditions of sale',
    register: 'Create my account',
    greeting: 'Hello Léa!',
    signOut: 'Sign out',
    signedOut: 'You are signed out.',
    signIn: 'Sign in',
    wrong: 'Incorrect e-mail or password.',
  },
} as const;

for (const [site, texts] of Object.entries(sites)) {
  test(`register, sign out and sign in again (${site})`, async ({ page }) => {
    test.setTimeout(120_000);
    const email = `lea-${site}-${Date.now()}@example.com`;
    const password = 'mon chien adore les croquettes';

    await page.goto(`${texts.prefix}/register`);
    await hydrated(page);
    await expectNoSeriousViolations(page);
    await page.getByRole('textbox', { name: texts.firstname, exact: true }).fill('Léa');
    await page.getByRole('textbox', { name: texts.lastname, exact: true }).fill('Martin');
    await page.getByRole('textbox', { name: texts.email, exact: true }).fill(email);
    await page.getByRole('textbox', { name: texts.password, exact: true }).fill(password);
    // Without the terms of sale the form comes back with the error beside the box.
    await page.getByRole('button', { name: texts.register }).click();
    const cgv = page.getByRole('checkbox', { name: texts.acceptCgv });
    await expect(cgv).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('textbox', { name: texts.email, exact: true })).toHaveValue(email);
    await page.getByRole('textbox', { name: texts.password, exact: true }).fill(password);
    await cgv.check();
    await page.getByRole('button', { name: texts.register }).click();

    // Registration and sign-in each cost a memory-hard password hash (decision 0750).
    await expect(page).toHaveURL(new RegExp(`${texts.prefix}/user$`), { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.greeting);

    // Anonymous pages are rendered for everyone: the header learns the sign-in state after start.
    await page.goto(`${texts.prefix}/`);
    await hydrated(page);
    await expect(page.getByTestId('account-entry')).toHaveAttribute('href', `${texts.prefix}/user`);

    await page.goto(`${texts.prefix}/user`);
    await hydrated(page);
    await page.getByRole('button', { name: texts.signOut }).first().click();
    await expect(page).toHaveURL(/\/login\?notice=signedOut$/, { timeout: 15_000 });
    await expect(page.getByText(texts.signedOut)).toBeVisible();
    await page.goto(`${texts.prefix}/`);
    await hydrated(page);
    await expect(page.getByTestId('account-entry')).toHaveAttribute(
      'href',
      `${texts.prefix}/login`,
    );

    await page.goto(`${texts.prefix}/login`);
    await hydrated(page);
    await expectNoSeriousViolations(page);
    await page.getByRole('textbox', { name: texts.email, exact: true }).fill(email);
    await page.getByRole('textbox', { name: texts.password, exact: true }).fill('not the password');
    await page.getByRole('button', { name: texts.signIn }).click();
    await expect(page.getByRole('alert').filter({ hasText: texts.wrong })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('textbox', { name: texts.password, exact: true }).fill(password);
    await page.getByRole('button', { name: texts.signIn }).click();
    // Registration and sign-in each cost a memory-hard password hash (decision 0750).
    await expect(page).toHaveURL(new RegExp(`${texts.prefix}/user$`), { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.greeting);
  });
}
