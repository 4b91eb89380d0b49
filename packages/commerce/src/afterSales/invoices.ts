/**
 * Invoices (issue 16 item 3; decision 0760). An invoice is issued for what is left to invoice of a paid order,
 * in full or for chosen lines and quantities, and everything printed on it is frozen in `invoice` and
 * `invoice_line` at that moment: the seller as the shop's configuration names it, the buyer from the order's
 * billing address (with the professional's company, SIRET and VAT number), each line's VAT rate and amounts,
 * the totals. Nothing later (a new price, a new address, a new company name) changes an issued invoice.
 *
 * Numbering follows French rules (CGI art. 242 nonies A): one continuous sequence per calendar year (Paris
 * time), `F2026-000001`, no gap and no number used twice. The number is taken from `invoice_counter` inside the
 * invoice's own transaction: the counter row stays locked until that transaction ends, so concurrent invoices
 * take the numbers one after the other, and a transaction that fails rolls its increment back with it.
 */
import { sql } from 'drizzle-orm';

import type { SellerIdentity, ShopConfig, SiteLocale } from '../config';
import type { ProDetails } from '../customers/schema';
import { selectRows, type Database } from '../db/database';
import { type Amounts, zero } from '../money/tax';
import { documentTotal, priceBasisOf } from '../money/totals';
import { inTransaction } from '../orders/transaction';
import { AfterSalesError } from './messages';
import {
  type AfterSalesDeps,
  completeWhenDone,
  lineProgress,
  type LineQuantity,
  lockOrder,
  pickLines,
} from './orderRecord';
import type { DocumentParty } from './schema';
import { fulfillableStatuses } from './stateMachine';

/** The seller as frozen on an invoice: a party plus what French law adds for a company. */
export interface SellerParty extends DocumentParty {
  legalForm: string;
  capital: string;
  rcs: string;
}

/** The calendar year of an instant in Paris: an invoice of New Year's Eve at 23:30 UTC belongs to the next year. */
export function parisYear(at: Date): number {
  return Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', year: 'numeric' }).format(at),
  );
}

/** `F2026-000001`. */
export function formatInvoiceNumber(year: number, sequence: number): string {
  return `F${year}-${String(sequence).padStart(6, '0')}`;
}

/**
 * Takes the next number of `year` in the caller's transaction. The row lock taken by the upsert is held until
 * that transaction commits or rolls back: the next taker waits, then reads the committed value.
 */
export async function takeInvoiceNumber(
  db: Database,
  year: number,
): Promise<{ year: number; sequence: number; number: string }> {
  const [row] = await selectRows<{ last: number }>(
    db,
    sql`INSERT INTO invoice_counter (year, last) VALUES (${year}, 1)
      ON CONFLICT (year) DO UPDATE SET last = invoice_counter.last + 1 RETURNING last`,
  );
  const sequence = row!.last;
  return { year, sequence, number: formatInvoiceNumber(year, sequence) };
}

/** The VAT rate of the shop in basis points (taxFactor 1.2 → 2000). */
export function vatRateBp(config: Pick<ShopConfig, 'taxFactor'>): number {
  return Math.round((config.taxFactor - 1) * 10_000);
}

export function sellerParty(seller: SellerIdentity): SellerParty {
  return {
    name: seller.company,
    company: seller.company,
    street: seller.street,
    postcode: seller.postcode,
    city: seller.city,
    countryCode: seller.countryCode,
    siret: seller.siret,
    vatNumber: seller.vatNumber,
    email: seller.email,
    legalForm: seller.legalForm,
    capital: seller.capital,
    rcs: seller.rcs,
  };
}

export interface InvoiceOptions {
  /** Lines and quantities to invoice; everything not yet invoiced when absent or empty. */
  lines?: LineQuantity[];
}

export interface IssuedInvoice {
  id: number;
  number: string;
  orderNumber: string;
  grandTotal: number;
  /** The order's status after the invoice (COMPLETE when this invoice finished it). */
  orderStatus: string;
}

