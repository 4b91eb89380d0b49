/**
 * After-sales in the account (issue 16 "Must show") on the production build, in both languages: a customer buys
 * (test gateway, PayPal) → the staff invoice and ship it with a tracking number (the command's operations,
 * through `POST /__dev/order`: the command itself cannot open an embedded database a server holds) → the order
 * page shows the shipment and the carrier's link → the invoice PDF downloads and its text holds the order number
 * and the total → the customer asks to return one unit → the staff authorise and refund it → the return is
 * refunded and the refund listed → the other unit is refunded to store credit → a new order is paid partly with
 * that credit. Axe on every new page.
 */
import { expect, type Page, test } from '@playwright/test';
import { pdfText } from '@truffe/commerce/testing/pdfText';

import { buyWithPayPal, registerCustomer } from './account-helpers';
import { expectNoSeriousViolations, hydrated } from './catalogue-helpers';
import { addFromProductPage, checkoutTexts } from './checkout-helpers';

const texts = {
  fr: {
    track: (tracking: string) => `Suivre le colis ${tracking}`,
    viewInvoice: (number: string) => `Voir la facture ${number}`,
    download: 'Télécharger la facture (PDF)',
    returnItems: 'Retourner des articles',
    quantity: 'Quantité à retourner',
    reason: 'Motif',
    condition: 'État',
    damaged: 'Arrivé abîmé',
    opened: 'ouvert',
    refund: 'Un remboursement sur mon moyen de paiement',
    send: 'Envoyer ma demande de retour',
    returnsTitle: 'Mes retours',
    requested: 'Statut\u202f: Demandé',
    refunded: 'Statut\u202f: Remboursé',
    refundsDetail: 'Détail des remboursements',
    toPayment: 'sur votre moyen de paiement',
    storeCredit: 'Mon avoir client',
    useCredit: /Utiliser mon avoir client/,
    creditUsed: 'Avoir utilisé',
    spentOn: (number: string) => `Utilisé pour la commande ${number}`,
  },
  en: {
    track: (tracking: string) => `Track the parcel ${tracking}`,
    viewInvoice: (number: string) => `View the invoice ${number}`,
    download: 'Download the invoice (PDF)',
    returnItems: 'Return items',
    quantity: 'Quantity to return',
    reason: 'Reason',
    condition: 'Condition',
    damaged: 'Arrived damaged',
    opened: 'opened',
    refund: 'A refund to my payment method',
    send: 'Send my return request',
    returnsTitle: 'My returns',
    requested: 'Status: Requested',
    refunded: 'Status: Refunded',
    refundsDetail: 'Details of the refunds',
    toPayment: 'to your payment',
    storeCredit: 'My store credit',
    useCredit: /Use my store credit/,
    creditUsed: 'Store credit used',
    spentOn: (number: string) => `Spent on order ${number}`,
  },
} as const;

/** One of the staff's order operations, as the command runs it; answers its JSON. */
async function staff(page: Page, operation: Record<string, unknown>) {
  const response = await page.request.post('/__dev/order', { data: operation });
  const body = (await response.json()) as Record<string, unknown>;
  expect(response.status(), JSON.stringify(body)).toBe(200);
  return body;
}

