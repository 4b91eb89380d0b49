import { formatMoney, type Money } from '@truffe/ui/Price';
import { type IntlShape } from 'react-intl';

import { ordersMessages } from './ordersMessages';

/** Dates in the shop's time zone on the server and in the browser alike: the hydrated text does not change. */
export function orderDate(intl: IntlShape, iso: string, style: 'long' | 'medium' = 'long') {
  return intl.formatDate(iso, { dateStyle: style, timeZone: 'Europe/Paris' });
}

export function orderDateTime(intl: IntlShape, iso: string) {
  return intl.formatDate(iso, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  });
}

export const money = (intl: IntlShape, value: Money) => formatMoney(value, intl.locale);

const statusMessages = {
  PENDING_PAYMENT: ordersMessages.statusPendingPayment,
  PROCESSING: ordersMessages.statusProcessing,
  COMPLETE: ordersMessages.statusComplete,
  CLOSED: ordersMessages.statusClosed,
  CANCELED: ordersMessages.statusCanceled,
} as const;

/** An order status in words. */
export function orderStatus(intl: IntlShape, status: string): string {
  const message = statusMessages[status as keyof typeof statusMessages];
  return message ? intl.formatMessage(message) : status;
}

const creditMemoStatuses = {
  PENDING: ordersMessages.refundPending,
  REFUNDED: ordersMessages.refundRefunded,
  FAILED: ordersMessages.refundFailed,
} as const;

/** A credit memo's state in words (`PENDING`, `REFUNDED`, `FAILED`). */
export function creditMemoStatus(intl: IntlShape, status: string): string {
  const message = creditMemoStatuses[status as keyof typeof creditMemoStatuses];
  return message ? intl.formatMessage(message) : status;
}

/** Where a credit memo's money went: the payment or store credit. */
export function creditMemoDestination(intl: IntlShape, refundTo: string): string {
  return intl.formatMessage(
    refundTo === 'STORE_CREDIT'
      ? ordersMessages.refundToStoreCredit
      : ordersMessages.refundToPayment,
  );
}
