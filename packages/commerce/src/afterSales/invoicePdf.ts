/**
 * The PDF of an issued invoice, drawn on the server with pdfkit (decision 0760) from the frozen invoice only, in
 * French or English. It uses the PDF standard fonts (Helvetica, WinAnsi encoding): no font file to ship, French
 * accents and the euro sign print, and the text stays extractable (tests read it back with pdf.js).
 */
import PDFDocument from 'pdfkit';

import type { SiteLocale } from '../config';
import type { Database } from '../db/database';
import { type Catalogue, createTranslator } from '../i18n/translate';
import { AfterSalesError } from './messages';
import { type InvoiceView, invoiceView } from './invoices';
import type { DocumentParty } from './schema';

const invoiceTexts = {
  title: { 'fr-FR': 'Facture', 'en-GB': 'Invoice' },
  number: { 'fr-FR': 'Facture n° {number}', 'en-GB': 'Invoice no. {number}' },
  issuedAt: { 'fr-FR': 'Date de facturation : {date}', 'en-GB': 'Invoice date: {date}' },
  order: {
    'fr-FR': 'Commande {orderNumber} du {date}',
    'en-GB': 'Order {orderNumber} of {date}',
  },
  payment: { 'fr-FR': 'Paiement : {method}', 'en-GB': 'Payment: {method}' },
  seller: { 'fr-FR': 'Vendeur', 'en-GB': 'Seller' },
  buyer: { 'fr-FR': 'Facturé à', 'en-GB': 'Billed to' },
  siret: { 'fr-FR': 'SIRET : {value}', 'en-GB': 'SIRET: {value}' },
  vatNumber: { 'fr-FR': 'N° TVA intracommunautaire : {value}', 'en-GB': 'EU VAT number: {value}' },
  capital: {
    'fr-FR': '{legalForm} au capital de {capital}',
    'en-GB': '{legalForm} with a share capital of {capital}',
  },
  sku: { 'fr-FR': 'Réf.', 'en-GB': 'SKU' },
  designation: { 'fr-FR': 'Désignation', 'en-GB': 'Description' },
  qty: { 'fr-FR': 'Qté', 'en-GB': 'Qty' },
  unitPrice: { 'fr-FR': 'PU HT', 'en-GB': 'Unit excl. VAT' },
  rate: { 'fr-FR': 'TVA', 'en-GB': 'VAT' },
  rowTotal: { 'fr-FR': 'Total HT', 'en-GB': 'Total excl. VAT' },
  rowTotalInclTax: { 'fr-FR': 'Total TTC', 'en-GB': 'Total incl. VAT' },
  shipping: { 'fr-FR': 'Frais de livraison', 'en-GB': 'Delivery' },
  subtotal: { 'fr-FR': 'Sous-total HT', 'en-GB': 'Subtotal excl. VAT' },
  totalExclTax: { 'fr-FR': 'Total HT', 'en-GB': 'Total excl. VAT' },
  tax: { 'fr-FR': 'TVA', 'en-GB': 'VAT' },
  grandTotal: { 'fr-FR': 'Total TTC', 'en-GB': 'Total incl. VAT' },
  vatSummary: { 'fr-FR': 'Récapitulatif de la TVA', 'en-GB': 'VAT summary' },
  vatLine: {
    'fr-FR': 'TVA {rate} : base HT {base}, TVA {tax}',
    'en-GB': 'VAT {rate}: base excl. VAT {base}, VAT {tax}',
  },
  paid: {
    'fr-FR': 'Facture acquittée : payée à la commande ({method}).',
    'en-GB': 'Invoice settled: paid when ordering ({method}).',
  },
  terms: {
    'fr-FR':
      'Pas d’escompte pour paiement anticipé. En cas de retard de paiement, pénalités au taux de trois fois le taux d’intérêt légal et, pour les professionnels, indemnité forfaitaire pour frais de recouvrement de 40 €.',
    'en-GB':
      'No discount for early payment. Late payment bears penalties at three times the French legal interest rate and, for businesses, a fixed recovery fee of €40.',
  },
  page: { 'fr-FR': 'Page {page} sur {pages}', 'en-GB': 'Page {page} of {pages}' },
} satisfies Catalogue;

const text = createTranslator(invoiceTexts);

/**
 * Money as printed in the PDF: `1 234,56 €` (fr-FR) or `€1,234.56` (en-GB), with plain spaces — the narrow
 * no-break space Intl uses in French has no glyph in the standard fonts' encoding.
 */
export function pdfMoney(cents: number, locale: SiteLocale, currency = 'EUR'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency })
    .format(cents / 100)
    .replace(/[\u202f\u00a0]/g, ' ');
}

/** `20 %` or `20%` (basis points). */
export function pdfRate(rateBp: number, locale: SiteLocale): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 })
    .format(rateBp / 10_000)
    .replace(/[\u202f\u00a0]/g, ' ');
}

