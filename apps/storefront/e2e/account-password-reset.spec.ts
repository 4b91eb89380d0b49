/**
 * A forgotten password (issue 15), in both languages, on the production build: the request (with the bot check
 * the browser solves) queues an e-mail; its link sets a new password once; the old password is then refused
 * and the new one signs in. Axe on the request and reset pages.
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
    newPassword: 'Nouveau mot de passe',
    acceptCgv: 'J’accepte les conditions générales de vente',
    register: 'Créer mon compte',
    signOut: 'Se déconnecter',
    signIn: 'Se connecter',
    send: 'Envoyer le lien',
    save: 'Enregistrer le mot de passe',
    sent: 'Si un compte existe pour cette adresse',
    changed: 'Votre mot de passe a été modifié',
    wrong: 'E-mail ou mot de passe incorrect.',
  },
  en: {
    prefix: '/en',
    firstname: 'First name',
    lastname: 'Last name',
    email: 'E-mail address',
    password: 'Password',
    newPassword: 'New password',
    acceptCgv: 'I accept the terms and conditions of sale',
    register: 'Create my account',
    signOut: 'Sign out',
    signIn: 'Sign in',
    send: 'Send the link',
    save: 'Save the password',
    sent: 'If an account exists for this address',
    changed: 'Your password has been changed',
    wrong: 'Incorrect e-mail or password.',
  },
} as const;

type Texts = (typeof sites)[keyof typeof sites];

// This journey signs in with a wrong password on purpose: from an address of its own (the server trusts the
// loopback proxy's X-Forwarded-For), so that its failure does not count against the other journeys' sign-ins
// in the per-address throttle (5 failures in 15 minutes).
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.21' } });

/** The reset link of the last e-mail queued for `to` (read from the development outbox). */
async function resetLink(page: Page, to: string): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const response = await page.request.get('/__dev/outbox.json');
    const { messages } = (await response.json()) as { messages: { to: string; text: string }[] };
    const text = messages.find((message) => message.to.toLowerCase() === to.toLowerCase())?.text;
    link = /https?:\/\/\S+\/account\/password-reset\?token=[\w-]+/.exec(text ?? '')?.[0];
    expect(link).toBeDefined();
  }).toPass({ timeout: 15_000 });
  return new URL(link!).pathname + new URL(link!).search;
}

async function signIn(page: Page, texts: Texts, email: string, password: string) {
  await page.goto(`${texts.prefix}/login`);
  await hydrated(page);
  await page.getByRole('textbox', { name: texts.email, exact: true }).fill(email);
  await page.getByRole('textbox', { name: texts.password, exact: true }).fill(password);
  await page.getByRole('button', { name: texts.signIn }).click();
}

for (const [site, texts] of Object.entries(sites)) {
  test(`a forgotten password is reset once by the e-mailed link (${site})`, async ({ page }) => {
    test.setTimeout(180_000);
    const email = `oubli-${site}-${Date.now()}@example.com`;
    const oldPassword = 'le vieux mot de passe';
    const newPassword = 'un tout nouveau secret';

    await page.goto(`${texts.prefix}/register`);
    await hydrated(page);
    await page.getByRole('textbox', { name: texts.firstname, exact: true }).fill('Max');
    await page.getByRole('textbox', { name: texts.lastname, exact: true }).fill('Oubli');
    await page.getByRole('textbox', { name: texts.email, exact: true }).fill(email);
    await page.getByRole('textbox', { name: texts.password, exact: true }).fill(oldPassword);
    await page.getByRole('checkbox', { name: texts.acceptCgv }).check();
    await page.getByRole('button', { name: texts.register }).click();
    await expect(page).toHaveURL(new RegExp(`${texts.prefix}/user$`), { timeout: 30_000 });
    await page.getByRole('button', { name: texts.signOut }).first().click();
    await expect(page).toHaveURL(/\/login\?notice=signedOut$/, { timeout: 15_000 });

    await page.goto(`${texts.prefix}/account/password-request`);
    await hydrated(page);
    await expectNoSeriousViolations(page);
    await page.getByRole('textbox', { name: texts.email, exact: true }).fill(email);
    // Focusing the form starts the proof of work; its payload lands in the hidden field.
    await expect(page.locator('input[name="botCheck"]')).not.toHaveValue('', { timeout: 30_000 });
    await page.getByRole('button', { name: texts.send }).click();
    await expect(page.getByTestId('account-message')).toContainText(texts.sent);

    const link = await resetLink(page, email);
    await page.goto(link);
    await hydrated(page);
    await expectNoSeriousViolations(page);
    await page.getByRole('textbox', { name: texts.newPassword, exact: true }).fill(newPassword);
    await page.getByRole('button', { name: texts.save }).click();
    await expect(page.getByText(texts.changed)).toBeVisible({ timeout: 30_000 });

    // The link works once.
    await page.goto(link);
    await hydrated(page);
    await page
      .getByRole('textbox', { name: texts.newPassword, exact: true })
      .fill('encore un autre');
    await page.getByRole('button', { name: texts.save }).click();
    await expect(page.getByRole('alert')).toBeVisible({ timeout: 30_000 });

    await signIn(page, texts, email, oldPassword);
    await expect(page.getByRole('alert').filter({ hasText: texts.wrong })).toBeVisible({
      timeout: 30_000,
    });
    await signIn(page, texts, email, newPassword);
    await expect(page).toHaveURL(new RegExp(`${texts.prefix}/user$`), { timeout: 30_000 });
  });
}