/**
 * Invoices a paid order (PROCESSING), in full or for `lines`: never more of a line than ordered minus already
 * invoiced. The shipping charge goes on the order's first invoice. When the order is then invoiced and shipped
 * in full it becomes COMPLETE. One transaction with the order row locked; a refusal writes nothing.
 */
export async function invoiceOrder(
  deps: Pick<AfterSalesDeps, 'db' | 'config'>,
  orderNumber: string,
  options: InvoiceOptions = {},
): Promise<IssuedInvoice> {
  return inTransaction(deps.db, async (db) => {
    const order = await lockOrder(db, orderNumber);
    if (!fulfillableStatuses.includes(order.status))
      throw new AfterSalesError('notInvoiceable', {
        orderNumber: order.number,
        status: order.status,
      });
    const lines = await lineProgress(db, order.id);
    const picked = pickLines(order, lines, options.lines, (line) => line.qty - line.invoiced, {
      tooMany: 'tooManyToInvoice',
      nothingLeft: 'nothingToInvoice',
    });

    const rateBp = vatRateBp(deps.config);
    const invoiceLines = picked.map(({ line, qty }) => {
      // The last units of a line take what is left of its row totals, so that the invoices of a line add up
      // to exactly what the order charged for it; earlier parts are unit price × quantity.
      const last = line.invoiced + qty === line.qty;
      const exclTax = last
        ? line.rowTotalExclTax - line.invoicedExclTax
        : line.unitPriceExclTax * qty;
      const inclTax = last
        ? line.rowTotalInclTax - line.invoicedInclTax
        : line.unitPriceInclTax * qty;
      return {
        orderLineId: line.id,
        sku: line.sku,
        name: line.name,
        qty,
        unitPriceExclTax: line.unitPriceExclTax,
        taxRateBp: rateBp,
        rowTotalExclTax: exclTax,
        rowTax: inclTax - exclTax,
        rowTotalInclTax: inclTax,
      };
    });

    // Totals as decision 0740 makes them: the rows summed on the order's basis (incl. tax for shoppers, excl.
    // tax for professionals) and the other figure derived once. The invoice that completes the order takes
    // what is left of the order's own totals, so the invoices of an order add up to exactly what it charged.
    const [previous] = await selectRows<{
      count: number;
      grandTotal: number;
      subtotalExclTax: number;
    }>(
      db,
      sql`SELECT count(*)::int AS count, coalesce(sum(grand_total), 0)::int AS "grandTotal",
          coalesce(sum(subtotal_excl_tax), 0)::int AS "subtotalExclTax"
        FROM invoice WHERE order_id = ${order.id}`,
    );
    const first = previous!.count === 0;
    const shipping: Amounts = first
      ? { exclTax: order.grandTotalExclTax - order.subtotalExclTax, inclTax: order.shippingInclTax }
      : zero;
    const completes = lines.every(
      (line) =>
        line.invoiced + (picked.find((pick) => pick.line.id === line.id)?.qty ?? 0) === line.qty,
    );
    const goods: Amounts = completes
      ? {
          exclTax: order.subtotalExclTax - previous!.subtotalExclTax,
          inclTax:
            order.subtotalInclTax - (previous!.grandTotal - (first ? 0 : order.shippingInclTax)),
        }
      : documentTotal(
          invoiceLines.map((line) => ({
            exclTax: line.rowTotalExclTax,
            inclTax: line.rowTotalInclTax,
          })),
          priceBasisOf(order.customerGroupId),
          deps.config,
        );
    const subtotalExclTax = goods.exclTax;
    const shippingExclTax = shipping.exclTax;
    const grandTotal = goods.inclTax + shipping.inclTax;
    const taxAmount = grandTotal - subtotalExclTax - shippingExclTax;

    const buyer = await buyerParty(db, order);
    const seller = sellerParty(deps.config.seller);
    const { year, sequence, number } = await takeInvoiceNumber(db, parisYear(new Date()));
    // clock_timestamp(), not now(): read after the counter's lock was granted, so a later number never carries
    // an earlier issue time than the number before it.
    const [created] = await selectRows<{ id: number }>(
      db,
      sql`INSERT INTO invoice (order_id, number, year, sequence, issued_at, locale, currency, seller, buyer,
          subtotal_excl_tax, shipping_excl_tax, tax_amount, grand_total)
        VALUES (${order.id}, ${number}, ${year}, ${sequence}, clock_timestamp(), ${order.locale}, 'EUR',
          ${JSON.stringify(seller)}::jsonb, ${JSON.stringify(buyer)}::jsonb, ${subtotalExclTax},
          ${shippingExclTax}, ${taxAmount}, ${grandTotal})
        RETURNING id`,
    );
    const invoiceId = created!.id;
    for (const line of invoiceLines)
      await db.execute(
        sql`INSERT INTO invoice_line (invoice_id, order_line_id, sku, name, qty, unit_price_excl_tax, tax_rate_bp,
            row_total_excl_tax, row_tax, row_total_incl_tax)
          VALUES (${invoiceId}, ${line.orderLineId}, ${line.sku}, ${line.name}, ${line.qty},
            ${line.unitPriceExclTax}, ${line.taxRateBp}, ${line.rowTotalExclTax}, ${line.rowTax},
            ${line.rowTotalInclTax})`,
      );
    await completeWhenDone(db, order, 'invoice');
    return {
      id: invoiceId,
      number,
      orderNumber: order.number,
      grandTotal,
      orderStatus: order.status,
    };
  });
}

