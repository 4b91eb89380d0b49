/**
 * The order's life as a state machine (issue 16 item 2; decision 0760). Every status change of an order goes
 * through `assertTransition`, so a refused move is refused the same way whoever asks (a webhook, the staff's
 * command, a later back office):
 *
 *   PENDING_PAYMENT → PROCESSING   paid (orders/paymentState.ts)
 *   PENDING_PAYMENT → CANCELED     payment declined or abandoned, or canceled by the staff
 *   PROCESSING      → COMPLETE     invoiced and shipped in full (automatic)
 *   PROCESSING      → CANCELED     canceled by the staff before anything was shipped
 *   PROCESSING      → CLOSED       everything paid was refunded
 *   COMPLETE        → CLOSED       everything paid was refunded (after a return)
 *
 * CANCELED and CLOSED are final. The operations add their own conditions on top (cancel only before shipping,
 * close only when refunded in full); this table is the part that does not depend on the order's content.
 */
import type { OrderStatus } from '../orders/schema';
import { AfterSalesError } from './messages';

export const allowedTransitions: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  PENDING_PAYMENT: ['PROCESSING', 'CANCELED'],
  PROCESSING: ['COMPLETE', 'CANCELED', 'CLOSED'],
  COMPLETE: ['CLOSED'],
  CLOSED: [],
  CANCELED: [],
};

/** Whether an order in `from` may become `to`. */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return allowedTransitions[from]?.includes(to) ?? false;
}

/** Throws the translated refusal when an order in `from` may not become `to`. */
export function assertTransition(orderNumber: string, from: OrderStatus, to: OrderStatus): void {
  if (!canTransition(from, to))
    throw new AfterSalesError('transitionRefused', { orderNumber, from, to });
}

/** Statuses in which an order is invoiced and shipped: paid and not yet finished. */
export const fulfillableStatuses: readonly OrderStatus[] = ['PROCESSING'];

export const isFinal = (status: OrderStatus) => allowedTransitions[status].length === 0;
