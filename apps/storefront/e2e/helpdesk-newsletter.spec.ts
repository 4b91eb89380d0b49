/**
 * Contact, helpdesk and newsletter (issue 17 "Must show", items 4–5) on the production build, in both languages:
 * a signed-in customer writes from `/contact` (the footer's link) → the ticket is in `/user/helpdesk/` → a staff
 * reply by the domain operation (`POST /__dev/helpdesk`, as the back office will call it) shows in the
 * conversation and is e-mailed → a file of a disallowed type is refused with the page's message, a PDF is
 * accepted; the newsletter's double opt-in: nothing subscribed before the e-mailed link is confirmed, and the
 * welcome e-mail's unsubscribe link withdraws it; the display currency (issue 17 item 6): a 34,90 € product
 * shows the configured GBP figure (rate 0.86: £30.01) and the checkout charges euros. Axe: no serious or
 * critical violation on each new page.
 * (Ownership, sizes, no-JS posts and bad input are covered over HTTP: server/helpdeskPages.test.ts and
 * server/newsletterPage.test.ts.)
 */
import { expect, type Page, test } from '@playwright/test';

import { registerCustomer } from './account-helpers';
import { expectNoSeriousViolations, hydrated } from './catalogue-helpers';

// Its own client address for the bot check's allowance and the sign-in throttle (other journeys keep theirs).
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.31' } });

const texts = {
  fr: {
    prefix: '',
    footerContact: 'Nous contacter',
    contactTitle: 'Nous contacter',
    subject: 'Sujet',
    subjectValue: 'Livraison',
    message: 'Votre message',
    send: 'Envoyer',
    sent: /Merci, votre message est envoyé \(demande n° (\d+)\)/,
    listTitle: 'Mes demandes',
    waiting: 'En attente de réponse',
    answered: 'Répondu',
    staffName: 'Léa (service client)',
    reply: 'Votre message',
    attachment: 'Joindre un fichier (facultatif)',
    sendReply: 'Envoyer ma réponse',
    refused: 'Ce fichier n’est pas accepté\u202f: joignez un PDF, une image PNG ou JPEG.',
    replied: 'Votre réponse a bien été envoyée.',
    newsletterTitle: 'Newsletter',
    email: 'Votre adresse e-mail',
    subscribe: 'M’inscrire',
    requested: 'C’est presque fini',
    confirm: 'Confirmer mon inscription',
    confirmed: 'Votre inscription est confirmée.',
    unsubscribe: 'Me désabonner',
    unsubscribed: 'Vous êtes désabonné',
    currency: 'Devise',
    apply: 'Appliquer',
    pounds: /30,01\s*£/,
  },
  en: {
    prefix: '/en',
    footerContact: 'Contact us',
    contactTitle: 'Contact us',
    subject: 'Subject',
    subjectValue: 'Delivery',
    message: 'Your message',
    send: 'Send',
    sent: /Thank you, your message has been sent \(request no\. (\d+)\)/,
    listTitle: 'My requests',
    waiting: 'Awaiting our reply',
    answered: 'Answered',
    staffName: 'Léa (customer service)',
    reply: 'Your message',
    attachment: 'Attach a file (optional)',
    sendReply: 'Send my reply',
    refused: 'This file is not accepted: attach a PDF, a PNG or a JPEG image.',
    replied: 'Your reply has been sent.',
    newsletterTitle: 'Newsletter',
    email: 'Your e-mail address',
    subscribe: 'Subscribe',
    requested: 'Almost done',
    confirm: 'Confirm my subscription',
    confirmed: 'Your subscription is confirmed.',
    unsubscribe: 'Unsubscribe',
    unsubscribed: 'You are unsubscribed',
    currency: 'Currency',
    apply: 'Apply',
    pounds: /£30\.01/,
  },
} as const;

type Message = { to: string; text: string; subject: string; dedupeKey: string | null };

/** The newest outbox message for `to` whose dedupe key starts with `key`. */
async function mailTo(page: Page, to: string, key: string): Promise<Message> {
  let found: Message | undefined;
  await expect(async () => {
    const response = await page.request.get('/__dev/outbox.json');
    const { messages } = (await response.json()) as { messages: Message[] };
    found = messages.find(
      (message) =>
        message.to.toLowerCase() === to.toLowerCase() && message.dedupeKey?.startsWith(key),
    );
    expect(found).toBeDefined();
  }).toPass({ timeout: 15_000 });
  return found!;
}

/** The path and query of the first link of `text` to `path`. */
function linkIn(text: string, path: string): string {
  const url = new RegExp(`https?://[^\\s/]+(/(?:en/)?${path}[^\\s]*)`).exec(text)?.[1];
  expect(url).toBeDefined();
  return url!;
}

const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