/** A money amount as the PDF writes it (ordinary spaces). */
const pdfMoney = (cents: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' })
    .format(cents / 100)
    .replace(/[\u202f\u00a0]/g, ' ');

for (const site of ['fr', 'en'] as const) {
  const checkout = checkoutTexts[site];
  const words = texts[site];
  const prefix = checkout.prefix;
  const locale = site === 'fr' ? 'fr-FR' : 'en-GB';

  test(`ship, invoice, return, refund, store credit and a new order paid with it (${site})`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await registerCustomer(page, prefix, `after-sales-${site}-${Date.now()}@example.com`);
    await addFromProductPage(page, checkout, 'FRI-009', 2);
    const number = await buyWithPayPal(page, checkout);

    // The staff invoice and ship it.
    const invoice = await staff(page, { command: 'invoice', number });
    const tracking = `6A${Date.now()}`.slice(0, 13);
    await staff(page, { command: 'ship', number, carrier: 'colissimo', tracking });

    await page.goto(`${prefix}/user/orders/${number}/`);
    await hydrated(page);
    const parcel = page.getByRole('link', { name: new RegExp(words.track(tracking)) });
    await expect(parcel).toHaveAttribute('href', new RegExp(`code=${tracking}$`));

    // The invoice page, and its PDF read back.
    await page.getByRole('link', { name: words.viewInvoice(String(invoice.number)) }).click();
    await hydrated(page);
    const pdfHref = await page.getByRole('link', { name: words.download }).getAttribute('href');
    const pdf = await page.request.get(pdfHref ?? '');
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const text = await pdfText(await pdf.body());
    expect(text).toContain(number);
    expect(text).toContain(String(invoice.number));
    expect(text).toContain(pdfMoney(Number(invoice.grandTotal), locale));

    // A return of one unit, asked from the order page.
    await page.goto(`${prefix}/user/orders/${number}/`);
    await hydrated(page);
    await page.getByRole('link', { name: words.returnItems, exact: true }).click();
    await hydrated(page);
    await expectNoSeriousViolations(page);
    await page.getByLabel(words.quantity).selectOption('1');
    await page.getByLabel(words.reason).selectOption({ label: words.damaged });
    await page.getByLabel(words.condition).selectOption({ label: words.opened });
    await page.getByRole('radio', { name: words.refund }).check();
    await page.getByRole('button', { name: words.send }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/user/returns\\?created=R-\\d+$`));
    const returnNumber = new URL(page.url()).searchParams.get('created') ?? '';
    await expect(page.getByTestId('return-created')).toContainText(returnNumber);
    await expect(page.getByTestId('return-status')).toHaveText(words.requested);
    await expectNoSeriousViolations(page);

    // The staff authorise it and refund it to the payment.
    await staff(page, { command: 'return-authorise', number: returnNumber });
    const memo = await staff(page, { command: 'return-refund', number: returnNumber });
    expect(memo).toMatchObject({ refundTo: 'payment', status: 'refunded' });
    await page.goto(`${prefix}/user/returns`);
    await hydrated(page);
    await expect(page.getByTestId('return-status')).toHaveText(words.refunded);
    await page.goto(`${prefix}/user/orders/${number}/`);
    await hydrated(page);
    await page.getByRole('link', { name: words.refundsDetail }).click();
    await hydrated(page);
    await expect(page.getByTestId('credit-memo')).toContainText(String(memo.number));
    await expect(page.getByTestId('credit-memo')).toContainText(words.toPayment);
    await expectNoSeriousViolations(page);

    // The other unit refunded to store credit.
    const credit = await staff(page, {
      command: 'refund',
      number,
      to: 'store_credit',
      key: `e2e-${number}-credit`,
    });
    await page.goto(`${prefix}/user/store-credit`);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: words.storeCredit })).toBeVisible();
    await expect(page.getByTestId('store-credit-history')).toContainText(String(credit.number));
    await expectNoSeriousViolations(page);

    // A new order, paid partly with the credit: the rest is charged on the gateway.
    await addFromProductPage(page, checkout, 'FRI-009', 2);
    const second = await buyWithPayPal(page, checkout, {
      beforePlacing: async () => {
        await page.getByRole('checkbox', { name: words.useCredit }).check();
      },
    });
    await page.goto(`${prefix}/user/orders/${second}/`);
    await hydrated(page);
    await expect(page.getByTestId('order-totals')).toContainText(words.creditUsed);
    await page.goto(`${prefix}/user/store-credit`);
    await hydrated(page);
    await expect(page.getByTestId('store-credit-history')).toContainText(words.spentOn(second));
  });
}