/** `26/11/2026` or `26 November 2026`, in Paris time. */
export function pdfDate(iso: string, locale: SiteLocale): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'Europe/Paris',
    dateStyle: locale === 'fr-FR' ? 'short' : 'long',
  })
    .format(new Date(iso))
    .replace(/[\u202f\u00a0]/g, ' ');
}

/** The PDF of invoice `invoiceId` in `locale`; the translated refusal when there is no such invoice. */
export async function invoicePdf(
  deps: { db: Database },
  invoiceId: number,
  locale: SiteLocale,
): Promise<Uint8Array> {
  const invoice = await invoiceView(deps.db, invoiceId);
  if (!invoice) throw new AfterSalesError('invoiceNotFound', {}, locale);
  return renderInvoicePdf(invoice, locale);
}

const margin = 50;
const pageWidth = 595.28; // A4
const pageHeight = 841.89;
const contentWidth = pageWidth - 2 * margin;
/** Below this the next table row starts a new page (the footer lives under it). */
const bottomLimit = pageHeight - margin - 60;

/** Table columns: x offset and width from the left margin, and alignment. */
const columns = {
  sku: { x: 0, width: 66, align: 'left' },
  designation: { x: 70, width: 139, align: 'left' },
  qty: { x: 213, width: 26, align: 'right' },
  unitPrice: { x: 243, width: 62, align: 'right' },
  rate: { x: 309, width: 36, align: 'right' },
  rowTotal: { x: 349, width: 70, align: 'right' },
  rowTotalInclTax: { x: 423, width: 72, align: 'right' },
} as const;

type Column = keyof typeof columns;