/** The order's billing address as the buyer, with a professional customer's company, SIRET and VAT number. */
async function buyerParty(
  db: Database,
  order: { customerId: number | null; email: string; addresses: { billing: BillingLike } },
): Promise<DocumentParty> {
  const billing = order.addresses.billing;
  const [customer] =
    order.customerId === null
      ? []
      : await selectRows<{ proDetails: ProDetails | null }>(
          db,
          sql`SELECT pro_details AS "proDetails" FROM customer WHERE id = ${order.customerId}`,
        );
  const pro = customer?.proDetails ?? null;
  return {
    name: `${billing.firstname} ${billing.lastname}`,
    company: pro?.company ?? billing.company ?? null,
    street: billing.street,
    postcode: billing.postcode,
    city: billing.city,
    countryCode: billing.countryCode,
    siret: pro?.siret ?? null,
    vatNumber: pro?.vatNumber ?? null,
    email: order.email,
  };
}

interface BillingLike {
  firstname: string;
  lastname: string;
  company: string | null;
  street: string[];
  postcode: string;
  city: string;
  countryCode: string;
}

/** An invoice line as issued. */
export interface InvoiceLineView {
  orderLineId: number;
  sku: string;
  name: string;
  qty: number;
  unitPriceExclTax: number;
  taxRateBp: number;
  rowTotalExclTax: number;
  rowTax: number;
  rowTotalInclTax: number;
}

/** The tax of one VAT rate: what French invoices must show per rate. */
export interface VatBreakdown {
  rateBp: number;
  baseExclTax: number;
  tax: number;
}

/** An issued invoice exactly as it was frozen, for its HTML page and its PDF. */
export interface InvoiceView {
  id: number;
  number: string;
  /** ISO date-time of issue. */
  issuedAt: string;
  /** The language of the order (the page or PDF may be shown in the other one). */
  locale: SiteLocale;
  currency: string;
  orderId: number;
  orderNumber: string;
  /** ISO date-time the order was placed. */
  orderedAt: string;
  /** The order's customer (null for a guest order): whoever shows the invoice checks it is theirs. */
  customerId: number | null;
  paymentMethodTitle: string;
  seller: SellerParty;
  buyer: DocumentParty;
  lines: InvoiceLineView[];
  totals: {
    subtotalExclTax: number;
    shippingExclTax: number;
    /** The shipping charge incl. tax as the order charged it (on the order's first invoice only). */
    shippingInclTax: number;
    totalExclTax: number;
    taxAmount: number;
    grandTotal: number;
  };
  vat: VatBreakdown[];
}

