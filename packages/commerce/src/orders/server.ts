/** What the storefront's server needs of the orders: webhooks and the development outbox (`@truffe/commerce/orders`). */
export { handlePaymentWebhook, type WebhookAnswer } from './webhooks';
export type { OrderStore } from './services';
export { listOutbox, type OutboxMessage } from '../email/mailer';
export { onStockChange, type StockChange } from '../catalog/stockChanges';
