import { type MessageDescriptor, type IntlShape } from 'react-intl';

import { afterSalesMessages as m } from './afterSalesMessages';

const returnStatuses: Record<string, MessageDescriptor> = {
  requested: m.statusRequested,
  authorised: m.statusAuthorised,
  received: m.statusReceived,
  refunded: m.statusRefunded,
  credited: m.statusCredited,
  refused: m.statusRefused,
};

/** The return reasons the server accepts, in the form's order. */
export const returnReasonMessages: Record<string, MessageDescriptor> = {
  damaged: m.reasonDamaged,
  wrong_item: m.reasonWrongItem,
  not_as_described: m.reasonNotAsDescribed,
  no_longer_needed: m.reasonNoLongerNeeded,
  other: m.reasonOther,
};

export const returnConditionMessages: Record<string, MessageDescriptor> = {
  unopened: m.conditionUnopened,
  opened: m.conditionOpened,
  damaged: m.conditionDamaged,
};

export const resolutionMessages: Record<string, MessageDescriptor> = {
  refund: m.resolutionRefund,
  exchange: m.resolutionExchange,
  store_credit: m.resolutionStoreCredit,
};

/** A word of one of the tables above, or the stored value when the table does not know it. */
export function label(intl: IntlShape, table: Record<string, MessageDescriptor>, value: string) {
  const message = table[value];
  return message ? intl.formatMessage(message) : value;
}

/** A return status in words. */
export const returnStatus = (intl: IntlShape, status: string) =>
  label(intl, returnStatuses, status);
