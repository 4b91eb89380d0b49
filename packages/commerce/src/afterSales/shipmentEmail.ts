/** The e-mail telling a customer a parcel left, with its carrier's tracking link, in the order's language. */
import type { SiteLocale } from '../config';
import { escapeHtml } from '../email/escapeHtml';
import type { OutgoingEmail } from '../email/mailer';
import { type Catalogue, createTranslator } from '../i18n/translate';

const shipmentTexts = {
  subject: {
    'fr-FR': 'Truffe — votre commande {number} est expédiée',
    'en-GB': 'Truffe — your order {number} has shipped',
  },
  subjectPartial: {
    'fr-FR': 'Truffe — une partie de votre commande {number} est expédiée',
    'en-GB': 'Truffe — part of your order {number} has shipped',
  },
  greeting: { 'fr-FR': 'Bonjour {name},', 'en-GB': 'Hello {name},' },
  intro: {
    'fr-FR': 'Votre colis de la commande {number} a été remis à {carrier}.',
    'en-GB': 'Your parcel for order {number} has been handed to {carrier}.',
  },
  rest: {
    'fr-FR': 'Le reste de votre commande suivra dans un autre colis.',
    'en-GB': 'The rest of your order will follow in another parcel.',
  },
  tracking: {
    'fr-FR': 'Numéro de suivi : {trackingNumber}',
    'en-GB': 'Tracking number: {trackingNumber}',
  },
  follow: { 'fr-FR': 'Suivre le colis : {url}', 'en-GB': 'Track the parcel: {url}' },
  followLink: {
    'fr-FR': 'Suivre le colis sur le site de {carrier}',
    'en-GB': 'Track the parcel on the {carrier} site',
  },
  contents: { 'fr-FR': 'Contenu du colis :', 'en-GB': 'In this parcel:' },
  closing: { 'fr-FR': 'À bientôt sur Truffe.', 'en-GB': 'See you soon at Truffe.' },
} satisfies Catalogue;

const text = createTranslator(shipmentTexts);

export interface ShipmentEmailInput {
  shipmentId: number;
  orderNumber: string;
  locale: SiteLocale;
  to: string;
  name: string;
  carrierName: string;
  trackingNumber: string;
  trackingUrl: string | null;
  lines: { sku: string; name: string; qty: number }[];
  /** Whether something of the order is still to ship after this parcel. */
  partial: boolean;
}

/** One message per shipment (its dedupe key). */
export function shipmentEmail(input: ShipmentEmailInput): OutgoingEmail {
  const values = {
    number: input.orderNumber,
    name: input.name,
    carrier: input.carrierName,
    trackingNumber: input.trackingNumber,
    url: input.trackingUrl ?? '',
  };
  const t = (id: keyof typeof shipmentTexts) => text(input.locale, id, values);
  const lineTexts = input.lines.map((line) => `${line.qty} × ${line.name} (${line.sku})`);
  const textBody = [
    t('greeting'),
    '',
    t('intro'),
    ...(input.partial ? [t('rest')] : []),
    '',
    t('tracking'),
    ...(input.trackingUrl ? [t('follow')] : []),
    '',
    t('contents'),
    ...lineTexts.map((line) => `- ${line}`),
    '',
    t('closing'),
  ].join('\n');
  const html = [
    `<!doctype html><html lang="${input.locale === 'fr-FR' ? 'fr' : 'en'}"><body>`,
    `<p>${escapeHtml(t('greeting'))}</p>`,
    `<p>${escapeHtml(t('intro'))}${input.partial ? ` ${escapeHtml(t('rest'))}` : ''}</p>`,
    `<p>${escapeHtml(t('tracking'))}</p>`,
    ...(input.trackingUrl
      ? [`<p><a href="${escapeHtml(input.trackingUrl)}">${escapeHtml(t('followLink'))}</a></p>`]
      : []),
    `<p>${escapeHtml(t('contents'))}</p><ul>`,
    ...lineTexts.map((line) => `<li>${escapeHtml(line)}</li>`),
    '</ul>',
    `<p>${escapeHtml(t('closing'))}</p>`,
    '</body></html>',
  ].join('\n');
  return {
    dedupeKey: `shipment:${input.shipmentId}`,
    to: input.to,
    subject: t(input.partial ? 'subjectPartial' : 'subject'),
    text: textBody,
    html,
  };
}
