/**
 * The order's life after payment (issue 16 items 2 and 3), for the storefront server and the staff's command:
 * invoices (numbered without gaps, frozen, as a view and a PDF), the carriers' tracking pages, the state machine
 * and its translated refusals.
 */
export { carrierCodes, carrierName, carriers, isCarrierCode, trackingUrlOf } from './carriers';
export {
  invoiceOrder,
  type InvoiceOptions,
  type InvoiceView,
  invoiceView,
  type IssuedInvoice,
  orderInvoices,
} from './invoices';
export { invoicePdf } from './invoicePdf';
export { AfterSalesError, afterSalesMessage, orderStatusLabel } from './messages';
export type { AfterSalesDeps, LineQuantity, OperationSource } from './orderRecord';
export { allowedTransitions, canTransition } from './stateMachine';
