/** The order confirmation e-mail, in the order's language (fr-FR or en-GB). */
import type { SiteLocale } from '../config';
import { type Catalogue, createTranslator } from '../i18n/translate';
import type { OrderView } from '../orders/orderView';
import type { OutgoingEmail } from './mailer';
import { escapeHtml } from './escapeHtml';

/** The texts of the e-mail; `colon` is the label separator, spaced in French. */
const emailTexts = {
  subject: {
    'fr-FR': 'Truffe — confirmation de votre commande {number}',
    'en-GB': 'Truffe — your order {number} is confirmed',
  },
  greeting: { 'fr-FR': 'Bonjour {name},', 'en-GB': 'Hello {name},' },
  intro: {
    'fr-FR':
      'Merci pour votre commande {number} : votre paiement est confirmé et nous la préparons.',
    'en-GB':
      'Thank you for your order {number}: your payment is confirmed and we are preparing it.',
  },
  lines: { 'fr-FR': 'Articles', 'en-GB': 'Items' },
  subtotal: { 'fr-FR': 'Sous-total TTC', 'en-GB': 'Subtotal incl. VAT' },
  shipping: { 'fr-FR': 'Livraison', 'en-GB': 'Delivery' },
  tax: { 'fr-FR': 'Dont TVA', 'en-GB': 'Including VAT' },
  grandTotal: { 'fr-FR': 'Total TTC', 'en-GB': 'Total incl. VAT' },
  subtotalExclTax: { 'fr-FR': 'Sous-total HT', 'en-GB': 'Subtotal excl. VAT' },
  grandTotalExclTax: { 'fr-FR': 'Total HT', 'en-GB': 'Total excl. VAT' },
  vat: { 'fr-FR': 'TVA', 'en-GB': 'VAT' },
  storeCreditUsed: {
    'fr-FR': 'Réglé avec votre avoir client',
    'en-GB': 'Paid with your store credit',
  },
  charged: {
    'fr-FR': 'Débité sur votre moyen de paiement',
    'en-GB': 'Charged to your payment method',
  },
  exclTaxFirst: {
    'fr-FR': '{price} HT ({other} TTC)',
    'en-GB': '{price} excl. VAT ({other} incl. VAT)',
  },
  shipTo: { 'fr-FR': 'Livraison à', 'en-GB': 'Delivered to' },
  pickup: { 'fr-FR': 'Point retrait', 'en-GB': 'Pickup point' },
  payment: { 'fr-FR': 'Paiement', 'en-GB': 'Payment' },
  closing: { 'fr-FR': 'À bientôt sur Truffe.', 'en-GB': 'See you soon at Truffe.' },
  colon: { 'fr-FR': ' : ', 'en-GB': ': ' },
} satisfies Catalogue;

type EmailTextId = keyof typeof emailTexts;
const emailText = createTranslator(emailTexts);

/** `12,34 €` (fr-FR) or `€12.34` (en-GB). */
export function formatMoney(cents: number, locale: SiteLocale): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** The confirmation message of a paid order; at most one per order (its dedupe key). */
export function orderConfirmationEmail(order: OrderView): OutgoingEmail {
  const locale = order.locale;
  const money = (cents: number) => formatMoney(cents, locale);
  const address = order.addresses.shipping;
  const name = `${address.firstname} ${address.lastname}`;
  const t = (id: EmailTextId) => emailText(locale, id, { number: order.number, name });
  // A professional's order reads excl. tax first, as its pages did (issue 15 item 3).
  const pro = order.priceBasis === 'exclTax';
  const lineFigure = (exclTax: number, inclTax: number) =>
    pro
      ? emailText(locale, 'exclTaxFirst', { price: money(exclTax), other: money(inclTax) })
      : money(inclTax);
  const lineTexts = order.lines.map((line) => {
    const options = line.options
      .map((option) => `${option.label}${t('colon')}${option.value}`)
      .join(', ');
    return `${line.quantity} × ${line.name} (${line.sku})${options ? ` — ${options}` : ''} — ${lineFigure(line.rowTotalExclTax, line.rowTotalInclTax)}`;
  });
  const shipping: [string, string] = [
    `${t('shipping')} (${order.shippingMethodTitle})`,
    money(order.totals.shippingInclTax),
  ];
  const totals: [string, string][] = pro
    ? [
        [t('subtotalExclTax'), money(order.totals.subtotalExclTax)],
        shipping,
        [t('grandTotalExclTax'), money(order.totals.grandTotalExclTax)],
        [t('vat'), money(order.totals.tax)],
        [t('grandTotal'), money(order.totals.grandTotal)],
      ]
    : [
        [t('subtotal'), money(order.totals.subtotalInclTax)],
        shipping,
        [t('grandTotal'), money(order.totals.grandTotal)],
        [t('tax'), money(order.totals.tax)],
      ];
  // Part of it paid with store credit: what that covered, and what the payment method was charged.
  if (order.totals.storeCreditUsed > 0)
    totals.push(
      [t('storeCreditUsed'), `−${money(order.totals.storeCreditUsed)}`],
      [t('charged'), money(order.totals.grandTotal - order.totals.storeCreditUsed)],
    );
  const destination = order.pickupPoint
    ? [
        `${t('pickup')}${t('colon')}${order.pickupPoint.name}`,
        ...order.pickupPoint.street,
        `${order.pickupPoint.postcode} ${order.pickupPoint.city}`,
      ]
    : [
        `${t('shipTo')}${t('colon')}${name}`,
        ...(address.company ? [address.company] : []),
        ...address.street,
        `${address.postcode} ${address.city}`,
        address.countryCode,
      ];
  const text = [
    t('greeting'),
    '',
    t('intro'),
    '',
    `${t('lines')}${t('colon').trimEnd()}`,
    ...lineTexts.map((line) => `- ${line}`),
    '',
    ...totals.map(([label, value]) => `${label}${t('colon')}${value}`),
    '',
    ...destination,
    `${t('payment')}${t('colon')}${order.paymentMethodTitle}`,
    '',
    t('closing'),
  ].join('\n');
  const html = [
    `<!doctype html><html lang="${locale === 'fr-FR' ? 'fr' : 'en'}"><body>`,
    `<p>${escapeHtml(t('greeting'))}</p>`,
    `<p>${escapeHtml(t('intro'))}</p>`,
    `<h2>${escapeHtml(t('lines'))}</h2><ul>`,
    ...lineTexts.map((line) => `<li>${escapeHtml(line)}</li>`),
    '</ul><table>',
    ...totals.map(
      ([label, value]) =>
        `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    `<p>${destination.map(escapeHtml).join('<br>')}</p>`,
    `<p>${escapeHtml(`${t('payment')}${t('colon')}${order.paymentMethodTitle}`)}</p>`,
    `<p>${escapeHtml(t('closing'))}</p>`,
    '</body></html>',
  ].join('\n');
  return {
    dedupeKey: `order-confirmation:${order.number}`,
    to: order.email,
    subject: t('subject'),
    text,
    html,
  };
}