for (const [site, t] of Object.entries(texts)) {
  test(`contact → helpdesk ticket → staff reply, attachments checked (${site})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const email = `helpdesk-${site}-${Date.now()}@example.com`;
    await registerCustomer(page, t.prefix, email);

    // The footer's link leads to the contact page.
    await page.goto(`${t.prefix}/`);
    await hydrated(page);
    await page.getByRole('contentinfo').getByRole('link', { name: t.footerContact }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.contactTitle })).toBeVisible();
    await hydrated(page);
    await expectNoSeriousViolations(page);
    await page.getByLabel(t.subject).selectOption({ label: t.subjectValue });
    await page
      .getByRole('textbox', { name: t.message })
      .fill('Mon colis est en retard / my parcel is late.');
    await page.getByRole('button', { name: t.send, exact: true }).click();
    const sent = page.getByTestId('contact-sent');
    await expect(sent).toBeVisible({ timeout: 30_000 });
    const ticketId = t.sent.exec((await sent.textContent()) ?? '')![1]!;
    await mailTo(page, email, `helpdesk-ack:${ticketId}`);

    // The ticket is in the account's helpdesk.
    await page.goto(`${t.prefix}/user/helpdesk`);
    await expect(page.getByRole('heading', { level: 1, name: t.listTitle })).toBeVisible();
    const row = page.getByTestId('helpdesk-ticket').filter({ hasText: ticketId });
    await expect(row).toContainText(t.subjectValue);
    await expect(row).toContainText(t.waiting);
    await hydrated(page);
    await expectNoSeriousViolations(page);

    // The staff reply through the domain operation appears and is e-mailed.
    const staff = await page.request.post('/__dev/helpdesk', {
      data: {
        command: 'reply',
        ticketId: Number(ticketId),
        staffName: 'Léa',
        message: 'Il part demain. / It ships tomorrow.',
      },
    });
    expect(staff.status()).toBe(200);
    const { messageId } = (await staff.json()) as { messageId: number };
    const mail = await mailTo(page, email, `helpdesk-reply:${messageId}`);
    expect(mail.text).toContain('It ships tomorrow.');
    await page.goto(`${t.prefix}/user/helpdesk/${ticketId}`);
    await expect(page.getByTestId('ticket-message-staff')).toContainText('It ships tomorrow.');
    await expect(page.getByTestId('ticket-message-staff')).toContainText(t.staffName);
    await expect(page.getByTestId('ticket-status')).toContainText(t.answered);
    await hydrated(page);
    await expectNoSeriousViolations(page);

    // A disallowed file (an executable named .pdf) is refused with the page's message; the text stays.
    await page
      .getByRole('textbox', { name: t.reply })
      .fill('Voici la facture / here is the invoice');
    await page.getByLabel(t.attachment).setInputFiles({
      name: 'facture.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300, 1)]),
    });
    await page.getByRole('button', { name: t.sendReply }).click();
    await expect(page.getByTestId('ticket-reply-error')).toHaveText(t.refused);
    await expect(page.getByRole('textbox', { name: t.reply })).toHaveValue(
      'Voici la facture / here is the invoice',
    );
    await expect(page.getByLabel(t.attachment)).toHaveAttribute('aria-invalid', 'true');
    await hydrated(page);
    await expectNoSeriousViolations(page);

    // A real PDF goes through and is listed with the reply.
    await page
      .getByLabel(t.attachment)
      .setInputFiles({ name: 'facture.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByRole('button', { name: t.sendReply }).click();
    await expect(page.getByTestId('ticket-replied')).toHaveText(t.replied);
    await expect(page.getByTestId('ticket-message-customer').last()).toContainText('facture.pdf');
  });

  test(`newsletter double opt-in and unsubscribe from the e-mail (${site})`, async ({ page }) => {
    test.setTimeout(120_000);
    const email = `newsletter-${site}-${Date.now()}@example.com`;
    await page.goto(`${t.prefix}/`);
    await hydrated(page);
    await page.getByRole('contentinfo').getByRole('link', { name: t.newsletterTitle }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.newsletterTitle })).toBeVisible();
    await hydrated(page);
    await expectNoSeriousViolations(page);
    await page.getByRole('textbox', { name: t.email }).fill(email);
    await page.getByRole('button', { name: t.subscribe }).click();
    await expect(page.getByTestId('newsletter-done')).toContainText(t.requested, {
      timeout: 30_000,
    });

    // Nothing subscribed yet: the confirmation link is in the outbox, opening it shows the button.
    const confirmation = await mailTo(page, email, 'newsletter-confirm:');
    await page.goto(linkIn(confirmation.text, 'newsletter\\?confirm='));
    await hydrated(page);
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: t.confirm }).click();
    await expect(page.getByTestId('newsletter-done')).toContainText(t.confirmed);

    // The welcome e-mail (a newsletter e-mail) carries the unsubscribe link.
    const welcome = await mailTo(page, email, 'newsletter-welcome:');
    await page.goto(linkIn(welcome.text, 'newsletter\\?unsubscribe='));
    await hydrated(page);
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: t.unsubscribe }).click();
    await expect(page.getByTestId('newsletter-done')).toContainText(t.unsubscribed);
  });

  test(`a 34,90 € product in pounds, charged in euros (${site})`, async ({ page }) => {
    test.setTimeout(120_000);
    // GAM-001: the first seeded simple product at 34,90 € incl. tax (server/displayCurrency.test.ts finds it).
    await page.goto(`${t.prefix}/product/GAM-001`);
    await hydrated(page);
    await page.getByRole('banner').getByLabel(t.currency).selectOption('GBP');
    await page.getByRole('banner').getByRole('button', { name: t.apply }).click();
    await expect(page.getByTestId('currency-note')).toContainText('0');
    await expect(page.locator('main [data-price-final]').first()).toHaveText(t.pounds);
    await hydrated(page);
    await expectNoSeriousViolations(page);
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    // The cart and the checkout say they charge in euros, and their totals are in euros.
    await page.goto(`${t.prefix}/cart`);
    await expect(page.getByTestId('charged-in-euros')).toBeVisible();
    await expect(page.getByTestId('subtotal-incl')).toContainText('€');
    await page.goto(`${t.prefix}/checkout`);
    await expect(page.getByTestId('charged-in-euros').first()).toBeVisible();
    await expect(page.getByTestId('grand-total')).toContainText('€');
  });
}
