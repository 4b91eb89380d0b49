/**
 * The order's life after payment (issue 16 items 2 and 3), for the storefront server and the staff's command:
 * invoice, ship, cancel and close (each a transaction with the order row locked, writing the status history),
 * invoices (numbered without gaps, frozen, as a view and a PDF), the carriers' tracking pages, the state machine
 * and its translated refusals; refunds (credit memos), returns and store credit.
 */
export {
  type CanceledOrder,
  cancelOrder,
  type CancelRefund,
  type ClosedOrder,
  closeOrder,
} from './cancelAndClose';
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
export {
  AfterSalesError,
  afterSalesMessage,
  orderStatusLabel,
  returnStatusLabel,
} from './messages';
export {
  type IssuedCreditMemo,
  refundDestinations,
  type RefundDestination,
  refundOrder,
  type RefundOptions,
  settlePendingRefunds,
} from './refunds';
export {
  type CustomerReturnView,
  listCustomerReturns,
  maxReturnCommentLength,
  moveReturn,
  type RefundReturnOptions,
  refundReturn,
  returnableOrder,
  type ReturnableLine,
  returnConditions,
  returnReasons,
  type ReturnRequestInput,
  returnResolutions,
  requestReturn,
} from './returns';
export { returnTransitions } from './returnSteps';
export { storeCreditAccount, storeCreditBalance, type StoreCreditEntryView } from './storeCredit';
export type { AfterSalesDeps, LineQuantity, OperationSource } from './orderRecord';
export { type RecordedShipment, type ShipOptions, shipOrder } from './shipments';
export { allowedTransitions, canTransition } from './stateMachine';
