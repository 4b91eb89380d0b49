/**
 * Returns, refunds and store credit in GraphQL (issue 16 items 4–6): `Customer.returns`, `Customer.storeCredit`,
 * `Customer.returnableOrder` and `requestReturn`. As the order resolvers do, each takes the session's own
 * customer and passes its id to statements that match it: another customer's order is null or "not found".
 */
import type { Resolvers } from '@truffe/graphql/resolvers-types';

import { privateServicesOf } from '../cart/session';
import { CustomerError } from '../customers/messages';
import { servicesOf } from '../store/requestContext';
import { AfterSalesError } from './messages';
import { listCustomerReturns, requestReturn, returnableOrder } from './returns';
import { sessionCustomerId } from './orderResolvers';
import { storeCreditAccount } from './storeCredit';

const money = (amount: number) => ({ amount, currency: 'EUR' });

/** At most 50 lines are looked at in a return request (an order has fewer). */
const maxReturnLines = 50;

export const afterSalesResolvers: Resolvers = {
  Customer: {
    returns: async (parent, _args, context) => {
      const customerId = await sessionCustomerId(context, parent);
      if (customerId === null) return [];
      const returns = await listCustomerReturns(privateServicesOf(context).db, customerId);
      return returns.map((entry) => ({
        id: String(entry.id),
        number: entry.number,
        orderId: entry.orderNumber,
        status: entry.status,
        resolution: entry.resolution,
        comment: entry.comment,
        refusalReason: entry.refusalReason,
        createdAt: entry.createdAt,
        items: entry.lines.map((line) => ({
          sku: line.sku,
          name: line.name,
          quantity: line.qty,
          reason: line.reason,
          condition: line.condition,
        })),
        history: entry.events,
      }));
    },
    storeCredit: async (parent, _args, context) => {
      const customerId = await sessionCustomerId(context, parent);
      if (customerId === null) return { balance: money(0), history: [] };
      const account = await storeCreditAccount(privateServicesOf(context).db, customerId);
      return {
        balance: money(account.balance),
        history: account.history.map((entry) => ({
          id: String(entry.id),
          amount: money(entry.amount),
          reason: entry.reason,
          balanceAfter: money(entry.balanceAfter),
          orderNumber: entry.orderNumber,
          creditMemoNumber: entry.creditMemoNumber,
          createdAt: entry.createdAt,
        })),
      };
    },
    returnableOrder: async (parent, args, context) => {
      const customerId = await sessionCustomerId(context, parent);
      if (customerId === null) return null;
      const order = await returnableOrder(
        privateServicesOf(context).db,
        customerId,
        String(args.orderId),
      );
      return order
        ? {
            order_id: order.orderNumber,
            lines: order.lines.map((line) => ({ ...line, id: String(line.id) })),
          }
        : null;
    },
  },
  Mutation: {
    requestReturn: async (_parent, args, context) => {
      const locale = servicesOf(context).locale;
      const refusal = (errorMessage: string) => ({
        success: false,
        errorMessage,
        returnNumber: null,
      });
      try {
        const customerId = await sessionCustomerId(context);
        if (customerId === null) return refusal('');
        const { input } = args;
        const lines = input.lines.slice(0, maxReturnLines).map((line) => ({
          // Checked by requestReturn, which names a line id that is not a number.
          orderLineId: String(line.orderLineId),
          qty: line.quantity,
          reason: line.reason,
          condition: line.condition,
        }));
        const { db, mailer } = privateServicesOf(context);
        if (!mailer)
          throw new Error('The GraphQL context has no mailer: build it with Store.createContext.');
        const created = await requestReturn(
          { db, mailer },
          customerId,
          {
            orderNumber: String(input.orderId),
            lines,
            resolution: input.resolution,
            comment: input.comment,
          },
          locale,
        );
        return { success: true, errorMessage: null, returnNumber: created.number };
      } catch (error) {
        if (error instanceof AfterSalesError) return refusal(error.messageIn(locale));
        if (error instanceof CustomerError) return refusal(error.translate(locale));
        throw error;
      }
    },
  },
};