/** The frozen invoice of `invoiceId`, or null when there is none. */
export async function invoiceView(db: Database, invoiceId: number): Promise<InvoiceView | null> {
  if (!Number.isSafeInteger(invoiceId) || invoiceId <= 0) return null;
  const [row] = await selectRows<
    Omit<InvoiceView, 'lines' | 'totals' | 'vat'> & {
      subtotalExclTax: number;
      shippingExclTax: number;
      taxAmount: number;
      grandTotal: number;
      shippingInclTax: number;
    }
  >(
    db,
    sql`SELECT i.id, i.number, to_char(i.issued_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "issuedAt",
        i.locale, i.currency, i.order_id AS "orderId", o.number AS "orderNumber",
        to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "orderedAt",
        o.customer_id AS "customerId", o.payment_method_title AS "paymentMethodTitle", i.seller, i.buyer,
        i.subtotal_excl_tax AS "subtotalExclTax", i.shipping_excl_tax AS "shippingExclTax",
        i.tax_amount AS "taxAmount", i.grand_total AS "grandTotal",
        CASE WHEN i.shipping_excl_tax = 0 THEN 0 ELSE o.shipping_incl_tax END AS "shippingInclTax"
      FROM invoice i JOIN sales_order o ON o.id = i.order_id WHERE i.id = ${invoiceId}`,
  );
  if (!row) return null;
  const lines = await selectRows<InvoiceLineView>(
    db,
    sql`SELECT order_line_id AS "orderLineId", sku, name, qty, unit_price_excl_tax AS "unitPriceExclTax",
        tax_rate_bp AS "taxRateBp", row_total_excl_tax AS "rowTotalExclTax", row_tax AS "rowTax",
        row_total_incl_tax AS "rowTotalInclTax"
      FROM invoice_line WHERE invoice_id = ${invoiceId} ORDER BY id`,
  );
  const { subtotalExclTax, shippingExclTax, shippingInclTax, taxAmount, grandTotal, ...head } = row;
  const totalExclTax = subtotalExclTax + shippingExclTax;
  return {
    ...head,
    lines,
    totals: {
      subtotalExclTax,
      shippingExclTax,
      shippingInclTax,
      totalExclTax,
      taxAmount,
      grandTotal,
    },
    vat: vatBreakdown(lines, totalExclTax, taxAmount),
  };
}

/**
 * Base and tax per rate, highest rate first, adding up to the invoice's totals. Shipping is an accessory of the
 * goods and is taxed at their rate: with several rates it joins the highest, which also takes the cents that
 * deriving the totals once (decision 0740) leaves between them and the sum of the rows. The shop has one
 * rate today, whose base and tax are then the invoice's own totals.
 */
export function vatBreakdown(
  lines: readonly Pick<InvoiceLineView, 'taxRateBp' | 'rowTotalExclTax' | 'rowTax'>[],
  totalExclTax: number,
  taxAmount: number,
): VatBreakdown[] {
  const byRate = new Map<number, VatBreakdown>();
  for (const line of lines) {
    const entry = byRate.get(line.taxRateBp) ?? { rateBp: line.taxRateBp, baseExclTax: 0, tax: 0 };
    entry.baseExclTax += line.rowTotalExclTax;
    entry.tax += line.rowTax;
    byRate.set(line.taxRateBp, entry);
  }
  const rates = [...byRate.values()].sort((a, b) => b.rateBp - a.rateBp);
  const main = rates[0];
  if (main) {
    main.baseExclTax += totalExclTax - rates.reduce((sum, rate) => sum + rate.baseExclTax, 0);
    main.tax += taxAmount - rates.reduce((sum, rate) => sum + rate.tax, 0);
  }
  return rates;
}

/** The invoices of an order, oldest first (the order page lists them). */
export function orderInvoices(
  db: Database,
  orderId: number,
): Promise<{ id: number; number: string; issuedAt: string; grandTotal: number }[]> {
  return selectRows(
    db,
    sql`SELECT id, number, to_char(issued_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "issuedAt",
        grand_total AS "grandTotal"
      FROM invoice WHERE order_id = ${orderId} ORDER BY issued_at, id`,
  );
}
