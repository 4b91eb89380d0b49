/**
 * The invoice PDF of the account's order pages (issue 16 items 1 and 3; decision 0761), on the Express server
 * because it is a file, not a page: `GET {base}[en/]user/orders/:orderId/invoice/:invoiceId/pdf` streams
 * `invoicePdf` (@truffe/commerce/afterSales) as a download named after the invoice number, only to the customer
 * whose session owns the order. Anyone else — another customer, a visitor, an expired session, an invoice of
 * another order — falls through to the router, whose answer for this address is the 404 page: nothing tells
 * whether the invoice exists. Every answer here is `private, no-store`.
 */
import { findCustomerInvoice } from '@truffe/commerce/accountOrders';
import { invoicePdf } from '@truffe/commerce/afterSales';
import { customerDepsOf, readSession } from '@truffe/commerce/customers';
import type { OrderStore } from '@truffe/commerce/orders';
import { type Express } from 'express';

import { type SiteLocale } from '../src/i18n/locales';
import { sessionTokenOf } from './customerSession';

export function mountOrderPages(app: Express, baseUrl: string, store: OrderStore | undefined) {
  if (!store) return;
  const route = (prefix: string, locale: SiteLocale) =>
    app.get(
      `${baseUrl}${prefix}user/orders/:orderId/invoice/:invoiceId/pdf`,
      async (req, res, next) => {
        res.setHeader('Cache-Control', 'private, no-store');
        try {
          const session = await readSession(
            customerDepsOf(store),
            sessionTokenOf(req.headers.cookie ?? null),
          );
          const invoice = session
            ? await findCustomerInvoice(
                store.db,
                session.customer.id,
                req.params.orderId,
                req.params.invoiceId,
              )
            : null;
          // Not this session's: the router's 404 page, as for an address that does not exist.
          if (!invoice) return next();
          const pdf = await invoicePdf({ db: store.db }, invoice.id, locale);
          res.setHeader('Content-Type', 'application/pdf');
          res.setHeader('Content-Disposition', `attachment; filename="${invoice.number}.pdf"`);
          res.setHeader('X-Robots-Tag', 'noindex');
          res.status(200).end(Buffer.from(pdf));
        } catch (error) {
          next(error);
        }
      },
    );
  route('', 'fr-FR');
  route('en/', 'en-GB');
}