/** Draws the invoice; the frozen view decides every figure, `locale` only the words and formats. */
export function renderInvoicePdf(invoice: InvoiceView, locale: SiteLocale): Promise<Uint8Array> {
  const t = (id: keyof typeof invoiceTexts, values?: Record<string, string | number>) =>
    text(locale, id, values).replace(/[\u202f\u00a0]/g, ' ');
  const money = (cents: number) => pdfMoney(cents, locale, invoice.currency);
  const title = t('number', { number: invoice.number });
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    bufferPages: true,
    lang: locale === 'fr-FR' ? 'fr-FR' : 'en-GB',
    displayTitle: true,
    info: {
      Title: title,
      Author: invoice.seller.company ?? invoice.seller.name,
      Subject: t('order', {
        orderNumber: invoice.orderNumber,
        date: pdfDate(invoice.orderedAt, locale),
      }),
      CreationDate: new Date(invoice.issuedAt),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });

  // Heading: the document's title and references.
  doc.font('Helvetica-Bold').fontSize(18).text(title, margin, margin);
  doc.font('Helvetica').fontSize(10).moveDown(0.3);
  doc.text(t('issuedAt', { date: pdfDate(invoice.issuedAt, locale) }));
  doc.text(
    t('order', { orderNumber: invoice.orderNumber, date: pdfDate(invoice.orderedAt, locale) }),
  );
  doc.text(t('payment', { method: invoice.paymentMethodTitle }));

  // The two parties side by side.
  const partiesTop = doc.y + 16;
  const half = contentWidth / 2 - 10;
  const seller = invoice.seller;
  drawParty(doc, t('seller'), margin, partiesTop, half, [
    `${seller.company ?? seller.name} (${seller.legalForm})`,
    ...addressLines(seller),
    t('siret', { value: seller.siret ?? '' }),
    seller.rcs,
    t('vatNumber', { value: seller.vatNumber ?? '' }),
  ]);
  const sellerBottom = doc.y;
  const buyer = invoice.buyer;
  drawParty(doc, t('buyer'), margin + contentWidth / 2 + 10, partiesTop, half, [
    ...(buyer.company ? [buyer.company] : []),
    buyer.name,
    ...addressLines(buyer),
    ...(buyer.siret ? [t('siret', { value: buyer.siret })] : []),
    ...(buyer.vatNumber ? [t('vatNumber', { value: buyer.vatNumber })] : []),
  ]);
  let y = Math.max(sellerBottom, doc.y) + 20;

  // The lines.
  const headers: Record<Column, string> = {
    sku: t('sku'),
    designation: t('designation'),
    qty: t('qty'),
    unitPrice: t('unitPrice'),
    rate: t('rate'),
    rowTotal: t('rowTotal'),
    rowTotalInclTax: t('rowTotalInclTax'),
  };
  const drawHeader = () => {
    doc.font('Helvetica-Bold').fontSize(9);
    y = drawRow(doc, headers, y);
    doc
      .moveTo(margin, y + 2)
      .lineTo(margin + contentWidth, y + 2)
      .lineWidth(0.5)
      .stroke();
    y += 6;
    doc.font('Helvetica').fontSize(9);
  };
  drawHeader();
  const rows: Record<Column, string>[] = invoice.lines.map((line) => ({
    sku: line.sku,
    designation: line.name,
    qty: String(line.qty),
    unitPrice: money(line.unitPriceExclTax),
    rate: pdfRate(line.taxRateBp, locale),
    rowTotal: money(line.rowTotalExclTax),
    rowTotalInclTax: money(line.rowTotalInclTax),
  }));
  if (invoice.totals.shippingExclTax !== 0)
    rows.push({
      sku: '',
      designation: t('shipping'),
      qty: '1',
      unitPrice: money(invoice.totals.shippingExclTax),
      rate: pdfRate(invoice.vat[0]?.rateBp ?? 0, locale),
      rowTotal: money(invoice.totals.shippingExclTax),
      rowTotalInclTax: money(invoice.totals.shippingInclTax),
    });
  for (const row of rows) {
    if (y + rowHeight(doc, row) > bottomLimit) {
      doc.addPage();
      y = margin;
      drawHeader();
    }
    y = drawRow(doc, row, y) + 4;
  }

  // Totals, right-aligned under the table.
  if (y + 120 > bottomLimit) {
    doc.addPage();
    y = margin;
  }
  doc
    .moveTo(margin, y)
    .lineTo(margin + contentWidth, y)
    .lineWidth(0.5)
    .stroke();
  y += 8;
  const totals: [string, string, boolean][] = [
    [t('subtotal'), money(invoice.totals.subtotalExclTax), false],
    ...(invoice.totals.shippingExclTax !== 0
      ? [[t('shipping'), money(invoice.totals.shippingExclTax), false] as [string, string, boolean]]
      : []),
    [t('totalExclTax'), money(invoice.totals.totalExclTax), false],
    [t('tax'), money(invoice.totals.taxAmount), false],
    [t('grandTotal'), money(invoice.totals.grandTotal), true],
  ];
  for (const [label, value, strong] of totals) {
    doc.font(strong ? 'Helvetica-Bold' : 'Helvetica').fontSize(strong ? 11 : 10);
    doc.text(label, margin + 250, y, { width: 140, align: 'left', lineBreak: false });
    doc.text(value, margin + 390, y, { width: 105, align: 'right', lineBreak: false });
    y += strong ? 16 : 14;
  }

  // VAT per rate, the settlement and the legal terms.
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(t('vatSummary'), margin, y + 12);
  doc.font('Helvetica').fontSize(9);
  for (const entry of invoice.vat)
    doc.text(
      t('vatLine', {
        rate: pdfRate(entry.rateBp, locale),
        base: money(entry.baseExclTax),
        tax: money(entry.tax),
      }),
    );
  doc.moveDown(0.8);
  doc.text(t('paid', { method: invoice.paymentMethodTitle }), { width: contentWidth });
  doc.moveDown(0.5);
  doc.fontSize(8).text(t('terms'), { width: contentWidth });

  // Every page's footer: the seller's legal identity and the page number.
  const pages = doc.bufferedPageRange();
  const legal = [
    `${seller.company ?? seller.name}, ${t('capital', { legalForm: seller.legalForm, capital: seller.capital })}`,
    [...seller.street, `${seller.postcode} ${seller.city}`].join(', '),
    `${t('siret', { value: seller.siret ?? '' })}, ${seller.rcs}, ${t('vatNumber', { value: seller.vatNumber ?? '' })}`,
  ].join(' — ');
  for (let index = 0; index < pages.count; index += 1) {
    doc.switchToPage(pages.start + index);
    // Writing below the bottom margin would add a page: lift it while drawing the footer.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(7)
      .text(legal, margin, pageHeight - margin - 30, { width: contentWidth, align: 'center' });
    doc.text(t('page', { page: index + 1, pages: pages.count }), margin, pageHeight - margin, {
      width: contentWidth,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return finished;
}

function addressLines(party: DocumentParty): string[] {
  return [...party.street, `${party.postcode} ${party.city}`, party.countryCode];
}

function drawParty(
  doc: PDFKit.PDFDocument,
  heading: string,
  x: number,
  y: number,
  width: number,
  lines: string[],
): void {
  doc.font('Helvetica-Bold').fontSize(10).text(heading, x, y, { width });
  doc.font('Helvetica').fontSize(9);
  for (const line of lines) doc.text(line, x, doc.y, { width });
}

function rowHeight(doc: PDFKit.PDFDocument, row: Record<Column, string>): number {
  return Math.max(
    ...Object.entries(columns).map(([key, column]) =>
      doc.heightOfString(row[key as Column] || ' ', { width: column.width }),
    ),
  );
}

/** Draws one table row at `y`; answers the y under its tallest cell. */
function drawRow(doc: PDFKit.PDFDocument, row: Record<Column, string>, y: number): number {
  let bottom = y;
  for (const [key, column] of Object.entries(columns)) {
    doc.text(row[key as Column], margin + column.x, y, {
      width: column.width,
      align: column.align,
    });
    bottom = Math.max(bottom, doc.y);
  }
  return bottom;
}
