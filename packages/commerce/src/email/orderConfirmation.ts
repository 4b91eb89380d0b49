/** The order confirmation e-mail, in the order's language (fr-FR or en-GB). */
import type { SiteLocale } from '../config';
import type { OrderView } from '../orders/orderView';
import type { OutgoingEmail } from './mailer';

const texts = {
  'fr-FR': {
    subject: 'Truffe — confirmation de votre commande {number}',
    greeting: 'Bonjour {name},',
    intro: 'Merci pour votre commande {number} : votre paiement est confirmé et nous la préparons.',
    lines: 'Articles',
    subtotal: 'Sous-total TTC',
    shipping: 'Livraison',
    tax: 'Dont TVA',
    grandTotal: 'Total TTC',
    shipTo: 'Livraison à',
    pickup: 'Point retrait',
    payment: 'Paiement',
    closing: 'À bientôt sur Truffe.',
    colon: ' : ',
  },
  'en-GB': {
    subject: 'Truffe — your order {number} is confirmed',
    greeting: 'Hello {name},',
    intro: 'Thank you for your order {number}: your payment is confirmed and we are preparing it.',
    lines: 'Items',
    subtotal: 'Subtotal incl. VAT',
    shipping: 'Delivery',
    tax: 'Including VAT',
    grandTotal: 'Total incl. VAT',
    shipTo: 'Delivered to',
    pickup: 'Pickup point',
    payment: 'Payment',
    closing: 'See you soon at Truffe.',
    colon: ': ',
  },
} satisfies Record<SiteLocale, Record<string, string>>;

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** `12,34 €` (fr-FR) or `€12.34` (en-GB). */
export function formatMoney(cents: number, locale: SiteLocale): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** The confirmation message of a paid order; at most one per order (its dedupe key). */
export function orderConfirmationEmail(order: OrderView): OutgoingEmail {
  const locale = order.locale;
  const t = texts[locale];
  const money = (cents: number) => formatMoney(cents, locale);
  const address = order.addresses.shipping;
  const name = `${address.firstname} ${address.lastname}`;
  const lineTexts = order.lines.map((line) => {
    const options = line.options
      .map((option) => `${option.label}${t.colon}${option.value}`)
      .join(', ');
    return `${line.quantity} × ${line.name} (${line.sku})${options ? ` — ${options}` : ''} — ${money(line.rowTotalInclTax)}`;
  });
  const totals: [string, string][] = [
    [t.subtotal, money(order.totals.subtotalInclTax)],
    [`${t.shipping} (${order.shippingMethodTitle})`, money(order.totals.shippingInclTax)],
    [t.grandTotal, money(order.totals.grandTotal)],
    [t.tax, money(order.totals.tax)],
  ];
  const destination = order.pickupPoint
    ? [
        `${t.pickup}${t.colon}${order.pickupPoint.name}`,
        ...order.pickupPoint.street,
        `${order.pickupPoint.postcode} ${order.pickupPoint.city}`,
      ]
    : [
        `${t.shipTo}${t.colon}${name}`,
        ...(address.company ? [address.company] : []),
        ...address.street,
        `${address.postcode} ${address.city}`,
        address.countryCode,
      ];
  const values = { number: order.number, name };
  const text = [
    fill(t.greeting, values),
    '',
    fill(t.intro, values),
    '',
    `${t.lines}${t.colon.trimEnd()}`,
    ...lineTexts.map((line) => `- ${line}`),
    '',
    ...totals.map(([label, value]) => `${label}${t.colon}${value}`),
    '',
    ...destination,
    `${t.payment}${t.colon}${order.paymentMethodTitle}`,
    '',
    t.closing,
  ].join('\n');
  const html = [
    `<!doctype html><html lang="${locale === 'fr-FR' ? 'fr' : 'en'}"><body>`,
    `<p>${escapeHtml(fill(t.greeting, values))}</p>`,
    `<p>${escapeHtml(fill(t.intro, values))}</p>`,
    `<h2>${escapeHtml(t.lines)}</h2><ul>`,
    ...lineTexts.map((line) => `<li>${escapeHtml(line)}</li>`),
    '</ul><table>',
    ...totals.map(
      ([label, value]) =>
        `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    `<p>${destination.map(escapeHtml).join('<br>')}</p>`,
    `<p>${escapeHtml(`${t.payment}${t.colon}${order.paymentMethodTitle}`)}</p>`,
    `<p>${escapeHtml(t.closing)}</p>`,
    '</body></html>',
  ].join('\n');
  return {
    dedupeKey: `order-confirmation:${order.number}`,
    to: order.email,
    subject: fill(t.subject, values),
    text,
    html,
  };
}
