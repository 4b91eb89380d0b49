import { defineMessages } from 'react-intl';

/**
 * Messages of the account's returns, refunds and store credit pages (issue 16 items 4–6); French in
 * i18n/messages/fr-FR.json.
 */
export const afterSalesMessages = defineMessages({
  returnsTitle: { id: 'account.returns.title', defaultMessage: 'My returns' },
  returnsEmpty: {
    id: 'account.returns.empty',
    defaultMessage:
      'You have no return. To send something back, open the order and choose “Return items”.',
  },
  returnCreated: {
    id: 'account.returns.created',
    defaultMessage:
      'Your return {number} is recorded: we have sent you an e-mail and will reply soon.',
  },
  returnHeading: {
    id: 'account.returns.heading',
    defaultMessage: 'Return {number} — order {order}',
  },
  returnAskedOn: { id: 'account.returns.askedOn', defaultMessage: 'Asked on {date}' },
  returnStatus: { id: 'account.returns.status', defaultMessage: 'Status: {status}' },
  returnWish: { id: 'account.returns.wish', defaultMessage: 'You wish: {resolution}' },
  returnRefusal: {
    id: 'account.returns.refusal',
    defaultMessage: 'Reason for the refusal: {reason}',
  },
  returnItem: {
    id: 'account.returns.item',
    defaultMessage: '{quantity} × {name} — {reason}, {condition}',
  },
  returnHistory: { id: 'account.returns.history', defaultMessage: 'Steps' },
  viewOrder: { id: 'account.returns.viewOrder', defaultMessage: 'View the order {number}' },
  statusRequested: { id: 'account.returns.statusRequested', defaultMessage: 'Requested' },
  statusAuthorised: { id: 'account.returns.statusAuthorised', defaultMessage: 'Authorised' },
  statusReceived: { id: 'account.returns.statusReceived', defaultMessage: 'Received' },
  statusRefunded: { id: 'account.returns.statusRefunded', defaultMessage: 'Refunded' },
  statusCredited: { id: 'account.returns.statusCredited', defaultMessage: 'Credited' },
  statusRefused: { id: 'account.returns.statusRefused', defaultMessage: 'Refused' },
  resolutionRefund: { id: 'account.returns.resolutionRefund', defaultMessage: 'a refund' },
  resolutionExchange: { id: 'account.returns.resolutionExchange', defaultMessage: 'an exchange' },
  resolutionStoreCredit: {
    id: 'account.returns.resolutionStoreCredit',
    defaultMessage: 'store credit',
  },
  reasonDamaged: { id: 'account.returns.reasonDamaged', defaultMessage: 'Arrived damaged' },
  reasonWrongItem: { id: 'account.returns.reasonWrongItem', defaultMessage: 'Wrong item' },
  reasonNotAsDescribed: {
    id: 'account.returns.reasonNotAsDescribed',
    defaultMessage: 'Not as described',
  },
  reasonNoLongerNeeded: {
    id: 'account.returns.reasonNoLongerNeeded',
    defaultMessage: 'No longer needed',
  },
  reasonOther: { id: 'account.returns.reasonOther', defaultMessage: 'Other reason' },
  conditionUnopened: { id: 'account.returns.conditionUnopened', defaultMessage: 'unopened' },
  conditionOpened: { id: 'account.returns.conditionOpened', defaultMessage: 'opened' },
  conditionDamaged: { id: 'account.returns.conditionDamaged', defaultMessage: 'damaged' },
  createTitle: {
    id: 'account.returns.createTitle',
    defaultMessage: 'Return items of order {number}',
  },
  createIntro: {
    id: 'account.returns.createIntro',
    defaultMessage:
      'Choose the items to send back and how many. Only shipped items can be returned, within 14 days of receipt (right of withdrawal).',
  },
  lineLegend: { id: 'account.returns.lineLegend', defaultMessage: '{name} ({sku})' },
  lineAvailable: {
    id: 'account.returns.lineAvailable',
    defaultMessage: '{count, plural, one {# unit can be returned} other {# units can be returned}}',
  },
  lineNotReturnable: {
    id: 'account.returns.lineNotReturnable',
    defaultMessage: 'Not shipped yet, or already being returned.',
  },
  optionValue: { id: 'account.returns.optionValue', defaultMessage: '{label}: {value}' },
  quantity: { id: 'account.returns.quantity', defaultMessage: 'Quantity to return' },
  reason: { id: 'account.returns.reason', defaultMessage: 'Reason' },
  condition: { id: 'account.returns.condition', defaultMessage: 'Condition' },
  resolution: { id: 'account.returns.resolution', defaultMessage: 'What do you wish?' },
  resolutionRefundOption: {
    id: 'account.returns.resolutionRefundOption',
    defaultMessage: 'A refund to my payment method',
  },
  resolutionExchangeOption: {
    id: 'account.returns.resolutionExchangeOption',
    defaultMessage: 'An exchange',
  },
  resolutionStoreCreditOption: {
    id: 'account.returns.resolutionStoreCreditOption',
    defaultMessage: 'Store credit for my next orders',
  },
  comment: { id: 'account.returns.comment', defaultMessage: 'Comment (optional)' },
  submit: { id: 'account.returns.submit', defaultMessage: 'Send my return request' },
  sending: { id: 'account.returns.sending', defaultMessage: 'Sending…' },
  backToOrder: { id: 'account.returns.backToOrder', defaultMessage: 'Back to the order' },
  refundsTitle: { id: 'account.refunds.title', defaultMessage: 'Refunds of order {number}' },
  refundsEmpty: { id: 'account.refunds.empty', defaultMessage: 'No refund on this order.' },
  refundHeading: { id: 'account.refunds.heading', defaultMessage: 'Credit memo {number}' },
  refundSummary: {
    id: 'account.refunds.summary',
    defaultMessage: '{date}: {amount} {destination} — {status}',
  },
  refundItem: { id: 'account.refunds.item', defaultMessage: '{quantity} × {name}' },
  shippingOnly: { id: 'account.refunds.shippingOnly', defaultMessage: 'Delivery charge' },
  storeCreditTitle: { id: 'account.storeCredit.title', defaultMessage: 'My store credit' },
  storeCreditBalance: {
    id: 'account.storeCredit.balance',
    defaultMessage: 'Available balance: {amount}',
  },
  storeCreditHint: {
    id: 'account.storeCredit.hint',
    defaultMessage:
      'Use it at the last step of your next order: tick “Use my store credit” before ordering.',
  },
  storeCreditEmpty: {
    id: 'account.storeCredit.empty',
    defaultMessage: 'No movement yet. A refund to store credit will appear here.',
  },
  storeCreditHistory: { id: 'account.storeCredit.history', defaultMessage: 'History' },
  storeCreditDate: { id: 'account.storeCredit.date', defaultMessage: 'Date' },
  storeCreditMovement: { id: 'account.storeCredit.movement', defaultMessage: 'Movement' },
  storeCreditAmount: { id: 'account.storeCredit.amount', defaultMessage: 'Amount' },
  storeCreditAfter: { id: 'account.storeCredit.after', defaultMessage: 'Balance after' },
  movementRefund: {
    id: 'account.storeCredit.movementRefund',
    defaultMessage: 'Refund {memo} (order {order})',
  },
  movementOrder: {
    id: 'account.storeCredit.movementOrder',
    defaultMessage: 'Spent on order {order}',
  },
  movementOrderCanceled: {
    id: 'account.storeCredit.movementOrderCanceled',
    defaultMessage: 'Given back: order {order} canceled',
  },
  movementStaff: {
    id: 'account.storeCredit.movementStaff',
    defaultMessage: 'Credit from the shop',
  },
});
