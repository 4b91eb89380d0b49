/**
 * Invoices (issue 16 item 3) on the real engine — PGlite, or the PostgreSQL server of DATABASE_URL with a pool of
 * 20 connections where the 50 invoices really run at once: gapless yearly numbering under concurrency and after
 * a rollback, the frozen seller and buyer (a professional's company and VAT number), lines and totals that add up
 * to the order, partial invoices that never exceed what was ordered, and the PDF read back in both languages.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { AfterSalesError } from '../src/afterSales/messages';
import {
  invoiceOrder,
  invoiceView,
  orderInvoices,
  parisYear,
  takeInvoiceNumber,
} from '../src/afterSales/invoices';
import { invoicePdf, pdfMoney } from '../src/afterSales/invoicePdf';
import { readSellerIdentity } from '../src/config';
import { customerDepsOf } from '../src/customers/context';
import { registerPro } from '../src/customers/registration';
import { selectRows } from '../src/db/database';
import {
  afterSalesSnapshot,
  orderableProducts,
  orderLines,
  pdfText,
  placePaidOrder,
} from './afterSalesFixtures';
import { openOrdersRig, type OrdersRig } from './ordersFixtures';

let rig: OrdersRig;
let products: { id: number; sku: string; name: string }[];

beforeAll(async () => {
  rig = await openOrdersRig({ gatewayFile: false });
  products = await orderableProducts(rig, 6);
});
afterAll(() => rig?.close());

async function lastNumber(year: number): Promise<number> {
  const [row] = await selectRows<{ last: number }>(
    rig.store.db,
    sql`SELECT last FROM invoice_counter WHERE year = ${year}`,
  );
  return row?.last ?? 0;
}

describe('invoiceOrder', () => {
  it('invoices a paid order in full: frozen seller and buyer, lines and totals equal to the order', async () => {
    const order = await placePaidOrder(
      rig,
      [
        { sku: products[0]!.sku, quantity: 2 },
        { sku: products[1]!.sku, quantity: 1 },
      ],
      { email: 'facture@example.fr' },
    );
    const issued = await invoiceOrder(rig.store, order.number);
    expect(issued.number).toMatch(new RegExp(`^F${parisYear(new Date())}-\\d{6}$`));
    expect(issued.grandTotal).toBe(order.grandTotal);
    expect(issued.orderStatus).toBe('PROCESSING');

    const view = (await invoiceView(rig.store.db, issued.id))!;
    const [placed] = await selectRows<{
      subtotalExclTax: number;
      grandTotalExclTax: number;
      shippingInclTax: number;
    }>(
      rig.store.db,
      sql`SELECT subtotal_excl_tax AS "subtotalExclTax", grand_total_excl_tax AS "grandTotalExclTax",
          shipping_incl_tax AS "shippingInclTax" FROM sales_order WHERE id = ${order.id}`,
    );
    expect(view.orderNumber).toBe(order.number);
    expect(view.lines.map((line) => [line.sku, line.qty, line.taxRateBp])).toEqual([
      [products[0]!.sku, 2, 2000],
      [products[1]!.sku, 1, 2000],
    ]);
    // The totals are the order's own (decision 0740), not a new sum of the rows.
    expect(view.totals.subtotalExclTax).toBe(placed!.subtotalExclTax);
    expect(view.totals.shippingInclTax).toBe(placed!.shippingInclTax);
    expect(view.totals.totalExclTax).toBe(placed!.grandTotalExclTax);
    expect(view.totals.grandTotal).toBe(order.grandTotal);
    expect(view.totals.totalExclTax + view.totals.taxAmount).toBe(view.totals.grandTotal);
    expect(view.vat).toEqual([
      { rateBp: 2000, baseExclTax: view.totals.totalExclTax, tax: view.totals.taxAmount },
    ]);
    expect(view.seller).toMatchObject({
      company: rig.store.config.seller.company,
      siret: rig.store.config.seller.siret,
      vatNumber: rig.store.config.seller.vatNumber,
      rcs: rig.store.config.seller.rcs,
    });
    expect(view.buyer).toMatchObject({
      name: 'Camille Durand',
      company: null,
      postcode: '75011',
      vatNumber: null,
      email: 'facture@example.fr',
    });
    expect((await orderInvoices(rig.store.db, order.id)).map((row) => row.number)).toEqual([
      issued.number,
    ]);

    // Invoiced in full: a second invoice is refused and writes nothing.
    const before = await afterSalesSnapshot(rig, order.id);
    await expect(invoiceOrder(rig.store, order.number)).rejects.toThrow(
      `Tout est déjà facturé sur la commande ${order.number}.`,
    );
    expect(await afterSalesSnapshot(rig, order.id)).toEqual(before);
  });

  it('partial invoices never exceed ordered minus invoiced, and their lines add up to the order line', async () => {
    const order = await placePaidOrder(rig, [
      { sku: products[2]!.sku, quantity: 3 },
      { sku: products[3]!.sku, quantity: 1 },
    ]);
    const [first, second] = await orderLines(rig, order.id);
    const part = await invoiceOrder(rig.store, order.number, {
      lines: [{ orderLineId: first!.id, qty: 2 }],
    });
    const partView = (await invoiceView(rig.store.db, part.id))!;
    expect(partView.lines.map((line) => [line.orderLineId, line.qty])).toEqual([[first!.id, 2]]);
    const [shipping] = await selectRows<{ exclTax: number; inclTax: number }>(
      rig.store.db,
      sql`SELECT grand_total_excl_tax - subtotal_excl_tax AS "exclTax", shipping_incl_tax AS "inclTax"
        FROM sales_order WHERE id = ${order.id}`,
    );
    expect(partView.totals.shippingExclTax, 'shipping on the first invoice').toBe(
      shipping!.exclTax,
    );
    expect(partView.totals.shippingInclTax).toBe(shipping!.inclTax);

    const before = await afterSalesSnapshot(rig, order.id);
    const refusals: [Parameters<typeof invoiceOrder>[2], string][] = [
      [
        { lines: [{ orderLineId: first!.id, qty: 2 }] },
        `Ligne ${first!.id} : 2 demandé(s), mais il ne reste que 1 à facturer (commandé moins facturé).`,
      ],
      [
        { lines: [{ orderLineId: 999_999, qty: 1 }] },
        `La ligne 999999 n’appartient pas à la commande ${order.number}.`,
      ],
      [
        { lines: [{ orderLineId: second!.id, qty: 0 }] },
        `La quantité de la ligne ${second!.id} doit être un nombre entier positif.`,
      ],
      [
        {
          lines: [
            { orderLineId: second!.id, qty: 1 },
            { orderLineId: second!.id, qty: 1 },
          ],
        },
        `La ligne ${second!.id} est demandée deux fois.`,
      ],
    ];
    for (const [options, message] of refusals)
      await expect(invoiceOrder(rig.store, order.number, options)).rejects.toThrow(message);
    expect(await afterSalesSnapshot(rig, order.id), 'refusals write nothing').toEqual(before);

    const rest = await invoiceOrder(rig.store, order.number);
    const restView = (await invoiceView(rig.store.db, rest.id))!;
    expect(restView.lines.map((line) => [line.orderLineId, line.qty])).toEqual([
      [first!.id, 1],
      [second!.id, 1],
    ]);
    expect(restView.totals.shippingExclTax).toBe(0);
    expect(part.grandTotal + rest.grandTotal).toBe(order.grandTotal);
    const [line] = await selectRows<{ total: number; invoiced: number }>(
      rig.store.db,
      sql`SELECT l.row_total_incl_tax AS total,
          (SELECT sum(row_total_incl_tax)::int FROM invoice_line WHERE order_line_id = l.id) AS invoiced
        FROM sales_order_line l WHERE l.id = ${first!.id}`,
    );
    expect(line!.invoiced).toBe(line!.total);
  });

  it('names a professional buyer with its company, SIRET and VAT number', async () => {
    const email = `pro.${process.pid}.${Date.now()}@example.fr`;
    await registerPro(customerDepsOf(rig.store), {
      email,
      password: 'croquettes du mardi soir',
      firstname: 'Jeanne',
      lastname: 'Toiletteuse',
      company: 'Toilettage des Mauges',
      siret: '443 061 841 00047',
      vatNumber: 'FR 64 443061841',
      activity: 'groomer',
      phone: '02 41 00 00 00',
      address: {
        street: ['3 rue des Lices'],
        postcode: '49100',
        city: 'Angers',
        countryCode: 'FR',
      },
      acceptCgv: true,
    });
    const [{ customerId } = { customerId: 0 }] = await selectRows<{ customerId: number }>(
      rig.store.db,
      sql`SELECT id AS "customerId" FROM customer WHERE email = ${email}`,
    );
    const order = await placePaidOrder(rig, [{ sku: products[4]!.sku, quantity: 1 }], {
      customerId,
    });
    const issued = await invoiceOrder(rig.store, order.number);
    const view = (await invoiceView(rig.store.db, issued.id))!;
    expect(view.customerId).toBe(customerId);
    expect(view.buyer).toMatchObject({
      company: 'Toilettage des Mauges',
      siret: '44306184100047',
      vatNumber: 'FR64443061841',
    });
    const text = await pdfText(await invoicePdf(rig.store, issued.id, 'fr-FR'));
    expect(text).toContain('Toilettage des Mauges');
    expect(text).toContain('FR64443061841');
  });

  it('refuses an unpaid, canceled or unknown order with a translated message, writing nothing', async () => {
    await expect(invoiceOrder(rig.store, 'TR-999999')).rejects.toThrow(
      'La commande TR-999999 est introuvable.',
    );
    const order = await placePaidOrder(rig, [{ sku: products[5]!.sku, quantity: 1 }]);
    await rig.store.db.execute(
      sql`UPDATE sales_order SET status = 'PENDING_PAYMENT' WHERE id = ${order.id}`,
    );
    const before = await afterSalesSnapshot(rig, order.id);
    const refusal = await invoiceOrder(rig.store, order.number).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AfterSalesError);
    expect((refusal as AfterSalesError).message).toBe(
      `La commande ${order.number} est « En attente de paiement » : elle ne peut pas être facturée.`,
    );
    expect((refusal as AfterSalesError).messageIn('en-GB')).toBe(
      `Order ${order.number} is “Awaiting payment”: it cannot be invoiced.`,
    );
    expect(await afterSalesSnapshot(rig, order.id)).toEqual(before);
  });
});

describe('the seller', () => {
  it('has valid demo identifiers, each overridable from the environment', async () => {
    const { isValidSiret, isValidFrenchVatNumber } =
      await import('../src/customers/proIdentifiers');
    const demo = readSellerIdentity({});
    expect(isValidSiret(demo.siret)).toBe(true);
    expect(isValidFrenchVatNumber(demo.vatNumber)).toBe(true);
    expect(demo.vatNumber.slice(4)).toBe(demo.siret.slice(0, 9));
    expect(
      readSellerIdentity({
        SELLER_COMPANY: 'Croquettes et Cie',
        SELLER_STREET: '1 rue A|Bâtiment B',
        SELLER_SIRET: '44306184100047',
      }),
    ).toMatchObject({
      company: 'Croquettes et Cie',
      street: ['1 rue A', 'Bâtiment B'],
      siret: '44306184100047',
      legalForm: demo.legalForm,
    });
  });
});

describe('invoice numbering', () => {
  it('50 parallel invoices across 50 orders get 50 consecutive numbers, no gap, no duplicate', async () => {
    // Paying the orders is not what is tested: one after the other.
    const orders = [];
    for (let index = 0; index < 50; index += 1)
      orders.push(
        await placePaidOrder(rig, [{ sku: products[index % products.length]!.sku, quantity: 1 }]),
      );
    const year = parisYear(new Date());
    const before = await lastNumber(year);

    const issued = await Promise.all(orders.map((order) => invoiceOrder(rig.store, order.number)));

    const sequences = issued
      .map((invoice) => Number(invoice.number.slice(-6)))
      .sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 50 }, (_, index) => before + 1 + index));
    expect(new Set(issued.map((invoice) => invoice.number)).size).toBe(50);
    expect(await lastNumber(year)).toBe(before + 50);
    // Issue times follow the numbers.
    const rows = await selectRows<{ sequence: number; issuedAt: string }>(
      rig.store.db,
      sql`SELECT sequence, issued_at::text AS "issuedAt" FROM invoice WHERE year = ${year} ORDER BY sequence`,
    );
    const times = rows.map((row) => new Date(row.issuedAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // Placing and paying 50 orders first takes a while on a busy machine.
  }, 300_000);

  it('a rolled-back invoice gives its number back: the next invoice has it, no gap', async () => {
    const order = await placePaidOrder(rig, [{ sku: products[0]!.sku, quantity: 1 }]);
    const year = parisYear(new Date());
    const before = await lastNumber(year);
    const failure = new Error('the transaction fails after the number was taken');
    await expect(
      rig.store.db.transaction(async (tx) => {
        const issued = await invoiceOrder(
          { db: tx as never, config: rig.store.config },
          order.number,
        );
        expect(issued.number).toBe(`F${year}-${String(before + 1).padStart(6, '0')}`);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await lastNumber(year)).toBe(before);
    expect(await orderInvoices(rig.store.db, order.id)).toEqual([]);

    const issued = await invoiceOrder(rig.store, order.number);
    expect(issued.number).toBe(`F${year}-${String(before + 1).padStart(6, '0')}`);
  });

  it('starts each year at 1 in its own sequence', async () => {
    await rig.store.db
      .transaction(async (tx) => {
        expect((await takeInvoiceNumber(tx as never, 2091)).number).toBe('F2091-000001');
        expect((await takeInvoiceNumber(tx as never, 2091)).number).toBe('F2091-000002');
        expect((await takeInvoiceNumber(tx as never, 2092)).number).toBe('F2092-000001');
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await lastNumber(2091)).toBe(0);
  });
});

describe('invoicePdf', () => {
  it('is a PDF whose text has the number, the order number, the totals and the seller SIRET, in both languages', async () => {
    const order = await placePaidOrder(rig, [{ sku: products[1]!.sku, quantity: 2 }], {
      locale: 'en-GB',
    });
    const issued = await invoiceOrder(rig.store, order.number);
    const view = (await invoiceView(rig.store.db, issued.id))!;
    const { siret, vatNumber } = rig.store.config.seller;

    const french = await invoicePdf(rig.store, issued.id, 'fr-FR');
    expect(new TextDecoder().decode(french.slice(0, 5))).toBe('%PDF-');
    const frenchText = await pdfText(french);
    for (const expected of [
      `Facture n° ${issued.number}`,
      order.number,
      `SIRET : ${siret}`,
      vatNumber,
      'Total TTC',
      pdfMoney(view.totals.grandTotal, 'fr-FR'),
      pdfMoney(view.totals.totalExclTax, 'fr-FR'),
      pdfMoney(view.totals.taxAmount, 'fr-FR'),
      products[1]!.sku,
    ])
      expect(frenchText).toContain(expected);

    const englishText = await pdfText(await invoicePdf(rig.store, issued.id, 'en-GB'));
    for (const expected of [
      `Invoice no. ${issued.number}`,
      order.number,
      `SIRET: ${siret}`,
      'Total incl. VAT',
      pdfMoney(view.totals.grandTotal, 'en-GB'),
    ])
      expect(englishText).toContain(expected);
  });

  it('refuses an invoice that does not exist', async () => {
    await expect(invoicePdf(rig.store, 987_654, 'en-GB')).rejects.toThrow(
      'This invoice could not be found.',
    );
  });
});
