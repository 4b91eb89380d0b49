import { localizePath, type SiteLocale } from '../../../i18n/locales';

/** The account's order pages (spec §2 "/user"), in the current site; ids are URL-encoded. */
export function ordersPaths(locale: SiteLocale) {
  const list = localizePath('/user/orders/', locale);
  const order = (orderId: string) => `${list}${encodeURIComponent(orderId)}/`;
  const invoice = (orderId: string, invoiceId: string) =>
    `${order(orderId)}invoice/${encodeURIComponent(invoiceId)}/`;
  return {
    list,
    /** A page of the list (`?page=2`); the first page is the list itself. */
    page: (page: number) => (page > 1 ? `${list}?page=${page}` : list),
    order,
    invoice,
    /** The invoice PDF, served by the server (server/orderPages.ts), not by the router. */
    invoicePdf: (orderId: string, invoiceId: string) =>
      `${order(orderId)}invoice/${encodeURIComponent(invoiceId)}/pdf`,
  };
}

/** Orders on one page of the list. */
export const ordersPageSize = 10;

/** `?page=` as a page number: a whole number from 1, anything else is the first page. */
export function pageOf(url: string): number {
  const raw = new URL(url).searchParams.get('page') ?? '';
  const page = /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return Math.max(1, page);
}
