/**
 * The lazy routes of the account's order pages (spec §2 "/user", issue 16 item 1): `orders/`,
 * `orders/:orderId/` and `orders/:orderId/invoice/:invoiceId/`. Each is personal (the `/user` route's policy
 * and `personalPageHandle`: never cached), loads from the network and sends a visitor to `/login?redirect=…`.
 * The server answers only the session customer's own orders: any other order or invoice — another customer's,
 * or one that does not exist — is the 404 page, so nothing tells which exists. The invoice PDF is a server
 * route (server/orderPages.ts), not one of these.
 */
import {
  UserInvoiceQueryDocument,
  UserOrderQueryDocument,
  UserOrdersQueryDocument,
} from '@truffe/graphql/documents';
import { data, type LoaderFunctionArgs } from 'react-router';

import { type SiteLocale } from '../../../i18n/locales';
import { personalPageHandle } from '../../../seo/personalPageHead';
import { type LazyScreenRoute } from '../../category/lazyScreenRoute';
import { signedInQuery } from '../user/userForms';
import { InvoiceScreen, type InvoiceData } from './InvoiceScreen';
import { OrderScreen, type OrderData } from './OrderScreen';
import { OrdersScreen, type OrdersData } from './OrdersScreen';
import { ordersPageSize, pageOf } from './ordersPaths';
import { reorderAction } from './reorderAction';

/** A head function has no message bundle: the titles match the screens' `<h1>` messages. */
const titles = {
  orders: { 'fr-FR': 'Mes commandes', 'en-GB': 'My orders' },
  order: { 'fr-FR': 'Ma commande', 'en-GB': 'My order' },
  invoice: { 'fr-FR': 'Facture', 'en-GB': 'Invoice' },
} satisfies Record<string, Record<SiteLocale, string>>;

const notFound = () => data(null, { status: 404, statusText: 'Not Found' });

export function ordersRoute(locale: SiteLocale): LazyScreenRoute {
  return {
    loader: async ({ context, request }: LoaderFunctionArgs): Promise<OrdersData> =>
      signedInQuery(locale, { context, request }, UserOrdersQueryDocument, {
        page: pageOf(request.url),
        pageSize: ordersPageSize,
      }),
    Component: OrdersScreen,
    handle: personalPageHandle(titles.orders),
  };
}

export function orderRoute(locale: SiteLocale): LazyScreenRoute {
  return {
    loader: async ({ context, request, params }: LoaderFunctionArgs): Promise<OrderData> => {
      const { me } = await signedInQuery(locale, { context, request }, UserOrderQueryDocument, {
        orderId: params.orderId ?? '',
      });
      if (!me.order) throw notFound();
      return { me, order: me.order };
    },
    action: reorderAction(locale),
    Component: OrderScreen,
    handle: personalPageHandle(titles.order),
  };
}

export function invoiceRoute(locale: SiteLocale): LazyScreenRoute {
  return {
    loader: async ({ context, request, params }: LoaderFunctionArgs): Promise<InvoiceData> => {
      const { me } = await signedInQuery(locale, { context, request }, UserInvoiceQueryDocument, {
        orderId: params.orderId ?? '',
      });
      const invoice = me.order?.invoices.find((each) => each.id === params.invoiceId);
      if (!me.order || !invoice) throw notFound();
      const { order_id, number, payment } = me.order;
      return { order: { order_id, number, payment }, invoice };
    },
    Component: InvoiceScreen,
    handle: personalPageHandle(titles.invoice),
  };
}
